/**
 * The benchmarks CoreRank stores. The eight ranking categories of the spec plus
 * CPU-Z. `id` is the URL and database form, `key` the camelCase form used in
 * the app shape and the reference dataset.
 */
export const BENCHMARKS = [
  { id: "cinebench-r23-single", key: "cinebenchR23Single", label: "Cinebench R23 Single-Core" },
  { id: "cinebench-r23-multi", key: "cinebenchR23Multi", label: "Cinebench R23 Multi-Core" },
  { id: "geekbench-5-single", key: "geekbench5Single", label: "Geekbench 5 Single-Core" },
  { id: "geekbench-5-multi", key: "geekbench5Multi", label: "Geekbench 5 Multi-Core" },
  { id: "geekbench-6-single", key: "geekbench6Single", label: "Geekbench 6 Single-Core" },
  { id: "geekbench-6-multi", key: "geekbench6Multi", label: "Geekbench 6 Multi-Core" },
  { id: "passmark-single", key: "passmarkSingle", label: "PassMark Single-Thread" },
  { id: "passmark-multi", key: "passmarkMulti", label: "PassMark CPU Mark" },
  { id: "cpu-z", key: "cpuZ", label: "CPU-Z Multi-Thread" },
] as const;

export type Benchmark = (typeof BENCHMARKS)[number];
export type BenchmarkId = Benchmark["id"];
export type BenchmarkKey = Benchmark["key"];

export const BENCHMARK_IDS = BENCHMARKS.map((b) => b.id) as [BenchmarkId, ...BenchmarkId[]];
export const BENCHMARK_KEYS = BENCHMARKS.map((b) => b.key) as [BenchmarkKey, ...BenchmarkKey[]];

/** The ranking categories of spec section 3 (every benchmark except CPU-Z). */
export const RANKING_CATEGORY_IDS = BENCHMARK_IDS.filter((id) => id !== "cpu-z");

export function benchmarkByKey(key: string): Benchmark | undefined {
  return BENCHMARKS.find((b) => b.key === key);
}

export function benchmarkById(id: string | undefined): Benchmark | undefined {
  return BENCHMARKS.find((b) => b.id === id);
}

export const RESULT_SOURCES = ["reference", "visitor"] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];

/** What a figure is: one measured run, or the mean or median of several. */
export const RESULT_STATISTICS = ["run", "mean", "median"] as const;
export type ResultStatistic = (typeof RESULT_STATISTICS)[number];

/**
 * What a figure's date means: `published`, the day a dated source (a review, a vendor's
 * announcement) published it; `listed`, the day it stood in a live list or chart that changes
 * over time, as known from a copy of that list made that day.
 */
export const DATE_MEANINGS = ["published", "listed"] as const;
export type DateMeaning = (typeof DATE_MEANINGS)[number];

/** What a figure's link points to: the publisher's page for that CPU, or a list of many CPUs. */
export const SOURCE_PAGES = ["cpu", "list"] as const;
export type SourcePage = (typeof SOURCE_PAGES)[number];

/**
 * One stored result row with its provenance: a published reference figure
 * (source name, link, date, what the figure is and how many runs it stands
 * for when the source says) or a verified visitor result (linked to its
 * submission).
 */
export interface BenchmarkResult {
  benchmark: BenchmarkId;
  score: number;
  source: ResultSource;
  statistic: ResultStatistic;
  /** Runs the figure stands for, as the source states it; null when it states none. */
  sampleCount: number | null;
  /** The date the source published the figure or was read (YYYY-MM-DD); see dateMeaning. */
  recordedOn: string;
  dateMeaning: DateMeaning;
  sourceName: string | null;
  sourceUrl: string | null;
  sourcePage: SourcePage;
  /** The public copy the figure was read from, when it was not read from the publisher. */
  copyName: string | null;
  copyUrl: string | null;
  /** The day the copy was made (YYYY-MM-DD). */
  copyDate: string | null;
  benchmarkVersion: string | null;
  /** The visitor submission a visitor result came from. */
  submissionId?: number | null;
}

/** Minimum, median, maximum and count of a CPU's verified visitor results for one benchmark. */
export interface VisitorSpread {
  min: number;
  median: number;
  max: number;
  count: number;
}

/**
 * The figure a page shows for one benchmark. The published reference figure
 * when there is one; otherwise the median of the verified visitor results.
 * Visitor results never move a published figure: they are shown beside it as
 * a spread.
 */
export interface ShownScore {
  value: number;
  /** `published`: the reference figure; `visitor-median`: no published figure, the visitors' median. */
  basis: "published" | "visitor-median";
  /** The published figure with its provenance, when there is one. */
  published: BenchmarkResult | null;
  visitors: VisitorSpread | null;
}

/** Two results state the same published figure, with the same provenance. */
export function sameFigure(a: BenchmarkResult, b: BenchmarkResult): boolean {
  return (
    a.benchmark === b.benchmark &&
    Math.abs(a.score - b.score) < 1e-9 &&
    a.statistic === b.statistic &&
    a.sampleCount === b.sampleCount &&
    a.recordedOn === b.recordedOn &&
    a.dateMeaning === b.dateMeaning &&
    a.sourceName === b.sourceName &&
    a.sourceUrl === b.sourceUrl &&
    a.sourcePage === b.sourcePage &&
    a.copyName === b.copyName &&
    a.copyUrl === b.copyUrl &&
    a.copyDate === b.copyDate &&
    a.benchmarkVersion === b.benchmarkVersion
  );
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function visitorSpread(scores: readonly number[]): VisitorSpread | null {
  if (scores.length === 0) return null;
  return {
    min: Math.min(...scores),
    median: Math.round(median(scores)),
    max: Math.max(...scores),
    count: scores.length,
  };
}

/**
 * The shown figure of one benchmark from its stored results: the reference
 * figure as published, with the verified visitor results as a spread beside
 * it; the visitors' median only when nothing was published.
 */
export function combineResults(results: readonly BenchmarkResult[]): ShownScore | null {
  const published = results.find((r) => r.source === "reference") ?? null;
  const visitors = visitorSpread(results.filter((r) => r.source === "visitor").map((r) => r.score));
  if (published) return { value: published.score, basis: "published", published, visitors };
  if (visitors)
    return { value: visitors.median, basis: "visitor-median", published: null, visitors };
  return null;
}

/** The benchmark whose figure is a CPU's stored `benchmark_score` (see overallBenchmarkScore). */
export const OVERALL_SCORE_BENCHMARK: BenchmarkId = "geekbench-6-multi";

/**
 * The stored `benchmark_score` (spec section 3): the shown Geekbench 6 multi-core figure.
 * Geekbench Browser's processor chart publishes a mean over many uploads for nearly every CPU,
 * on one scale from laptop to server parts, so it is the multi-core figure the most CPUs have
 * (docs/decisions/011). The catalog's default order; no other benchmark stands in for it
 * (docs/decisions/020-relative-performance-per-benchmark.md).
 */
export function overallBenchmarkScore(
  scores: Partial<Record<BenchmarkId, { value: number }>>,
): number | null {
  return scores[OVERALL_SCORE_BENCHMARK]?.value ?? null;
}
