import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { safeRedirectPath } from "~/modules/http/safe-redirect";
import { buildServerMain } from "../../server/build-main";
import { checkHostPolicyForListen, hostPolicyFromEnv } from "../../server/host-policy";
import { canonicalPageUrl } from "../../server/page-cache";

/**
 * The server as `server/index.js` runs it (the cache's fast path, then server/app.ts), with
 * React Router's build from source through Vite, over real HTTP on a fresh data directory.
 */
interface AppModule {
  app: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  serveCachedPage(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  runtime: { close(): Promise<void> };
  renderLimit: { tryAcquire(): boolean; release(): void };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-security-"));
let vite: ViteDevServer;
let server: http.Server;
let mod: AppModule;
let cacheStats: () => { entries: number; bytes: number };
let port: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as received (gzipped when the answer says so). */
  bytes: Buffer;
}

/** A raw request: any method, Host and path, as a probe would send them. */
function request(
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method,
        headers: { host: `localhost:${port}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, body: bytes.toString(), bytes });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Posts `total` bytes chunked (no Content-Length), 1 MB at a time as the server takes them,
 * and reports the answer and the highest RSS of this process (which runs the server) meanwhile.
 */
function postChunked(
  pathname: string,
  total: number,
  contentType = "application/x-www-form-urlencoded",
  extraHeaders: Record<string, string> = {},
  method = "POST",
): Promise<{ status: number; body: string; peakRss: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let peakRss = process.memoryUsage().rss;
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(1024 * 1024, "a");
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: pathname,
      method,
      headers: {
        host: `localhost:${port}`,
        "content-type": contentType,
        "transfer-encoding": "chunked",
        ...extraHeaders,
      },
    });
    const write = () => {
      while (!answered && sent < total) {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        sent += chunk.length;
        if (
          !req.write(
            sent === chunk.length ? Buffer.from(`email=x&returnTo=${"a".repeat(100)}`) : chunk,
          )
        )
          return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: text, peakRss, sent }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // The server closes the connection right after its early answer; the kernel may drop
      // that answer when the reset for the unread rest arrives first. Reported as status -1.
      if (error.code === "EPIPE" || error.code === "ECONNRESET")
        resolve({ status: -1, body: error.code, peakRss, sent });
      else reject(error);
    });
    write();
  });
}

beforeAll(async () => {
  // An existing data directory from an older version: world-readable and writable.
  mkdirSync(path.join(dataDir, "uploads"), { recursive: true, mode: 0o777 });
  writeFileSync(path.join(dataDir, "uploads", "old.png"), "x", { mode: 0o666 });
  chmodSync(path.join(dataDir, "uploads", "old.png"), 0o666);
  chmodSync(dataDir, 0o777);
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = "";
  process.env.MAX_RENDERS_IN_FLIGHT = "2";
  delete process.env.SITE_URL;
  delete process.env.ALLOWED_HOSTS;
  delete process.env.TRUST_PROXY;
  vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  mod = (await vite.ssrLoadModule("/server/app.ts")) as AppModule;
  cacheStats = (
    (await vite.ssrLoadModule("/server/page-cache.ts")) as {
      pageCacheStats: () => { entries: number; bytes: number };
    }
  ).pageCacheStats;
  const express = (await import("express")).default;
  const site = express().use(vite.middlewares).use(mod.app);
  server = http.createServer((req, res) => {
    if (!mod.serveCachedPage(req, res)) site(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await mod?.runtime.close();
  await vite?.close();
  delete process.env.DATA_DIR;
  delete process.env.DATABASE_URL;
  delete process.env.MAX_RENDERS_IN_FLIGHT;
  rmSync(dataDir, { recursive: true, force: true });
});

describe("request bodies (1, 5)", () => {
  it("answers a chunked 50 MB newsletter post 413 early, with memory flat", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answer = await postChunked("/newsletter", 50 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("larger than the limit of 8 KB");
    expect(answer.peakRss - before).toBeLessThan(50 * 1024 * 1024);
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
  });

  it("answers a chunked oversized sign-in post 413", async () => {
    const answer = await postChunked("/admin/sign-in", 20 * 1024 * 1024);
    expect(answer.status).toBe(413);
  });

  it("answers a text/plain or malformed newsletter body with a clear 4xx, never 500", async () => {
    const plain = await request("/newsletter", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "email=a@example.com",
    });
    expect(plain.status).toBe(415);
    expect(plain.body).toContain("application/x-www-form-urlencoded");
    const multipart = await request("/newsletter", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "garbage",
    });
    expect(multipart.status).toBe(415);
    const notUtf8 = await request("/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: Buffer.from([0x65, 0x3d, 0xff, 0xfe]),
    });
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.body).toContain("not UTF-8");
  });
});

describe("every request body and every text input (issue 11: 1, 5)", () => {
  const token = "crk_security-admin-token";
  let cookie = "";
  let db: import("~/db/client.server").Database;
  const bearer = { authorization: `Bearer ${token}` };

  beforeAll(async () => {
    db = (mod.runtime as unknown as { database: { db: typeof db } }).database.db;
    // The server's own module instances, so the session it issues is the one it checks.
    const accounts = (await vite.ssrLoadModule("/app/modules/auth/accounts.server.ts")) as {
      createOrResetAccount: (db: unknown, options: Record<string, string>) => Promise<unknown>;
    };
    const sessions = (await vite.ssrLoadModule("/app/modules/auth/session.server.ts")) as {
      signIn: (
        request: Request,
        db: unknown,
        credentials: { email: string; password: string },
      ) => Promise<{ ok: true; headers: Headers } | { ok: false; message: string }>;
    };
    const schema = (await vite.ssrLoadModule("/app/db/schema.ts")) as typeof import("~/db/schema");
    const tokens = (await vite.ssrLoadModule("/app/modules/auth/api-tokens.server.ts")) as {
      hashApiToken: (token: string) => string;
    };
    const email = "security-admin@example.com";
    const password = "correct horse battery staple 42";
    await accounts.createOrResetAccount(db, {
      command: "admin:create",
      email,
      password,
      role: "admin",
    });
    const signedIn = await sessions.signIn(new Request("http://localhost/admin"), db, {
      email,
      password,
    });
    if (!signedIn.ok) throw new Error(signedIn.message);
    cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const [admin] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where((await import("drizzle-orm")).eq(schema.user.email, email));
    await db
      .insert(schema.apiTokens)
      .values({ name: "security", tokenHash: tokens.hashApiToken(token), userId: admin!.id });
  });

  const BOUNDARY = "----corerank-security-7MA4YWxkTrZu0gW";

  /** Row counts and a checksum of every table a refused request could touch. */
  async function tableState(): Promise<string> {
    const { sql } = await import("drizzle-orm");
    const parts: string[] = [];
    for (const table of [
      "cpus",
      "benchmark_results",
      "contact_messages",
      "issue_reports",
      "benchmark_submissions",
      "newsletter_subscriptions",
      "form_rate_limit_hits",
    ]) {
      const result = (await db.execute(
        sql.raw(
          `select count(*)::int as n, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as h from "${table}" t`,
        ),
      )) as unknown as { rows: { n: number; h: string }[] };
      parts.push(`${table}:${result.rows[0]!.n}:${result.rows[0]!.h}`);
    }
    return parts.join(" ");
  }

  it("answers a chunked admin form past its limit 413 early, with memory flat", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answer = await postChunked(
      "/admin/cpus/new",
      50 * 1024 * 1024,
      "application/x-www-form-urlencoded",
      { cookie, origin: `http://localhost:${port}` },
    );
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
    expect(answer.peakRss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it("answers chunked API bodies past their limits 413 early, with memory flat", async () => {
    const [cpu] = JSON.parse((await request("/api/cpus", { headers: bearer })).body) as {
      id: string;
    }[];
    for (const [pathname, type, method] of [
      ["/api/cpus", "application/json", "POST"],
      [`/api/cpus/${cpu?.id ?? "x"}`, "application/json", "PUT"],
      ["/api/upload-csv", "multipart/form-data; boundary=x", "POST"],
    ] as const) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let answer = await postChunked(pathname, 50 * 1024 * 1024, type, bearer, method);
      // The early answer can be lost to the connection's reset (see postChunked): ask again.
      for (let i = 0; i < 3 && answer.status === -1; i++)
        answer = await postChunked(pathname, 50 * 1024 * 1024, type, bearer, method);
      expect(answer.status, pathname).toBe(413);
      expect(answer.body).toContain("payload_too_large");
      expect(answer.sent, pathname).toBeLessThan(50 * 1024 * 1024);
      expect(answer.peakRss - before, pathname).toBeLessThan(50 * 1024 * 1024);
    }
  });

  it("refuses a NUL byte in every kind of input with a 4xx naming it, and changes nothing", async () => {
    const state = await tableState();
    const list = JSON.parse((await request("/api/cpus", { headers: bearer })).body) as {
      id: string;
    }[];
    const id = list[0]!.id;
    // Path parameters, pages and API.
    for (const pathname of [
      "/api/cpus/%00",
      "/api/cpus/search/a%00b",
      "/api/cpus/brand/%00",
      "/api/cpus/top/%00",
      "/cpus/a%00b",
      "/de/cpus/vs/a%00-vs-b",
      "/ranking/%00",
      "/submit-benchmark/%00",
      "/search?q=%00",
      "/cpus?brand=%00&page=%00",
      "/admin/submissions/%00",
    ]) {
      const answer = await request(pathname, { headers: { cookie } });
      expect(answer.status, pathname).toBeGreaterThanOrEqual(200);
      expect(answer.status, pathname).toBeLessThan(500);
    }
    for (const method of ["DELETE", "PUT"]) {
      const write = await request("/api/cpus/a%00b", {
        method,
        headers: { ...bearer, "content-type": "application/json" },
        body: method === "PUT" ? "{}" : undefined,
      });
      expect(write.status, method).toBe(404);
    }
    // A JSON field, on create and on update.
    const detail = JSON.parse((await request(`/api/cpus/${id}`)).body) as Record<string, unknown>;
    const create = await request("/api/cpus", {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ id: "nul-cpu", name: "Nul\u0000CPU", brand: "AMD", type: "Desktop" }),
    });
    expect(create.status, create.body).toBe(422);
    expect(create.body).toContain("control character (U+0000)");
    const update = await request(`/api/cpus/${id}`, {
      method: "PUT",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ ...detail, architecture: "Zen\u00005" }),
    });
    expect(update.status).toBeGreaterThanOrEqual(400);
    expect(update.status).toBeLessThan(500);
    // A text/plain body to the API.
    const plain = await request("/api/cpus", {
      method: "POST",
      headers: { ...bearer, "content-type": "text/plain" },
      body: "name=x",
    });
    expect(plain.status).toBe(415);
    // A CSV cell, through the API and the admin panel.
    const exported = await request("/admin/cpus.csv", { headers: { cookie } });
    expect(exported.status).toBe(200);
    const csv = exported.body;
    const [header, row] = csv.split("\n");
    const cells = row!.split(",");
    const nameAt = header!.split(",").indexOf("name");
    cells[nameAt] = "Nul\u0000Name";
    const file = `${header}\n${cells.join(",")}\n`;
    const multipart = (field: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${BOUNDARY}--\r\n`;
    const upload = await request("/api/upload-csv", {
      method: "POST",
      headers: { ...bearer, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart("csvFile"),
    });
    expect(upload.status, upload.body).toBe(422);
    expect(upload.body).toContain("control character (U+0000)");
    // Visitor forms, the newsletter and sign-in.
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://localhost:${port}`,
      },
      body: new URLSearchParams(fields).toString(),
    });
    const message = await request(
      "/contact-us",
      form({ name: "A", email: "a@example.com", subject: "S\u0000", message: "M" }),
    );
    expect(message.status, "contact-us").toBe(400);
    expect(message.body).toContain("contains a control character (U+0000)");
    const report = await request(
      "/de/contact",
      form({ name: "A", email: "a@example.com", subject: "S", description: "D\u0000" }),
    );
    expect(report.status, "contact").toBe(400);
    expect(report.body).toContain("Steuerzeichen (U+0000)");
    const benchmark = await request(
      "/submit-benchmark",
      form({ benchmarkName: "geekbench6-multi", result: "1", cpu: id, ram: "\u0001" }),
    );
    expect(benchmark.status, "benchmark").toBe(400);
    expect(benchmark.body).toContain("(U+0001)");
    const newsletter = await request("/newsletter", form({ email: "a\u0000@example.com" }));
    expect(newsletter.headers.location).toContain("newsletter=invalid");
    const signIn = await request(
      "/admin/sign-in",
      form({ intent: "sign-in", email: "a\u0000@example.com", password: "x\u0000" }),
    );
    expect(signIn.status, signIn.body.slice(0, 300)).toBe(400);
    expect(await tableState()).toBe(state);
  });
});

describe("production answers (2, 5)", () => {
  it("answers TRACE and other unknown methods 405 with a message, not 500", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await request("/", { method });
      expect(answer.status).toBe(405);
      expect(answer.body).toBe(`The method ${method} is not allowed here.\n`);
      expect(answer.headers.allow).toContain("GET");
    }
  });

  it("redirects /compare with any ids to a same-site, encoded Location", async () => {
    const control = await request("/compare/%01/x");
    expect(control.status).toBe(301);
    expect(control.headers.location).toBe("/cpus/vs/%01-vs-x");
    const crlf = await request("/compare/a%0d%0aSet-Cookie:%20x=1/b");
    expect(crlf.status).toBe(301);
    expect(crlf.headers["set-cookie"]).toBeUndefined();
    expect(crlf.headers.location).toBe("/cpus/vs/a%0D%0ASet-Cookie%3A%20x%3D1-vs-b");
    const nonLatin = await request(`/compare/${encodeURIComponent("процессор")}/x`);
    expect(nonLatin.status).toBe(301);
    expect(nonLatin.headers.location).toMatch(/^\/cpus\/vs\/%D0%BF/);
  });
});

describe("redirects (4)", () => {
  it("never sends /en paths to another host", async () => {
    for (const probe of [
      "/en//evil.example",
      "/en/%5Cevil.example",
      "/en/%2F%2Fevil.example",
      "/en/.//evil.example",
    ]) {
      const answer = await request(probe);
      expect(answer.headers.location ?? "", probe).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
      expect(answer.status, probe).toBe(404);
    }
    expect((await request("/en/cpus?x=1")).headers.location).toBe("/cpus?x=1");
  });

  it("the newsletter's returnTo stays on this site", async () => {
    for (const returnTo of [
      "/.//evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
    ]) {
      const answer = await request("/newsletter", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "", returnTo }).toString(),
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.location, returnTo).toBe("/?newsletter=invalid#newsletter");
    }
    const own = await request("/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "", returnTo: "/cpus?page=2" }).toString(),
    });
    expect(own.headers.location).toBe("/cpus?page=2&newsletter=invalid#newsletter");
  });

  it("the guard accepts only same-site paths", () => {
    expect(safeRedirectPath("/admin?x=1#y")).toBe("/admin?x=1#y");
    expect(safeRedirectPath("/cpus/ü")).toBe("/cpus/%C3%BC");
    for (const bad of [
      "//evil.example",
      "/.//evil.example",
      "/\\evil.example",
      "/%5Cevil",
      "/%2F/evil",
      "/a/../b",
      "/a\r\nb",
      "evil.example",
      "https://x/",
      "",
      "/%E0%A4%A",
    ])
      expect(safeRedirectPath(bad), bad).toBeNull();
  });
});

describe("the page cache (3)", () => {
  it("keys pages on the parameters they read, in a canonical order", async () => {
    expect(canonicalPageUrl("/?utm_source=x&fbclid=y")).toBe("/");
    expect(canonicalPageUrl("/de/cpus?sort=name&utm_medium=z&brand=amd")).toBe(
      "/de/cpus?brand=amd&sort=name",
    );
    expect(canonicalPageUrl("/search?q=b&q=a&newsletter=invalid")).toBe(
      "/search?newsletter=invalid&q=b&q=a",
    );
    expect(canonicalPageUrl("/cpus.data?_routes=routes%2Fcatalog&gclid=1")).toBe(
      "/cpus.data?_routes=routes%2Fcatalog",
    );
    const first = await request("/methodology?utm_source=a");
    expect(first.status).toBe(200);
    const stored = cacheStats().entries;
    for (const query of ["?utm_source=b", "?fbclid=c&utm_campaign=d", ""]) {
      const again = await request(`/methodology${query}`);
      expect(again.status).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(cacheStats().entries).toBe(stored);
    expect(first.body).not.toContain("utm_source");
  });

  it("gzips a page it does not cache (a visitor with a cookie) whole, for a client that takes gzip", async () => {
    const stored = cacheStats().entries;
    const get = (headers: Record<string, string>) =>
      request("/search?q=ryzen", { headers: { cookie: "visitor=1", ...headers } });
    const plain = await get({});
    const gzipped = await get({ "accept-encoding": "br, gzip" });
    const refused = await get({ "accept-encoding": "gzip;q=0" });
    expect(cacheStats().entries).toBe(stored);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-length"]).toBe(String(gzipped.bytes.length));
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(gzipped.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    const page = gunzipSync(gzipped.bytes).toString("utf8");
    expect(page).toBe(plain.body);
    expect(page).toContain("Ryzen");
  });

  it("gzips an answer it streams (an API list for a visitor with a cookie) on the way", async () => {
    const get = (headers: Record<string, string>) =>
      request("/api/cpus", { headers: { cookie: "visitor=1", ...headers } });
    const plain = await get({});
    const gzipped = await get({ "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const list = gunzipSync(gzipped.bytes).toString("utf8");
    expect(list).toBe(plain.body);
    expect(gzipped.bytes.length).toBeLessThan(list.length / 3);
  });

  it("answers 503 with Retry-After past the bound on renders in flight", async () => {
    // Renders on the in-process database finish without yielding, so hold the slots (bound: 2)
    // as two slow renders would.
    expect(mod.renderLimit.tryAcquire()).toBe(true);
    expect(mod.renderLimit.tryAcquire()).toBe(true);
    try {
      const busy = await request("/search?q=bound");
      expect(busy.status).toBe(503);
      expect(busy.headers["retry-after"]).toMatch(/^\d+$/);
      expect(busy.body).toBe("The server is busy. Try again in a few seconds.\n");
      // A cached page is still served.
      expect((await request("/methodology")).status).toBe(200);
    } finally {
      mod.renderLimit.release();
      mod.renderLimit.release();
    }
    expect((await request("/search?q=bound")).status).toBe(200);
  });
});

describe("Host header and https (7, 8)", () => {
  it("answers only localhost names when SITE_URL is unset, never echoing another host", async () => {
    const evil = await request("/robots.txt", { headers: { host: "evil.example" } });
    expect(evil.status).toBe(400);
    expect(evil.body).not.toContain("evil.example");
    const other = await request("/", { headers: { host: `localhost:${port + 1}` } });
    expect(other.status).toBe(400);
    const robots = await request("/robots.txt", { headers: { host: `127.0.0.1:${port}` } });
    expect(robots.body).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`);
  });

  it("refuses a bad SITE_URL or ALLOWED_HOSTS, and a public HOST without either, in words", () => {
    expect(() => hostPolicyFromEnv({ SITE_URL: "corerank" })).toThrow(/SITE_URL is not a URL/);
    expect(() => hostPolicyFromEnv({ ALLOWED_HOSTS: "a.example, b/c" })).toThrow(/ALLOWED_HOSTS/);
    expect(() => checkHostPolicyForListen(hostPolicyFromEnv({}), { HOST: "0.0.0.0" })).toThrow(
      /set SITE_URL/,
    );
    expect(() => checkHostPolicyForListen(hostPolicyFromEnv({}), {})).not.toThrow();
    expect(() =>
      checkHostPolicyForListen(hostPolicyFromEnv({ SITE_URL: "https://a.example" }), {
        HOST: "0.0.0.0",
      }),
    ).not.toThrow();
  });

  it("sends HSTS and https canonical URLs over forwarded https, and neither over http", async () => {
    const plain = await request("/methodology");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.body).toContain(`href="http://localhost:${port}/methodology"`);
    process.env.TRUST_PROXY = "1";
    try {
      const https = await request("/methodology", { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers["strict-transport-security"]).toBe("max-age=31536000");
      expect(https.body).toContain(
        `<link rel="canonical" href="https://localhost:${port}/methodology"`,
      );
      const robots = await request("/robots.txt", { headers: { "x-forwarded-proto": "https" } });
      expect(robots.headers["strict-transport-security"]).toBe("max-age=31536000");
    } finally {
      delete process.env.TRUST_PROXY;
    }
    // Without TRUST_PROXY a client's own X-Forwarded-Proto is not believed.
    const claimed = await request("/", { headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the data directory (6)", () => {
  it("is readable by the server's user only, including what was there before", () => {
    const loose: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isSymbolicLink()) continue;
        if (statSync(full).mode & 0o077)
          loose.push(`${full} ${(statSync(full).mode & 0o777).toString(8)}`);
        if (entry.isDirectory()) walk(full);
      }
    };
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    walk(dataDir);
    expect(loose).toEqual([]);
    expect(statSync(path.join(dataDir, "uploads", "old.png")).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.join(dataDir, "pglite")).length).toBeGreaterThan(0);
  });
});

describe("Content-Security-Policy (14)", () => {
  it("hashes exactly the scripts React Router emitted, and allows no inline style elements", async () => {
    const page = await request("/methodology?csp=1");
    const csp = page.headers["content-security-policy"] as string;
    expect(page.body).not.toMatch(/ nonce="/);
    const inline = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|ld\+json/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThan(0);
    const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes.length).toBe(new Set(inline.map(([, , content]) => content)).size);
    // Each one's own: the browser runs a script only if the hash of its text is listed.
    for (const [, , content] of inline)
      expect(hashes).toContain(
        `'sha256-${createHash("sha256").update(content!).digest("base64")}'`,
      );
    expect(csp).toMatch(/style-src 'self';/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
  });
});

describe("npm start and npm run serve (2)", () => {
  it("serve in production by default, with no stack trace to a client", async () => {
    // A stand-in build: server/index.js as `npm run serve` runs it, with the Express shell as
    // the build compiles it (server/main.js), around an app that fails.
    // Inside the checkout, so main.js's imports of packages resolve from node_modules.
    mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
    const buildDir = mkdtempSync(path.resolve("node_modules/.cache/corerank-fake-build-"));
    mkdirSync(path.join(buildDir, "server"), { recursive: true });
    await buildServerMain(path.join(buildDir, "server"));
    mkdirSync(path.join(buildDir, "client"), { recursive: true });
    writeFileSync(
      path.join(buildDir, "server", "index.js"),
      `export const runtime = { close() {} };
export const serveCachedPage = () => false;
export const warm = Promise.resolve();
export function app(req, res) {
  if (req.url === "/env") return res.json({ env: process.env.NODE_ENV, umask: process.umask() });
  throw new Error("boom at " + import.meta.url);
}
`,
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: "0",
      HOST: "127.0.0.1",
    };
    delete env.NODE_ENV;
    delete env.BENCH_FLOOR;
    const child = spawn(process.execPath, ["server/index.js"], {
      env: { ...env, PORT: String(port + 7) },
    });
    try {
      const target = `http://127.0.0.1:${port + 7}`;
      let info: { env: string; umask: number } | undefined;
      // Up to 30 s: on a loaded machine (CI, the rest of the suite) the start alone took 10 s.
      for (let i = 0; i < 300 && !info && child.exitCode === null; i++) {
        info = await fetch(`${target}/env`).then(
          (r) => r.json() as Promise<{ env: string; umask: number }>,
          () => undefined,
        );
        if (!info) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(info).toEqual({ env: "production", umask: 0o077 });
      const failed = await fetch(`${target}/boom`);
      expect(failed.status).toBe(500);
      const body = await failed.text();
      expect(body).toBe("Internal Server Error\n");
      // How long the server took is the bench's to read (BENCH_FLOOR=1), not every client's.
      expect(failed.headers.get("server-timing")).toBeNull();
    } finally {
      child.kill();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
