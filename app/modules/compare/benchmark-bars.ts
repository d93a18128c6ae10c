import { BENCHMARKS, type BenchmarkId } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { scoreSource, type ScoreSource } from "~/modules/catalog/score-provenance";
import { pickWinner, type Side } from "./compare-rows";

export interface Bar {
  value: number;
  /** Where the figure comes from, shown compactly under the bar. */
  source: ScoreSource;
  /** The bar's length in percent of the longer bar of the pair. */
  width: number;
}

export interface BarPair {
  benchmark: BenchmarkId;
  a: Bar | null;
  b: Bar | null;
  winner: Side | null;
}

/**
 * One pair of bars for every benchmark either CPU has a figure for (published,
 * or the visitors' median where nothing was published), each pair scaled to
 * its higher figure, each bar with its source.
 */
export function benchmarkBars(a: Cpu, b: Cpu): BarPair[] {
  return BENCHMARKS.flatMap(({ id }) => {
    const x = a.scores[id];
    const y = b.scores[id];
    if (!x && !y) return [];
    const top = Math.max(x?.value ?? 0, y?.value ?? 0);
    const bar = (score: typeof x): Bar | null =>
      score
        ? {
            value: score.value,
            source: scoreSource(id, score),
            width: Math.round((score.value / top) * 1000) / 10,
          }
        : null;
    return [
      {
        benchmark: id,
        a: bar(x),
        b: bar(y),
        winner: pickWinner(x?.value ?? null, y?.value ?? null, "higher"),
      },
    ];
  });
}
