// The Express shell around the app: security headers, compression, static assets, then the app
// (server/app.ts: health check and React Router), from Vite in development or from the production
// build; the listener, its errors and the graceful stop. server/index.js starts it: in development
// through Vite, in production as the build's server/main.js (vite.config.ts compiles it there).
import { readdirSync, statSync } from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import helmet from "helmet";
import type { ViteDevServer } from "vite";
import { chooseLogFormat, createLogger, type LogFormat } from "~/log-output.server";
import { currentEnv, type Env } from "~/modules/config/env.server";
import { collectWhenIdle } from "./collect-garbage";
import { expressObjects } from "./express-objects";
import { busyMessage } from "./busy-message";
import { createConnectionCap } from "./load-shed";
import { PERMISSIONS_POLICY } from "./permissions-policy";

/** What the shell uses of the server build (server/app.ts). */
type AppBuild = Pick<
  typeof import("./app"),
  "app" | "runtime" | "serveCachedPage" | "loadShedder" | "readerOf" | "warm"
>;

/**
 * One log, one format (as app/logger.server.ts): readable lines on a terminal and in
 * development, JSON lines for a log collector, a pipe or a file; LOG_FORMAT decides when set.
 */
function makeLogger(level: string, development: boolean, format?: LogFormat) {
  return createLogger(level, chooseLogFormat(format, development));
}

/**
 * Under the bench only (BENCH_FLOOR=1): the answer's head says how long the server took from
 * the request's arrival to it, as `Server-Timing: app;dur=<ms>`. The bench times each uncached
 * page as its client sees it too; the difference is the machine's round trip (bench/run.js).
 */
function sayServerTime(res: http.ServerResponse, arrived: number): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent)
      this.setHeader("server-timing", `app;dur=${(performance.now() - arrived).toFixed(3)}`);
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

/** The longest the server waits for the warm-up after start before it listens anyway. */
const WARM_UP_WAIT_MS = 120_000;

/** The variables the shell reads (README, "Configuration"); a bad one ends the process. */
function configuration(development: boolean): Env {
  try {
    return currentEnv();
  } catch (error) {
    const raw = process.env.LOG_FORMAT;
    const format = raw === "json" || raw === "pretty" ? raw : undefined;
    makeLogger("info", development, format).fatal(
      error instanceof Error ? error.message : String(error),
    );
    process.exit(1);
  }
}

/**
 * Starts the site: with `vite` (development) the app is loaded through Vite's middleware on
 * each request; without, from the production build in BUILD_DIR.
 */
export async function startServer({ vite }: { vite?: ViteDevServer } = {}): Promise<void> {
  const DEVELOPMENT = vite !== undefined;
  const env = configuration(DEVELOPMENT);
  const PORT = env.PORT;
  const HOST = env.HOST ?? "0.0.0.0";
  /** Where `npm run build` wrote the app (react-router.config.ts reads the same variable). */
  const BUILD_DIR = env.BUILD_DIR;
  const logger = makeLogger(env.LOG_LEVEL ?? "info", DEVELOPMENT, env.LOG_FORMAT);
  // Before the catalog is read (the app's build loads it): V8 reads the factor at each full
  // collection, when it sets the heap's next limit.
  if (env.HEAP_GROWING_PERCENT > 0)
    v8.setFlagsFromString(`--heap-growing-percent=${env.HEAP_GROWING_PERCENT}`);

  const server = express();
  server.disable("x-powered-by");
  if (!DEVELOPMENT) {
    // Hashed file names: cache for a year, never revalidate. Scripts and styles need none of a
    // page's security headers but nosniff; leaving the rest off saves bytes on every file.
    server.use(
      "/assets",
      compression(),
      (_req, res, next) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        next();
      },
      express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }),
    );
  }
  server.use(
    helmet({
      contentSecurityPolicy: DEVELOPMENT
        ? false
        : {
            directives: {
              // Pages replace this with one naming the hashes of their inline scripts (server/app.ts).
              "script-src": ["'self'"],
              "img-src": ["'self'", "data:"],
              // Nothing is loaded from other hosts: no CDN fonts, styles or scripts.
              "font-src": ["'self'"],
              "style-src": ["'self'"],
              "style-src-attr": ["'unsafe-inline'"],
              "upgrade-insecure-requests": null,
            },
          },
      strictTransportSecurity: false,
      // With no-referrer, Chromium sends `Origin: null` on a plain form post, which the
      // cross-site check must refuse: forms without JavaScript need the origin.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  server.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  // The app compresses its own answers (server/app.ts, send): pages in one call, streamed ones
  // through this middleware. Here it covers everything else (public files, errors) and, in
  // development, everything.
  let toApp = (_req: express.Request) => false;
  const compress = compression();
  server.use((req, res, next) => (toApp(req) ? next() : compress(req, res, next)));

  let runtime: AppBuild["runtime"] | undefined;
  /** Answers from the rendered-page cache before Express sees the request; false on a miss. */
  let serveCachedPage: AppBuild["serveCachedPage"] = () => false;
  let loadShedder: AppBuild["loadShedder"] | undefined;
  let readerOf: AppBuild["readerOf"] = () => "";
  let warm: Promise<void> = Promise.resolve();
  if (vite) {
    server.use(vite.middlewares);
    server.use(async (req, res, next) => {
      try {
        const source = (await vite.ssrLoadModule("./server/app.ts")) as AppBuild;
        runtime = source.runtime;
        return await source.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // The few public files besides /assets (favicon, manifest, images), known at start: a page
    // request then skips the file system instead of paying a failed stat on every render.
    const clientDir = `${BUILD_DIR}/client`;
    const publicFiles = new Set(
      readdirSync(clientDir, { recursive: true, encoding: "utf8" })
        .filter(
          (file) => !file.startsWith("assets") && statSync(path.join(clientDir, file)).isFile(),
        )
        .map((file) => `/${file.split(path.sep).join("/")}`),
    );
    const servePublicFile = express.static(clientDir, { maxAge: "1h", index: false });
    server.use((req, res, next) =>
      publicFiles.has(req.path) ? servePublicFile(req, res, next) : next(),
    );
    toApp = (req) => !publicFiles.has(req.path);
    let build: AppBuild;
    try {
      const appBuild = pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href;
      build = (await import(/* @vite-ignore */ appBuild)) as AppBuild;
    } catch (error) {
      // A configuration the server refuses (SITE_URL, ALLOWED_HOSTS, a held DATA_DIR): its message.
      logger.fatal(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
    runtime = build.runtime;
    serveCachedPage = build.serveCachedPage;
    loadShedder = build.loadShedder;
    readerOf = build.readerOf;
    warm = build.warm;
    server.use(build.app);
  }
  // Whatever failed, a client gets a plain 500: never a stack trace or a file path.
  const plainError: ErrorRequestHandler = (error, _req, res, next) => {
    if (DEVELOPMENT) return next(error);
    logger.error({ err: error }, "Request failed");
    if (res.headersSent) return res.destroy();
    res
      .status(500)
      .type("text/plain")
      .set("Cache-Control", "no-store")
      .send("Internal Server Error\n");
  };
  server.use(plainError);

  // The garbage of a burst of requests is collected once the burst is over (collect-garbage.ts).
  const idleCollection = DEVELOPMENT ? undefined : collectWhenIdle();

  /** Set on SIGTERM/SIGINT: answers in flight finish, then the process exits. */
  let stopping = false;
  const benchTiming = env.BENCH_FLOOR === "1";
  // Requests and responses are made with Express's prototypes (express-objects.ts).
  const listener = http.createServer(expressObjects(server), (req, res) => {
    const arrived = benchTiming ? performance.now() : 0;
    idleCollection?.request();
    // Whatever arrives on a kept-alive connection while stopping is answered, then the connection closes.
    if (stopping) res.setHeader("connection", "close");
    if (serveCachedPage(req, res)) return;
    if (benchTiming) sayServerTime(res, arrived);
    // Reads that would render take their turn (load-shed.ts): health checks, and the built
    // styles, scripts and icons (files sent as they are, never rendered: refusing them would
    // leave a page that was served without its styles) do not wait.
    if (
      loadShedder &&
      (req.method === "GET" || req.method === "HEAD") &&
      !/^\/((healthz|readyz)(\?|$)|assets\/|favicon|logo\.png|og-image\.png|manifest\.webmanifest)/.test(
        req.url ?? "",
      )
    ) {
      const socket = req.socket;
      loadShedder.submit(
        readerOf(req),
        (done) => {
          res.once("close", done);
          server(req, res);
        },
        () => {
          res.writeHead(503, {
            "content-type": "text/plain; charset=utf-8",
            "cache-control": "no-store",
            "retry-after": "2",
          });
          res.end(busyMessage(req.url));
        },
        () => socket.destroyed,
      );
      return;
    }
    server(req, res);
  });
  // Connections are kept for longer than a proxy or load balancer in front keeps its pooled
  // ones (README, "Deployment"): the proxy closes an idle connection first, so it never sends a
  // request on one this server is closing. Node's defaults (5 s) lost such requests.
  // One client's many connections must not take every turn from everyone else (load-shed.ts).
  const connectionCap = createConnectionCap(env.MAX_CONNECTIONS_PER_ADDRESS);
  listener.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    // More may wait to be accepted, one per turn: the next render waits for them (load-shed.ts).
    loadShedder?.connectionAccepted();
    if (!connectionCap.admit(address)) return socket.destroy();
    socket.once("close", () => connectionCap.release(address));
  });
  listener.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
  listener.headersTimeout = env.HEADERS_TIMEOUT_MS;
  listener.requestTimeout = env.REQUEST_TIMEOUT_MS;
  // Visitors come once the pages are warm: the first seconds after a start no longer stall them
  // (issue 23). A warm-up that hangs (it never has) delays listening by WARM_UP_WAIT_MS at most.
  let waited: NodeJS.Timeout | undefined;
  const warmed = await Promise.race([
    warm.then(() => true),
    new Promise<false>((resolve) => (waited = setTimeout(() => resolve(false), WARM_UP_WAIT_MS))),
  ]);
  clearTimeout(waited);
  if (!warmed) logger.warn(`The warm-up took over ${WARM_UP_WAIT_MS} ms: listening without it`);
  listener.listen(PORT, HOST, () =>
    logger.info({ port: PORT, host: HOST }, `CoreRank listening on http://localhost:${PORT}`),
  );
  listener.on("error", (error: NodeJS.ErrnoException) => {
    logger.fatal(
      error.code === "EADDRINUSE"
        ? `Port ${PORT} is already in use: stop what uses it or set PORT.`
        : `Cannot listen on ${HOST}:${PORT}: ${error.message}`,
    );
    void Promise.resolve(runtime?.close()).finally(() => process.exit(1));
  });

  /** How long requests in flight may take to finish after SIGTERM. */
  const DRAIN_MS = 10_000;
  /** How long closing the database may take after that (a hung database must not keep us). */
  const CLOSE_MS = 3_000;

  /**
   * Graceful stop: no new connections, the requests in flight finish (up to DRAIN_MS; then
   * their connections are closed and, on PostgreSQL, their transactions rolled back), the
   * database is closed, and the process exits 0. A write cut short is a transaction that never
   * commits: the database is as before it.
   */
  function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    let exited = false;
    const exit = (cut = false) => {
      if (exited) return;
      exited = true;
      // Requests still running after the drain time were cut off: their answers can no longer
      // be sent, so their writes must not commit either. On PostgreSQL, leaving without ending
      // the pool (which would wait for those transactions to finish) drops their connections,
      // and PostgreSQL rolls back what they had not committed.
      if (cut && runtime?.kind === "postgres") process.exit(0);
      const closing = setTimeout(() => process.exit(0), CLOSE_MS);
      Promise.resolve(runtime?.close())
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          clearTimeout(closing);
          process.exit(0);
        });
    };
    listener.close(() => exit());
    listener.closeIdleConnections();
    const idle = setInterval(() => listener.closeIdleConnections(), 100);
    idle.unref();
    setTimeout(() => {
      listener.closeAllConnections();
      exit(true);
    }, DRAIN_MS).unref();
  }
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}
