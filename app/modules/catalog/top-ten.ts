import type { BenchmarkId } from "./benchmarks";
import type { Cpu } from "./cpu";
import type { CpuBrand, CpuType } from "./cpu.schema";

/**
 * The benchmarks the CPU page's side box may show the top of, in order of preference: the first
 * one the CPU has a figure in is shown, so the box is a ranking the CPU itself is in. Multi-core
 * first (the figure most visitors compare), the most widely measured benchmark first.
 */
export const SEGMENT_TOP_ORDER: readonly BenchmarkId[] = [
  "geekbench-6-multi",
  "cinebench-r23-multi",
  "passmark-multi",
  "geekbench-5-multi",
  "geekbench-6-single",
  "cinebench-r23-single",
  "passmark-single",
  "geekbench-5-single",
];

/** How many CPUs the side box lists from the top of the ranking. */
export const SEGMENT_TOP_SIZE = 10;

/** The ranking the CPU page's side box shows for `cpu`; null when it has no figure in any. */
export function segmentTopBenchmark(cpu: Pick<Cpu, "scores">): BenchmarkId | null {
  return SEGMENT_TOP_ORDER.find((id) => cpu.scores[id] !== undefined) ?? null;
}

/** A line of the side box: a CPU at the top of the ranking, with its figure. */
export interface SegmentTopEntry {
  rank: number;
  id: string;
  name: string;
  brand: CpuBrand;
  score: number;
  /** The bar's width: the figure as a percentage of the first one. */
  barPercent: number;
}

/**
 * The side box of a CPU page: the top of the ranking of one benchmark the CPU has a figure in,
 * among the CPUs of its own segment (desktop, laptop…; all CPUs when its type is unknown), and
 * the CPU's own place in that list.
 */
export interface SegmentTop {
  benchmark: BenchmarkId;
  segment: CpuType | null;
  entries: SegmentTopEntry[];
  /** The CPU's place in the segment's ranking; null only if the ranking does not hold it. */
  position: number | null;
  total: number;
  /** The ranking page with the segment's filter (`/ranking/<benchmark>?type=desktop`). */
  rankingPath: string;
}
