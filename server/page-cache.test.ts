import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { canonicalPageUrl, isCacheableRequest } from "./page-cache";

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
