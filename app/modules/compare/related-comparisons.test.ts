import { describe, expect, it } from "vitest";
import type { Cpu, CpuRecord } from "~/modules/catalog/cpu";
import { nearestRivals, RELATED_COMPARISONS, relatedComparisons } from "./related-comparisons";
import { testCpu } from "../../../tests/support/test-cpu";

/** `multi` is the CPU's overall score: its shown Geekbench 6 multi-core figure. */
const cpu = (id: string, fields: Partial<CpuRecord>, multi?: number): Cpu =>
  testCpu({ id, name: id, ...fields }, multi === undefined ? {} : { "geekbench-6-multi": multi });

const amd = (id: string, multi?: number, fields: Partial<CpuRecord> = {}) =>
  cpu(id, { brand: "AMD", ...fields }, multi);
const intel = (id: string, multi?: number, fields: Partial<CpuRecord> = {}) =>
  cpu(id, { brand: "Intel", ...fields }, multi);

const ids = (list: readonly Cpu[]) => list.map((c) => c.id);
const pairs = (list: [Cpu, Cpu][]) => list.map(([x, y]) => `${x.id} vs ${y.id}`);

describe("nearestRivals", () => {
  const ryzen = amd("ryzen", 38000);

  it("orders rivals by how close their overall (Geekbench 6 multi-core) score is", () => {
    const catalog = [ryzen, intel("far", 10000), intel("near", 39000), intel("mid", 30000)];
    expect(ids(nearestRivals(ryzen, catalog, new Set()))).toEqual(["near", "mid", "far"]);
  });

  it("prefers the other brand when scores are about as close", () => {
    const catalog = [ryzen, amd("same-brand", 38500), intel("other-brand", 36000)];
    expect(ids(nearestRivals(ryzen, catalog, new Set()))).toEqual(["other-brand", "same-brand"]);
  });

  it("still picks a much closer CPU of the same brand", () => {
    const catalog = [ryzen, amd("twin", 38100), intel("distant", 20000)];
    expect(ids(nearestRivals(ryzen, catalog, new Set()))[0]).toBe("twin");
  });

  it("keeps to the same type of CPU first", () => {
    const catalog = [ryzen, intel("laptop", 38000, { type: "Laptop" }), intel("desktop", 25000)];
    expect(ids(nearestRivals(ryzen, catalog, new Set()))).toEqual(["desktop", "laptop"]);
  });

  it("ranks measured rivals before unmeasured ones", () => {
    const catalog = [
      ryzen,
      intel("unmeasured", undefined, { cores: 16 }),
      intel("measured", 20000),
    ];
    expect(ids(nearestRivals(ryzen, catalog, new Set()))).toEqual(["measured", "unmeasured"]);
  });

  it("uses no score without a stored figure behind it and falls back to core count and release year", () => {
    const estimated = intel("estimated", undefined, { benchmarkScore: 38000, cores: 64 });
    const similar = intel("similar", undefined, { cores: 8, releaseYear: 2022 });
    const older = intel("older", undefined, { cores: 8, releaseYear: 2017 });
    const unscored = amd("unscored", undefined, { cores: 8, releaseYear: 2022 });
    expect(ids(nearestRivals(unscored, [unscored, estimated, older, similar], new Set()))).toEqual([
      "similar",
      "older",
      "estimated",
    ]);
  });

  it("leaves out the CPU itself and the excluded ones", () => {
    const catalog = [ryzen, intel("kept", 30000), intel("excluded", 38000)];
    expect(ids(nearestRivals(ryzen, catalog, new Set(["excluded"])))).toEqual(["kept"]);
  });

  it("finds the same nearest rivals with a limit as the first of a whole-catalog scan", () => {
    // Ties in score, both brands and types, and CPUs without a score: every path of the search.
    const types = ["Desktop", "Laptop", "Server"] as const;
    const catalog = Array.from({ length: 300 }, (_, i) =>
      (i % 2 ? amd : intel)(
        `cpu-${String(i).padStart(3, "0")}`,
        i % 7 === 0 ? undefined : 1000 + ((i * 7919) % 97) * 250,
        { type: types[i % (i < 290 ? 2 : 3)], cores: 4 + (i % 5) * 4, releaseYear: 2017 + (i % 9) },
      ),
    );
    for (const mine of catalog) {
      const exclude = new Set([catalog[(catalog.indexOf(mine) + 1) % catalog.length]!.id]);
      for (const limit of [1, 6, 12])
        expect(ids(nearestRivals(mine, catalog, exclude, limit))).toEqual(
          ids(nearestRivals(mine, catalog, exclude).slice(0, limit)),
        );
    }
  });
});

describe("relatedComparisons", () => {
  const a = amd("a", 38000);
  const b = intel("b", 39000);
  const catalog = [
    a,
    b,
    intel("i1", 37000),
    intel("i2", 35000),
    intel("i3", 33000),
    intel("i4", 20000),
    amd("a1", 39500),
    amd("a2", 36000),
    amd("a3", 30000),
    amd("a4", 15000),
  ];

  it("gives each CPU of the pair three of its nearest rivals, in turn", () => {
    expect(pairs(relatedComparisons(a, b, catalog))).toEqual([
      "a vs i1",
      "b vs a1",
      "a vs i2",
      "b vs a2",
      "a vs i3",
      "b vs a3",
    ]);
  });

  it("gives about six links and never the pair itself", () => {
    const related = relatedComparisons(a, b, catalog);
    expect(related).toHaveLength(RELATED_COMPARISONS);
    for (const [x, y] of related) {
      expect([x.id, y.id].sort()).not.toEqual(["a", "b"]);
    }
  });

  it("names each rival once", () => {
    const small = [a, b, intel("shared", 38500), amd("other", 20000)];
    const related = relatedComparisons(a, b, small);
    const rivals = related.map(([, rival]) => rival.id);
    expect(new Set(rivals).size).toBe(rivals.length);
    expect(pairs(related)).toEqual(["a vs shared", "b vs other"]);
  });

  it("offers each remaining CPU once when the catalog is small", () => {
    const lonely = [a, b, intel("x", 30000), intel("y", 25000), intel("z", 20000)];
    expect(relatedComparisons(a, b, lonely).length).toBe(3);
  });

  it("gives nothing when the catalog holds only the pair", () => {
    expect(relatedComparisons(a, b, [a, b])).toEqual([]);
  });
});
