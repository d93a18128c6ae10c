import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { benchmarkResults, cpus } from "~/db/schema";
import { findCpu } from "~/modules/catalog/catalog.server";
import {
  CpuExistsError,
  createCpu,
  deleteCpu,
  updateCpu,
  upsertCpus,
} from "~/modules/catalog/cpu-store.server";
import { storedCpuInputs } from "~/modules/catalog/stored-cpu-inputs.server";
import { fixtureCpuInput, fixtureScore } from "../support/fixture-cpus";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

const FIXTURES = ["fixture-store-a", "fixture-store-b", "fixture-store-c"].map((id) =>
  fixtureCpuInput(id),
);
const fixture = (id: string) => structuredClone(FIXTURES.find((c) => c.id === id)!);

describe.each(testDatabases)("CPU store on $name", (database) => {
  const db = useTestDatabase(database);

  beforeAll(async () => {
    await upsertCpus(db(), FIXTURES);
  });

  const resultsOf = (cpuId: string) =>
    db()
      .select({
        id: benchmarkResults.id,
        benchmark: benchmarkResults.benchmark,
        score: benchmarkResults.score,
        source: benchmarkResults.source,
        recordedOn: benchmarkResults.recordedOn,
        sourceName: benchmarkResults.sourceName,
      })
      .from(benchmarkResults)
      .where(eq(benchmarkResults.cpuId, cpuId));

  it("stores each published figure with its provenance and reads the same input back", async () => {
    const [stored] = await storedCpuInputs(db(), "fixture-store-a");
    expect(stored).toEqual({ ...fixture("fixture-store-a"), powerConsumption: null });
  });

  it("an update with unchanged figures keeps their rows; a changed figure takes its new provenance", async () => {
    const input = fixture("fixture-store-a");
    const before = await resultsOf(input.id);
    expect(await updateCpu(db(), input.id, input)).toBe(true);
    expect(await resultsOf(input.id)).toEqual(before);

    input.scores.geekbench6Multi = fixtureScore(15_500, {
      sourceName: "Another Chart",
      publishedOn: "2026-05-02",
    });
    await updateCpu(db(), input.id, input);
    const multi = (await resultsOf(input.id)).find((r) => r.benchmark === "geekbench-6-multi");
    expect(multi).toMatchObject({
      score: 15_500,
      recordedOn: "2026-05-02",
      sourceName: "Another Chart",
    });
    // benchmark_score is the shown Geekbench 6 multi-core figure.
    expect(findCpu(input.id)?.benchmarkScore).toBe(15_500);
    expect(findCpu(input.id)?.scores["geekbench-6-multi"]?.published).toMatchObject({
      sourceName: "Another Chart",
      recordedOn: "2026-05-02",
    });
  });

  it("keeps verified visitor results through an update and a rename, beside the published figure", async () => {
    const input = fixture("fixture-store-b");
    await db().insert(benchmarkResults).values({
      cpuId: input.id,
      benchmark: "geekbench-6-multi",
      score: 99_000,
      source: "visitor",
      sampleCount: 1,
      recordedOn: "2026-11-01",
    });
    const renamed = { ...input, id: "fixture-store-b-renamed" };
    expect(await updateCpu(db(), input.id, renamed)).toBe(true);
    const visitor = await db()
      .select()
      .from(benchmarkResults)
      .where(and(eq(benchmarkResults.cpuId, renamed.id), eq(benchmarkResults.source, "visitor")));
    expect(visitor).toHaveLength(1);
    expect(findCpu(input.id)).toBeUndefined();
    // A visitor result never moves the published figure; it is shown as a spread beside it.
    expect(findCpu(renamed.id)?.scores["geekbench-6-multi"]).toMatchObject({
      value: 14_000,
      basis: "published",
      visitors: { min: 99_000, median: 99_000, max: 99_000, count: 1 },
    });
    expect(findCpu(renamed.id)?.benchmarkScore).toBe(14_000);
  });

  it("refuses a duplicate id and writes nothing; deletes with results", async () => {
    const id = "fixture-store-c";
    await expect(createCpu(db(), fixture(id))).rejects.toBeInstanceOf(CpuExistsError);
    expect(await deleteCpu(db(), id)).toBe(true);
    expect(await resultsOf(id)).toEqual([]);
    expect(await db().select().from(cpus).where(eq(cpus.id, id))).toEqual([]);
    expect(findCpu(id)).toBeUndefined();
    expect(await deleteCpu(db(), id)).toBe(false);
  });
});
