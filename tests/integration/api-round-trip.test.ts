import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { apiTokens, benchmarkResults, cpus, user } from "~/db/schema";
import { apiCpuDetailSchema } from "~/modules/api/cpu-shape";
import { recomputeOverallScore, upsertCpus } from "~/modules/catalog/cpu-store.server";
import { refreshCatalog } from "~/modules/catalog/catalog.server";
import * as cpuRoute from "~/routes/api/cpu";
import * as cpusRoute from "~/routes/api/cpus";
import { fixtureCpuInput, fixtureScore } from "../support/fixture-cpus";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

const TOKEN = "crk_round-trip-admin-token";
const AUTH = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };

/** The spec's API-facing CPU (section 3): nothing more. */
const SPEC_SHAPE = {
  id: "fixture-spec-shape",
  name: "Fixture Spec Shape",
  brand: "Intel",
  cores: 8,
  threads: 16,
  baseFreq: 3.2,
  boostFreq: 5.0,
  tdp: 65,
  socket: "LGA1700",
  architecture: "Fixture Lake",
};

const READ_BACK = fixtureCpuInput(
  "fixture-read-back",
  { name: "Fixture Read Back" },
  {
    geekbench6Multi: fixtureScore(18_000, { sampleCount: null }),
    cinebenchR23Single: fixtureScore(1800, { statistic: "run", sampleCount: 1 }),
  },
);

describe.each(testDatabases)("the API's own CPU shapes on $name", (database) => {
  const testDatabase = useTestDatabase(database);
  let db: Database;

  const call = (
    route: { loader?: unknown; action?: unknown },
    request: Request,
    cpuId?: string,
  ) => {
    const handler = (request.method === "GET" ? route.loader : route.action) as (
      args: unknown,
    ) => Promise<Response>;
    return handler({ request, params: { cpuId }, context: { db } });
  };
  const read = async (id: string) => {
    const response = await call(cpuRoute, new Request(`http://localhost/api/cpus/${id}`), id);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    db = testDatabase();
    await upsertCpus(db, [READ_BACK]);
    // A verified visitor result where nothing was published: GET shows its median.
    await db.insert(benchmarkResults).values({
      cpuId: READ_BACK.id,
      benchmark: "cinebench-r23-multi",
      score: 30_000,
      source: "visitor",
      sampleCount: 1,
      recordedOn: "2026-10-01",
    });
    await recomputeOverallScore(db, READ_BACK.id);
    await refreshCatalog(db);
    const id = randomUUID();
    await db.insert(user).values({ id, name: "Admin", email: "rt@example.com", role: "admin" });
    await db.insert(apiTokens).values({
      name: "round trip",
      tokenHash: createHash("sha256").update(TOKEN).digest("hex"),
      userId: id,
    });
  });

  it("creates a CPU from the spec's shape alone; what no one sent is unknown (null)", async () => {
    const response = await call(
      cpusRoute,
      new Request("http://localhost/api/cpus", {
        method: "POST",
        headers: AUTH,
        body: JSON.stringify(SPEC_SHAPE),
      }),
    );
    expect(response.status).toBe(201);
    const created = apiCpuDetailSchema.strict().parse(await response.json());
    expect(created).toMatchObject({ ...SPEC_SHAPE, type: null, l3Cache: null, price: null });
    const [row] = await db.select().from(cpus).where(eq(cpus.id, SPEC_SHAPE.id));
    expect(row?.type).toBeNull();
  });

  it("takes back with PUT a CPU read with GET, read-only fields and all, changing nothing", async () => {
    const before = await read(READ_BACK.id);
    expect(before).toHaveProperty("benchmarkScore", 18_000);
    expect(before).toHaveProperty("scores.cinebenchR23Multi.basis", "visitor-median");
    const [rowBefore] = await db.select().from(cpus).where(eq(cpus.id, READ_BACK.id));
    const put = await call(
      cpuRoute,
      new Request(`http://localhost/api/cpus/${READ_BACK.id}`, {
        method: "PUT",
        headers: AUTH,
        body: JSON.stringify(before),
      }),
      READ_BACK.id,
    );
    expect(put.status).toBe(200);
    expect(await read(READ_BACK.id)).toEqual(before);
    const [rowAfter] = await db.select().from(cpus).where(eq(cpus.id, READ_BACK.id));
    expect({ ...rowAfter, updatedAt: null }).toEqual({ ...rowBefore, updatedAt: null });

    // Read, change one field, write: only that field changes.
    const changed = await call(
      cpuRoute,
      new Request(`http://localhost/api/cpus/${READ_BACK.id}`, {
        method: "PUT",
        headers: AUTH,
        body: JSON.stringify({ ...before, tdp: 95, benchmarkScore: 1, releaseYear: 1999 }),
      }),
      READ_BACK.id,
    );
    expect(changed.status).toBe(200);
    expect(await read(READ_BACK.id)).toEqual({ ...before, tdp: 95 });
  });

  it("takes a launch price range in a body, gives it back, and refuses an upper bound below the lower", async () => {
    const post = (body: unknown) =>
      call(
        cpusRoute,
        new Request("http://localhost/api/cpus", {
          method: "POST",
          headers: AUTH,
          body: JSON.stringify(body),
        }),
      );
    const range = { ...SPEC_SHAPE, id: "fixture-price-range", price: 184, priceMax: 194 };
    const created = await post(range);
    expect(created.status).toBe(201);
    const read1 = await read(range.id);
    expect(read1).toMatchObject({ price: 184, priceMax: 194 });
    const put = await call(
      cpuRoute,
      new Request(`http://localhost/api/cpus/${range.id}`, {
        method: "PUT",
        headers: AUTH,
        body: JSON.stringify(read1),
      }),
      range.id,
    );
    expect(put.status).toBe(200);
    expect(await read(range.id)).toEqual(read1);

    const below = await post({ ...range, id: "fixture-price-below", price: 194, priceMax: 184 });
    expect(below.status).toBe(422);
    const body = (await below.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields)).toEqual(["priceMax"]);
    expect(body.error.fields.priceMax![0]).toContain("must be at least the launch price");
  });
});
