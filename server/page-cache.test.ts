import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPageUrl, isCacheableRequest, serveFromCache, store } from "./page-cache";

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

  const get = (headers: Record<string, string>, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request(`${origin}/cpus/cached`, { method, headers }, (res) => {
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
