import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, without credentials: for logs. */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; inMemory: true };

const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** The database the app uses: PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export function databaseTargetFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: path.resolve(env.DATA_DIR ?? "data", "pglite") };
}

export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

/** Opens the database; the embedded one is held exclusively by this process until close(). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema });
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: "postgres",
      location: describeDatabaseUrl(target.url),
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let location = "memory";
  let releaseLock = () => {};
  if ("dataDir" in target) {
    // Throws DataDirLockedError while another live process has it open.
    releaseLock = acquireDataDirLock(path.dirname(target.dataDir));
    try {
      mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
      client = await PGlite.create({ dataDir: target.dataDir });
    } catch (error) {
      releaseLock();
      throw error;
    }
    location = target.dataDir;
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    location,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close().finally(releaseLock),
  };
}
