import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { envFrom, type RawEnv } from "~/modules/config/env.server";
import { acquireDataDirLock } from "./data-dir-lock.server";
import * as schema from "./schema";
import type { SeedOutcome } from "./seed.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";
/** A transaction of the app's database, as `db.transaction` passes it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, without credentials: for logs. */
  location: string;
  migrate(): Promise<void>;
  /** What the first-start script seeded when it created this (embedded) database; else null. */
  seededAtCreation: SeedOutcome | null;
  /**
   * Runs `work` while no other process runs such work on this database (start-up's migrate
   * and seed, when several processes start at once). The embedded database has one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for every notification on `channel` (PostgreSQL LISTEN on a connection
   * of its own), `onConnected` each time listening (re)starts and `onLost` when the
   * connection drops; it reconnects every second. null for the embedded database (one
   * process: nothing to hear). Returns a stop function.
   */
  listen:
    | ((
        channel: string,
        handlers: { onNotify(payload: string): void; onConnected(): void; onLost(): void },
      ) => () => Promise<void>)
    | null;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; inMemory: true };

const MIGRATIONS_FOLDER = path.resolve(envFrom().MIGRATIONS_DIR);

/** The database the app uses: PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export function databaseTargetFromEnv(source?: RawEnv): DatabaseTarget {
  const config = envFrom(source);
  if (config.DATABASE_URL) return { kind: "postgres", url: config.DATABASE_URL };
  return { kind: "pglite", dataDir: path.resolve(config.DATA_DIR, "pglite") };
}

export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

/**
 * How long PostgreSQL may take (docs/decisions/012): to connect (or to hand out a pooled
 * connection), and to run one statement (the server cancels it; the client gives up a second
 * later, when the server itself does not answer). A request therefore fails within about
 * ten seconds whatever the database does, and the caller answers 503.
 */
export const CONNECT_TIMEOUT_MS = 3000;
export const STATEMENT_TIMEOUT_MS = envFrom().DATABASE_STATEMENT_TIMEOUT_MS;
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1000;
/** A transaction left open by a hung client gives up its locks after this. */
const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * A pg client that closes its connection when a query times out on the client side: the
 * server did not answer, so whatever comes next on that connection would wait behind the lost
 * query. The pool then drops the client rather than lending it again.
 */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A checked-out client whose connection drops must not crash the process.
    this.on("error", () => {});
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const close = () =>
      (
        this as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === "Query read timeout") close();
        });
      return result;
    };
  }
}

/**
 * A pool whose queries check a client out and back in. pg's Pool#query opens a new connection
 * from inside the query's own callback, and the connection keeps that callback (and with it the
 * query's whole result) for as long as it lives: the catalog read at start, 80,000 rows at
 * 10,000 CPUs, stayed in memory on every connection it opened. Checked out this way, a new
 * connection keeps only the checkout's callback. Errors release the client as Pool#query does.
 */
class CheckoutPool extends pg.Pool {
  override query(...args: unknown[]): never {
    if (typeof args.at(-1) === "function")
      return (super.query as (...a: unknown[]) => never)(...args);
    return this.connect().then(async (client) => {
      try {
        const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
        client.release();
        return result;
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    }) as never;
  }
}

function postgresConfig(url: string): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    keepAlive: true,
  };
}

/** The key of the advisory lock start-up work takes (migrations, seeding). */
const START_UP_LOCK = 0x436f7266;

/** Listens on `channel` on a connection of its own, reconnecting every second after a loss. */
function listenOn(
  url: string,
  channel: string,
  handlers: { onNotify(payload: string): void; onConnected(): void; onLost(): void },
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    if (stopped) return;
    const next = new pg.Client(postgresConfig(url));
    client = next;
    let lost = false;
    const onLoss = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => {});
      if (stopped) return;
      handlers.onLost();
      retry = setTimeout(() => void connect(), 1000);
      retry.unref();
    };
    next.on("error", onLoss);
    next.on("end", onLoss);
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      if (!stopped && !lost) handlers.onConnected();
    } catch {
      onLoss();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * The embedded server's settings. PostgreSQL's default 128 MB of shared
 * buffers lives inside PGlite's WebAssembly memory for the life of the
 * process; the catalog is served from the app's own memory and the database
 * holds a few megabytes, so 16 MB is plenty and saves about 150 MB resident.
 */
const PGLITE_CONF = ["shared_buffers = 16MB"];

/**
 * Creates a new embedded database directory in a process of its own. The embedded database's
 * memory never shrinks, and creating its files grows it to about 700 MB resident; opened
 * afterwards, the same directory needs about 150 MB. The child exits when the files are
 * written, so the server starts (and idles) at the smaller size even on its first start.
 *
 * With `script` (the production build's first-start script, server/first-start.ts), the child
 * also migrates the new database and seeds the shipped dataset, which grew the server's own
 * embedded database by a further 30-45 MB for good (decision 023, eleventh pass); it prints
 * the seed's outcome as one line of JSON, returned here.
 */
function createDataDir(dataDir: string, script?: string): Promise<SeedOutcome | null> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const inline =
    "const { PGlite } = require(process.env.PGLITE_MODULE);" +
    "PGlite.create({ dataDir: process.env.PGLITE_DATA_DIR })" +
    ".then((db) => db.close())" +
    ".catch((error) => { console.error(error); process.exit(1); });";
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      script ? [script] : ["-e", inline],
      {
        env: script
          ? { ...process.env, PGLITE_DATA_DIR: dataDir }
          : { PGLITE_MODULE: pglite, PGLITE_DATA_DIR: dataDir },
      },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`Could not create the embedded database in ${dataDir}: ${stderr}`));
          return;
        }
        try {
          resolve(script ? (JSON.parse(stdout) as SeedOutcome) : null);
        } catch {
          reject(new Error(`The first-start script answered ${JSON.stringify(stdout)}`));
        }
      },
    );
  });
}

/**
 * Creates and fills a new embedded database in `dataDir` (the first-start script's work, in
 * the child process createDataDir starts): migrations, then the shipped dataset.
 */
export async function fillNewDataDir(
  dataDir: string,
  seed: (db: Database) => Promise<SeedOutcome>,
): Promise<SeedOutcome> {
  const client = await PGlite.create({ dataDir, postgresqlconf: PGLITE_CONF });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return await seed(db);
  } finally {
    await client.close();
  }
}

export interface OpenOptions {
  /**
   * The production build's first-start script (build/server/first-start.js): a new embedded
   * database is then created, migrated and seeded in a child process. Without it (development,
   * tests, the commands) only the files are created there, and the caller migrates and seeds.
   */
  firstStartScript?: string;
}

/** Opens the database; the embedded one is held exclusively by this process until close(). */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new CheckoutPool({
      ...postgresConfig(target.url),
      max: 10,
      Client: TimedClient as unknown as new () => pg.ClientBase,
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
      seededAtCreation: null,
      async exclusively(work) {
        // A session lock on a connection of its own, held while `work` uses the pool.
        const locker = new pg.Client({
          ...postgresConfig(target.url),
          statement_timeout: 0,
          query_timeout: 0,
        });
        locker.on("error", () => {});
        await locker.connect();
        try {
          await locker.query("select pg_advisory_lock($1)", [START_UP_LOCK]);
          return await work();
        } finally {
          await locker.end().catch(() => {});
        }
      },
      listen: (channel, handlers) => listenOn(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let location = "memory";
  let releaseLock = () => {};
  let seededAtCreation: SeedOutcome | null = null;
  if ("dataDir" in target) {
    // Throws DataDirLockedError while another live process has it open.
    releaseLock = acquireDataDirLock(path.dirname(target.dataDir));
    try {
      mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
      if (!existsSync(path.join(target.dataDir, "PG_VERSION")))
        seededAtCreation = await createDataDir(target.dataDir, options.firstStartScript);
      client = await PGlite.create({ dataDir: target.dataDir, postgresqlconf: PGLITE_CONF });
    } catch (error) {
      releaseLock();
      throw error;
    }
    location = target.dataDir;
  } else {
    client = await PGlite.create({ postgresqlconf: PGLITE_CONF });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    location,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: (work) => work(),
    seededAtCreation,
    listen: null,
    close: () => client.close().finally(releaseLock),
  };
}

/** Connection-level SQLSTATE classes and codes: the database, not the statement, failed. */
const UNAVAILABLE_CODES =
  /^(08...|57P0[1-3]|57014|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|EAI_AGAIN)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection closed|Cannot use a pool after calling end|database is unavailable/i;

/**
 * Whether an error says the database could not be reached or did not answer in time (then
 * the caller answers 503), rather than that a statement was wrong. Follows `cause` (Drizzle
 * wraps the driver's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.test(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
