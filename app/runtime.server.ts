import { count } from "drizzle-orm";
import {
  databaseTargetFromEnv,
  openDatabase,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseTarget,
} from "./db/client.server";
import { DataDirLockedError } from "./db/data-dir-lock.server";
import { cpus } from "./db/schema";
import { seedReferenceData } from "./db/seed.server";
import { logger as defaultLogger, type Logger } from "./logger.server";
import { refreshCatalog, serveFallbackCatalog } from "./modules/catalog/catalog.server";

export interface Runtime {
  kind: DatabaseKind;
  /** null when the database could not be reached and the fallback list is served. */
  database: DatabaseHandle | null;
  close(): Promise<void>;
}

/**
 * Opens the database, applies migrations, seeds an unseeded database and loads
 * the catalog into memory. If the database cannot be reached, the site still
 * starts and serves the built-in fallback list read-only (spec section 4).
 * An embedded database held by another process is not a reason to fall
 * back: start-up fails, saying which process holds it.
 */
export async function startRuntime(
  target: DatabaseTarget = databaseTargetFromEnv(),
  log: Logger = defaultLogger,
): Promise<Runtime> {
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase(target);
    log.info(
      { db: database.kind, location: database.location },
      database.kind === "pglite"
        ? `Using embedded PGlite database in ${database.location}`
        : `Using PostgreSQL at ${database.location}`,
    );
    await database.migrate();
    const seed = await seedReferenceData(database.db);
    if (seed.seeded)
      log.info(seed, `Seeded ${seed.cpus} reference CPUs with ${seed.results} benchmark results`);
    const catalog = await refreshCatalog(database.db);
    log.info({ cpus: catalog.cpus.length }, `Catalog loaded: ${catalog.cpus.length} CPUs`);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    log.error({ err: error }, "Failed to load CPUs from database, using static data");
    await database?.close().catch(() => {});
    database = null;
    serveFallbackCatalog();
  }
  const handle = database;
  return {
    kind: target.kind,
    database: handle,
    close: async () => handle?.close(),
  };
}

export interface Health {
  status: 200 | 503;
  body: { db: DatabaseKind; cpus: number } | { db: DatabaseKind; error: string };
}

/** Liveness of the database: its kind and CPU count, or 503 when it cannot answer. */
export async function checkHealth(runtime: Runtime): Promise<Health> {
  if (!runtime.database)
    return { status: 503, body: { db: runtime.kind, error: "database unavailable" } };
  try {
    const [row] = await runtime.database.db.select({ n: count() }).from(cpus);
    return { status: 200, body: { db: runtime.kind, cpus: row?.n ?? 0 } };
  } catch {
    return { status: 503, body: { db: runtime.kind, error: "database query failed" } };
  }
}
