import { asc, eq, gt, inArray, lt, max, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { benchmarkResults, benchmarkSubmissions, catalogChanges, cpus } from "~/db/schema";
import { logger } from "~/logger.server";
import type { BenchmarkResult } from "./benchmarks";
import type { Cpu } from "./cpu";
import { fallbackCpuRecords } from "./fallback-cpus";
import { toCpu } from "./map-cpu";
import { referencesOf, type References } from "./relative-performance";
import { byBenchmarkScore } from "./search";

export interface Catalog {
  /** All CPUs, ordered by their shown Geekbench 6 multi-core figure, then name (those without one last). */
  cpus: readonly Cpu[];
  byId: ReadonlyMap<string, Cpu>;
  /** Each benchmark's reference CPU and its figure: relative performance is set against them. */
  references: References;
  /** `fallback`: the database could not be reached; the built-in list is served read-only. */
  source: "database" | "fallback";
}

interface CatalogStore {
  current: Catalog | null;
  /** Bumped whenever the catalog in memory changes, so caches of rendered pages know to drop them. */
  version: number;
  /** The newest catalog_changes id the catalog in memory reflects (docs/decisions/012). */
  applied: number;
  /** The database the catalog was read from: another one (a test's) is read whole. */
  db: Database | null;
  /** Loads run one after another, so an older read never replaces a newer one. */
  queue: Promise<unknown>;
}

// Kept on globalThis so the development server's module reloads share one catalog.
const store: CatalogStore = ((
  globalThis as { __corerankCatalog?: CatalogStore }
).__corerankCatalog ??= {
  current: null,
  version: 0,
  applied: 0,
  db: null,
  queue: Promise.resolve(),
});

/** Changes whenever the catalog does; rendered pages cached under an older version are stale. */
export function catalogVersion(): number {
  return store.version;
}

function serialized<T>(load: () => Promise<T>): Promise<T> {
  const next = store.queue.then(load, load);
  store.queue = next.catch(() => {});
  return next;
}

/**
 * `list` in the catalog's order (the shown Geekbench 6 multi-core figure descending, then name)
 * with each benchmark's reference figure (relative-performance.ts).
 */
function makeCatalog(list: Cpu[], source: Catalog["source"]): Catalog {
  const ordered = list.sort(byBenchmarkScore);
  const byId = new Map(ordered.map((c) => [c.id, c]));
  return { cpus: ordered, byId, references: referencesOf(byId), source };
}

function fallbackCatalog(): Catalog {
  const list = fallbackCpuRecords().map(({ record, results }) => toCpu(record, results));
  return makeCatalog(list, "fallback");
}

/** A stored result with its provenance. */
export const RESULT_COLUMNS = {
  benchmark: benchmarkResults.benchmark,
  score: benchmarkResults.score,
  source: benchmarkResults.source,
  statistic: benchmarkResults.statistic,
  sampleCount: benchmarkResults.sampleCount,
  recordedOn: benchmarkResults.recordedOn,
  sourceName: benchmarkResults.sourceName,
  sourceUrl: benchmarkResults.sourceUrl,
  dateMeaning: benchmarkResults.dateMeaning,
  sourcePage: benchmarkResults.sourcePage,
  copyName: benchmarkResults.copyName,
  copyUrl: benchmarkResults.copyUrl,
  copyDate: benchmarkResults.copyDate,
  benchmarkVersion: benchmarkResults.benchmarkVersion,
};

/** The CPUs with these ids (every CPU when `ids` is null) with their results, mapped. */
async function readCpus(db: Database, ids: readonly string[] | null): Promise<Cpu[]> {
  const [rows, results] = await Promise.all([
    db
      .select()
      .from(cpus)
      .where(ids ? inArray(cpus.id, [...ids]) : undefined)
      .orderBy(sql`${cpus.benchmarkScore} desc nulls last`, asc(cpus.name)),
    db
      .select({
        ...RESULT_COLUMNS,
        cpuId: benchmarkResults.cpuId,
        submissionId: benchmarkSubmissions.id,
      })
      .from(benchmarkResults)
      .leftJoin(benchmarkSubmissions, eq(benchmarkSubmissions.resultId, benchmarkResults.id))
      .where(ids ? inArray(benchmarkResults.cpuId, [...ids]) : undefined),
  ]);
  const intern = stringInterner();
  const resultsByCpu = new Map<string, BenchmarkResult[]>();
  for (const { cpuId, ...row } of results) {
    const result = intern(row);
    const list = resultsByCpu.get(cpuId);
    if (list) list.push(result);
    else resultsByCpu.set(cpuId, [result]);
  }
  return rows.map(({ createdAt: _c, updatedAt: _u, ...record }) =>
    toCpu(intern(record), resultsByCpu.get(record.id)),
  );
}

/**
 * One copy of each repeated text in the rows read (a source's name and link, a date, a socket,
 * a benchmark's id): the driver returns a new string per row, and at 10,000 CPUs the copies
 * were a fifth of the catalog's memory.
 */
function stringInterner() {
  const seen = new Map<string, string>();
  return <T extends object>(row: T): T => {
    const fields = row as Record<string, unknown>;
    for (const key in fields) {
      const value = fields[key];
      if (typeof value !== "string" || value.length > 256) continue;
      const kept = seen.get(value);
      if (kept === undefined) seen.set(value, value);
      else fields[key] = kept;
    }
    return row;
  };
}

/** Reads every CPU and result (CPUs by benchmark score descending) and maps them. */
export async function readCatalog(db: Database): Promise<Catalog> {
  return makeCatalog(await readCpus(db, null), "database");
}

/** The newest catalog change recorded in the database (0: none yet). */
export async function latestCatalogChange(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(catalogChanges.id) }).from(catalogChanges);
  return Number(row?.id ?? 0);
}

/** The catalog in memory; the built-in list until the database has been read (spec section 4). */
export function getCatalog(): Catalog {
  store.current ??= fallbackCatalog();
  return store.current;
}

const installedListeners = new Set<() => void>();

/** Calls `listener` after every catalog installed from the database (at start, on each change). */
export function onCatalogInstalled(listener: () => void): () => void {
  installedListeners.add(listener);
  return () => installedListeners.delete(listener);
}

function install(catalog: Catalog, db: Database | null, applied: number): Catalog {
  store.current = catalog;
  store.db = db;
  store.applied = applied;
  store.version += 1;
  for (const listener of installedListeners) listener();
  return catalog;
}

/** Reloads the whole catalog from the database; at start, and when changes cannot be listed. */
export function refreshCatalog(db: Database): Promise<Catalog> {
  return serialized(async () => {
    // The version first: a change committed while the rows are read is applied again later.
    const applied = await latestCatalogChange(db);
    return install(await readCatalog(db), db, applied);
  });
}

/** More changed CPUs than this are not listed: every process reloads the whole catalog. */
const MAX_LISTED_CPUS = 1000;

/**
 * Applies the catalog changes other writes (this process's or another's) committed since the
 * catalog was read: only the changed CPUs are read again, unless the changes cannot be listed
 * (too many, a gap in the record) or the catalog came from elsewhere, when it is read whole.
 * Returns whether anything changed.
 */
export function catchUpCatalog(db: Database): Promise<boolean> {
  return serialized(async () => {
    if (store.db !== db || store.current?.source !== "database") {
      const applied = await latestCatalogChange(db);
      install(await readCatalog(db), db, applied);
      return true;
    }
    const changes = await db
      .select()
      .from(catalogChanges)
      .where(gt(catalogChanges.id, store.applied))
      .orderBy(asc(catalogChanges.id));
    const newest = changes.at(-1);
    if (!newest) return false;
    const ids = new Set(changes.flatMap((c) => c.cpuIds));
    const whole =
      changes[0]!.id !== store.applied + 1 ||
      changes.some((c) => c.everything) ||
      ids.size > MAX_LISTED_CPUS;
    if (whole) {
      install(await readCatalog(db), db, newest.id);
      return true;
    }
    const fresh = await readCpus(db, [...ids]);
    const kept = store.current.cpus.filter((c) => !ids.has(c.id));
    install(makeCatalog([...kept, ...fresh], "database"), db, newest.id);
    return true;
  });
}

/** The key of the advisory lock that orders catalog_changes ids by commit. */
const CATALOG_CHANGE_LOCK = 0x436f7265;
/** Channel of the notification sent when a change commits (payload: its id). */
export const CATALOG_CHANNEL = "catalog_changes";
/** Rows of catalog_changes kept; a process further behind reads the whole catalog. */
const KEPT_CHANGES = 10_000;

/** The CPUs a catalog write changed: `add` every id touched (a renamed CPU: old and new). */
export interface CatalogChangeSet {
  add(...ids: string[]): void;
  /** Too many to list: every process reloads the whole catalog. */
  everything(): void;
}

/**
 * The one way the catalog changes (API, admin, CSV import, moderation, data:import): `work`
 * writes in a transaction and names the CPUs it changed; in the same transaction the change
 * is recorded (catalog_changes, its id the new version) and announced to other processes
 * (NOTIFY, delivered at commit). After the commit this process applies it at once; a failure
 * to reload is logged, not thrown (the write is done; the next catch-up applies it).
 */
export async function changeCatalog<T>(
  db: Database,
  work: (tx: Transaction, changed: CatalogChangeSet) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const ids = new Set<string>();
    let everything = false;
    const value = await work(tx, {
      add: (...added) => added.forEach((id) => ids.add(id)),
      everything: () => {
        everything = true;
      },
    });
    if (ids.size === 0 && !everything) return value;
    if (ids.size > MAX_LISTED_CPUS) everything = true;
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_CHANGE_LOCK})`);
    const [row] = await tx
      .insert(catalogChanges)
      .values({ cpuIds: everything ? [] : [...ids], everything })
      .returning({ id: catalogChanges.id });
    const id = row!.id;
    await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${String(id)})`);
    if (id > KEPT_CHANGES)
      await tx.delete(catalogChanges).where(lt(catalogChanges.id, id - KEPT_CHANGES));
    return value;
  });
  try {
    await catchUpCatalog(db);
  } catch (error) {
    logger.warn({ err: error }, "The catalog could not be reloaded after a change");
  }
  return result;
}

export function serveFallbackCatalog(): Catalog {
  return install(fallbackCatalog(), null, 0);
}

export function findCpu(id: string): Cpu | undefined {
  return getCatalog().byId.get(id);
}
