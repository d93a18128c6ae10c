import { BENCHMARKS, type BenchmarkId, type BenchmarkKey, type ShownScore } from "./benchmarks";
import type { Cpu } from "./cpu";
import { scoreSource, type ScoreSource } from "./score-provenance";

/**
 * The reference CPU of each benchmark (docs/decisions/020-relative-performance-per-benchmark.md):
 * its shown figure in that benchmark is 100, and every other CPU's figure in the same benchmark is
 * given relative to it. Chosen as well-known CPUs with a figure from many runs in the shipped data:
 * the Ryzen 5 7600 (Geekbench Browser: a mean of 10,172 runs) for Geekbench 6, the Core i7-1165G7
 * (Notebookcheck: medians of 58 to 76 runs) for Cinebench R23 and Geekbench 5, where the Ryzen 5
 * 7600's figures are single reviews. PassMark and CPU-Z, which no shipped figure covers, use the
 * Ryzen 5 7600 too; a benchmark whose reference has no figure gives no relative value.
 */
export const REFERENCE_CPUS: Readonly<Record<BenchmarkId, string>> = {
  "geekbench-6-multi": "amd-ryzen-5-7600",
  "geekbench-6-single": "amd-ryzen-5-7600",
  "cinebench-r23-multi": "intel-core-i7-1165g7",
  "cinebench-r23-single": "intel-core-i7-1165g7",
  "geekbench-5-multi": "intel-core-i7-1165g7",
  "geekbench-5-single": "intel-core-i7-1165g7",
  "passmark-multi": "amd-ryzen-5-7600",
  "passmark-single": "amd-ryzen-5-7600",
  "cpu-z": "amd-ryzen-5-7600",
};

/**
 * Well-known CPUs a relative-performance chart shows beside a CPU's nearest rivals (those with a
 * figure in the chart's benchmark), so a reader can place it against parts they know.
 */
export const WELL_KNOWN_CPUS: readonly string[] = [
  "amd-ryzen-5-7600",
  "intel-core-i7-1165g7",
  "amd-ryzen-7-7800x3d",
  "intel-core-i5-13600k",
  "intel-core-i9-14900k",
  "amd-ryzen-9-9950x",
];

/** The order a CPU page offers its benchmarks in: multi-core first, newest benchmark first. */
export const RELATIVE_BENCHMARK_ORDER: readonly BenchmarkId[] = [
  "geekbench-6-multi",
  "geekbench-6-single",
  "cinebench-r23-multi",
  "cinebench-r23-single",
  "geekbench-5-multi",
  "geekbench-5-single",
  "passmark-multi",
  "passmark-single",
  "cpu-z",
];

/** A benchmark's reference: the CPU that is 100 and its shown figure in that benchmark. */
export interface Reference {
  benchmark: BenchmarkId;
  cpuId: string;
  name: string;
  value: number;
}

export type References = Partial<Record<BenchmarkId, Reference>>;

type Scored = {
  id: string;
  name: string;
  scores: Partial<Record<BenchmarkId, Pick<ShownScore, "value">>>;
};

/** Each benchmark's reference, where its reference CPU is in the catalog with a figure in it. */
export function referencesOf(byId: ReadonlyMap<string, Scored>): References {
  const references: References = {};
  for (const { id: benchmark } of BENCHMARKS) {
    const cpu = byId.get(REFERENCE_CPUS[benchmark]);
    const value = cpu?.scores[benchmark]?.value;
    if (cpu && value !== undefined && value > 0)
      references[benchmark] = { benchmark, cpuId: cpu.id, name: cpu.name, value };
  }
  return references;
}

/** A figure relative to its benchmark's reference, one decimal: 100 × figure / reference figure. */
export function relativeFigure(value: number, reference: Pick<Reference, "value">): number {
  return Math.round((1000 * value) / reference.value) / 10;
}

/**
 * A CPU's relative figure in each benchmark it has a figure in and whose reference is known, each
 * against that same benchmark's reference only. No figure, no relative value; nothing combines
 * benchmarks.
 */
export function relativeFigures(
  cpu: Pick<Scored, "scores">,
  references: References,
): Partial<Record<BenchmarkId, number>> {
  const relative: Partial<Record<BenchmarkId, number>> = {};
  for (const { id } of BENCHMARKS) {
    const value = cpu.scores[id]?.value;
    const reference = references[id];
    if (value !== undefined && reference) relative[id] = relativeFigure(value, reference);
  }
  return relative;
}

/** relativeFigures keyed as the API keys scores (`geekbench6Multi`). */
export function relativeFiguresByKey(
  cpu: Pick<Scored, "scores">,
  references: References,
): Partial<Record<BenchmarkKey, number>> {
  const relative = relativeFigures(cpu, references);
  const byKey: Partial<Record<BenchmarkKey, number>> = {};
  for (const { id, key } of BENCHMARKS) if (relative[id] !== undefined) byKey[key] = relative[id];
  return byKey;
}

/** The benchmark a CPU page's chart shows: the one asked for if the CPU has it, else its first. */
export function chartBenchmark(
  cpu: Pick<Scored, "scores">,
  references: References,
  asked: string | null,
): BenchmarkId | null {
  const offered = chartBenchmarks(cpu, references);
  return offered.find((id) => id === asked) ?? offered[0] ?? null;
}

/** The benchmarks a CPU's chart can show: those it has a figure in with a known reference. */
export function chartBenchmarks(
  cpu: Pick<Scored, "scores">,
  references: References,
): BenchmarkId[] {
  return RELATIVE_BENCHMARK_ORDER.filter((id) => cpu.scores[id] && references[id]);
}

/** One bar of a relative-performance chart. */
export interface ChartBar<T> {
  cpu: T;
  relative: number;
  /** Why it is on the chart: the CPU itself, the reference (100), a nearest rival, a well-known part. */
  role: "self" | "reference" | "rival" | "well-known";
}

/**
 * A benchmark's ranking as a chart reads it: every CPU with a figure, highest first, and a CPU's
 * index in it (-1 when it is not there). Rankings keep that index in a map per catalog version:
 * looking a CPU up by scanning 10,000 entries took about 2 ms of every CPU page (issue 23).
 */
export interface RankedList {
  entries: readonly { cpu: { id: string } }[];
  indexOf(id: string): number;
}

/** A RankedList over `entries` that finds a CPU by scanning them (small lists, tests). */
export function scannedRanking(entries: readonly { cpu: { id: string } }[]): RankedList {
  return { entries, indexOf: (id) => entries.findIndex((r) => r.cpu.id === id) };
}

/**
 * The bars of a CPU's chart in one benchmark, highest figure first: the CPU, its `rivals` nearest
 * CPUs by that benchmark's figure (half above it, half below where there are), the benchmark's
 * reference and the well-known CPUs with a figure in it. `ranking` is the benchmark's ranking
 * (every CPU with a figure, highest first), as rankings hold it.
 */
export function chartBars<T extends Scored>(
  cpu: T,
  benchmark: BenchmarkId,
  ranking: RankedList,
  references: References,
  byId: ReadonlyMap<string, T>,
  rivals = 4,
): ChartBar<T>[] {
  const reference = references[benchmark];
  if (!reference || !cpu.scores[benchmark]) return [];
  const chosen = new Map<string, ChartBar<T>["role"]>([[cpu.id, "self"]]);
  const ranked = ranking.entries;
  const at = ranking.indexOf(cpu.id);
  if (at >= 0) {
    // `rivals` neighbours, half above and half below, more on one side at either end.
    const from = Math.max(0, Math.min(at - Math.floor(rivals / 2), ranked.length - 1 - rivals));
    for (const { cpu: rival } of ranked.slice(from, from + rivals + 1))
      if (!chosen.has(rival.id)) chosen.set(rival.id, "rival");
  }
  if (!chosen.has(reference.cpuId)) chosen.set(reference.cpuId, "reference");
  for (const id of WELL_KNOWN_CPUS)
    if (!chosen.has(id) && byId.get(id)?.scores[benchmark]) chosen.set(id, "well-known");
  const bars: ChartBar<T>[] = [];
  for (const [id, role] of chosen) {
    const shown = id === cpu.id ? cpu : byId.get(id);
    const value = shown?.scores[benchmark]?.value;
    if (shown && value !== undefined)
      bars.push({ cpu: shown, relative: relativeFigure(value, reference), role });
  }
  return bars.sort((a, b) => b.relative - a.relative || a.cpu.name.localeCompare(b.cpu.name));
}

/** A CPU page's relative-performance chart as the page reads it: plain data. */
export interface RelativeChart {
  benchmark: BenchmarkId;
  /** The benchmarks the CPU has a chart in, for the switch (links). */
  offered: BenchmarkId[];
  reference: { id: string; name: string };
  bars: {
    id: string;
    name: string;
    brand: Cpu["brand"];
    relative: number;
    role: ChartBar<Cpu>["role"];
    source: ScoreSource;
  }[];
}

/**
 * The chart of `cpu` in the benchmark `asked` (a `?rel=` value) if it has a figure there, else
 * in its first benchmark; null when it has no figure in any benchmark with a reference.
 */
export function relativeChart(
  cpu: Cpu,
  asked: string | null,
  references: References,
  byId: ReadonlyMap<string, Cpu>,
  rankingOf: (benchmark: BenchmarkId) => RankedList,
): RelativeChart | null {
  const benchmark = chartBenchmark(cpu, references, asked);
  const reference = benchmark && references[benchmark];
  if (!benchmark || !reference) return null;
  return {
    benchmark,
    offered: chartBenchmarks(cpu, references),
    reference: { id: reference.cpuId, name: reference.name },
    bars: chartBars(cpu, benchmark, rankingOf(benchmark), references, byId).map((bar) => ({
      id: bar.cpu.id,
      name: bar.cpu.name,
      brand: bar.cpu.brand,
      relative: bar.relative,
      role: bar.role,
      source: scoreSource(benchmark, bar.cpu.scores[benchmark]!),
    })),
  };
}
