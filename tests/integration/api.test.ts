import { createHash, randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { apiTokens, benchmarkResults, cpus, user } from "~/db/schema";
import { apiErrorSchema } from "~/modules/api/api-error";
import { parseCpuBody } from "~/modules/api/cpu-body";
import { apiCpuDetailSchema, apiCpuSummarySchema } from "~/modules/api/cpu-shape";
import { apiStatsSchema } from "~/modules/api/stats";
import { createOrResetAccount } from "~/modules/auth/accounts.server";
import { signIn } from "~/modules/auth/session.server";
import { getCatalog, refreshCatalog } from "~/modules/catalog/catalog.server";
import { upsertCpus } from "~/modules/catalog/cpu-store.server";
import { cpusToCsv } from "~/modules/catalog/csv.server";
import { searchCpus } from "~/modules/catalog/search";
import * as cpuRoute from "~/routes/api/cpu";
import * as cpusRoute from "~/routes/api/cpus";
import * as brandRoute from "~/routes/api/cpus-brand";
import * as searchRoute from "~/routes/api/cpus-search";
import * as topRoute from "~/routes/api/cpus-top";
import * as notFoundRoute from "~/routes/api/not-found";
import * as statsRoute from "~/routes/api/stats";
import * as uploadRoute from "~/routes/api/upload-csv";
import { fixtureCatalogInputs, fixtureCpuInput, fixtureScore } from "../support/fixture-cpus";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

interface RouteModule {
  loader: (args: never) => Promise<Response> | Response;
  action: (args: never) => Promise<Response> | Response;
}

interface Call {
  method?: string;
  params?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** The database the route sees; null as when it is unreachable. */
  db?: Database | null;
}

const ADMIN_TOKEN = "crk_test-admin-token";
const VIEWER_TOKEN = "crk_test-viewer-token";
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const cpuBody = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  brand: "AMD",
  type: "Desktop",
  cores: 8,
  threads: 16,
  baseFreq: 3.6,
  boostFreq: 5,
  tdp: 105,
  socket: "AM5",
  specSource: {
    name: "Fixture vendor page",
    url: `https://example.com/products/${id}`,
    date: "2026-02-01",
  },
  scores: {
    geekbench6Multi: fixtureScore(19000, { sampleCount: null }),
    cinebenchR23Single: fixtureScore(1900, { statistic: "run", sampleCount: 1 }),
  },
  ...changes,
});

/** The suite's own catalog: 64 invented CPUs, and one with visitor results. */
const FIXTURES = fixtureCatalogInputs();
/** A CPU every test may read and none changes. */
const TAKEN = FIXTURES[0]!;
/** A CPU the access matrix replaces by PUT. */
const REPLACED = FIXTURES[2]!.id;
const DETAILED = fixtureCpuInput(
  "fixture-detailed",
  { name: "Fixture Detailed" },
  {
    geekbench6Multi: fixtureScore(14_000, { statistic: "median", sampleCount: null }),
    cinebenchR23Multi: fixtureScore(19_000, { sourceUrl: null, benchmarkVersion: null }),
  },
);

const summaries = z.array(apiCpuSummarySchema.strict());

describe.each(testDatabases)("the API on $name", (database) => {
  const testDatabase = useTestDatabase(database);
  let db: Database;
  let adminCookie: string;
  let viewerCookie: string;

  /** Calls a route module as React Router does: the loader for GET and HEAD, else the action. */
  async function call(route: RouteModule, url: string, options: Call = {}): Promise<Response> {
    const method = options.method ?? "GET";
    const request = new Request(`http://localhost${url}`, {
      method,
      headers: options.headers,
      body: options.body,
    });
    const args = {
      request,
      params: options.params ?? {},
      context: { db: options.db === undefined ? db : options.db },
    } as never;
    const response = await (method === "GET" || method === "HEAD"
      ? route.loader(args)
      : route.action(args));
    expect(response.status, `${method} ${url}`).not.toBe(500);
    return response;
  }

  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

  async function errorOf(response: Response) {
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    return apiErrorSchema.strict().parse(await response.json()).error;
  }

  async function cpuCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cpus);
    return row!.n;
  }

  async function insertUser(role: "admin" | "viewer", token: string) {
    const id = randomUUID();
    await db.insert(user).values({ id, name: role, email: `${role}-token@example.com`, role });
    await db.insert(apiTokens).values({
      name: `${role} test token`,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      userId: id,
    });
  }

  async function sessionCookie(email: string, role: "admin" | "viewer"): Promise<string> {
    const password = "correct horse battery staple 42";
    await createOrResetAccount(db, { command: "admin:create", email, password, role });
    const signedIn = await signIn(new Request("http://localhost/admin"), db, { email, password });
    if (!signedIn.ok) throw new Error(signedIn.message);
    return signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  beforeAll(async () => {
    db = testDatabase();
    await upsertCpus(db, [...FIXTURES, DETAILED]);
    await db.insert(benchmarkResults).values(
      [15_000, 13_000, 16_400].map((score) => ({
        cpuId: DETAILED.id,
        benchmark: "geekbench-6-multi" as const,
        score,
        source: "visitor" as const,
        sampleCount: 1,
        recordedOn: "2026-04-01",
      })),
    );
    await refreshCatalog(db);
    await insertUser("admin", ADMIN_TOKEN);
    await insertUser("viewer", VIEWER_TOKEN);
    adminCookie = await sessionCookie("admin-session@example.com", "admin");
    viewerCookie = await sessionCookie("viewer-session@example.com", "viewer");
  });

  describe("reads", () => {
    it("lists every CPU in the spec's shape, best first, with ETag and Cache-Control", async () => {
      const response = await call(cpusRoute, "/api/cpus");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
      expect(response.headers.get("ETag")).toMatch(/^W\/"/);
      const list = summaries.parse(await response.json());
      expect(list).toHaveLength(await cpuCount());
      const scores = list.map((c) => c.benchmarkScore ?? -1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    it("answers 304 to the current ETag and 200 again once the catalog changed", async () => {
      const etag = (await call(cpusRoute, "/api/cpus")).headers.get("ETag")!;
      const again = await call(cpusRoute, "/api/cpus", { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const created = await call(cpusRoute, "/api/cpus", {
        method: "POST",
        ...json(cpuBody("amd-etag-test"), bearer(ADMIN_TOKEN)),
      });
      expect(created.status).toBe(201);
      const changed = await call(cpusRoute, "/api/cpus", { headers: { "If-None-Match": etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("ETag")).not.toBe(etag);
    });

    it("shows one CPU with every field, its spec source and each figure's provenance", async () => {
      const response = await call(cpuRoute, `/api/cpus/${DETAILED.id}`, {
        params: { cpuId: DETAILED.id },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("ETag")).toBeTruthy();
      const cpu = apiCpuDetailSchema.strict().parse(await response.json());
      expect(cpu).toMatchObject({ id: DETAILED.id, brand: "AMD", cores: 8, threads: 16 });
      expect(cpu.specSource).toEqual({
        name: "Fixture Vendor product page",
        url: `https://example.com/products/${DETAILED.id}`,
        date: "2026-02-15",
        copy: null,
      });
      // Visitor results never move the published figure: they are its spread.
      expect(cpu.scores.geekbench6Multi).toEqual({
        value: 14_000,
        basis: "published",
        published: {
          score: 14_000,
          statistic: "median",
          sampleCount: null,
          sourceName: "Fixture Benchmark Chart",
          sourceUrl: "https://example.com/charts/14000",
          sourcePage: "cpu",
          publishedOn: "2026-03-01",
          dateMeaning: "published",
          copy: null,
          benchmarkVersion: "6.4.0",
        },
        visitors: { min: 13_000, median: 15_000, max: 16_400, count: 3 },
      });
      expect(cpu.benchmarkScore).toBe(14_000);
      expect(cpu.scores.cinebenchR23Multi?.published).toMatchObject({
        sourceUrl: null,
        benchmarkVersion: null,
      });
      expect(cpu.scores.passmarkMulti).toBeUndefined();
      expect(cpu.powerConsumption).toBeNull();
      expect(JSON.stringify(cpu)).not.toMatch(/estimated/i);
    });

    it("answers 404 in JSON for an unknown id", async () => {
      const response = await call(cpuRoute, "/api/cpus/no-such-cpu", {
        params: { cpuId: "no-such-cpu" },
      });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ code: "not_found" });
    });

    it("searches case-insensitively, 10 by default, capped at 50, 400 for a bad limit", async () => {
      const search = (query: string, limit?: string) =>
        call(
          searchRoute,
          `/api/cpus/search/${encodeURIComponent(query)}${limit ? `?limit=${limit}` : ""}`,
          {
            params: { query },
          },
        );
      const ryzen = summaries.parse(await (await search("RYZEN 9")).json());
      expect(ryzen).toHaveLength(10);
      expect(ryzen.every((c) => c.name.toLowerCase().includes("ryzen 9"))).toBe(true);
      expect(summaries.parse(await (await search("core", "3")).json())).toHaveLength(3);
      const everyMatch = searchCpus(getCatalog().cpus, "e", Infinity).length;
      expect(everyMatch).toBeGreaterThan(50);
      expect(summaries.parse(await (await search("e", "1000")).json())).toHaveLength(50);
      expect(await (await search("   ")).json()).toEqual([]);
      for (const bad of ["0", "-2", "ten", "2.5"]) {
        const response = await search("ryzen", bad);
        expect(response.status).toBe(400);
        expect(await errorOf(response)).toMatchObject({
          code: "invalid_limit",
          fields: { limit: [expect.any(String)] },
        });
      }
    });

    it("lists a brand in any letter case and names the brands for an unknown one", async () => {
      const response = await call(brandRoute, "/api/cpus/brand/intel", {
        params: { brand: "intel" },
      });
      const intel = summaries.parse(await response.json());
      expect(intel.length).toBe(getCatalog().cpus.filter((c) => c.brand === "Intel").length);
      expect(intel.every((c) => c.brand === "Intel")).toBe(true);
      const unknown = await call(brandRoute, "/api/cpus/brand/arm", { params: { brand: "arm" } });
      expect(unknown.status).toBe(400);
      expect((await errorOf(unknown)).message).toMatch(/Intel and AMD/);
    });

    it("lists the top CPUs: 10 by default, capped at 100, only CPUs with a score", async () => {
      const top = async (countParam?: string) =>
        call(topRoute, `/api/cpus/top${countParam ? `/${countParam}` : ""}`, {
          params: { count: countParam },
        });
      const ten = summaries.parse(await (await top()).json());
      expect(ten).toHaveLength(10);
      expect(ten.map((c) => c.id)).toEqual(
        getCatalog()
          .cpus.slice(0, 10)
          .map((c) => c.id),
      );
      expect(summaries.parse(await (await top("3")).json())).toHaveLength(3);
      const scored = getCatalog().cpus.filter((c) => c.benchmarkScore !== null).length;
      const all = summaries.parse(await (await top("5000")).json());
      expect(all).toHaveLength(Math.min(100, scored));
      expect(all.every((c) => c.benchmarkScore !== null)).toBe(true);
      for (const bad of ["0", "abc", "1.5"]) {
        const response = await top(bad);
        expect(response.status).toBe(400);
        expect(await errorOf(response)).toMatchObject({ code: "invalid_count" });
      }
    });

    it("gives totals by brand and type, per-category scores and the last change", async () => {
      const before = apiStatsSchema
        .strict()
        .parse(await (await call(statsRoute, "/api/stats")).json());
      expect(before.totalCpus).toBe(await cpuCount());
      expect(before.byBrand.AMD + before.byBrand.Intel).toBe(before.totalCpus);
      expect(before.source).toBe("database");
      expect(before.lastChange).not.toBeNull();
      const multi = before.categories.find((c) => c.categoryId === "geekbench-6-multi")!;
      expect(multi.topScore).toMatchObject({
        cpuId: TAKEN.id,
        value: 30_000,
        basis: "published",
        sourceName: "Fixture Benchmark Chart",
      });
      // 60 of the catalog's CPUs, the detailed one and those the tests before this one added.
      expect(multi.cpusWithScore).toBe(
        getCatalog().cpus.filter((c) => c.scores["geekbench-6-multi"]).length,
      );
      expect(multi.cpusWithScore).toBeGreaterThanOrEqual(61);
      const passmark = before.categories.find((c) => c.categoryId === "passmark-multi")!;
      expect(passmark).toMatchObject({ cpusWithScore: 0, topScore: null });
      await call(cpusRoute, "/api/cpus", {
        method: "POST",
        ...json(cpuBody("amd-stats-test", { brand: "Intel" }), bearer(ADMIN_TOKEN)),
      });
      const after = apiStatsSchema.parse(await (await call(statsRoute, "/api/stats")).json());
      expect(after.byBrand.Intel).toBe(before.byBrand.Intel + 1);
      expect(Date.parse(after.lastChange!)).toBeGreaterThanOrEqual(Date.parse(before.lastChange!));
    });

    it("serves reads from memory when the database is unreachable", async () => {
      expect((await call(cpusRoute, "/api/cpus", { db: null })).status).toBe(200);
      const stats = await call(statsRoute, "/api/stats", { db: null });
      expect(apiStatsSchema.parse(await stats.json()).lastChange).toBeNull();
    });
  });

  describe("errors of any endpoint", () => {
    it("answers a JSON 404 for any other /api path and method", async () => {
      for (const method of ["GET", "POST", "DELETE", "PATCH"]) {
        const response = await call(notFoundRoute, "/api/nothing/here", { method });
        expect(response.status).toBe(404);
        expect((await errorOf(response)).message).toContain("/api/nothing/here");
      }
    });

    it("answers 405 with Allow for a method the endpoint does not take", async () => {
      const cases: [RouteModule, string, string, string][] = [
        [cpusRoute, "/api/cpus", "PATCH", "GET, HEAD, POST"],
        [cpuRoute, `/api/cpus/${TAKEN.id}`, "POST", "GET, HEAD, PUT, DELETE"],
        [statsRoute, "/api/stats", "DELETE", "GET, HEAD"],
        [uploadRoute, "/api/upload-csv", "GET", "POST"],
      ];
      for (const [route, url, method, allow] of cases) {
        const response = await call(route, url, {
          method,
          params: { cpuId: TAKEN.id },
          headers: bearer(ADMIN_TOKEN),
        });
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.get("Allow")).toBe(allow);
        expect(await errorOf(response)).toMatchObject({ code: "method_not_allowed" });
      }
    });

    it("answers 503 to writes when the database is unreachable", async () => {
      const response = await call(cpusRoute, "/api/cpus", {
        method: "POST",
        db: null,
        ...json(cpuBody("amd-no-database"), bearer(ADMIN_TOKEN)),
      });
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toMatchObject({ code: "database_unavailable" });
    });
  });

  describe("access matrix", () => {
    const csvOf = (id: string) => {
      const parsed = parseCpuBody(cpuBody(id));
      if (!parsed.success) throw new Error("the test CPU is not valid");
      return cpusToCsv([parsed.input]);
    };

    /** Each write, made afresh for a principal: its request and what an admin gets. */
    const writes: {
      name: string;
      run: (headers: Record<string, string>, key: string) => Promise<Response>;
      adminStatus: number;
    }[] = [
      {
        name: "POST /api/cpus",
        run: (headers, key) =>
          call(cpusRoute, "/api/cpus", {
            method: "POST",
            ...json(cpuBody(`amd-access-${key}`), headers),
          }),
        adminStatus: 201,
      },
      {
        name: "PUT /api/cpus/{id}",
        run: (headers, key) =>
          call(cpuRoute, `/api/cpus/${REPLACED}`, {
            method: "PUT",
            params: { cpuId: REPLACED },
            ...json(
              cpuBody(REPLACED, {
                name: `Fixture replaced ${key}`,
                cores: 6,
                threads: 12,
              }),
              headers,
            ),
          }),
        adminStatus: 200,
      },
      {
        name: "DELETE /api/cpus/{id}",
        run: async (headers, key) => {
          const id = `amd-doomed-${key}`;
          await call(cpusRoute, "/api/cpus", {
            method: "POST",
            ...json(cpuBody(id), bearer(ADMIN_TOKEN)),
          });
          return call(cpuRoute, `/api/cpus/${id}`, {
            method: "DELETE",
            params: { cpuId: id },
            headers,
          });
        },
        adminStatus: 204,
      },
      {
        name: "POST /api/upload-csv",
        run: (headers, key) => {
          const form = new FormData();
          form.set(
            "csvFile",
            new Blob([csvOf(`amd-csv-${key}`)], { type: "text/csv" }),
            "cpus.csv",
          );
          return call(uploadRoute, "/api/upload-csv", { method: "POST", headers, body: form });
        },
        adminStatus: 200,
      },
    ];

    const principals: {
      who: string;
      headers: () => Record<string, string>;
      status: number | "admin";
      code?: string;
    }[] = [
      { who: "anonymous", headers: () => ({}), status: 401, code: "unauthorized" },
      {
        who: "a bad token",
        headers: () => bearer("crk_not-a-token"),
        status: 401,
        code: "invalid_token",
      },
      {
        who: "a viewer's token",
        headers: () => bearer(VIEWER_TOKEN),
        status: 403,
        code: "forbidden",
      },
      {
        who: "a viewer's session",
        headers: () => ({ Cookie: viewerCookie }),
        status: 403,
        code: "forbidden",
      },
      { who: "an admin's token", headers: () => bearer(ADMIN_TOKEN), status: "admin" },
      { who: "an admin's session", headers: () => ({ Cookie: adminCookie }), status: "admin" },
    ];

    for (const write of writes)
      for (const principal of principals)
        it(`${write.name} as ${principal.who}`, async () => {
          const before = await db.select().from(cpus).orderBy(cpus.id);
          const key = principal.who.replace(/\W+/g, "-");
          const response = await write.run(principal.headers(), key);
          if (principal.status === "admin") {
            expect(response.status).toBe(write.adminStatus);
            return;
          }
          expect(response.status).toBe(principal.status);
          if (principal.status === 401)
            expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
          expect(await errorOf(response)).toMatchObject({ code: principal.code });
          const after = await db.select().from(cpus).orderBy(cpus.id);
          // A refused DELETE leaves the CPU it was given (created just before it) in place.
          const created = after.filter((row) => !before.some((b) => b.id === row.id));
          expect(created.map((row) => row.id)).toEqual(
            write.name.startsWith("DELETE") ? [`amd-doomed-${key}`] : [],
          );
          expect(after.filter((row) => before.some((b) => b.id === row.id))).toEqual(before);
        });
  });

  describe("writes", () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      call(cpusRoute, "/api/cpus", {
        method: "POST",
        ...json(body, { ...bearer(ADMIN_TOKEN), ...headers }),
      });
    const put = (id: string, body: unknown) =>
      call(cpuRoute, `/api/cpus/${id}`, {
        method: "PUT",
        params: { cpuId: id },
        ...json(body, bearer(ADMIN_TOKEN)),
      });
    const get = (id: string) => call(cpuRoute, `/api/cpus/${id}`, { params: { cpuId: id } });

    it("creates a CPU: 201 with Location and the CPU, then readable everywhere", async () => {
      const before = await cpuCount();
      const response = await post(cpuBody("amd-created-1"));
      expect(response.status).toBe(201);
      expect(response.headers.get("Location")).toBe("/api/cpus/amd-created-1");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const created = apiCpuDetailSchema.strict().parse(await response.json());
      expect(created).toMatchObject({ id: "amd-created-1", benchmarkScore: 19000, boostFreq: 5 });
      expect(created.scores.cinebenchR23Single).toEqual({
        value: 1900,
        basis: "published",
        published: {
          score: 1900,
          statistic: "run",
          sampleCount: 1,
          sourceName: "Fixture Benchmark Chart",
          sourceUrl: "https://example.com/charts/1900",
          sourcePage: "cpu",
          publishedOn: "2026-03-01",
          dateMeaning: "published",
          copy: null,
          benchmarkVersion: "6.4.0",
        },
        visitors: null,
      });
      expect(created.specSource).toMatchObject({ name: "Fixture vendor page" });
      expect(created.architecture).toBeNull();
      expect(await cpuCount()).toBe(before + 1);
      expect((await get("amd-created-1")).status).toBe(200);
    });

    it("answers 409 for a taken id and writes nothing", async () => {
      const before = await cpuCount();
      const response = await post(cpuBody(TAKEN.id));
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({
        code: "cpu_exists",
        fields: { id: [expect.any(String)] },
      });
      expect(await cpuCount()).toBe(before);
      const [stored] = await db.select().from(cpus).where(eq(cpus.id, TAKEN.id));
      expect(stored?.name).toBe(TAKEN.name);
    });

    it("answers 201 and 409 to two concurrent creations of one id, never a driver's error", async () => {
      // On PostgreSQL the second one's check can pass before the first commits: the unique key
      // then refuses its insert, and the store reports that as the same taken id.
      const responses = await Promise.all([
        post(cpuBody("amd-raced-1")),
        post(cpuBody("amd-raced-1")),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      const refused = responses.find((r) => r.status === 409)!;
      expect(await errorOf(refused)).toMatchObject({ code: "cpu_exists" });
    });

    it("answers 422 naming each failing field, writing nothing", async () => {
      const before = await cpuCount();
      const cases: [unknown, Record<string, unknown>][] = [
        [
          cpuBody("amd-bad-1", { threads: 4 }),
          { threads: ["must be at least the number of cores"] },
        ],
        [cpuBody("Not A Slug"), { id: [expect.stringContaining("lowercase")] }],
        [
          cpuBody("amd-bad-2", { brand: "ARM", cores: "8" }),
          { brand: [expect.any(String)], cores: [expect.any(String)] },
        ],
        [cpuBody("amd-bad-3", { baseFrequency: 3 }), { baseFrequency: ["is not a known field"] }],
        [
          { id: "amd-bad-4" },
          { name: ["is required"], brand: ["is required"], cores: ["is required"] },
        ],
        [
          cpuBody("amd-bad-5", { scores: { cinebenchR23Multi: 19000 } }),
          { "scores.cinebenchR23Multi": [expect.any(String)] },
        ],
        [
          cpuBody("amd-bad-7", {
            scores: {
              cinebenchR23Multi: {
                ...fixtureScore(19000),
                sourceName: "",
                publishedOn: "2026-3-1",
              },
            },
          }),
          {
            "scores.cinebenchR23Multi.sourceName": [expect.any(String)],
            "scores.cinebenchR23Multi.publishedOn": ["must be a date YYYY-MM-DD"],
          },
        ],
        [
          cpuBody("amd-bad-8", {
            scores: { geekbench6Multi: { ...fixtureScore(19000), estimated: true } },
          }),
          { "scores.geekbench6Multi.estimated": ["is not a known field"] },
        ],
        [
          cpuBody("amd-bad-9", { specSource: { name: "Vendor", url: "", date: "2026-01-01" } }),
          { "specSource.url": expect.arrayContaining(["must be a web address"]) },
        ],
        [[], { body: [expect.any(String)] }],
        [
          JSON.parse(`{"__proto__": {"admin": true}, "id": "amd-bad-6"}`),
          { name: ["is required"] },
        ],
      ];
      for (const [body, fields] of cases) {
        const response = await post(body);
        expect(response.status).toBe(422);
        const error = await errorOf(response);
        expect(error.code).toBe("validation_failed");
        expect(error.fields).toMatchObject(fields);
      }
      expect(await cpuCount()).toBe(before);
    });

    it("answers 415 for a body not declared JSON, 400 for malformed JSON, 413 for a huge body", async () => {
      const notJson = await call(cpusRoute, "/api/cpus", {
        method: "POST",
        headers: { ...bearer(ADMIN_TOKEN), "Content-Type": "text/plain" },
        body: JSON.stringify(cpuBody("amd-text")),
      });
      expect(notJson.status).toBe(415);
      expect(await errorOf(notJson)).toMatchObject({ code: "unsupported_media_type" });
      const malformed = await call(cpusRoute, "/api/cpus", {
        method: "POST",
        headers: { ...bearer(ADMIN_TOKEN), "Content-Type": "application/json" },
        body: '{"id": "amd-x",',
      });
      expect(malformed.status).toBe(400);
      expect(await errorOf(malformed)).toMatchObject({ code: "invalid_json" });
      const huge = await post(cpuBody("amd-huge", { name: "x".repeat(100_000) }));
      expect(huge.status).toBe(413);
      expect(await errorOf(huge)).toMatchObject({ code: "payload_too_large" });
    });

    it("replaces a CPU with PUT, the URL's id when the body has none", async () => {
      await post(cpuBody("amd-put-1"));
      const { id: _id, ...body } = cpuBody("amd-put-1", {
        name: "Renamed chip",
        tdp: 65,
        scores: {},
      });
      const response = await put("amd-put-1", body);
      expect(response.status).toBe(200);
      const updated = apiCpuDetailSchema.parse(await response.json());
      expect(updated).toMatchObject({
        id: "amd-put-1",
        name: "Renamed chip",
        tdp: 65,
        benchmarkScore: null,
      });
      expect(updated.scores.cinebenchR23Multi).toBeUndefined();
      expect(apiCpuDetailSchema.parse(await (await get("amd-put-1")).json()).name).toBe(
        "Renamed chip",
      );
    });

    it("renames a CPU when the body's id differs, 409 when that id is taken", async () => {
      await post(cpuBody("amd-put-2"));
      const renamed = await put("amd-put-2", cpuBody("amd-put-2-new"));
      expect(renamed.status).toBe(200);
      expect(renamed.headers.get("Content-Location")).toBe("/api/cpus/amd-put-2-new");
      expect((await get("amd-put-2")).status).toBe(404);
      expect((await get("amd-put-2-new")).status).toBe(200);
      const taken = await put("amd-put-2-new", cpuBody(TAKEN.id));
      expect(taken.status).toBe(409);
      expect((await get("amd-put-2-new")).status).toBe(200);
    });

    it("answers 404 to PUT and DELETE of an unknown id and 422 to an invalid PUT", async () => {
      expect((await put("no-such-cpu", cpuBody("no-such-cpu"))).status).toBe(404);
      const gone = await call(cpuRoute, "/api/cpus/no-such-cpu", {
        method: "DELETE",
        params: { cpuId: "no-such-cpu" },
        headers: bearer(ADMIN_TOKEN),
      });
      expect(gone.status).toBe(404);
      expect(await errorOf(gone)).toMatchObject({ code: "not_found" });
      const invalid = await put(TAKEN.id, cpuBody(TAKEN.id, { cores: 0 }));
      expect(invalid.status).toBe(422);
      expect((await get(TAKEN.id)).status).toBe(200);
    });

    it("deletes a CPU: 204, then 404", async () => {
      await post(cpuBody("amd-delete-1"));
      const remove = () =>
        call(cpuRoute, "/api/cpus/amd-delete-1", {
          method: "DELETE",
          params: { cpuId: "amd-delete-1" },
          headers: bearer(ADMIN_TOKEN),
        });
      const response = await remove();
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
      expect((await get("amd-delete-1")).status).toBe(404);
      expect((await remove()).status).toBe(404);
    });
  });
});
