import type { BenchmarkId } from "./benchmarks";

/**
 * The CPU page's fallback scores of spec section 9, derived from the overall
 * benchmark score when a CPU has no stored result for that benchmark. They are
 * estimates and always shown as such.
 */
export const FALLBACK_SCORE_FORMULAS: Partial<Record<BenchmarkId, (overall: number) => number>> = {
  "cinebench-r23-single": (overall) => Math.round(overall / 20),
  "cinebench-r23-multi": (overall) => Math.round(overall * 0.8),
  "geekbench-5-single": (overall) => Math.round(overall / 18),
  "geekbench-5-multi": (overall) => Math.round(overall * 0.7),
};
