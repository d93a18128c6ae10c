import { describe, expect, it } from "vitest";
import type { BenchmarkResult } from "~/modules/catalog/benchmarks";
import { recordFromInput, referenceResultsFromInput, type Cpu } from "~/modules/catalog/cpu";
import { toCpu } from "~/modules/catalog/map-cpu";
import { fixtureCpuInput, fixtureScore } from "../../../tests/support/fixture-cpus";
import { apiStatsSchema, catalogStats } from "./stats";

function visitorResults(benchmark: BenchmarkResult["benchmark"], scores: number[]) {
  return scores.map((score, i): BenchmarkResult => ({
    benchmark,
    score,
    source: "visitor",
    statistic: "run",
    sampleCount: 1,
    recordedOn: "2026-04-01",
    sourceName: null,
    sourceUrl: null,
    dateMeaning: "published",
    sourcePage: "cpu",
    copyName: null,
    copyUrl: null,
    copyDate: null,
    benchmarkVersion: null,
    submissionId: i + 1,
  }));
}

const input = fixtureCpuInput;
const cpu = (i: ReturnType<typeof input>, visitors: BenchmarkResult[] = []): Cpu =>
  toCpu(recordFromInput(i), [...referenceResultsFromInput(i), ...visitors]);

/** Four CPUs: published figures, a visitor-only figure above them all, and a CPU with none. */
const catalog: Cpu[] = [
  cpu(
    input(
      "fixture-a",
      { brand: "AMD", type: "Desktop" },
      { geekbench6Multi: fixtureScore(20_000, { sourceName: "Chart A" }) },
    ),
    // Visitor results never move a published figure, however high they are.
    visitorResults("geekbench-6-multi", [90_000, 95_000]),
  ),
  cpu(input("fixture-b", { brand: "Intel", type: "Laptop" }, { geekbench6Multi: 12_000 })),
  cpu(
    input("fixture-c", { brand: "Intel", type: "Laptop" }, {}),
    visitorResults("geekbench-6-single", [3100, 3300, 3500]),
  ),
  { ...cpu(input("fixture-d", { brand: "AMD" }, {})), type: null },
];

describe("catalogStats", () => {
  const stats = catalogStats(catalog, new Date("2026-11-22T10:00:00Z"), "database");

  it("matches its documented schema", () => {
    apiStatsSchema.strict().parse(stats);
  });

  it("counts CPUs by brand and by type, a CPU of unpublished type as unknown", () => {
    expect(stats.totalCpus).toBe(4);
    expect(stats.byBrand).toEqual({ Intel: 2, AMD: 2 });
    expect(stats.byType).toEqual({
      Desktop: 1,
      Laptop: 2,
      Workstation: 0,
      Server: 0,
      unknown: 1,
    });
  });

  it("counts the shown figures per ranking category and names the top one with its source", () => {
    expect(stats.categories.map((c) => c.categoryId)).not.toContain("cpu-z");
    const multi = stats.categories.find((c) => c.categoryId === "geekbench-6-multi")!;
    expect(multi.cpusWithScore).toBe(2);
    expect(multi.topScore).toEqual({
      cpuId: "fixture-a",
      name: "Fixture fixture-a",
      value: 20_000,
      basis: "published",
      sourceName: "Chart A",
    });
    const single = stats.categories.find((c) => c.categoryId === "geekbench-6-single")!;
    expect(single.cpusWithScore).toBe(1);
    expect(single.topScore).toEqual({
      cpuId: "fixture-c",
      name: "Fixture fixture-c",
      value: 3300,
      basis: "visitor-median",
      sourceName: null,
    });
    const passmark = stats.categories.find((c) => c.categoryId === "passmark-multi")!;
    expect(passmark).toMatchObject({ cpusWithScore: 0, topScore: null });
  });

  it("gives the last change as an ISO time, or null", () => {
    expect(stats.lastChange).toBe("2026-11-22T10:00:00.000Z");
    expect(catalogStats([], null, "fallback")).toMatchObject({ totalCpus: 0, lastChange: null });
  });
});
