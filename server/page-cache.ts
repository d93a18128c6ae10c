import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { etagOf } from "~/modules/http/etag";
import { PREFIXED_LANGUAGES, splitLanguage } from "~/modules/i18n/languages";

/**
 * Rendered anonymous pages, kept by origin and canonical URL (architecture: "page cache").
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
  etag: string;
  body: Buffer;
  gzipped: Buffer;
  /**
   * The answer's headers for the plain body, the gzipped one and a 304, as flat name, value
   * lists made once: building a headers object on every hit made V8 keep each one past two
   * young-generation collections, and a cached page under load moved about 40 MB of them
   * into the old generation every 8 s (0.3 MB with these).
   */
  plainHead: string[];
  gzippedHead: string[];
  notModifiedHead: string[];
}

const entries = new Map<string, Entry>();
let bytes = 0;
/** Answers served from the cache since the process started. */
let hits = 0;

/**
 * The one parameter every page reads: the footer's newsletter outcome, after a refused sign-up
 * (routes/newsletter.ts). Only the values it shows a message for are kept: any other value
 * (`?newsletter=<anything>`, the cache buster of issue 24) maps to the page's one entry.
 */
const NEWSLETTER_PARAM = "newsletter";
const NEWSLETTER_OUTCOMES: ReadonlySet<string> = new Set(["invalid", "unavailable", "limited"]);
/** The filters rankings and the catalog share (app/modules/catalog/cpu-filters.ts). */
const CPU_FILTER_PARAMS = [
  "brand",
  "type",
  "socket",
  "yearFrom",
  "yearTo",
  "coresMin",
  "coresMax",
  "maxPower",
  "maxPrice",
];
/**
 * The query parameters each page reads (its loader or components), by path without the
 * language prefix. Any other parameter (utm_source, fbclid, cache busters) changes nothing on
 * the page, so it is left out of the cache key and of the URL the page is rendered from.
 * A page that starts reading a new parameter must be listed here.
 */
const PAGE_PARAMS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/search$/, ["q", "page", "cpu1", "cpu2", "cpu3", "cpu4"]],
  [/^\/cpus$/, ["bench", ...CPU_FILTER_PARAMS, "year", "cores", "sort", "dir", "page"]],
  // A CPU page's relative-performance chart: the benchmark shown.
  [/^\/cpus\/[^/]+$/, ["rel"]],
  [/^\/ranking\/[^/]+$/, ["all", ...CPU_FILTER_PARAMS, "sort", "page", "shown"]],
  [/^\/contact$/, ["url", "sent"]],
  [/^\/contact-us$/, ["sent"]],
  [/^\/submit-benchmark(\/[^/]+)?$/, ["cpu", "sent"]],
  // The API's public reads: the same answer for every anonymous caller until the catalog changes.
  [/^\/api\/cpus(\/brand\/[^/]+|\/search\/[^/]+)?$/, ["limit", "offset"]],
  [/^\/api\/suggest$/, ["q"]],
];

/**
 * The URL as the page sees it: its path and only the parameters that page reads, in name
 * order (values of one name keep their order). `.data` requests keep React Router's `_routes`.
 */
export function canonicalPageUrl(url: string): string {
  const parsed = new URL(url, "http://cache.invalid");
  let pathname = parsed.pathname;
  const data = pathname.endsWith(".data");
  if (data) pathname = pathname.slice(0, -".data".length) || "/";
  const page = splitLanguage(pathname).path;
  const allowed = new Set<string>();
  if (data) allowed.add("_routes");
  for (const [pattern, names] of PAGE_PARAMS)
    if (pattern.test(page)) names.forEach((n) => allowed.add(n));
  const kept = [...parsed.searchParams].filter(([name, value]) =>
    name === NEWSLETTER_PARAM ? NEWSLETTER_OUTCOMES.has(value) : allowed.has(name),
  );
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return `${parsed.pathname}${query ? `?${query}` : ""}`;
}

/** By origin (scheme and host, as the host policy allowed it) and canonical URL. */
export function cacheKey(req: IncomingMessage, origin: string): string {
  return `${origin}${canonicalPageUrl(req.url ?? "/")}`;
}

/** Paths never cached, also in their language-prefixed and `.data` (client navigation) forms. */
const NEVER_CACHED = new RegExp(
  `^(/(${PREFIXED_LANGUAGES}))?/(admin|healthz|readyz|connection-test|__manifest)(/|\\?|\\.|$)`,
);

/**
 * Only anonymous reads: no cookie (nothing to personalise) nor credentials, and never the
 * admin panel, the health check, the live connection test or React Router's manifest. The
 * API's public reads are cached like pages (writes are never GET).
 */
export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.cookie || req.headers.authorization) return false;
  return !NEVER_CACHED.test(req.url ?? "/");
}

/** Stores a page and returns its gzipped body, which a cache miss can send as it is. */
export function store(
  key: string,
  version: number,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Buffer {
  remove(key);
  const gzipped = gzipSync(body);
  const pairs = Object.entries(headers);
  const head = pairs.flat();
  const entry: Entry = {
    version,
    status,
    etag: headers.etag ?? etagOf(body),
    body,
    gzipped,
    plainHead: [...head, "content-length", String(body.length)],
    gzippedHead: [...head, "content-length", String(gzipped.length), "content-encoding", "gzip"],
    notModifiedHead: pairs.filter(([name]) => name !== "content-type").flat(),
  };
  entries.set(key, entry);
  bytes += entry.body.length + entry.gzipped.length;
  for (const [oldest] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    remove(oldest);
  }
  return gzipped;
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
  origin: string,
): boolean {
  if (!isCacheableRequest(req)) return false;
  const key = cacheKey(req, origin);
  const entry = entries.get(key);
  if (!entry) return false;
  if (entry.version !== version) {
    remove(key);
    return false;
  }
  hits += 1;
  // Most recently used goes to the end of the map's order.
  entries.delete(key);
  entries.set(key, entry);
  if (req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, entry.notModifiedHead);
    res.end();
    return true;
  }
  const gzip = acceptsGzip(req);
  res.writeHead(entry.status, gzip ? entry.gzippedHead : entry.plainHead);
  res.end(req.method === "HEAD" ? undefined : gzip ? entry.gzipped : entry.body);
  return true;
}

/**
 * Whether the client takes a gzipped body, as the cache answers it: it names gzip in
 * Accept-Encoding, and not with `q=0` (which means "never gzip").
 */
export function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers["accept-encoding"];
  if (!header || !/gzip/i.test(header)) return false;
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.split(";");
    if (coding.trim().toLowerCase() !== "gzip") continue;
    const quality = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    return quality === undefined || Number(quality.slice(2)) > 0;
  }
  return false;
}

/**
 * How many pages the cache holds, their size and how many answers it served (for tests and
 * diagnostics).
 * @public (tests/integration/security.test.ts loads it through Vite, which knip cannot follow)
 */
export function pageCacheStats(): { entries: number; bytes: number; hits: number } {
  return { entries: entries.size, bytes, hits };
}
