import { BENCHMARKS, type BenchmarkId } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { scoreSource, type ScoreSource } from "~/modules/catalog/score-provenance";
import { pickWinners } from "./compare-rows";

/**
 * Each CPU's bar colour by its place in the comparison, whatever the brands: two AMD CPUs must
 * not both be red. All pass 3:1 contrast against white (WCAG 1.4.11) and differ in lightness as
 * well as hue, so they stay apart for colour-blind readers; every bar is also labelled with its
 * CPU's name, and the brand is a badge beside the name, not the bar colour.
 */
export const SIDE_COLOURS: readonly string[] = [
  "bg-[#1d4ed8]",
  "bg-[#c2410c]",
  "bg-[#15803d]",
  "bg-[#7e22ce]",
];

export interface Bar {
  value: number;
  /** Where the figure comes from, shown compactly under the bar. */
  source: ScoreSource;
  /** The bar's length in percent of the longest bar of the group. */
  width: number;
}

export interface BarGroup {
  benchmark: BenchmarkId;
  /** One bar per CPU, in the order of the CPUs; null where the CPU has no figure. */
  bars: (Bar | null)[];
  /** The indexes of the CPUs with the highest figure (none unless every CPU has one). */
  winners: number[];
}

/**
 * One group of bars for every benchmark any CPU has a figure for (published, or the visitors'
 * median where nothing was published), each group scaled to its highest figure, each bar with
 * its source.
 */
export function benchmarkBars(cpus: readonly Cpu[]): BarGroup[] {
  return BENCHMARKS.flatMap(({ id }) => {
    const scores = cpus.map((cpu) => cpu.scores[id]);
    if (scores.every((score) => !score)) return [];
    const top = Math.max(...scores.map((score) => score?.value ?? 0));
    return [
      {
        benchmark: id,
        bars: scores.map((score) =>
          score
            ? {
                value: score.value,
                source: scoreSource(id, score),
                width: Math.round((score.value / top) * 1000) / 10,
              }
            : null,
        ),
        winners: pickWinners(
          scores.map((score) => score?.value ?? null),
          "higher",
        ),
      },
    ];
  });
}
