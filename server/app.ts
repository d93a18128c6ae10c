import "react-router";
import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "react-router";
import { databaseTargetFromEnv, type Database } from "~/db/client.server";
import { restrictDataDirModes } from "~/db/data-dir-lock.server";
import { withAccountCommandSocket } from "~/modules/auth/admin-socket.server";
import { CLIENT_ADDRESS_HEADER, forwardedAddress } from "~/modules/auth/client-request";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "~/modules/auth/cross-site";
import { catalogVersion, getCatalog } from "~/modules/catalog/catalog.server";
import { onCatalogWarmed } from "~/modules/catalog/per-catalog.server";
import { env } from "~/modules/config/env.server";
import { DATABASE_UNAVAILABLE } from "~/modules/api/responses.server";
import { etagOf } from "~/modules/http/etag";
import { renderedBody } from "~/modules/http/rendered-body.server";
import { safeRedirectPath } from "~/modules/http/safe-redirect";
import { splitLanguage } from "~/modules/i18n/languages";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { logger } from "~/logger.server";
import { checkHealth, startRuntime, type Runtime } from "~/runtime.server";
import { busyMessage } from "./busy-message";
import { collectIncrementally } from "./collect-garbage";
import { markedScripts } from "./marked-scripts";
import {
  checkHostPolicyForListen,
  hostPolicyFromEnv,
  isHttps,
  requestOrigin,
  UNKNOWN_HOST_MESSAGE,
} from "./host-policy";
import { createLoadShedder } from "./load-shed";
import { createRenderLimit } from "./render-limit";
import { RENDER_FLOOR_HEADER, withRenderFloor } from "./render-floor";
import { warmUp, warmUpUrls } from "./warm-up";
import {
  cacheKey,
  canonicalPageUrl,
  isCacheableRequest,
  acceptsGzip,
  serveFromCache,
  store,
} from "./page-cache";

declare module "react-router" {
  interface AppLoadContext {
    /** null when the database could not be reached and the built-in list is served. */
    db: Database | null;
    /**
     * A random value for this render only, which React Router puts on the inline scripts it
     * emits (entry.server.tsx passes it to ServerRouter). The server hashes exactly those
     * scripts into the page's CSP and removes the attribute again, so the cached page is the
     * same for everyone and a script that got into the page any other way is not allowed.
     */
    cspNonce: string;
  }
}

const DEVELOPMENT = env.NODE_ENV === "development";

// DATA_DIR holds session tokens, the cookie secret and visitors' uploads: files this process
// creates are for its own user only (0600 files, 0700 directories). Worker threads may not
// change the umask; the main process (server/index.js) has set it already then.
try {
  process.umask(0o077);
} catch {
  // ERR_WORKER_UNSUPPORTED_OPERATION
}

/** Host headers answered and the origin of absolute URLs (throws on a bad SITE_URL/ALLOWED_HOSTS). */
const hostPolicy = hostPolicyFromEnv();
if (env.NODE_ENV === "production") checkHostPolicyForListen(hostPolicy);
if (!hostPolicy.siteUrl && !hostPolicy.allowedHosts)
  logger.info(
    "SITE_URL and ALLOWED_HOSTS are unset: answering only localhost, 127.0.0.1 and [::1]",
  );
/** Sent on every answer over https: browsers then never use plain http for the site. */
const HSTS = "max-age=31536000";
/** The methods the site answers; TRACE, CONNECT and the like get 405. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/**
 * Pages rendered at once (cache misses, reads only): past it a read is answered 503 with
 * Retry-After at once, rather than queueing until it times out.
 */
export const renderLimit = createRenderLimit(env.MAX_RENDERS_IN_FLIGHT);
/**
 * The same, measured in time: a turn of the event loop starts only about 20 ms of renders; the
 * other reads wait their turn, client by client, and past MAX_EVENT_LOOP_DELAY_MS of waiting are
 * answered 503 (load-shed.ts, server/main.ts), so new connections and /healthz are read within
 * a turn or two.
 */
export const loadShedder = createLoadShedder({ maxWaitMs: env.MAX_EVENT_LOOP_DELAY_MS });
/**
 * Whose turn a read waits for in the shedder's rotation: the client's address, behind
 * TRUST_PROXY proxies the one they forwarded (all connections then come from the proxy).
 */
export function readerOf(req: IncomingMessage): string {
  return forwardedAddress(
    req.socket.remoteAddress ?? "unknown",
    req.headers["x-forwarded-for"],
    env.TRUST_PROXY,
  );
}

// One runtime per process, also across the development server's module reloads. While it holds
// the embedded database, `npm run admin:create` and `api-token:create` reach it through a socket.
const holder = globalThis as { __corerankRuntime?: Promise<Runtime> };
const target = databaseTargetFromEnv();
/**
 * The production build's first-start script, beside this module as the build's index.js
 * (server/build-main.ts): a new embedded database is created, migrated and seeded in a child
 * process, so the server idles at a restart's memory on its first start too.
 */
const firstStartBuilt = fileURLToPath(new URL("./first-start.js", import.meta.url));
const firstStartScript = existsSync(firstStartBuilt) ? firstStartBuilt : undefined;
export const runtime = await (holder.__corerankRuntime ??= startRuntime(target, logger, {
  firstStartScript,
}).then((started) => {
  // PGlite writes its files 0666 whatever the umask: repair them once it has started, as
  // acquireDataDirLock did before (the directories, 0700, keep other users out regardless).
  if (target.kind === "pglite" && "dataDir" in target) {
    try {
      restrictDataDirModes(path.dirname(target.dataDir));
    } catch (error) {
      logger.warn({ err: error }, "Could not restrict the modes of DATA_DIR");
    }
  }
  return withAccountCommandSocket(started, target);
}));

/** Pages may be kept by shared caches for a minute and are revalidated by browsers with their ETag. */
const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, must-revalidate";
/** Bodies smaller than this are sent as they are, as the compression middleware does (its default). */
const GZIP_THRESHOLD_BYTES = 1024;
/** Headers that belong to one transfer, not to the stored page. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  // Depends on how this request arrived (https or not), set again on every answer.
  "strict-transport-security",
]);

// Production hands React Router the build as a module object, loaded once: given a function,
// React Router derives its route tree and static handler again on every request (about 2 ms and
// much garbage per page). Development keeps the function so Vite's module reloads are picked up.
// The import stays dynamic so that tests importing this module without a build can load it.
type Handler = ReturnType<typeof createRequestHandler>;
let handler: Handler | undefined;
/** `npm run bench` measures each page's floor through this (render-floor.ts); off otherwise. */
const BENCH_FLOOR = env.BENCH_FLOOR === "1";
let floorHandler: Handler | undefined;
const handleRequest: Handler = async (request, context) => {
  if (BENCH_FLOOR && request.headers.has(RENDER_FLOOR_HEADER)) {
    floorHandler ??= createRequestHandler(
      withRenderFloor(await import("virtual:react-router/server-build")),
      "production",
    );
    return floorHandler(request, context);
  }
  handler ??= DEVELOPMENT
    ? createRequestHandler(() => import("virtual:react-router/server-build"), "development")
    : createRequestHandler(await import("virtual:react-router/server-build"), "production");
  return handler(request, context);
};

// Once a catalog's views are built, the garbage of building them is collected at once
// (collect-garbage.ts): the heap then grows from what the server keeps, not from that burst.
// After the first catalog, each page type is rendered in each language first (warm-up.ts), so
// the first visitors after a start do not pay for its first, slow renders.
// The warm-up's renders and the collection after it made the first visitors after a start wait
// a second each (issue 23): the server listens only once they are done (main.ts awaits `warm`),
// as it does once the catalog is loaded. /readyz answers 503 "warming up" until then all the
// same, should anything answer before.
let warmedUp = env.NODE_ENV !== "production";
let markWarm = () => {};
/** Settles once the warm-up after start and its collection are done (at once outside production). */
export const warm: Promise<void> = warmedUp
  ? Promise.resolve()
  : new Promise((resolve) => (markWarm = resolve));
if (env.NODE_ENV === "production") {
  let started = false;
  onCatalogWarmed(() => {
    if (started) return void collectIncrementally();
    started = true;
    const urls = warmUpUrls(getCatalog().cpus.map((cpu) => cpu.id));
    const startedAt = performance.now();
    void warmUp(
      urls,
      renderForWarmUp,
      (url, problem) => logger.warn({ url, problem: String(problem) }, "A warm-up render failed"),
      () => renderLimit.inFlight > 0,
    )
      .then((rendered) => {
        const ms = Math.round(performance.now() - startedAt);
        logger.info(`Warm-up: rendered ${rendered} of ${urls.length} pages in ${ms} ms`);
        return collectIncrementally();
      })
      .finally(() => {
        warmedUp = true;
        markWarm();
      });
  });
}

/** Bytes of one nonce: 144 random bits. */
const NONCE_BYTES = 18;
/** Random bytes for nonces, refilled once spent: one call into the system's generator per 256 pages. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolUsed = noncePool.length;

/**
 * A new nonce marking the inline scripts React Router writes into a page (markedScripts hashes
 * them into its CSP). As unpredictable as one of its own `randomBytes(18)`, which cost about 1%
 * of a cache miss in a profile (a call into OpenSSL and a buffer each time; issue 23).
 */
function nextNonce(): string {
  if (noncePoolUsed === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  const nonce = noncePool.toString("base64url", noncePoolUsed, noncePoolUsed + NONCE_BYTES);
  noncePoolUsed += NONCE_BYTES;
  return nonce;
}

/** A page rendered as an anonymous visitor would get it, for warm-up.ts; nothing is sent. */
function renderForWarmUp(url: string): Promise<Response> {
  return handleRequest(new Request(`http://localhost${url}`), {
    db: runtime.requestDatabase(),
    cspNonce: nextNonce(),
  });
}

// In production the build is loaded as soon as the database is ready, not by the first visitor:
// its routes' views of the catalog (sorted orders, rankings, the search index) then build in the
// background before anyone asks (per-catalog.server.ts).
if (env.NODE_ENV === "production")
  void import("virtual:react-router/server-build").then(
    (build) => (handler ??= createRequestHandler(build, "production")),
    (error: unknown) => logger.error({ err: error }, "The server build could not be loaded"),
  );

const ORIGIN = Symbol("corerank.origin");
type CheckedRequest = IncomingMessage & { [ORIGIN]?: string };

function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): true {
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(`${message}\n`);
  return true;
}

/**
 * The checks every request passes before the page cache or any route: a method the site
 * answers (else 405), a path (else 400), a Host the host policy allows (else 400; an unknown
 * host is never echoed). Sets Strict-Transport-Security when served over https. Returns true
 * when it answered the request itself.
 */
export function refuseEarly(req: IncomingMessage, res: ServerResponse): boolean {
  const checked = req as CheckedRequest;
  if (checked[ORIGIN] !== undefined) return false;
  if (!METHODS.includes(req.method ?? ""))
    return refuse(res, 405, `The method ${req.method} is not allowed here.`, {
      allow: METHODS.join(", "),
    });
  const path = (req.url ?? "").split("?", 1)[0]!;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\"))
    return refuse(res, 400, "The request path is malformed.");
  const origin = requestOrigin(req, hostPolicy);
  if (origin === null) return refuse(res, 400, UNKNOWN_HOST_MESSAGE);
  if (isHttps(req, hostPolicy)) res.setHeader("strict-transport-security", HSTS);
  checked[ORIGIN] = origin;
  return false;
}

/** The fast path in front of Express: a refusal or a current cached page, or false. */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
  if (refuseEarly(req, res)) return true;
  return serveFromCache(req, res, catalogVersion(), originOf(req));
}

function originOf(req: IncomingMessage): string {
  return (req as CheckedRequest)[ORIGIN] ?? "http://localhost";
}

export const app = express.Router();

// In development the cache (and so its checks) is skipped: make them here.
app.use((req, res, next) => {
  if (!refuseEarly(req, res)) next();
});

// Answers within a second whatever the database does, saying what is wrong (503).
// Under load (the shedder refused a read in the last 2 s) it answers from the database's last
// answer, if recent, instead of asking it again (runtime.server.ts, checkHealth).
app.get("/healthz", async (_req, res) => {
  const health = await checkHealth(runtime, { busy: loadShedder.underPressure() });
  res.status(health.status).set("Cache-Control", "no-store").json(health.body);
});

// Readiness, for a load balancer: 503 until the warm-up after start is done, then 200. Unlike
// /healthz (liveness and the database) it asks nothing of the database.
app.get("/readyz", (_req, res) => {
  res.set("Cache-Control", "no-store").type("text/plain");
  if (warmedUp) res.status(200).send("ready\n");
  else res.status(503).set("Retry-After", "1").send("warming up\n");
});

/** Seconds a client is asked to wait before trying a write again while the database is away. */
const OUTAGE_RETRY_AFTER = "5";

/** 503 for a write the database could not take: JSON for the API, the visitor's language on pages. */
function outage(req: express.Request, res: express.Response): void {
  res.status(503).set({ "Retry-After": OUTAGE_RETRY_AFTER, "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) {
    res.json({ error: { code: "database_unavailable", message: DATABASE_UNAVAILABLE } });
    return;
  }
  const { lang } = splitLanguage(req.path);
  const message = req.path.startsWith("/admin")
    ? DATABASE_UNAVAILABLE
    : serverTranslator(lang).t("forms.error.unavailable");
  res.type("text/plain").send(`${message}\n`);
}

// English has no prefix (spec section 2): /en/... is the same page without it. Only a path on
// this site is a target: /en//evil.example is not a redirect to another host but a 404.
app.use((req, res, next) => {
  const match = /^\/en(\/[^?]*)?(\?.*)?$/.exec(req.originalUrl);
  if (!match) return next();
  const target = safeRedirectPath(`${match[1] ?? "/"}${match[2] ?? ""}`);
  if (target === null) {
    res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not Found\n");
    return;
  }
  res.redirect(301, target);
});

// Cross-site requests may not change anything: forms post only from this site's pages.
app.use((req, res, next) => {
  if (!isCrossSiteWrite(req.method, req.headers)) return next();
  if (req.path.startsWith("/api/")) {
    res.status(403).json({ error: { code: "cross_site", message: CROSS_SITE_MESSAGE } });
    return;
  }
  res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
});

app.use(async (req, res, next) => {
  const read = req.method === "GET" || req.method === "HEAD";
  if (read && !renderLimit.tryAcquire()) {
    res
      .status(503)
      .set({ "Retry-After": "2", "Cache-Control": "no-store" })
      .type("text/plain")
      .send(busyMessage(req.originalUrl));
    return;
  }
  try {
    const cspNonce = nextNonce();
    const response = await handleRequest(toRequest(req, res), {
      // null while the database does not answer: writes then answer 503 at once.
      db: runtime.requestDatabase(),
      cspNonce,
    });
    // A write that failed because the database stopped answering meanwhile: 503, not 500.
    if (!read && response.status === 500 && !(await runtime.confirmDatabase())) {
      await response.body?.cancel();
      outage(req, res);
      return;
    }
    if (response.status === 503 && !response.headers.has("retry-after"))
      res.setHeader("Retry-After", OUTAGE_RETRY_AFTER);
    await send(req, res, response, cspNonce);
  } catch (error) {
    next(error);
  } finally {
    if (read) renderLimit.release();
  }
});

// Never a stack trace or an internal message to a client, outside development.
app.use(
  (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (DEVELOPMENT) return next(error);
    logger.error({ err: error }, "Request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(500)
      .type("text/plain")
      .set("Cache-Control", "no-store")
      .send("Internal Server Error\n");
  },
);

/**
 * The request as React Router sees it. Its origin is the host policy's (never an unknown Host);
 * an anonymous page read is rendered from its canonical URL (only the parameters the page
 * reads, as the cache keys it). The body is streamed; when the app stops reading it early (a
 * refused, too large body) the connection is closed after the answer instead of reading on.
 * Only a write's request is aborted when its client goes away: a read's render is in memory and
 * finishes within milliseconds, and a signal cost 12-15 µs per request in undici (decision 023,
 * tenth pass).
 */
function toRequest(req: express.Request, res: express.Response): Request {
  const pathAndQuery =
    !DEVELOPMENT && isCacheableRequest(req) ? canonicalPageUrl(req.originalUrl) : req.originalUrl;
  const url = `${originOf(req)}${pathAndQuery}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === CLIENT_ADDRESS_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // The app's only view of the connection (sign-in limits); a client's own value was dropped above.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? "unknown");
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const controller = new AbortController();
    res.on("close", () => controller.abort());
    init.signal = controller.signal;
    init.body = requestBody(req, res);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * The request body as a stream read on demand (the socket pauses while the app does not read).
 * Cancelling it (a body refused as too large) stops reading and closes the connection after
 * the answer, so the rest is never received.
 */
function requestBody(req: express.Request, res: express.Response): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        const finish = (error?: unknown) => {
          if (!open) return;
          open = false;
          if (error) controller.error(error);
          else controller.close();
        };
        req.on("data", (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on("end", () => finish());
        req.on("error", (error) => finish(error));
        req.on("close", () => finish(new Error("The client closed the connection.")));
        stop = () => {
          open = false;
        };
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        // Stop reading; the answer closes the connection rather than draining the rest.
        stop();
        req.pause();
        if (!res.headersSent) res.setHeader("connection", "close");
        res.once("finish", () => req.socket.destroySoon());
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/**
 * Writes the app's response. HTML and cacheable bodies are read whole (pages
 * are rendered whole by entry.server.tsx, so nothing is lost by not streaming): HTML gets a
 * Content-Security-Policy naming the hashes of its own inline scripts, which
 * unlike a per-request nonce stays valid for a cached copy; every such body
 * gets an ETag; anonymous 200 answers are stored in the page cache.
 */
async function send(
  req: express.Request,
  res: express.Response,
  response: Response,
  cspNonce: string,
): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers)
    if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  const rendered = renderedBody(response);
  if (!rendered && !response.body) {
    res.end();
    return;
  }
  const type = response.headers.get("content-type") ?? "";
  const cacheControl = response.headers.get("cache-control") ?? "";
  const cacheable =
    !DEVELOPMENT &&
    isCacheableRequest(req) &&
    response.status === 200 &&
    cookies.length === 0 &&
    !/no-store|private/.test(cacheControl);
  if (!rendered && !type.startsWith("text/html") && !cacheable) {
    // Streamed as it comes (an API answer, a CSV download): gzipped on the way when it is large
    // enough and the client takes it. Everything else is gzipped here, in one call.
    const body = response.body as NodeReadableStream;
    compress(req, res, () => Readable.fromWeb(body).pipe(res));
    return;
  }
  let body: Buffer = rendered ?? Buffer.from(await response.arrayBuffer());
  if (type.startsWith("text/html")) {
    const page = markedScripts(body, cspNonce);
    body = page.html;
    if (!DEVELOPMENT) res.setHeader("content-security-policy", contentSecurityPolicy(page.hashes));
  }
  if (!cacheControl) res.setHeader("cache-control", cacheable ? PAGE_CACHE_CONTROL : "no-store");
  const etag = etagOf(body);
  res.setHeader("etag", etag);
  res.setHeader("vary", "Accept-Encoding");
  let gzipped: Buffer | undefined;
  if (cacheable && req.method === "GET") {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !TRANSFER_HEADERS.has(name)) headers[name] = String(value);
    }
    gzipped = store(cacheKey(req, originOf(req)), catalogVersion(), response.status, headers, body);
  }
  if (req.headers["if-none-match"] === etag) {
    res.status(304).end();
    return;
  }
  // The page was gzipped for the cache: send those bytes, as its next hits will, rather than
  // have the compression middleware compress it a second time (it leaves an encoded body alone).
  // A page that is not cached (a signed-in visitor's, one with a cookie) is gzipped here too, in
  // one call: the middleware's stream gzips in 16 KB steps on libuv's thread pool, each step a
  // turn of the event loop, and its last byte left 2.5-4 ms after the page was complete
  // (issue 23, decision 023, fifth pass), about as long as rendering it.
  const gzip = acceptsGzip(req);
  if (gzip && !gzipped && type.startsWith("text/html") && body.length >= GZIP_THRESHOLD_BYTES)
    gzipped = gzipSync(body);
  if (gzip && gzipped) {
    res.setHeader("content-encoding", "gzip");
    res.setHeader("content-length", gzipped.length);
    res.end(gzipped);
    return;
  }
  res.end(body);
}

/**
 * The compression middleware, for the answers streamed by send(): the Express shell (main.ts)
 * leaves the app's requests to it, since nearly all of them are read whole and gzipped in
 * send() (issue 23: wrapping every page's response for the middleware cost about 1%).
 */
const compress = compression();

function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Style sheets only from this site; style attributes (the bars' widths) are allowed.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
