import { overallBenchmarkScore } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { compareText } from "~/modules/catalog/name-order";

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

/** What rivalry reads of a CPU, in small objects of one shape (a catalog CPU has ~60 fields). */
interface Traits {
  id: string;
  type: Candidate["type"];
  brand: Candidate["brand"];
  overall: number | null;
  cores: number;
  releaseYear: number | null;
}

const traitsOf = (cpu: Candidate): Traits => ({
  id: cpu.id,
  type: cpu.type,
  brand: cpu.brand,
  overall: overall(cpu),
  cores: cpu.cores,
  releaseYear: cpu.releaseYear,
});

// A catalog's traits, read once per catalog list rather than once per page that compares.
const catalogTraits = new WeakMap<readonly Candidate[], Traits[]>();
function traitsOfCatalog(catalog: readonly Candidate[]): Traits[] {
  let traits = catalogTraits.get(catalog);
  if (!traits) {
    traits = catalog.map(traitsOf);
    catalogTraits.set(catalog, traits);
  }
  return traits;
}

/**
 * How far `other` is from `cpu` as a rival, as a sort key: CPUs of the same
 * type first, then those both with an overall score (the shown Geekbench 6
 * multi-core figure; by how close the scores are), then the rest by core count
 * and release year.
 */
function rivalry(cpu: Traits, other: Traits): [number, number, number] {
  const sameType = cpu.type === other.type ? 0 : 1;
  const mine = cpu.overall;
  const theirs = other.overall;
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

/**
 * `cpu`'s closest rivals in the catalog, nearest first, leaving out the CPUs in `exclude`; only
 * the `limit` nearest when given (kept while scanning, so a large catalog is never sorted whole).
 */
export function nearestRivals<T extends Candidate>(
  cpu: T,
  catalog: readonly T[],
  exclude: ReadonlySet<string>,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  type Keyed = { other: T; key: [number, number, number] };
  const order = (x: Keyed, y: Keyed) =>
    byKey(x.key, y.key) || compareText(x.other.name, y.other.name);
  const nearest: Keyed[] = [];
  const mine = traitsOf(cpu);
  const traits = traitsOfCatalog(catalog);
  for (let i = 0; i < catalog.length; i++) {
    const other = catalog[i]!;
    const theirs = traits[i]!;
    if (theirs.id === cpu.id || exclude.has(theirs.id)) continue;
    const candidate = { other, key: rivalry(mine, theirs) };
    if (nearest.length >= limit && order(candidate, nearest[nearest.length - 1]!) >= 0) continue;
    let at = nearest.length;
    while (at > 0 && order(candidate, nearest[at - 1]!) < 0) at -= 1;
    nearest.splice(at, 0, candidate);
    if (nearest.length > limit) nearest.pop();
  }
  return nearest.map(({ other }) => other);
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
  // Each side takes at most `limit` rivals, skipping at most `limit` the other side took.
  const sides = [a, b].map((cpu) => ({
    cpu,
    rivals: nearestRivals(cpu, catalog, pair, 2 * limit),
    next: 0,
  }));
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
