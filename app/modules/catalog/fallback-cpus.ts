import { referenceCpus } from "~/db/reference-data";
import { OVERALL_SCORE_BENCHMARK, type BenchmarkResult } from "./benchmarks";
import { recordFromInput, referenceResultsFromInput, type CpuRecord } from "./cpu";

/**
 * The built-in fallback list of spec section 3: 16 real CPUs (Intel and AMD,
 * 2020-2023) taken from the reference dataset, served read-only when the
 * database cannot be reached. The first two carry full detail; the others only
 * the spec's basic fields (and the Geekbench 6 multi-core figure the overall
 * score is defined as).
 */
export const FALLBACK_CPU_IDS = [
  "amd-ryzen-9-7950x",
  "intel-core-i9-13900k",
  "intel-core-i9-14900k",
  "amd-ryzen-9-7950x3d",
  "intel-core-i7-13700k",
  "amd-ryzen-9-7900x",
  "intel-core-i9-12900k",
  "amd-ryzen-9-5950x",
  "intel-core-i5-13600k",
  "intel-core-i7-12700k",
  "amd-ryzen-9-5900x",
  "amd-ryzen-7-7800x3d",
  "intel-core-i5-12600k",
  "amd-ryzen-5-7600x",
  "amd-ryzen-7-5800x3d",
  "amd-ryzen-5-5600x",
] as const;

const FULL_DETAIL = 2;

/** The spec's basic fields, all the fallback list knows beyond the first two CPUs. */
const BASIC_FIELDS = new Set<keyof CpuRecord>([
  "id",
  "name",
  "brand",
  "cores",
  "threads",
  "baseFreq",
  "boostFreq",
  "tdp",
  "socket",
  "architecture",
  "benchmarkScore",
  "releaseYear",
  "price",
  "priceMax",
  "specSourceName",
  "specSourceUrl",
  "specSourceDate",
]);

export function fallbackCpuRecords(): { record: CpuRecord; results: BenchmarkResult[] }[] {
  const byId = new Map(referenceCpus().map((cpu) => [cpu.id, cpu]));
  return FALLBACK_CPU_IDS.map((id, index) => {
    const input = byId.get(id);
    if (!input) throw new Error(`Fallback CPU ${id} is missing from the reference dataset`);
    const record = recordFromInput(input);
    const results = referenceResultsFromInput(input);
    if (index < FULL_DETAIL) return { record, results };
    const basic = Object.fromEntries(
      Object.entries(record).map(([field, value]) => [
        field,
        BASIC_FIELDS.has(field as keyof CpuRecord) ? value : null,
      ]),
    ) as CpuRecord;
    return {
      record: basic,
      results: results.filter((r) => r.benchmark === OVERALL_SCORE_BENCHMARK),
    };
  });
}
