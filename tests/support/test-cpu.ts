import {
  combineResults,
  OVERALL_SCORE_BENCHMARK,
  type BenchmarkId,
  type BenchmarkResult,
  type ResultStatistic,
  type ShownScore,
} from "~/modules/catalog/benchmarks";
import type { Cpu, CpuRecord } from "~/modules/catalog/cpu";
import { toCpu } from "~/modules/catalog/map-cpu";

/** A desktop CPU with every field published, so nothing is unknown unless a test empties it. */
const BASE: CpuRecord = {
  id: "test-cpu",
  name: "Test CPU",
  brand: "AMD",
  cores: 8,
  threads: 16,
  baseFreq: 4,
  boostFreq: 5,
  tdp: 105,
  configurableTdpMin: null,
  configurableTdpMax: null,
  socket: "AM5",
  architecture: "Zen 4 (Raphael)",
  benchmarkScore: null,
  releaseYear: 2022,
  price: 399,
  priceMax: null,
  releaseDate: "2022-09-27",
  type: "Desktop",
  instructionSet: "x86-64, AVX2",
  processorNumber: "Test",
  partNumber: null,
  manufacturingProcess: "5nm",
  powerConsumption: 105,
  maxTurboPower: 142,
  peakOperatingTemp: 95,
  performanceCores: 8,
  performanceCoreThreads: 16,
  performanceCoreBaseFreq: 4,
  performanceCoreTurboFreq: 5,
  efficiencyCores: 0,
  efficiencyCoreThreads: 0,
  efficiencyCoreBaseFreq: null,
  efficiencyCoreTurboFreq: null,
  l1Cache: 512,
  l2Cache: 8,
  l3Cache: 32,
  unlockedMultiplier: true,
  busFrequency: 100,
  multiplier: 40,
  memoryTypes: "DDR5-5200",
  maxMemorySize: 128,
  maxMemoryChannels: 2,
  maxMemoryBandwidth: 83.2,
  eccMemorySupport: false,
  integratedGraphics: true,
  integratedGraphicsName: "AMD Radeon Graphics",
  rasterOperationUnits: null,
  gpuBaseFreq: 400,
  executionUnits: 2,
  gpuMaxDynamic: 2200,
  gpuPowerConsumption: null,
  shaderUnits: null,
  graphicsPerformance: null,
  textureUnits: null,
  pcieVersion: "5.0",
  pcieLanes: 28,
  specSourceName: "AMD product page",
  specSourceUrl: "https://www.amd.com/en/products/processors/desktops/test-cpu.html",
  specSourceDate: "2026-01-02",
  specCopyName: null,
  specCopyUrl: null,
  specCopyDate: null,
  fieldSources: null,
};

/** A published figure's provenance in a test: a mean of 100 runs read on 2026-01-01 unless overridden. */
export interface TestScore {
  score: number;
  statistic?: ResultStatistic;
  sampleCount?: number | null;
  sourceName?: string;
  sourceUrl?: string | null;
  recordedOn?: string;
  benchmarkVersion?: string | null;
  dateMeaning?: BenchmarkResult["dateMeaning"];
  sourcePage?: BenchmarkResult["sourcePage"];
  copy?: { name: string; url: string; date: string } | null;
}

/** A published reference result for a test. */
export function publishedResult(
  benchmark: BenchmarkId,
  figure: number | TestScore,
): BenchmarkResult {
  const f = typeof figure === "number" ? { score: figure } : figure;
  return {
    benchmark,
    score: f.score,
    source: "reference",
    statistic: f.statistic ?? "mean",
    sampleCount: f.sampleCount === undefined ? 100 : f.sampleCount,
    recordedOn: f.recordedOn ?? "2026-01-01",
    sourceName: f.sourceName ?? "Test Source",
    sourceUrl: f.sourceUrl === undefined ? `https://example.com/${benchmark}` : f.sourceUrl,
    dateMeaning: f.dateMeaning ?? "published",
    sourcePage: f.sourcePage ?? "cpu",
    copyName: f.copy?.name ?? null,
    copyUrl: f.copy?.url ?? null,
    copyDate: f.copy?.date ?? null,
    benchmarkVersion: f.benchmarkVersion === undefined ? "1.0" : f.benchmarkVersion,
  };
}

/** A verified visitor result for a test. */
export function visitorResult(
  benchmark: BenchmarkId,
  score: number,
  submissionId = 1,
): BenchmarkResult {
  return {
    benchmark,
    score,
    source: "visitor",
    statistic: "run",
    sampleCount: 1,
    recordedOn: "2026-02-01",
    sourceName: null,
    sourceUrl: null,
    dateMeaning: "published",
    sourcePage: "cpu",
    copyName: null,
    copyUrl: null,
    copyDate: null,
    benchmarkVersion: null,
    submissionId,
  };
}

/**
 * A CPU for tests: the base record with `fields` replaced, `scores` as
 * published reference results (a bare number is a mean of 100 runs) and
 * `visitors` as verified visitor results. A field set to null stays null, as
 * in the catalog: nothing is filled in.
 */
export function testCpu(
  fields: Partial<CpuRecord> = {},
  scores: Partial<Record<BenchmarkId, number | TestScore>> = {},
  visitors: Partial<Record<BenchmarkId, number[]>> = {},
): Cpu {
  const results: BenchmarkResult[] = [
    ...Object.entries(scores).map(([benchmark, figure]) =>
      publishedResult(benchmark as BenchmarkId, figure ?? 0),
    ),
    ...Object.entries(visitors).flatMap(([benchmark, list]) =>
      (list ?? []).map((score, i) => visitorResult(benchmark as BenchmarkId, score, i + 1)),
    ),
  ];
  const overall = scores[OVERALL_SCORE_BENCHMARK];
  const benchmarkScore =
    overall === undefined ? null : typeof overall === "number" ? overall : overall.score;
  return toCpu({ ...BASE, benchmarkScore, ...fields }, results);
}

/** A shown figure for a test: a published one (a bare number is a mean of 100 runs). */
export function publishedScore(benchmark: BenchmarkId, figure: number | TestScore): ShownScore {
  return combineResults([publishedResult(benchmark, figure)])!;
}

/** A shown figure for a test with nothing published: the median of these verified visitor results. */
export function visitorMedianScore(benchmark: BenchmarkId, scores: number[]): ShownScore {
  return combineResults(scores.map((score, i) => visitorResult(benchmark, score, i + 1)))!;
}
