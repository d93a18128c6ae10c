import type { Cpu } from "./cpu";

/** Spec section 9: at most 8 search suggestions. */
export const MAX_SUGGESTIONS = 8;

interface Searchable {
  name: string;
  brand: string;
  architecture: Cpu["architecture"];
  benchmarkScore: Cpu["benchmarkScore"];
}

/** Orders CPUs by benchmark score, highest first; CPUs without a score last, by name. */
export function byBenchmarkScore(a: Searchable, b: Searchable): number {
  const sa = a.benchmarkScore ?? -Infinity;
  const sb = b.benchmarkScore ?? -Infinity;
  return sb - sa || a.name.localeCompare(b.name);
}

/**
 * The search rules of spec section 5: blank text gives nothing; otherwise a
 * case-insensitive match on name, brand or architecture, ordered by benchmark
 * score descending, at most `limit` results.
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
