import "react-router";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import express from "express";
import { createRequestHandler } from "react-router";
import { databaseTargetFromEnv, type Database } from "~/db/client.server";
import { withAccountCommandSocket } from "~/modules/auth/admin-socket.server";
import { CLIENT_ADDRESS_HEADER } from "~/modules/auth/client-request";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "~/modules/auth/cross-site";
import { catalogVersion } from "~/modules/catalog/catalog.server";
import { checkHealth, startRuntime, type Runtime } from "~/runtime.server";
import { cacheKey, etagOf, isCacheableRequest, serveFromCache, store } from "./page-cache";

declare module "react-router" {
  interface AppLoadContext {
    /** null when the database could not be reached and the built-in list is served. */
    db: Database | null;
  }
}

const DEVELOPMENT = process.env.NODE_ENV === "development";

// One runtime per process, also across the development server's module reloads. While it holds
// the embedded database, `npm run admin:create` and `api-token:create` reach it through a socket.
const holder = globalThis as { __corerankRuntime?: Promise<Runtime> };
const target = databaseTargetFromEnv();
export const runtime = await (holder.__corerankRuntime ??= startRuntime(target).then((started) =>
  withAccountCommandSocket(started, target),
));

/** Pages may be kept by shared caches for a minute and are revalidated by browsers with their ETag. */
const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, must-revalidate";
/** Headers that belong to one transfer, not to the stored page. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
]);

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  DEVELOPMENT ? "development" : "production",
);

/** The fast path in front of Express: a current cached page, or false. */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
  return serveFromCache(req, res, catalogVersion());
}

export const app = express.Router();

app.get("/healthz", async (_req, res) => {
  const health = await checkHealth(runtime);
  res.status(health.status).set("Cache-Control", "no-store").json(health.body);
});

// English has no prefix (spec section 2): /en/... is the same page without it.
app.use((req, res, next) => {
  const match = /^\/en(\/[^?]*)?(\?.*)?$/.exec(req.originalUrl);
  if (!match) return next();
  res.redirect(301, `${match[1] ?? "/"}${match[2] ?? ""}`);
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
  try {
    const controller = new AbortController();
    res.on("close", () => controller.abort());
    const response = await handleRequest(toRequest(req, controller.signal), {
      db: runtime.database?.db ?? null,
    });
    await send(req, res, response);
  } catch (error) {
    next(error);
  }
});

function toRequest(req: express.Request, signal: AbortSignal): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === CLIENT_ADDRESS_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // The app's only view of the connection (sign-in limits); a client's own value was dropped above.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? "unknown");
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * Writes the app's response. HTML and cacheable bodies are read whole (pages
 * render with onAllReady, so nothing is lost by not streaming): HTML gets a
 * Content-Security-Policy naming the hashes of its own inline scripts, which
 * unlike a per-request nonce stays valid for a cached copy; every such body
 * gets an ETag; anonymous 200 answers are stored in the page cache.
 */
async function send(
  req: express.Request,
  res: express.Response,
  response: Response,
): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers)
    if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body) {
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
  if (!type.startsWith("text/html") && !cacheable) {
    Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (type.startsWith("text/html") && !DEVELOPMENT) {
    res.setHeader("content-security-policy", contentSecurityPolicy(body.toString("utf8")));
  }
  if (!cacheControl) res.setHeader("cache-control", cacheable ? PAGE_CACHE_CONTROL : "no-store");
  const etag = etagOf(body);
  res.setHeader("etag", etag);
  res.setHeader("vary", "Accept-Encoding");
  if (cacheable && req.method === "GET") {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !TRANSFER_HEADERS.has(name)) headers[name] = String(value);
    }
    store(cacheKey(req), catalogVersion(), response.status, headers, body);
  }
  if (req.headers["if-none-match"] === etag) {
    res.status(304).end();
    return;
  }
  res.end(body);
}

function contentSecurityPolicy(html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
