import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { referenceCpus, referenceData } from "~/db/reference-data";
import { benchmarkResults, cpuAliases, cpus, sourceDisagreements } from "~/db/schema";
import { seedReferenceData } from "~/db/seed.server";
import { readCatalog } from "~/modules/catalog/catalog.server";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

describe.each(testDatabases)("database on $name", (database) => {
  const db = useTestDatabase(database);

  it("seeds every reference CPU and its scores into an empty database", async () => {
    const outcome = await seedReferenceData(db());
    const reference = referenceCpus();
    const scoreCount = reference.reduce((n, c) => n + Object.keys(c.scores).length, 0);
    expect(outcome).toEqual({ seeded: true, cpus: reference.length, results: scoreCount });
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(cpus);
    expect(row?.n).toBe(reference.length);
    // Every CPU is found by its own name, and every recorded disagreement is kept.
    const aliases = await db().select().from(cpuAliases);
    expect(new Set(aliases.map((a) => a.cpuId)).size).toBe(reference.length);
    const disagreements = await db().select().from(sourceDisagreements);
    expect(disagreements.length).toBe(referenceData().disagreements.length);
  });

  it("stores every field of a reference CPU in snake_case columns", async () => {
    const result = await db().execute(
      sql`select base_freq, boost_freq, l3_cache, performance_cores, release_year, benchmark_score from cpus where id = 'amd-ryzen-9-7950x'`,
    );
    const expected = referenceCpus().find((c) => c.id === "amd-ryzen-9-7950x")!;
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
      base_freq: expected.baseFreq,
      boost_freq: expected.boostFreq,
      l3_cache: expected.l3Cache,
      performance_cores: expected.performanceCores,
      // The release year is derived from the stored release date, and is unknown without one.
      release_year: expected.releaseDate ? Number(expected.releaseDate.slice(0, 4)) : null,
      benchmark_score: expected.scores.geekbench6Multi?.score,
    });
  });

  it("does not seed again, keeping an operator's edit and deletion", async () => {
    await db().update(cpus).set({ name: "Edited name" }).where(eq(cpus.id, "amd-ryzen-9-7950x"));
    await db().delete(cpus).where(eq(cpus.id, "intel-core-i9-13900k"));
    expect(await seedReferenceData(db())).toEqual({ seeded: false, cpus: 0, results: 0 });
    const [edited] = await db().select().from(cpus).where(eq(cpus.id, "amd-ryzen-9-7950x"));
    expect(edited?.name).toBe("Edited name");
    expect(await db().select().from(cpus).where(eq(cpus.id, "intel-core-i9-13900k"))).toEqual([]);
    const orphans = await db()
      .select()
      .from(benchmarkResults)
      .where(eq(benchmarkResults.cpuId, "intel-core-i9-13900k"));
    expect(orphans).toEqual([]);
  });

  it("loads the catalog ordered by Geekbench 6 multi-core figure with each score's provenance", async () => {
    const catalog = await readCatalog(db());
    expect(catalog.source).toBe("database");
    expect(catalog.cpus.length).toBe(referenceCpus().length - 1);
    // Measured CPUs in the order of that figure, then every CPU without one: no other benchmark
    // stands in for it (relative performance is per benchmark).
    const gb6 = catalog.cpus.map((c) => c.scores["geekbench-6-multi"]?.value ?? -1);
    expect(gb6).toEqual([...gb6].sort((a, b) => b - a));
    expect(catalog.cpus.some((c) => !c.scores["geekbench-6-multi"])).toBe(true);
    // Each benchmark's reference CPU, with its own figure in that benchmark.
    expect(catalog.references["geekbench-6-multi"]?.cpuId).toBe("amd-ryzen-5-7600");
    expect(catalog.references["cinebench-r23-multi"]?.value).toBe(
      catalog.byId.get("intel-core-i7-1165g7")!.scores["cinebench-r23-multi"]!.value,
    );
    const top = catalog.cpus[0]!;
    expect(top.benchmarkScore).not.toBeNull();
    const figure = top.scores["geekbench-6-multi"];
    expect(figure).toMatchObject({ value: top.benchmarkScore, basis: "published", visitors: null });
    expect(figure?.published).toMatchObject({
      source: "reference",
      statistic: "mean",
      sourceName: "Geekbench Browser (Primate Labs)",
    });
    expect(figure?.published?.sourceUrl).toMatch(/^https:\/\/browser\.geekbench\.com\//);
    expect(figure?.published?.sampleCount).toBeGreaterThan(0);
    expect(catalog.byId.get("amd-ryzen-9-7950x")?.name).toBe("Edited name");
  });

  it("with force, adds back a deleted reference CPU and its scores, still keeping edits", async () => {
    const outcome = await seedReferenceData(db(), { force: true });
    const reference = referenceCpus().find((c) => c.id === "intel-core-i9-13900k")!;
    expect(outcome).toEqual({
      seeded: true,
      cpus: 1,
      results: Object.keys(reference.scores).length,
    });
    const [restored] = await db().select().from(cpus).where(eq(cpus.id, "intel-core-i9-13900k"));
    expect(restored?.name).toBe(reference.name);
    const [edited] = await db().select().from(cpus).where(eq(cpus.id, "amd-ryzen-9-7950x"));
    expect(edited?.name).toBe("Edited name");
  });

  it("rejects an id that is not a slug or contains -vs-, changing nothing", async () => {
    const base = { name: "Bad", brand: "AMD" as const, cores: 4, threads: 8, baseFreq: 3 };
    await expect(
      db()
        .insert(cpus)
        .values({ ...base, id: "amd-a-vs-b" }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(cpus)
        .values({ ...base, id: "Not A Slug" }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(cpus)
        .values({ ...base, id: "few-threads", threads: 2 }),
    ).rejects.toThrow();
    const rows = await db()
      .select({ id: cpus.id })
      .from(cpus)
      .where(eq(cpus.name, "Bad"))
      .orderBy(asc(cpus.id));
    expect(rows).toEqual([]);
  });
});
