import type { CpuRow } from "~/db/schema";
import {
  benchmarkById,
  benchmarkByKey,
  OVERALL_SCORE_BENCHMARK,
  overallBenchmarkScore,
  type BenchmarkId,
  type BenchmarkKey,
  type BenchmarkResult,
  type ShownScore,
} from "./benchmarks";
import { releaseYearOf, type CpuInput, type ScoreInput } from "./cpu.schema";

/** The stored fields of a CPU, as read from the `cpus` table. */
export type CpuRecord = Omit<CpuRow, "createdAt" | "updatedAt">;

/**
 * The app's CPU: every stored field as published (null where no source
 * publishes it: the spec's defaults are never shown as data, decision 011)
 * and the shown benchmark figures with their provenance.
 */
export type Cpu = CpuRecord & {
  scores: Partial<Record<BenchmarkId, ShownScore>>;
};

/** The cpus row for a validated CPU input (its scores go to benchmark_results). */
export function recordFromInput(input: CpuInput): CpuRecord {
  const { scores, specSource, ...fields } = input;
  const overall = scores[benchmarkById(OVERALL_SCORE_BENCHMARK)!.key];
  return {
    ...fields,
    powerConsumption: fields.powerConsumption ?? null,
    releaseYear: releaseYearOf(fields.releaseDate),
    benchmarkScore: overallBenchmarkScore(
      overall ? { [OVERALL_SCORE_BENCHMARK]: { value: overall.score } } : {},
    ),
    specSourceName: specSource?.name ?? null,
    specSourceUrl: specSource?.url ?? null,
    specSourceDate: specSource?.date ?? null,
    specCopyName: specSource?.copy?.name ?? null,
    specCopyUrl: specSource?.copy?.url ?? null,
    specCopyDate: specSource?.copy?.date ?? null,
    fieldSources: null,
  };
}

/** Where a stored CPU's specifications come from, with the copy read; null when none is recorded. */
export function specSourceOf(
  cpu: Pick<
    CpuRecord,
    | "specSourceName"
    | "specSourceUrl"
    | "specSourceDate"
    | "specCopyName"
    | "specCopyUrl"
    | "specCopyDate"
  >,
): CpuInput["specSource"] {
  if (!cpu.specSourceName || !cpu.specSourceUrl || !cpu.specSourceDate) return null;
  const copy =
    cpu.specCopyName && cpu.specCopyUrl && cpu.specCopyDate
      ? { name: cpu.specCopyName, url: cpu.specCopyUrl, date: cpu.specCopyDate }
      : null;
  return { name: cpu.specSourceName, url: cpu.specSourceUrl, date: cpu.specSourceDate, copy };
}

/** The published reference results a CPU input carries, with their provenance. */
export function referenceResultsFromInput(input: CpuInput): BenchmarkResult[] {
  return Object.entries(input.scores).flatMap(([key, score]) => {
    const benchmark = benchmarkByKey(key as BenchmarkKey);
    return benchmark && score !== undefined ? [referenceResult(benchmark.id, score)] : [];
  });
}

/** A published figure as a stored reference result. */
export function referenceResult(benchmark: BenchmarkId, score: ScoreInput): BenchmarkResult {
  return {
    benchmark,
    score: score.score,
    source: "reference",
    statistic: score.statistic,
    sampleCount: score.sampleCount,
    recordedOn: score.publishedOn,
    dateMeaning: score.dateMeaning,
    sourceName: score.sourceName,
    sourceUrl: score.sourceUrl,
    sourcePage: score.sourcePage,
    copyName: score.copy?.name ?? null,
    copyUrl: score.copy?.url ?? null,
    copyDate: score.copy?.date ?? null,
    benchmarkVersion: score.benchmarkVersion,
  };
}

/** A stored reference result as the published figure of a CPU input. */
export function scoreInputFromResult(result: BenchmarkResult): ScoreInput {
  return {
    score: result.score,
    statistic: result.statistic,
    sampleCount: result.sampleCount,
    sourceName: result.sourceName ?? "",
    sourceUrl: result.sourceUrl,
    sourcePage: result.sourcePage,
    publishedOn: result.recordedOn,
    dateMeaning: result.dateMeaning,
    copy: copyOf(result),
    benchmarkVersion: result.benchmarkVersion,
  };
}

/** The copy a stored result was read from, as one value (null when it was read from its publisher). */
export function copyOf(result: BenchmarkResult): ScoreInput["copy"] {
  return result.copyName && result.copyUrl && result.copyDate
    ? { name: result.copyName, url: result.copyUrl, date: result.copyDate }
    : null;
}
