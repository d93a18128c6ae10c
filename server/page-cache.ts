import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";

/**
 * Rendered anonymous pages, kept by host and URL (architecture: "page cache").
 * An entry carries the catalog version it was rendered from; when the catalog
 * changes, every older entry is stale and is rendered again on its next request.
 * Least recently used entries are dropped past MAX_ENTRIES or MAX_BYTES, so
 * arbitrary query strings cannot grow it without bound.
 */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: number;
  status: number;
  headers: Record<string, string>;
  etag: string;
  body: Buffer;
  gzipped: Buffer;
}

const entries = new Map<string, Entry>();
let bytes = 0;

export function cacheKey(req: IncomingMessage): string {
  return `${req.headers.host ?? ""}${req.url ?? "/"}`;
}

/** Only anonymous page reads: no cookie (nothing to personalise), no admin or API path. */
export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.cookie || req.headers.authorization) return false;
  const url = req.url ?? "/";
  // Also their language-prefixed and `.data` (client navigation) forms.
  return !/^(\/(es|pt|fr|de|it))?\/(admin|api|healthz|connection-test)(\/|\?|\.|$)/.test(url);
}

export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

export function store(
  key: string,
  version: number,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): void {
  remove(key);
  const entry: Entry = {
    version,
    status,
    headers,
    etag: headers.etag ?? etagOf(body),
    body,
    gzipped: gzipSync(body),
  };
  entries.set(key, entry);
  bytes += entry.body.length + entry.gzipped.length;
  for (const [oldest] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    remove(oldest);
  }
}

function remove(key: string): void {
  const old = entries.get(key);
  if (!old) return;
  entries.delete(key);
  bytes -= old.body.length + old.gzipped.length;
}

/**
 * Answers a request from the cache if it holds a current entry: 304 when the
 * client's ETag matches, the gzipped body when the client accepts it. Returns
 * false when the request must be rendered.
 */
export function serveFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  version: number,
): boolean {
  if (!isCacheableRequest(req)) return false;
  const key = cacheKey(req);
  const entry = entries.get(key);
  if (!entry) return false;
  if (entry.version !== version) {
    remove(key);
    return false;
  }
  // Most recently used goes to the end of the map's order.
  entries.delete(key);
  entries.set(key, entry);
  if (req.headers["if-none-match"] === entry.etag) {
    const { "content-type": _type, ...headers } = entry.headers;
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? entry.gzipped : entry.body;
  const headers: Record<string, string | number> = {
    ...entry.headers,
    "content-length": body.length,
  };
  if (gzip) headers["content-encoding"] = "gzip";
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

export function clearPageCache(): void {
  entries.clear();
  bytes = 0;
}
