import { describe, expect, it } from "vitest";
import type { BenchmarkResult } from "~/modules/catalog/benchmarks";
import { recordFromInput, referenceResultsFromInput, type Cpu } from "~/modules/catalog/cpu";
import { cpuInputSchema, type CpuInput } from "~/modules/catalog/cpu.schema";
import { toCpu } from "~/modules/catalog/map-cpu";
import type { References } from "~/modules/catalog/relative-performance";
import { fixtureCpuInput, fixtureScore } from "../../../tests/support/fixture-cpus";
import {
  apiCpuDetailSchema,
  apiCpuSummarySchema,
  toApiCpuDetail,
  toApiCpuSummary,
} from "./cpu-shape";

const references: References = {
  "geekbench-6-multi": {
    benchmark: "geekbench-6-multi",
    cpuId: "amd-ryzen-5-7600",
    name: "AMD Ryzen 5 7600",
    value: 7_000,
  },
  "cinebench-r23-multi": {
    benchmark: "cinebench-r23-multi",
    cpuId: "intel-core-i7-1165g7",
    name: "Intel Core i7-1165G7",
    value: 9_500,
  },
};

function visitor(benchmark: BenchmarkResult["benchmark"], score: number): BenchmarkResult {
  return {
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
    submissionId: 7,
  };
}

/** A CPU as the catalog holds it: the input's published figures plus verified visitor results. */
function catalogCpu(input: CpuInput, visitors: BenchmarkResult[] = []): Cpu {
  return toCpu(recordFromInput(input), [...referenceResultsFromInput(input), ...visitors]);
}

const published = fixtureCpuInput(
  "fixture-published",
  {},
  {
    geekbench6Multi: fixtureScore(14_000, { sampleCount: null, statistic: "median" }),
    cinebenchR23Multi: 19_000,
  },
);
const withVisitors = catalogCpu(published, [
  visitor("geekbench-6-multi", 15_000),
  visitor("geekbench-6-multi", 13_000),
  visitor("geekbench-6-multi", 16_400),
  visitor("passmark-multi", 40_000),
  visitor("passmark-multi", 42_000),
]);
const bare = catalogCpu(
  cpuInputSchema.parse({
    id: "fixture-bare",
    name: "Fixture Bare",
    brand: "Intel",
    type: "Laptop",
    cores: 4,
    threads: 8,
    baseFreq: 2.1,
    ...Object.fromEntries(
      Object.entries(cpuInputSchema.shape)
        .filter(([key, schema]) => key !== "scores" && schema.safeParse(null).success)
        .map(([key]) => [key, null]),
    ),
    scores: {},
  }),
);

describe("toApiCpuSummary", () => {
  it("gives the spec's API fields plus the Geekbench 6 figure and relative performance, nothing more", () => {
    for (const cpu of [withVisitors, bare])
      apiCpuSummarySchema.strict().parse(toApiCpuSummary(cpu, references));
    expect(Object.keys(toApiCpuSummary(withVisitors, references))).toEqual([
      "id",
      "name",
      "brand",
      "cores",
      "threads",
      "baseFreq",
      "boostFreq",
      "tdp",
      "socket",
      "architecture",
      "benchmarkScore",
      "relativePerformance",
    ]);
    expect(toApiCpuSummary(withVisitors, references).benchmarkScore).toBe(14_000);
    expect(toApiCpuSummary(bare, references).benchmarkScore).toBeNull();
  });

  it("gives each benchmark's figure relative to that benchmark's reference CPU only", () => {
    // Geekbench 6 against a 7,000-point reference: 200; Cinebench R23 against a 9,500-point one.
    expect(toApiCpuSummary(withVisitors, references).relativePerformance).toEqual({
      geekbench6Multi: 200,
      cinebenchR23Multi: 200,
    });
    expect(toApiCpuDetail(withVisitors, references).relativePerformance.geekbench6Multi).toBe(200);
    // No figure, no relative value; no reference, none either.
    expect(toApiCpuSummary(bare, references).relativePerformance).toEqual({});
    expect(toApiCpuSummary(withVisitors, {}).relativePerformance).toEqual({});
  });
});

describe("toApiCpuDetail", () => {
  it("matches its documented schema exactly, for a CPU with everything and one with nothing", () => {
    for (const cpu of [withVisitors, bare])
      apiCpuDetailSchema.strict().parse(toApiCpuDetail(cpu, references));
  });

  it("has every field a CPU body has and no estimated values", () => {
    const detail = toApiCpuDetail(withVisitors, references);
    for (const key of Object.keys(cpuInputSchema.shape)) expect(detail).toHaveProperty(key);
    expect(JSON.stringify(detail)).not.toMatch(/estimated/i);
  });

  it("keeps an unpublished value unknown (null), never a default", () => {
    const detail = toApiCpuDetail(bare, references);
    expect(detail).toMatchObject({
      l3Cache: null,
      pcieLanes: null,
      memoryTypes: null,
      peakOperatingTemp: null,
      specSource: null,
      scores: {},
    });
  });

  it("gives the spec source and each published figure with its provenance, visitors beside it", () => {
    const detail = toApiCpuDetail(withVisitors, references);
    expect(detail.specSource).toEqual({
      name: "Fixture Vendor product page",
      url: "https://example.com/products/fixture-published",
      date: "2026-02-15",
      copy: null,
    });
    expect(detail.scores.geekbench6Multi).toEqual({
      value: 14_000,
      basis: "published",
      published: {
        score: 14_000,
        statistic: "median",
        sampleCount: null,
        sourceName: "Fixture Benchmark Chart",
        sourceUrl: "https://example.com/charts/14000",
        sourcePage: "cpu",
        publishedOn: "2026-03-01",
        dateMeaning: "published",
        copy: null,
        benchmarkVersion: "6.4.0",
      },
      visitors: { min: 13_000, median: 15_000, max: 16_400, count: 3 },
    });
    expect(detail.scores.cinebenchR23Multi).toMatchObject({ value: 19_000, visitors: null });
  });

  it("shows the visitors' median where nothing was published, marked as such", () => {
    expect(toApiCpuDetail(withVisitors, references).scores.passmarkMulti).toEqual({
      value: 41_000,
      basis: "visitor-median",
      published: null,
      visitors: { min: 40_000, median: 41_000, max: 42_000, count: 2 },
    });
    expect(toApiCpuDetail(withVisitors, references).scores.passmarkSingle).toBeUndefined();
  });

  it("gives a published figure in the shape a CPU body takes back", () => {
    const { published: figure } = toApiCpuDetail(withVisitors, references).scores.geekbench6Multi!;
    const again = cpuInputSchema.parse({ ...published, scores: { geekbench6Multi: figure } });
    expect(again.scores.geekbench6Multi).toEqual(published.scores.geekbench6Multi);
  });
});
