import { describe, expect, it } from "vitest";
import { referenceCatalog } from "../../../tests/support/reference-catalog";
import { recentCpus, topByStoredScore } from "./listings";

describe("catalog listings", () => {
  const cpus = referenceCatalog();

  it("recent CPUs are the newest releases, newest first", () => {
    const recent = recentCpus(cpus, 6);
    expect(recent).toHaveLength(6);
    const dates = recent.map((c) => c.releaseDate ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0]).toBe("2025-03-12");
  });

  it("a top list holds only stored results, never estimated ones", () => {
    const top = topByStoredScore(cpus, "geekbench-5-single");
    // The dataset has no Geekbench results: the spec's fallback estimates must not rank.
    expect(top).toEqual([]);
    const single = topByStoredScore(cpus, "cinebench-r23-single");
    expect(single.length).toBe(48);
    expect(single[0]?.score).toBeGreaterThanOrEqual(single[1]?.score ?? 0);
  });
});
