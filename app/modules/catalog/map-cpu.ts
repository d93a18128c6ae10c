import {
  BENCHMARK_IDS,
  combineResults,
  type BenchmarkId,
  type BenchmarkResult,
  type ShownScore,
} from "./benchmarks";
import type { Cpu, CpuRecord, DefaultedField } from "./cpu";
import { applySpecDefaults } from "./defaults";
import { FALLBACK_SCORE_FORMULAS } from "./fallback-scores";

/**
 * Maps a stored CPU and its benchmark results to the app's CPU: applies the
 * spec's defaults, combines results into shown scores, derives the spec's
 * fallback scores where a result is missing, and flags every estimated value.
 */
export function toCpu(record: CpuRecord, results: readonly BenchmarkResult[] = []): Cpu {
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
    if (formula && overall !== null) {
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

  return { ...record, ...values, scores, estimated } as Cpu;
}
