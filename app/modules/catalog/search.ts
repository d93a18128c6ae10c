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

/** A CPU with its text in lower case, so a search does not lower every name each time. */
interface IndexEntry<T> {
  cpu: T;
  text: readonly string[];
}

/** The CPUs in search order (overall score descending), ready to match: build once, search often. */
export interface SearchIndex<T> {
  entries: readonly IndexEntry<T>[];
}

export function searchIndex<T extends Searchable>(cpus: readonly T[]): SearchIndex<T> {
  return {
    entries: [...cpus].sort(byBenchmarkScore).map((cpu) => ({
      cpu,
      text: [cpu.name, cpu.brand, cpu.architecture ?? ""].map((t) => t.toLowerCase()),
    })),
  };
}

/** The search text as it is matched: trimmed, lower case; "" finds nothing. */
export const searchNeedle = (text: string) => text.trim().toLowerCase();

/**
 * One page of the matches of spec section 5's rules in an index: blank text gives nothing;
 * otherwise a case-insensitive match on name, brand or architecture, ordered by overall score
 * descending (CPUs without one last). `total` counts every match only when asked (`count`);
 * otherwise the scan stops at the page's end.
 */
export function searchPage<T>(
  index: SearchIndex<T>,
  text: string,
  { offset = 0, limit, count = false }: { offset?: number; limit: number; count?: boolean },
): { items: T[]; total: number | null } {
  const needle = searchNeedle(text);
  const items: T[] = [];
  if (needle === "") return { items, total: count ? 0 : null };
  const end = offset + limit;
  let seen = 0;
  for (const entry of index.entries) {
    if (!entry.text.some((t) => t.includes(needle))) continue;
    if (seen >= offset && seen < end) items.push(entry.cpu);
    seen += 1;
    if (!count && seen >= end) break;
  }
  return { items, total: count ? seen : null };
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
  return searchPage(searchIndex(cpus), text, { limit }).items;
}
