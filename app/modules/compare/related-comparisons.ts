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
  /** The natural log of the overall score, or null without one. */
  logOverall: number | null;
  logCores: number;
  releaseYear: number | null;
}

const traitsOf = (cpu: Candidate): Traits => {
  const score = overall(cpu);
  return {
    id: cpu.id,
    type: cpu.type,
    brand: cpu.brand,
    logOverall: score === null ? null : Math.log(score),
    logCores: Math.log(cpu.cores),
    releaseYear: cpu.releaseYear,
  };
};

/**
 * A catalog's traits, read once per catalog list rather than once per page that compares, and
 * for each CPU type and brand the indexes of its CPUs with an overall score, ordered by that
 * score, and of all its CPUs, ordered by core count: the nearest rivals are then found around a
 * CPU's own place instead of by a whole scan (by score when it has one, else by cores). Brands
 * are apart because a same-brand rival counts SAME_BRAND_PENALTY further: walking them apart,
 * each by its own bound, stops as soon as the nearest are found, where one list of both brands
 * had to be read over the whole width of the penalty (scores up to 22% apart; issue 23: about
 * a quarter of a comparison page's loader time at 10,000 CPUs).
 */
type Groups = Map<Candidate["brand"], number[]>;
interface CatalogTraits {
  traits: Traits[];
  scoredByType: Map<Candidate["type"], Groups>;
  byCoresByType: Map<Candidate["type"], Groups>;
}
const catalogTraits = new WeakMap<readonly Candidate[], CatalogTraits>();
function traitsOfCatalog(catalog: readonly Candidate[]): CatalogTraits {
  let indexed = catalogTraits.get(catalog);
  if (!indexed) {
    const traits = catalog.map(traitsOf);
    const scoredByType = new Map<Candidate["type"], Groups>();
    const byCoresByType = new Map<Candidate["type"], Groups>();
    const add = (into: Map<Candidate["type"], Groups>, t: Traits, i: number) => {
      let groups = into.get(t.type);
      if (!groups) into.set(t.type, (groups = new Map()));
      let list = groups.get(t.brand);
      if (!list) groups.set(t.brand, (list = []));
      list.push(i);
    };
    traits.forEach((t, i) => {
      add(byCoresByType, t, i);
      if (t.logOverall !== null) add(scoredByType, t, i);
    });
    for (const groups of scoredByType.values())
      for (const list of groups.values())
        list.sort((x, y) => traits[x]!.logOverall! - traits[y]!.logOverall!);
    for (const groups of byCoresByType.values())
      for (const list of groups.values())
        list.sort((x, y) => traits[x]!.logCores - traits[y]!.logCores);
    indexed = { traits, scoredByType, byCoresByType };
    catalogTraits.set(catalog, indexed);
  }
  return indexed;
}

/**
 * How far `other` is from `cpu` as a rival, as a sort key (written into `key`, so scanning a
 * large catalog allocates nothing per CPU): CPUs of the same type first, then those both with an
 * overall score (the shown Geekbench 6 multi-core figure; by how close the scores are), then the
 * rest by core count and release year.
 */
function rivalry(cpu: Traits, other: Traits, key: [number, number, number]): void {
  key[0] = cpu.type === other.type ? 0 : 1;
  const brand = cpu.brand === other.brand ? SAME_BRAND_PENALTY : 0;
  if (cpu.logOverall !== null && other.logOverall !== null) {
    key[1] = 0;
    key[2] = Math.abs(cpu.logOverall - other.logOverall) + brand;
    return;
  }
  const years =
    cpu.releaseYear === null || other.releaseYear === null
      ? UNKNOWN_YEAR
      : Math.abs(cpu.releaseYear - other.releaseYear) * PER_YEAR;
  key[1] = 1;
  key[2] = Math.abs(cpu.logCores - other.logCores) + years + brand;
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
 * A CPU with an overall score looks at the CPUs of its type nearest to it by score first and
 * stops as soon as no further CPU can be nearer than the ones it has; the answer is the same as
 * a scan of the whole catalog.
 */
export function nearestRivals<T extends Candidate>(
  cpu: T,
  catalog: readonly T[],
  exclude: ReadonlySet<string>,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  type Keyed = { other: T; key: [number, number, number] };
  const order = (key: readonly number[], name: string, y: Keyed) =>
    byKey(key, y.key) || compareText(name, y.other.name);
  const nearest: Keyed[] = [];
  const mine = traitsOf(cpu);
  const { traits, scoredByType, byCoresByType } = traitsOfCatalog(catalog);
  const key: [number, number, number] = [0, 0, 0];
  const consider = (i: number) => {
    const theirs = traits[i]!;
    if (theirs.id === cpu.id || exclude.has(theirs.id)) return;
    rivalry(mine, theirs, key);
    const other = catalog[i]!;
    if (nearest.length >= limit && order(key, other.name, nearest[nearest.length - 1]!) >= 0)
      return;
    let at = nearest.length;
    while (at > 0 && order(key, other.name, nearest[at - 1]!) < 0) at -= 1;
    nearest.splice(at, 0, { other, key: [key[0], key[1], key[2]] });
    if (nearest.length > limit) nearest.pop();
  };

  /**
   * Walks each brand's list of `groups` (indexes ordered by `value`) outwards from where `own`
   * would stand, always taking the candidate whose gap in `value` plus its brand's penalty is the
   * least, until that exceeds the farthest rival kept: within the groups it is a lower bound of
   * the distance (the key's last part). True when it found `limit` rivals, which are then the
   * nearest of the whole catalog.
   */
  const walk = (groups: Groups, value: (t: Traits) => number, own: number) => {
    const cursors = [...groups].map(([brand, group]) => {
      let hi = group.length;
      for (let lo = 0; lo < hi;) {
        const mid = (lo + hi) >> 1;
        if (value(traits[group[mid]!]!) < own) lo = mid + 1;
        else hi = mid;
      }
      return {
        group,
        penalty: brand === mine.brand ? SAME_BRAND_PENALTY : 0,
        up: hi,
        down: hi - 1,
      };
    });
    type Cursor = (typeof cursors)[number];
    /** The lower bound of the distance of the CPU at `j` of a cursor's list; none past its ends. */
    const boundAt = ({ group, penalty }: Cursor, j: number) =>
      j >= 0 && j < group.length
        ? Math.abs(value(traits[group[j]!]!) - own) + penalty
        : Number.POSITIVE_INFINITY;
    for (;;) {
      let best: Cursor | undefined;
      let bestUp = false;
      let least = Number.POSITIVE_INFINITY;
      for (const cursor of cursors) {
        const up = boundAt(cursor, cursor.up);
        const down = boundAt(cursor, cursor.down);
        // Up first on a tie, as the walk of one list did.
        if (Math.min(up, down) < least) {
          best = cursor;
          bestUp = up <= down;
          least = Math.min(up, down);
        }
      }
      if (!best) break;
      const worst = nearest[nearest.length - 1];
      if (nearest.length >= limit && worst && least > worst.key[2]) break;
      consider(best.group[bestUp ? best.up++ : best.down--]!);
    }
    if (nearest.length >= limit) return true;
    // Too few CPUs in the groups: every other CPU may be among the nearest.
    nearest.length = 0;
    return false;
  };

  if (Number.isFinite(limit)) {
    const scored = mine.logOverall === null ? undefined : scoredByType.get(mine.type);
    // Same type and both scored is the nearest group (key [0, 0, distance]); within it the
    // distance is at least the gap in log score.
    if (scored && walk(scored, (t) => t.logOverall!, mine.logOverall!))
      return nearest.map(({ other }) => other);
    // Without a score of its own, every CPU of its type is in the nearest group (key [0, 1,
    // distance]), where the distance is at least the gap in log core count (issue 23: a whole
    // scan of 10,000 CPUs per side was the comparison page's largest cost but React's).
    const sameType = mine.logOverall === null ? byCoresByType.get(mine.type) : undefined;
    if (sameType && walk(sameType, (t) => t.logCores, mine.logCores))
      return nearest.map(({ other }) => other);
  }
  for (let i = 0; i < catalog.length; i++) consider(i);
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
