import {
  BENCHMARK_IDS,
  combineResults,
  type BenchmarkId,
  type BenchmarkResult,
  type ShownScore,
} from "./benchmarks";
import type { Cpu, CpuRecord } from "./cpu";

/**
 * Maps a stored CPU and its benchmark results to the app's CPU: the stored
 * values as they are (a value nobody published stays null) and, per
 * benchmark, the published figure with the spread of verified visitor
 * results beside it.
 */
export function toCpu(record: CpuRecord, results: readonly BenchmarkResult[] = []): Cpu {
  const scores: Partial<Record<BenchmarkId, ShownScore>> = {};
  for (const id of BENCHMARK_IDS) {
    const shown = combineResults(results.filter((r) => r.benchmark === id));
    if (shown) scores[id] = shown;
  }
  return { ...record, scores };
}
