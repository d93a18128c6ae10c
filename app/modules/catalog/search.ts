import { overallBenchmarkScore } from "./benchmarks";
import type { Cpu } from "./cpu";

/** Spec section 9: at most 8 search suggestions. */
export const MAX_SUGGESTIONS = 8;

interface Searchable {
  name: string;
  brand: string;
  architecture: Cpu["architecture"];
  benchmarkScore: Cpu["benchmarkScore"];
  /** The shown figures; when present, the overall score is read from them. */
  scores?: Cpu["scores"];
}

/** The overall score: the shown Geekbench 6 multi-core figure (decision 011). */
function overallOf(cpu: Searchable): number | null {
  return cpu.scores ? overallBenchmarkScore(cpu.scores) : cpu.benchmarkScore;
}

/**
 * Orders CPUs by overall score (the shown Geekbench 6 multi-core figure),
 * highest first; CPUs without one after them, by name.
 */
export function byBenchmarkScore(a: Searchable, b: Searchable): number {
  const sa = overallOf(a) ?? -Infinity;
  const sb = overallOf(b) ?? -Infinity;
  return sb - sa || a.name.localeCompare(b.name);
}

/**
 * The search rules of spec section 5: blank text gives nothing; otherwise a
 * case-insensitive match on name, brand or architecture, ordered by overall
 * score descending (CPUs without one last), at most `limit` results.
 */
export function searchCpus<T extends Searchable>(
  cpus: readonly T[],
  text: string,
  limit = MAX_SUGGESTIONS,
): T[] {
  const needle = text.trim().toLowerCase();
  if (needle === "" || limit <= 0) return [];
  return cpus
    .filter(
      (cpu) =>
        cpu.name.toLowerCase().includes(needle) ||
        cpu.brand.toLowerCase().includes(needle) ||
        (cpu.architecture?.toLowerCase().includes(needle) ?? false),
    )
    .sort(byBenchmarkScore)
    .slice(0, limit);
}
