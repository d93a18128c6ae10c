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

/** One stored result row: a curated reference value or a verified visitor result. */
export interface BenchmarkResult {
  benchmark: BenchmarkId;
  score: number;
  source: ResultSource;
  sampleCount: number;
  recordedOn: string;
}

/** The score a page shows for one benchmark, with where it came from. */
export interface ShownScore {
  value: number;
  /** `estimated` when computed by a fallback formula of spec section 9, not measured. */
  source: ResultSource | "mixed" | "estimated";
  sampleCount: number;
  recordedOn: string | null;
  estimated: boolean;
}

/**
 * Combines the stored results of one benchmark into the shown score: the mean
 * of all results weighted by their sample counts, so a curated reference value
 * and each verified visitor result count by how many runs they stand for.
 */
export function combineResults(results: readonly BenchmarkResult[]): ShownScore | null {
  if (results.length === 0) return null;
  let samples = 0;
  let weighted = 0;
  let latest = "";
  const sources = new Set<ResultSource>();
  for (const r of results) {
    samples += r.sampleCount;
    weighted += r.score * r.sampleCount;
    if (r.recordedOn > latest) latest = r.recordedOn;
    sources.add(r.source);
  }
  const [only] = sources;
  return {
    value: Math.round(weighted / samples),
    source: sources.size === 1 && only ? only : "mixed",
    sampleCount: samples,
    recordedOn: latest || null,
    estimated: false,
  };
}

/**
 * The overall `benchmark_score` CPUs are ordered by (spec section 4): the shown
 * Cinebench R23 multi-core score. It is a measured, widely published
 * all-core figure on one scale from laptop to 96-core parts, which is what the
 * spec's own figures assume (the top ranking entry, a 96-core part, scores
 * about 100,000; the CPU page derives Cinebench single as score / 20).
 * A CPU without that result has no overall score and sorts last.
 */
export function overallBenchmarkScore(
  scores: Partial<Record<BenchmarkId, { value: number; estimated: boolean }>>,
): number | null {
  const multi = scores["cinebench-r23-multi"];
  return multi && !multi.estimated ? multi.value : null;
}
