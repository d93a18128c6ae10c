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
  // Object.assign, not a spread: V8 gave each `{ ...record }` of these rows its own hidden class
  // (fields differ in representation, null or a number, from row to row), so 10,000 CPUs held
  // 10,000 hidden classes and descriptor arrays, about 16 MB of heap, and every loop over the
  // catalog read their fields through megamorphic lookups. Assigned, they share one (issue 23).
  return Object.assign({}, record, { scores });
}
