import { describe, expect, it } from "vitest";
import { referenceCatalog } from "../../../tests/support/reference-catalog";
import { apiStatsSchema, catalogStats } from "./stats";

const catalog = referenceCatalog();

describe("catalogStats", () => {
  const stats = catalogStats(catalog, new Date("2026-11-22T10:00:00Z"), "database");

  it("matches its documented schema", () => {
    apiStatsSchema.strict().parse(stats);
  });

  it("counts CPUs by brand and by type, every brand and type listed", () => {
    expect(stats.totalCpus).toBe(catalog.length);
    expect(stats.byBrand.AMD + stats.byBrand.Intel).toBe(catalog.length);
    expect(stats.byBrand.AMD).toBe(catalog.filter((c) => c.brand === "AMD").length);
    expect(Object.keys(stats.byType)).toEqual(["Desktop", "Laptop", "Workstation", "Server"]);
    expect(Object.values(stats.byType).reduce((a, b) => a + b, 0)).toBe(catalog.length);
    expect(stats.byType.Laptop).toBe(catalog.filter((c) => c.type === "Laptop").length);
  });

  it("counts only measured scores per ranking category and names the top one", () => {
    expect(stats.categories.map((c) => c.categoryId)).not.toContain("cpu-z");
    const multi = stats.categories.find((c) => c.categoryId === "cinebench-r23-multi")!;
    const measured = catalog.filter((c) => c.scores["cinebench-r23-multi"]?.estimated === false);
    expect(multi.cpusWithScore).toBe(measured.length);
    expect(multi.topScore).toEqual({
      cpuId: catalog[0]!.id,
      name: catalog[0]!.name,
      value: catalog[0]!.benchmarkScore,
    });
    const gb6 = stats.categories.find((c) => c.categoryId === "geekbench-6-single")!;
    const gb6Measured = catalog.filter((c) => c.scores["geekbench-6-single"]?.estimated === false);
    expect(gb6.cpusWithScore).toBe(gb6Measured.length);
    if (gb6Measured.length === 0) expect(gb6.topScore).toBeNull();
  });

  it("gives the last change as an ISO time, or null", () => {
    expect(stats.lastChange).toBe("2026-11-22T10:00:00.000Z");
    expect(catalogStats([], null, "fallback")).toMatchObject({ totalCpus: 0, lastChange: null });
  });
});
