import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cpus } from "~/db/schema";
import type { BenchmarkResult } from "./benchmarks";
import type { CpuRecord } from "./cpu";
import { toCpu } from "./map-cpu";

/** A stored CPU with every column empty but the ones given. */
function stored(fields: Partial<CpuRecord>): CpuRecord {
  const { createdAt: _c, updatedAt: _u, ...columns } = getTableColumns(cpus);
  return {
    ...Object.fromEntries(Object.keys(columns).map((k) => [k, null])),
    ...fields,
  } as CpuRecord;
}

const basic = stored({
  id: "test-cpu-8",
  name: "Test CPU 8",
  brand: "AMD",
  cores: 8,
  threads: 16,
  baseFreq: 3.8,
  boostFreq: 4.7,
  tdp: 105,
  releaseYear: 2020,
  benchmarkScore: 16000,
});

const published = (
  benchmark: BenchmarkResult["benchmark"],
  score: number,
  extra: Partial<BenchmarkResult> = {},
): BenchmarkResult => ({
  benchmark,
  score,
  source: "reference",
  statistic: "mean",
  sampleCount: 13493,
  recordedOn: "2026-01-01",
  sourceName: "Geekbench Browser",
  sourceUrl: "https://browser.geekbench.com/processor-benchmarks",
  dateMeaning: "published",
  sourcePage: "cpu",
  copyName: null,
  copyUrl: null,
  copyDate: null,
  benchmarkVersion: "6.3",
  ...extra,
});

const visitor = (
  benchmark: BenchmarkResult["benchmark"],
  score: number,
  submissionId: number,
): BenchmarkResult => ({
  benchmark,
  score,
  source: "visitor",
  statistic: "run",
  sampleCount: 1,
  recordedOn: "2026-03-01",
  sourceName: null,
  sourceUrl: null,
  dateMeaning: "published",
  sourcePage: "cpu",
  copyName: null,
  copyUrl: null,
  copyDate: null,
  benchmarkVersion: null,
  submissionId,
});

describe("toCpu: fields", () => {
  it("leaves every unpublished field null: no spec default fills it", () => {
    const cpu = toCpu(basic);
    for (const field of [
      "releaseDate",
      "type",
      "instructionSet",
      "manufacturingProcess",
      "powerConsumption",
      "peakOperatingTemp",
      "performanceCores",
      "efficiencyCores",
      "l1Cache",
      "l2Cache",
      "l3Cache",
      "unlockedMultiplier",
      "memoryTypes",
      "maxMemorySize",
      "eccMemorySupport",
      "integratedGraphics",
      "pcieVersion",
      "pcieLanes",
    ] as const)
      expect(cpu[field], field).toBeNull();
  });

  it("keeps published values as they are", () => {
    const cpu = toCpu({ ...basic, l3Cache: 32, type: "Laptop", eccMemorySupport: false });
    expect(cpu.l3Cache).toBe(32);
    expect(cpu.type).toBe("Laptop");
    expect(cpu.eccMemorySupport).toBe(false);
  });
});

describe("toCpu: scores", () => {
  it("derives no score from the overall score: without results there is none", () => {
    expect(toCpu({ ...basic, benchmarkScore: 20_001 }).scores).toEqual({});
  });

  it("shows a published figure with its provenance", () => {
    const figure = published("geekbench-6-multi", 12000);
    const cpu = toCpu(basic, [figure]);
    expect(cpu.scores["geekbench-6-multi"]).toEqual({
      value: 12000,
      basis: "published",
      published: figure,
      visitors: null,
    });
  });

  it("never moves a published figure with visitor results: they are shown as a spread beside it", () => {
    const cpu = toCpu(basic, [
      published("passmark-multi", 30000, { statistic: "run", sampleCount: null }),
      visitor("passmark-multi", 36000, 1),
      visitor("passmark-multi", 33000, 2),
      visitor("passmark-multi", 31000, 3),
    ]);
    expect(cpu.scores["passmark-multi"]).toMatchObject({
      value: 30000,
      basis: "published",
      visitors: { min: 31000, median: 33000, max: 36000, count: 3 },
    });
  });

  it("shows the visitors' median when nothing was published", () => {
    const cpu = toCpu(basic, [
      visitor("cinebench-r23-single", 1500, 1),
      visitor("cinebench-r23-single", 1700, 2),
    ]);
    expect(cpu.scores["cinebench-r23-single"]).toEqual({
      value: 1600,
      basis: "visitor-median",
      published: null,
      visitors: { min: 1500, median: 1600, max: 1700, count: 2 },
    });
  });
});
