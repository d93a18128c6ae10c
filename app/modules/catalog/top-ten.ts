import type { BenchmarkId } from "./benchmarks";

/** Spec section 9: the CPU page's top-10 bars are drawn on a scale of 2,400 points. */
export const TOP_TEN_SCALE = 2400;
/** The ranking whose first ten the CPU page shows. */
export const TOP_TEN_BENCHMARK: BenchmarkId = "cinebench-r23-single";
