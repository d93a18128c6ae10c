import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { REFERENCE_SCORES_RECORDED_ON, referenceCpus } from "~/db/reference-data";
import { benchmarkResults, cpus } from "~/db/schema";
import { seedReferenceData } from "~/db/seed.server";
import { findCpu, refreshCatalog } from "~/modules/catalog/catalog.server";
import {
  CpuExistsError,
  createCpu,
  deleteCpu,
  updateCpu,
} from "~/modules/catalog/cpu-store.server";
import { testDatabases } from "../support/test-databases";

const reference = (id: string) => structuredClone(referenceCpus().find((c) => c.id === id)!);

describe.each(testDatabases)("CPU store on $name", ({ create }) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await create();
    drop = created.drop;
    handle = await openDatabase(created.target);
    await handle.migrate();
    await seedReferenceData(handle.db);
    await refreshCatalog(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const resultsOf = (cpuId: string) =>
    handle.db
      .select({
        benchmark: benchmarkResults.benchmark,
        score: benchmarkResults.score,
        source: benchmarkResults.source,
        recordedOn: benchmarkResults.recordedOn,
      })
      .from(benchmarkResults)
      .where(eq(benchmarkResults.cpuId, cpuId));

  it("an update with unchanged scores keeps their dates; a changed score is dated today", async () => {
    const input = reference("amd-ryzen-9-7950x");
    expect(await updateCpu(handle.db, input.id, input)).toBe(true);
    const unchanged = await resultsOf(input.id);
    expect(unchanged.every((r) => r.recordedOn === REFERENCE_SCORES_RECORDED_ON)).toBe(true);

    input.scores.cinebenchR23Multi = 38_500;
    await updateCpu(handle.db, input.id, input);
    const multi = (await resultsOf(input.id)).find((r) => r.benchmark === "cinebench-r23-multi");
    expect(multi).toMatchObject({
      score: 38_500,
      recordedOn: new Date().toISOString().slice(0, 10),
    });
    expect(findCpu(input.id)?.benchmarkScore).toBe(38_500);
  });

  it("keeps verified visitor results through an update and a rename", async () => {
    const input = reference("amd-ryzen-7-7700x");
    await handle.db.insert(benchmarkResults).values({
      cpuId: input.id,
      benchmark: "passmark-single",
      score: 4000,
      source: "visitor",
      sampleCount: 1,
      recordedOn: "2026-11-01",
    });
    const renamed = { ...input, id: "amd-ryzen-7-7700x-renamed" };
    expect(await updateCpu(handle.db, input.id, renamed)).toBe(true);
    const visitor = await handle.db
      .select()
      .from(benchmarkResults)
      .where(and(eq(benchmarkResults.cpuId, renamed.id), eq(benchmarkResults.source, "visitor")));
    expect(visitor).toHaveLength(1);
    expect(findCpu(input.id)).toBeUndefined();
    expect(findCpu(renamed.id)?.scores["passmark-single"]?.sampleCount).toBeGreaterThanOrEqual(1);
  });

  it("refuses a duplicate id and writes nothing; deletes with results", async () => {
    await expect(createCpu(handle.db, reference("intel-core-i9-13900k"))).rejects.toBeInstanceOf(
      CpuExistsError,
    );
    expect(await deleteCpu(handle.db, "intel-core-i9-13900k")).toBe(true);
    expect(await resultsOf("intel-core-i9-13900k")).toEqual([]);
    expect(await handle.db.select().from(cpus).where(eq(cpus.id, "intel-core-i9-13900k"))).toEqual(
      [],
    );
    expect(findCpu("intel-core-i9-13900k")).toBeUndefined();
    expect(await deleteCpu(handle.db, "intel-core-i9-13900k")).toBe(false);
  });
});
