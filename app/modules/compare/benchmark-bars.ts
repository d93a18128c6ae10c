import { BENCHMARKS, type BenchmarkId } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { scoreSource, type ScoreSource } from "~/modules/catalog/score-provenance";
import { pickWinner, type Side } from "./compare-rows";

/**
 * Each side's bar colour, whatever the brands: two AMD CPUs must not both be
 * red. Both pass 3:1 contrast against white (WCAG 1.4.11) and differ in
 * lightness as well as hue, so they stay apart for colour-blind readers; the
 * brand is a badge beside the name, not the bar colour.
 */
export const SIDE_COLOURS: Record<Side, string> = {
  a: "bg-[#1d4ed8]",
  b: "bg-[#c2410c]",
};

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
