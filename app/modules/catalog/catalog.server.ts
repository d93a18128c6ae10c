import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { benchmarkResults, benchmarkSubmissions, cpus } from "~/db/schema";
import type { BenchmarkResult } from "./benchmarks";
import type { Cpu } from "./cpu";
import { fallbackCpuRecords } from "./fallback-cpus";
import { toCpu } from "./map-cpu";
import { byBenchmarkScore } from "./search";

export interface Catalog {
  /** All CPUs, ordered by benchmark score descending. */
  cpus: readonly Cpu[];
  byId: ReadonlyMap<string, Cpu>;
  /** `fallback`: the database could not be reached; the built-in list is served read-only. */
  source: "database" | "fallback";
}

interface CatalogStore {
  current: Catalog | null;
  /** Bumped whenever the catalog is replaced, so caches of rendered pages know to drop them. */
  version: number;
}

// Kept on globalThis so the development server's module reloads share one catalog.
const store: CatalogStore = ((
  globalThis as { __corerankCatalog?: CatalogStore }
).__corerankCatalog ??= {
  current: null,
  version: 0,
});

/** Changes whenever the catalog does; rendered pages cached under an older version are stale. */
export function catalogVersion(): number {
  return store.version;
}

/** `ordered`: already sorted by benchmark score descending. */
function makeCatalog(ordered: Cpu[], source: Catalog["source"]): Catalog {
  return { cpus: ordered, byId: new Map(ordered.map((c) => [c.id, c])), source };
}

function fallbackCatalog(): Catalog {
  const list = fallbackCpuRecords().map(({ record, results }) => toCpu(record, results));
  return makeCatalog(list.sort(byBenchmarkScore), "fallback");
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
  benchmarkVersion: benchmarkResults.benchmarkVersion,
};

/** Reads every CPU and result (CPUs by benchmark_score descending) and maps them. */
export async function readCatalog(db: Database): Promise<Catalog> {
  const [rows, results] = await Promise.all([
    db
      .select()
      .from(cpus)
      .orderBy(sql`${cpus.benchmarkScore} desc nulls last`, asc(cpus.name)),
    db
      .select({
        ...RESULT_COLUMNS,
        cpuId: benchmarkResults.cpuId,
        submissionId: benchmarkSubmissions.id,
      })
      .from(benchmarkResults)
      .leftJoin(benchmarkSubmissions, eq(benchmarkSubmissions.resultId, benchmarkResults.id)),
  ]);
  const resultsByCpu = new Map<string, BenchmarkResult[]>();
  for (const { cpuId, ...result } of results) {
    const list = resultsByCpu.get(cpuId);
    if (list) list.push(result);
    else resultsByCpu.set(cpuId, [result]);
  }
  const list = rows.map(({ createdAt: _c, updatedAt: _u, ...record }) =>
    toCpu(record, resultsByCpu.get(record.id)),
  );
  return makeCatalog(list, "database");
}

/** The catalog in memory; the built-in list until the database has been read (spec section 4). */
export function getCatalog(): Catalog {
  store.current ??= fallbackCatalog();
  return store.current;
}

/** Reloads the catalog from the database; called at start and whenever data changes. */
export async function refreshCatalog(db: Database): Promise<Catalog> {
  store.current = await readCatalog(db);
  store.version += 1;
  return store.current;
}

export function serveFallbackCatalog(): Catalog {
  store.current = fallbackCatalog();
  store.version += 1;
  return store.current;
}

export function findCpu(id: string): Cpu | undefined {
  return getCatalog().byId.get(id);
}
