import { count, sql } from "drizzle-orm";
import {
  databaseTargetFromEnv,
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseTarget,
  type OpenOptions,
} from "./db/client.server";
import { DataDirLockedError } from "./db/data-dir-lock.server";
import { cpus } from "./db/schema";
import { seedReferenceData } from "./db/seed.server";
import { logger as defaultLogger, type Logger } from "./logger.server";
import {
  CATALOG_CHANNEL,
  catchUpCatalog,
  getCatalog,
  refreshCatalog,
  serveFallbackCatalog,
} from "./modules/catalog/catalog.server";
import {
  moveScreenshotFilesIntoDatabase,
  sweepAbandonedUploads,
  UPLOAD_SWEEP_INTERVAL_MS,
} from "./modules/submissions/screenshots.server";

/** Whether the database answers, as this process last saw it. */
export type DatabaseStatus = { state: "up" } | { state: "down"; reason: string; since: number };

export interface Runtime {
  kind: DatabaseKind;
  /**
   * null while the database has not been opened: it could not be reached at start, the
   * built-in list is served and the database is tried again every few seconds.
   */
  readonly database: DatabaseHandle | null;
  /**
   * The database for a request, or null while it cannot be used (not opened, or not
   * answering): every write then answers 503 at once instead of waiting for a timeout.
   */
  requestDatabase(): Database | null;
  /** Asks the database now (answer within PROBE_TIMEOUT_MS) and returns whether it answered. */
  confirmDatabase(): Promise<boolean>;
  status(): DatabaseStatus;
  /** When the database last answered a question (a probe or /healthz's), as Date.now(); 0: never. */
  lastAnswerAt(): number;
  /** Records an answer of the database received outside the runtime's own probe. */
  noteAnswer(): void;
  close(): Promise<void>;
}

/** How often a running process checks that PostgreSQL answers, and how long it waits. */
const PROBE_INTERVAL_MS = 1000;
export const PROBE_TIMEOUT_MS = 900;
/** How often a process that could not open the database at start tries again. */
const RETRY_INTERVAL_MS = 2000;
/** With LISTEN working, the catalog version is still compared this often (a missed message). */
const CATCH_UP_EVERY_TICKS = 10;

class TimeoutError extends Error {}

/** How often `within` counts the time waited. */
const WAIT_STEP_MS = 50;

/**
 * `promise`, or a TimeoutError once it has had `ms` of this process's free time to settle.
 * Only time in which the event loop could have received the answer counts: a step of the wait
 * that the loop spent blocked (rendering pages under load, a garbage collection) counts as at
 * most two steps, and the verdict is given only after the loop has read what arrived meanwhile
 * (setImmediate runs after the poll phase). A 900 ms timer alone took a loop blocked for a
 * second for a database that did not answer, while the answer waited in the socket.
 */
export function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let settled = false;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      let counted = 0;
      let last = performance.now();
      const step = () => {
        const now = performance.now();
        counted += Math.min(now - last, 2 * WAIT_STEP_MS);
        last = now;
        if (counted < ms) {
          timer = setTimeout(step, Math.min(WAIT_STEP_MS, ms - counted));
          return;
        }
        // An answer read in this turn's poll phase settles the race before this runs.
        setImmediate(() => {
          if (!settled) reject(new TimeoutError(message));
        });
      };
      timer = setTimeout(step, Math.min(WAIT_STEP_MS, ms));
    }),
  ]).finally(() => {
    settled = true;
    clearTimeout(timer);
  });
}

function reasonOf(error: unknown): string {
  if (error instanceof TimeoutError) return error.message;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return `database unreachable: ${cause instanceof Error ? cause.message : String(cause)}`;
}

function logSweep(swept: { screenshots: number; bytes: number }, log: Logger): void {
  if (swept.screenshots > 0)
    log.info(swept, `Deleted ${swept.screenshots} pieces of interrupted screenshot uploads`);
}

/**
 * Migrates, seeds an unseeded database, moves screenshots of earlier versions from
 * DATA_DIR/uploads into the database (one process at a time), then loads the catalog.
 */
async function prepare(database: DatabaseHandle, log: Logger): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate();
    // Seeded already when the first-start script created the embedded database.
    const created = database.seededAtCreation;
    const seed = created ?? (await seedReferenceData(database.db));
    if (seed.seeded)
      log.info(
        seed,
        `Seeded ${seed.cpus} reference CPUs with ${seed.results} benchmark results` +
          (created ? " in a process of its own" : ""),
      );
    const files = await moveScreenshotFilesIntoDatabase(database.db);
    if (files.moved > 0)
      log.info(files, `Moved ${files.moved} screenshots from DATA_DIR/uploads into the database`);
  });
  logSweep(await sweepAbandonedUploads(database.db), log);
  const catalog = await refreshCatalog(database.db);
  log.info({ cpus: catalog.cpus.length }, `Catalog loaded: ${catalog.cpus.length} CPUs`);
}

/**
 * Opens the database, applies migrations, seeds an unseeded database and loads the catalog
 * into memory. If PostgreSQL cannot be reached, the site still starts, serves the built-in
 * fallback list read-only and tries again every few seconds until it can load the real
 * catalog. Once running, it checks every second that PostgreSQL answers and follows other
 * processes' catalog changes (LISTEN, and a periodic version check). An embedded database
 * held by another process is not a reason to fall back: start-up fails, saying which process
 * holds it.
 */
export async function startRuntime(
  target: DatabaseTarget = databaseTargetFromEnv(),
  log: Logger = defaultLogger,
  options: OpenOptions = {},
): Promise<Runtime> {
  let database: DatabaseHandle | null = null;
  let status: DatabaseStatus = { state: "up" };
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();
  let stopListening: (() => Promise<void>) | null = null;
  let listening = false;
  let probing: Promise<boolean> | null = null;
  let catchingUp = false;
  let ticks = 0;
  let lastAnswerAt = 0;

  const markDown = (reason: string) => {
    if (status.state === "up") log.warn({ reason }, `The database is unavailable: ${reason}`);
    status = { state: "down", reason, since: status.state === "down" ? status.since : Date.now() };
  };
  const catchUp = () => {
    const open = database;
    if (!open || catchingUp || closed) return;
    catchingUp = true;
    catchUpCatalog(open.db)
      .then((changed) => {
        if (changed) log.debug("Catalog caught up with changes in the database");
      })
      .catch((error: unknown) => log.warn({ err: error }, "Catalog catch-up failed"))
      .finally(() => {
        catchingUp = false;
      });
  };
  const markUp = () => {
    if (status.state === "down") {
      log.info(`The database answers again after ${Date.now() - status.since} ms`);
      status = { state: "up" };
      catchUp();
    }
  };

  /** One question to the database at a time; one still unanswered counts as no answer. */
  const probe = (): Promise<boolean> => {
    const open = database;
    if (!open) return Promise.resolve(false);
    // The question still open is timed by `within` (free time only): a wall-clock check here
    // took a busy event loop for a silent database.
    if (probing) return probing;
    const question = open.db.execute(sql`select 1`);
    const answered = within(
      question,
      PROBE_TIMEOUT_MS,
      `the database did not answer within ${PROBE_TIMEOUT_MS} ms`,
    ).then(
      () => ((lastAnswerAt = Date.now()), markUp(), true),
      (error: unknown) => (markDown(reasonOf(error)), false),
    );
    probing = answered;
    // The next probe waits for the driver to give up on this one (its own timeouts).
    question.then(
      () => (probing = null),
      () => (probing = null),
    );
    return answered;
  };

  const every = (ms: number, run: () => void) => {
    const timer = setInterval(run, ms);
    timer.unref();
    timers.add(timer);
  };

  /** Checks the database every second, and follows catalog changes. */
  const watch = (open: DatabaseHandle) => {
    if (!open.listen) return;
    stopListening = open.listen(CATALOG_CHANNEL, {
      onNotify: () => catchUp(),
      onConnected: () => {
        listening = true;
        // Changes made while not listening.
        catchUp();
      },
      onLost: () => {
        listening = false;
        void probe();
      },
    });
    every(PROBE_INTERVAL_MS, () => {
      ticks += 1;
      void probe().then((up) => {
        if (up && (!listening || ticks % CATCH_UP_EVERY_TICKS === 0)) catchUp();
      });
    });
  };

  const open = async (): Promise<DatabaseHandle> => {
    const handle = await openDatabase(target, options);
    try {
      log.info(
        { db: handle.kind, location: handle.location },
        handle.kind === "pglite"
          ? `Using embedded PGlite database in ${handle.location}`
          : `Using PostgreSQL at ${handle.location}`,
      );
      await prepare(handle, log);
      return handle;
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
  };

  // Uploads whose request died stop counting against the quota (issue 24), in every process.
  every(UPLOAD_SWEEP_INTERVAL_MS, () => {
    const open = database;
    if (!open || closed || status.state !== "up") return;
    sweepAbandonedUploads(open.db).then(
      (swept) => logSweep(swept, log),
      (error: unknown) => log.warn({ err: error }, "Sweeping interrupted uploads failed"),
    );
  });

  try {
    database = await open();
    watch(database);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    log.error({ err: error }, "Failed to load CPUs from database, using static data");
    markDown(reasonOf(error));
    serveFallbackCatalog();
    if (target.kind === "postgres") {
      // Keep trying in the background: the real catalog as soon as the database answers.
      let trying = false;
      const retry = setInterval(() => {
        if (trying || closed) return;
        trying = true;
        open()
          .then((handle) => {
            clearInterval(retry);
            timers.delete(retry);
            if (closed) return handle.close();
            database = handle;
            markUp();
            watch(handle);
          })
          .catch((err: unknown) => markDown(reasonOf(err)))
          .finally(() => {
            trying = false;
          });
      }, RETRY_INTERVAL_MS);
      retry.unref();
      timers.add(retry);
    }
  }

  return {
    kind: target.kind,
    get database() {
      return database;
    },
    requestDatabase: () => (database && status.state === "up" ? database.db : null),
    confirmDatabase: () => probe(),
    status: () => status,
    lastAnswerAt: () => lastAnswerAt,
    noteAnswer: () => {
      lastAnswerAt = Date.now();
    },
    close: async () => {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await stopListening?.();
      await database?.close();
    },
  };
}

export interface Health {
  status: 200 | 503;
  body: { db: DatabaseKind; cpus: number } | { db: DatabaseKind; error: string };
}

/** How recent the database's last answer must be for /healthz to answer from it under load. */
export const RECENT_ANSWER_MS = 2_000;

/**
 * Liveness of the database: its kind and CPU count, or 503 saying what is wrong. Answers
 * within PROBE_TIMEOUT_MS whatever the database does.
 *
 * `busy` (the server is shedding load): a question to the database and its answer take turns
 * of the event loop of 50-70 ms each under a flood, so /healthz took 0.3-0.6 s there (issue 23:
 * liveness within 100 ms under any load). Then, while the database answered within the last
 * RECENT_ANSWER_MS (the runtime asks it every second) and is not marked down, the answer is
 * given at once from that, with the CPU count of the catalog in memory, which follows the
 * database. Otherwise, and always when not busy, the database is asked.
 */
export async function checkHealth(
  runtime: Runtime,
  { busy = false }: { busy?: boolean } = {},
): Promise<Health> {
  const database = runtime.database;
  const catalog = getCatalog();
  if (
    busy &&
    database &&
    runtime.status().state === "up" &&
    Date.now() - runtime.lastAnswerAt() < RECENT_ANSWER_MS &&
    catalog.source === "database"
  )
    return { status: 200, body: { db: runtime.kind, cpus: catalog.cpus.length } };
  if (!database) {
    const status = runtime.status();
    return {
      status: 503,
      body: {
        db: runtime.kind,
        error: status.state === "down" ? status.reason : "database unavailable",
      },
    };
  }
  try {
    const [row] = await within(
      database.db.select({ n: count() }).from(cpus),
      PROBE_TIMEOUT_MS,
      `the database did not answer within ${PROBE_TIMEOUT_MS} ms`,
    );
    runtime.noteAnswer();
    return { status: 200, body: { db: runtime.kind, cpus: row?.n ?? 0 } };
  } catch (error) {
    return { status: 503, body: { db: runtime.kind, error: reasonOf(error) } };
  }
}
