import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFERENCE_SCORES_RECORDED_ON, referenceCpus } from "~/db/reference-data";
import { benchmarkResults, cpus } from "~/db/schema";
import { findCpu } from "~/modules/catalog/catalog.server";
import {
  CpuExistsError,
  createCpu,
  deleteCpu,
  updateCpu,
} from "~/modules/catalog/cpu-store.server";
import { useSeededDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

const reference = (id: string) => structuredClone(referenceCpus().find((c) => c.id === id)!);

describe.each(testDatabases)("CPU store on $name", (database) => {
  const db = useSeededDatabase(database);

  const resultsOf = (cpuId: string) =>
    db()
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
    expect(await updateCpu(db(), input.id, input)).toBe(true);
    const unchanged = await resultsOf(input.id);
    expect(unchanged.every((r) => r.recordedOn === REFERENCE_SCORES_RECORDED_ON)).toBe(true);

    input.scores.cinebenchR23Multi = 38_500;
    await updateCpu(db(), input.id, input);
    const multi = (await resultsOf(input.id)).find((r) => r.benchmark === "cinebench-r23-multi");
    expect(multi).toMatchObject({
      score: 38_500,
      recordedOn: new Date().toISOString().slice(0, 10),
    });
    expect(findCpu(input.id)?.benchmarkScore).toBe(38_500);
  });

  it("keeps verified visitor results through an update and a rename", async () => {
    const input = reference("amd-ryzen-7-7700x");
    await db().insert(benchmarkResults).values({
      cpuId: input.id,
      benchmark: "passmark-single",
      score: 4000,
      source: "visitor",
      sampleCount: 1,
      recordedOn: "2026-11-01",
    });
    const renamed = { ...input, id: "amd-ryzen-7-7700x-renamed" };
    expect(await updateCpu(db(), input.id, renamed)).toBe(true);
    const visitor = await db()
      .select()
      .from(benchmarkResults)
      .where(and(eq(benchmarkResults.cpuId, renamed.id), eq(benchmarkResults.source, "visitor")));
    expect(visitor).toHaveLength(1);
    expect(findCpu(input.id)).toBeUndefined();
    expect(findCpu(renamed.id)?.scores["passmark-single"]?.sampleCount).toBeGreaterThanOrEqual(1);
  });

  it("refuses a duplicate id and writes nothing; deletes with results", async () => {
    await expect(createCpu(db(), reference("intel-core-i9-13900k"))).rejects.toBeInstanceOf(
      CpuExistsError,
    );
    expect(await deleteCpu(db(), "intel-core-i9-13900k")).toBe(true);
    expect(await resultsOf("intel-core-i9-13900k")).toEqual([]);
    expect(await db().select().from(cpus).where(eq(cpus.id, "intel-core-i9-13900k"))).toEqual([]);
    expect(findCpu("intel-core-i9-13900k")).toBeUndefined();
    expect(await deleteCpu(db(), "intel-core-i9-13900k")).toBe(false);
  });
});
