import { overallBenchmarkScore } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";

/** About six links: three competitors for each CPU of the pair. */
export const RELATED_COMPARISONS = 6;

// Closeness is a log ratio (0.2 is about 22% apart); a same-brand rival counts as that much further
// away, because a buyer comparing two CPUs usually weighs Intel against AMD.
const SAME_BRAND_PENALTY = 0.2;
const PER_YEAR = 0.1;
const UNKNOWN_YEAR = 0.5;

type Candidate = Pick<Cpu, "id" | "name" | "brand" | "type" | "cores" | "releaseYear" | "scores">;

/** The overall score (the shown Geekbench 6 multi-core figure, decision 011). */
const overall = (cpu: Candidate): number | null => overallBenchmarkScore(cpu.scores);

/**
 * How far `other` is from `cpu` as a rival, as a sort key: CPUs of the same
 * type first, then those both with an overall score (the shown Geekbench 6
 * multi-core figure; by how close the scores are), then the rest by core count
 * and release year.
 */
function rivalry(cpu: Candidate, other: Candidate): [number, number, number] {
  const sameType = cpu.type === other.type ? 0 : 1;
  const mine = overall(cpu);
  const theirs = overall(other);
  const brand = cpu.brand === other.brand ? SAME_BRAND_PENALTY : 0;
  if (mine !== null && theirs !== null)
    return [sameType, 0, Math.abs(Math.log(mine / theirs)) + brand];
  const years =
    cpu.releaseYear === null || other.releaseYear === null
      ? UNKNOWN_YEAR
      : Math.abs(cpu.releaseYear - other.releaseYear) * PER_YEAR;
  return [sameType, 1, Math.abs(Math.log(cpu.cores / other.cores)) + years + brand];
}

function byKey(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** `cpu`'s closest rivals in the catalog, nearest first, leaving out the CPUs in `exclude`. */
export function nearestRivals<T extends Candidate>(
  cpu: T,
  catalog: readonly T[],
  exclude: ReadonlySet<string>,
): T[] {
  return catalog
    .filter((other) => other.id !== cpu.id && !exclude.has(other.id))
    .map((other) => ({ other, key: rivalry(cpu, other) }))
    .sort((x, y) => byKey(x.key, y.key) || x.other.name.localeCompare(y.other.name))
    .map(({ other }) => other);
}

/**
 * Comparisons a reader of "a vs b" may want next: each CPU against its nearest
 * rivals, taken in turn from both sides so each CPU gets about half, never the
 * pair itself, and each rival once so the links offer as many CPUs as they can.
 */
export function relatedComparisons<T extends Candidate>(
  a: T,
  b: T,
  catalog: readonly T[],
  limit = RELATED_COMPARISONS,
): [T, T][] {
  const pair = new Set([a.id, b.id]);
  const sides = [a, b].map((cpu) => ({ cpu, rivals: nearestRivals(cpu, catalog, pair), next: 0 }));
  const seen = new Set<string>();
  const related: [T, T][] = [];
  while (related.length < limit && sides.some((side) => side.next < side.rivals.length)) {
    for (const side of sides) {
      let rival = side.rivals[side.next++];
      while (rival && seen.has(rival.id)) rival = side.rivals[side.next++];
      if (!rival || related.length >= limit) continue;
      seen.add(rival.id);
      related.push([side.cpu, rival]);
    }
  }
  return related;
}
