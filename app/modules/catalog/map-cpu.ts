import {
  BENCHMARK_IDS,
  combineResults,
  type BenchmarkId,
  type BenchmarkResult,
  type ShownScore,
} from "./benchmarks";
import type { Cpu, DefaultedField, PartialCpuRecord } from "./cpu";
import { applySpecDefaults } from "./defaults";
import { FALLBACK_SCORE_FORMULAS } from "./fallback-scores";

const NULL_FIELDS = {
  boostFreq: null,
  tdp: null,
  socket: null,
  architecture: null,
  benchmarkScore: null,
  releaseYear: null,
  price: null,
  partNumber: null,
  maxTurboPower: null,
  efficiencyCoreBaseFreq: null,
  efficiencyCoreTurboFreq: null,
  integratedGraphicsName: null,
  rasterOperationUnits: null,
  gpuBaseFreq: null,
  executionUnits: null,
  gpuMaxDynamic: null,
  gpuPowerConsumption: null,
  shaderUnits: null,
  graphicsPerformance: null,
  textureUnits: null,
} satisfies Partial<Cpu>;

/**
 * Maps a stored CPU and its benchmark results to the app's CPU: applies the
 * spec's defaults, combines results into shown scores, derives the spec's
 * fallback scores where a result is missing, and flags every estimated value.
 */
export function toCpu(record: PartialCpuRecord, results: readonly BenchmarkResult[] = []): Cpu {
  const { values, defaulted } = applySpecDefaults(record);
  const estimated = new Set<DefaultedField | BenchmarkId>(defaulted);

  const scores: Partial<Record<BenchmarkId, ShownScore>> = {};
  for (const id of BENCHMARK_IDS) {
    const shown = combineResults(results.filter((r) => r.benchmark === id));
    if (shown) {
      scores[id] = shown;
      continue;
    }
    const formula = FALLBACK_SCORE_FORMULAS[id];
    const overall = record.benchmarkScore;
    if (formula && overall !== null && overall !== undefined) {
      scores[id] = {
        value: formula(overall),
        source: "estimated",
        sampleCount: 0,
        recordedOn: null,
        estimated: true,
      };
      estimated.add(id);
    }
  }

  const withoutUndefined = Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== undefined),
  );
  return { ...NULL_FIELDS, ...withoutUndefined, ...values, scores, estimated } as unknown as Cpu;
}
