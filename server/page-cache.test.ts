import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  canonicalPageUrl,
  isCacheableRequest,
  pageCacheStats,
  serveFromCache,
  store,
} from "./page-cache";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ url, method, headers }) as unknown as IncomingMessage;

describe("which requests the page cache may answer", () => {
  it("anonymous reads of public pages and their client-navigation data", () => {
    expect(isCacheableRequest(request("/"))).toBe(true);
    expect(isCacheableRequest(request("/de/cpus/amd-ryzen-9-7950x"))).toBe(true);
    expect(isCacheableRequest(request("/cpus/amd-ryzen-9-7950x.data"))).toBe(true);
    expect(isCacheableRequest(request("/ranking/passmark-multi", {}, "HEAD"))).toBe(true);
    expect(isCacheableRequest(request("/api/cpus/top/10"))).toBe(true);
    expect(isCacheableRequest(request("/api/cpus/search/ryzen?limit=5"))).toBe(true);
  });

  it("never the admin panel, health or the live connection test, in any language or form", () => {
    for (const url of [
      "/admin",
      "/admin.data",
      "/admin/cpus/new",
      "/healthz",
      "/readyz",
      "/connection-test",
      "/de/connection-test",
      "/connection-test.data",
      // React Router's route manifest for client navigation: its version and route list
      // are what it answers, so it must never be served from the cache nor lose them.
      "/__manifest?p=%2Franking%2Fgeekbench-6-multi&version=abc123",
    ])
      expect(isCacheableRequest(request(url)), url).toBe(false);
  });

  it("never a request that carries a cookie or credentials, nor a write", () => {
    expect(isCacheableRequest(request("/", { cookie: "session=1" }))).toBe(false);
    expect(isCacheableRequest(request("/", { authorization: "Bearer x" }))).toBe(false);
    expect(isCacheableRequest(request("/api/cpus", { authorization: "Bearer x" }))).toBe(false);
    expect(isCacheableRequest(request("/api/cpus", {}, "POST"))).toBe(false);
    expect(isCacheableRequest(request("/newsletter", {}, "POST"))).toBe(false);
  });
});

describe("the URL a page is cached and rendered under", () => {
  it("keeps the parameters the page reads, in name order, and drops tracking parameters", () => {
    expect(canonicalPageUrl("/ranking/geekbench-6-multi?utm_source=x&type=laptop&all=1")).toBe(
      "/ranking/geekbench-6-multi?all=1&type=laptop",
    );
    expect(canonicalPageUrl("/de/search?fbclid=1&q=ryzen")).toBe("/de/search?q=ryzen");
    expect(canonicalPageUrl("/cpus/amd-ryzen-9-7950x?gclid=2")).toBe("/cpus/amd-ryzen-9-7950x");
    expect(canonicalPageUrl("/api/cpus?offset=20&utm_source=x&limit=10")).toBe(
      "/api/cpus?limit=10&offset=20",
    );
  });
});

describe("a page answered from the cache", () => {
  const page = Buffer.from(`<!DOCTYPE html><html><body>${"Ryzen ".repeat(500)}</body></html>`);
  const headers = {
    "content-type": "text/html; charset=utf-8",
    etag: '"page-1"',
    "cache-control": "public, max-age=0, s-maxage=60, must-revalidate",
    "content-security-policy": "script-src 'self'",
  };
  let origin = "";
  const server = http.createServer((req, res) => {
    if (!serveFromCache(req, res, 1, "http://cache.test")) res.writeHead(404).end("miss");
  });
  beforeAll(async () => {
    store("http://cache.test/cpus/cached", 1, 200, headers, page);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>, method = "GET", path = "/cpus/cached") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );

  it("carries the stored headers and the body's length", async () => {
    const plain = await get({});
    expect(plain.status).toBe(200);
    expect(plain.body.equals(page)).toBe(true);
    expect(plain.headers["content-length"]).toBe(String(page.length));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [name, value] of Object.entries(headers)) expect(plain.headers[name]).toBe(value);
  });

  it("is gzipped for a client that accepts it, with the gzipped length", async () => {
    const gzipped = await get({ "accept-encoding": "br, gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-length"]).toBe(String(gzipped.body.length));
    expect(gunzipSync(gzipped.body).equals(page)).toBe(true);
    expect(gzipped.headers["content-security-policy"]).toBe("script-src 'self'");
  });

  it("is plain for a client that refuses gzip with q=0 or names only other codings", async () => {
    for (const acceptEncoding of ["gzip;q=0, br", "br, GZIP; q=0.0", "br, deflate", "x-gzip-not"]) {
      const answer = await get({ "accept-encoding": acceptEncoding });
      expect(answer.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(answer.body.equals(page), acceptEncoding).toBe(true);
    }
    const weighted = await get({ "accept-encoding": "br;q=1, Gzip;q=0.5" });
    expect(gunzipSync(weighted.body).equals(page)).toBe(true);
  });

  it("is the very bytes store returned, which a cache miss sends (gzipped once)", async () => {
    const returned = store("http://cache.test/cpus/again", 1, 200, headers, page);
    const answer = await get({ "accept-encoding": "gzip" }, "GET", "/cpus/again");
    expect(answer.body.equals(returned)).toBe(true);
  });

  it("answers 304 without a body or content type to the current ETag, and HEAD without a body", async () => {
    const notModified = await get({ "if-none-match": '"page-1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe('"page-1"');
    expect(notModified.headers["content-type"]).toBeUndefined();
    const head = await get({}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(page.length));
    expect(head.body.length).toBe(0);
  });
});

describe("parameters a page does not read never make a new cache entry (issue 24)", () => {
  /**
   * Every public page route of app/routes.ts that is answered to a GET, with valid-looking
   * values, and for each a parameter another page reads (so it is known, but not here).
   */
  const PUBLIC_PAGES: [string, string][] = [
    ["/", "q"],
    ["/search", "brand"],
    ["/cpus", "q"],
    ["/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k", "page"],
    ["/cpus/amd-ryzen-9-7950x", "sort"],
    ["/compare", "cpu"],
    ["/ranking/geekbench-6-multi", "dir"],
    ["/legal-info", "page"],
    ["/about-us", "q"],
    ["/methodology", "brand"],
    ["/submit-benchmark", "q"],
    ["/submit-benchmark/geekbench-6-multi", "page"],
    ["/contact", "q"],
    ["/contact-us", "url"],
    ["/nothing-here", "q"],
    ["/sitemap.xml", "q"],
    ["/sitemaps/cpus-en.xml", "page"],
    ["/robots.txt", "q"],
    ["/api/cpus", "q"],
    ["/api/cpus/search/ryzen", "q"],
    ["/api/cpus/brand/amd", "q"],
    ["/api/cpus/top/5", "limit"],
    ["/api/cpus/amd-ryzen-9-7950x", "limit"],
    ["/api/suggest", "limit"],
    ["/api/stats", "q"],
    ["/api/openapi.json", "q"],
  ];
  const body = Buffer.from("<!DOCTYPE html><html><body>page</body></html>");

  function served(url: string): boolean {
    const res = {
      writeHead: () => res,
      end: () => res,
    } as unknown as ServerResponse;
    return serveFromCache(request(url), res, 1, "http://cache.test");
  }

  it("answers every public page from its one entry, whatever unknown or irrelevant parameter is added", () => {
    for (const [path, irrelevant] of PUBLIC_PAGES)
      for (const prefix of path.startsWith("/api") || path.includes(".") ? [""] : ["", "/de"]) {
        const url = `${prefix}${path}`;
        expect(isCacheableRequest(request(url)), url).toBe(true);
        store(
          `http://cache.test${canonicalPageUrl(url)}`,
          1,
          200,
          { "content-type": "text/html" },
          body,
        );
        const before = pageCacheStats();
        for (const query of [
          `?x${Date.now()}=1`,
          "?newsletter=anything-at-all",
          "?newsletter=subscribed",
          `?${irrelevant}=1`,
          `?utm_source=a&${irrelevant}=2&newsletter=zz`,
        ]) {
          const sep = query;
          expect(served(`${url}${sep}`), `${url}${sep}`).toBe(true);
        }
        const after = pageCacheStats();
        expect(after.hits - before.hits, url).toBe(5);
        expect(after.entries, url).toBe(before.entries);
      }
  });

  it("keeps the newsletter outcomes the footer shows, and the parameters a page reads", () => {
    expect(canonicalPageUrl("/about-us?newsletter=invalid")).toBe("/about-us?newsletter=invalid");
    expect(canonicalPageUrl("/about-us?newsletter=limited")).toBe("/about-us?newsletter=limited");
    expect(canonicalPageUrl("/about-us?newsletter=%3Cx%3E")).toBe("/about-us");
    expect(canonicalPageUrl("/cpus?brand=amd&q=1")).toBe("/cpus?brand=amd");
  });
});
