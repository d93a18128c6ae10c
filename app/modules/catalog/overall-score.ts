import type { BenchmarkId, ShownScore } from "./benchmarks";

/**
 * The multi-core benchmarks an overall score can stand on, in the order one is chosen
 * (decision 015): Geekbench 6, which nearly every CPU has, then the benchmark whose percentile
 * agrees best with Geekbench 6's on the CPUs measured in both (Cinebench R23: 5.0 points apart
 * on average; Geekbench 5: 8.9), then PassMark.
 */
export const OVERALL_SCORE_BENCHMARKS = [
  "geekbench-6-multi",
  "cinebench-r23-multi",
  "geekbench-5-multi",
  "passmark-multi",
] as const satisfies readonly BenchmarkId[];

export type OverallScoreBenchmark = (typeof OVERALL_SCORE_BENCHMARKS)[number];

/**
 * A CPU's overall score (decision 015): its percentile rank, 0 to 100, among the catalog's
 * CPUs measured in the same multi-core benchmark, taken from the first benchmark of
 * OVERALL_SCORE_BENCHMARKS it has a shown figure for. 75 means its figure is above those of
 * three quarters of the CPUs measured in that benchmark. It is a position, not a converted
 * figure: no benchmark is translated into another's points.
 */
export interface OverallScore {
  /** Percentile rank: 100 × (CPUs below + half the CPUs level with it, itself included) / measured. */
  index: number;
  benchmark: OverallScoreBenchmark;
  /** The CPUs with a shown figure in that benchmark (the population of the percentile). */
  measured: number;
}

type Scored = { scores: Partial<Record<BenchmarkId, Pick<ShownScore, "value">>> };

/** The first value in `sorted` (ascending) that is not below `value`. */
function lowerBound(sorted: readonly number[], value: number, after = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value || (after && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The overall score of each CPU of a catalog, in the same order; null for a CPU without a
 * shown multi-core figure in any of OVERALL_SCORE_BENCHMARKS. Depends on the whole catalog (a
 * percentile is a position among others), so it is computed once per catalog version.
 */
export function overallScores(cpus: readonly Scored[]): (OverallScore | null)[] {
  const populations = new Map<OverallScoreBenchmark, number[]>();
  for (const benchmark of OVERALL_SCORE_BENCHMARKS) {
    const values: number[] = [];
    for (const cpu of cpus) {
      const shown = cpu.scores[benchmark];
      if (shown) values.push(shown.value);
    }
    populations.set(
      benchmark,
      values.sort((a, b) => a - b),
    );
  }
  return cpus.map((cpu) => {
    for (const benchmark of OVERALL_SCORE_BENCHMARKS) {
      const shown = cpu.scores[benchmark];
      if (!shown) continue;
      const sorted = populations.get(benchmark)!;
      const below = lowerBound(sorted, shown.value);
      const level = lowerBound(sorted, shown.value, true) - below;
      return {
        index: (100 * (below + level / 2)) / sorted.length,
        benchmark,
        measured: sorted.length,
      };
    }
    return null;
  });
}

/** Higher overall score first; CPUs without one after those with one. */
export function compareOverall(a: OverallScore | null, b: OverallScore | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b.index - a.index;
}
