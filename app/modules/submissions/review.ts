import type { BenchmarkId, ShownScore } from "~/modules/catalog/benchmarks";

/**
 * The rule the admin review page applies to a submitted result before it is
 * approved: how far it is from the CPU's current shown figure, and whether it
 * fits the CPU's other benchmarks. Pure, so the page and its tests share it.
 */

/** A submitted result further than this share from the current figure is flagged (0.2 = 20%). */
export const OUTLIER_SHARE = 0.2;

/**
 * Multi-core over single-core may reach the thread count times this before it
 * is flagged: more threads than that cannot explain the gap (SMT and boost
 * clocks differ, so some headroom, but not a factor of two).
 */
export const RATIO_HEADROOM = 1.5;

/** The single-core and multi-core benchmark of each pair measured by the same program. */
export const BENCHMARK_PAIRS: readonly { single: BenchmarkId; multi: BenchmarkId }[] = [
  { single: "cinebench-r23-single", multi: "cinebench-r23-multi" },
  { single: "geekbench-5-single", multi: "geekbench-5-multi" },
  { single: "geekbench-6-single", multi: "geekbench-6-multi" },
  { single: "passmark-single", multi: "passmark-multi" },
];

export interface ReviewedSubmission {
  benchmark: BenchmarkId;
  result: number;
}

/** What the rule needs of a CPU: its thread count and its shown figures. */
export interface ReviewedCpu {
  threads: number;
  scores: Partial<Record<BenchmarkId, ShownScore>>;
}

export type ReviewFlag =
  /** More than OUTLIER_SHARE away from the shown figure of the same benchmark. */
  | {
      kind: "far-from-current";
      current: number;
      basis: ShownScore["basis"];
      differencePercent: number;
    }
  /** A single-core result above the multi-core figure of the same benchmark (or the reverse). */
  | { kind: "single-above-multi"; single: number; multi: number; other: BenchmarkId }
  /** Multi-core over single-core above the CPU's threads × RATIO_HEADROOM. */
  | {
      kind: "ratio-above-threads";
      ratio: number;
      limit: number;
      threads: number;
      other: BenchmarkId;
    };

/** How far `submitted` is from `current`, in percent of `current` (positive: above it). */
export function differencePercent(submitted: number, current: number): number {
  return ((submitted - current) / current) * 100;
}

/** The other benchmark of the submission's pair and which side the submission is. */
function counterpart(
  benchmark: BenchmarkId,
): { side: "single" | "multi"; other: BenchmarkId } | null {
  for (const pair of BENCHMARK_PAIRS) {
    if (pair.single === benchmark) return { side: "single", other: pair.multi };
    if (pair.multi === benchmark) return { side: "multi", other: pair.single };
  }
  return null;
}

/**
 * Why a submitted result needs a closer look, none when it fits: more than
 * 20% away from the CPU's current shown figure of that benchmark (published,
 * or the visitors' median), or inconsistent with the CPU's figure of the
 * other half of its pair (single-core above multi-core, or multi-core over
 * single-core above threads × 1.5). A benchmark the CPU has no figure for
 * is compared with nothing.
 */
export function reviewFlags(submission: ReviewedSubmission, cpu: ReviewedCpu): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const { benchmark, result } = submission;
  const shown = cpu.scores[benchmark];
  if (shown && Math.abs(result - shown.value) > OUTLIER_SHARE * shown.value)
    flags.push({
      kind: "far-from-current",
      current: shown.value,
      basis: shown.basis,
      differencePercent: differencePercent(result, shown.value),
    });
  const pair = counterpart(benchmark);
  const other = pair ? cpu.scores[pair.other] : undefined;
  if (pair && other) {
    const single = pair.side === "single" ? result : other.value;
    const multi = pair.side === "multi" ? result : other.value;
    const limit = cpu.threads * RATIO_HEADROOM;
    if (single > multi)
      flags.push({ kind: "single-above-multi", single, multi, other: pair.other });
    else if (multi / single > limit)
      flags.push({
        kind: "ratio-above-threads",
        ratio: multi / single,
        limit,
        threads: cpu.threads,
        other: pair.other,
      });
  }
  return flags;
}
