import type { CpuRow } from "~/db/schema";
import {
  benchmarkByKey,
  overallBenchmarkScore,
  type BenchmarkId,
  type BenchmarkKey,
  type BenchmarkResult,
  type ShownScore,
} from "./benchmarks";
import { releaseYearOf, type CpuInput } from "./cpu.schema";

/** The stored fields of a CPU, as read from the `cpus` table. */
export type CpuRecord = Omit<CpuRow, "createdAt" | "updatedAt">;

/** Fields that the spec's defaults table fills when the stored value is missing. */
export type DefaultedField =
  | "releaseDate"
  | "type"
  | "instructionSet"
  | "processorNumber"
  | "manufacturingProcess"
  | "powerConsumption"
  | "peakOperatingTemp"
  | "performanceCores"
  | "performanceCoreThreads"
  | "performanceCoreBaseFreq"
  | "performanceCoreTurboFreq"
  | "efficiencyCores"
  | "efficiencyCoreThreads"
  | "l1Cache"
  | "l2Cache"
  | "l3Cache"
  | "unlockedMultiplier"
  | "busFrequency"
  | "multiplier"
  | "memoryTypes"
  | "maxMemorySize"
  | "maxMemoryChannels"
  | "maxMemoryBandwidth"
  | "eccMemorySupport"
  | "integratedGraphics"
  | "pcieVersion"
  | "pcieLanes";

/** Defaulted fields whose default never depends on another missing value. */
type AlwaysDefaulted = Exclude<
  DefaultedField,
  "releaseDate" | "powerConsumption" | "performanceCoreTurboFreq"
>;

/**
 * The app's CPU: every stored field, the spec's defaults applied, and the
 * shown benchmark scores. `estimated` names every field and benchmark whose
 * value came from a default or a fallback formula rather than from data, so
 * pages can mark it as estimated instead of presenting it as fact.
 */
export type Cpu = Omit<CpuRecord, AlwaysDefaulted> & {
  [K in AlwaysDefaulted]: NonNullable<CpuRecord[K]>;
} & {
  scores: Partial<Record<BenchmarkId, ShownScore>>;
  estimated: ReadonlySet<DefaultedField | BenchmarkId>;
};

/** The cpus row for a validated CPU input (its scores go to benchmark_results). */
export function recordFromInput(input: CpuInput): CpuRecord {
  const { scores, ...fields } = input;
  const multi = scores.cinebenchR23Multi;
  return {
    ...fields,
    powerConsumption: fields.powerConsumption ?? null,
    releaseYear: releaseYearOf(fields.releaseDate),
    benchmarkScore: overallBenchmarkScore(
      multi === undefined ? {} : { "cinebench-r23-multi": { value: multi, estimated: false } },
    ),
  };
}

/** The curated reference results a CPU input carries. */
export function referenceResultsFromInput(input: CpuInput, recordedOn: string): BenchmarkResult[] {
  return Object.entries(input.scores).flatMap(([key, score]) => {
    const benchmark = benchmarkByKey(key as BenchmarkKey);
    return benchmark && score !== undefined
      ? [
          {
            benchmark: benchmark.id,
            score,
            source: "reference" as const,
            sampleCount: 1,
            recordedOn,
          },
        ]
      : [];
  });
}
