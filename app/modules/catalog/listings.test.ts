import { describe, expect, it } from "vitest";
import { referenceCatalog } from "../../../tests/support/reference-catalog";
import { recentCpus } from "./listings";

describe("catalog listings", () => {
  const cpus = referenceCatalog();

  it("recent CPUs are the newest releases, newest first", () => {
    const recent = recentCpus(cpus, 6);
    expect(recent).toHaveLength(6);
    const dates = recent.map((c) => c.releaseDate ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0]).toBe("2025-03-12");
  });
});
