import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { benchmarkResults, cpuAliases, cpus, sourceDisagreements } from "~/db/schema";
import { findCpu } from "~/modules/catalog/catalog.server";
import { applyImport, planImport } from "~/modules/data-import/apply.server";
import { parseAmdCsv } from "~/modules/data-import/formats/amd-csv";
import { parseGeekbenchJson } from "~/modules/data-import/formats/geekbench-json";
import { parseIntelArkCsv } from "~/modules/data-import/formats/intel-ark-csv";
import { parsePassmarkCsv } from "~/modules/data-import/formats/passmark-csv";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

const fixture = (name: string) => readFileSync(`tests/fixtures/import/${name}`, "utf8");
const amd = () => parseAmdCsv(fixture("amd.csv"), { readOn: "2023-07-09" });
const intel = () => parseIntelArkCsv(fixture("intel-ark.csv"), { readOn: "2023-07-09" });
const geekbench = () =>
  parseGeekbenchJson(fixture("geekbench-devices.json"), { readOn: "2026-04-24" });
const passmark = () =>
  parsePassmarkCsv(fixture("passmark.csv"), {
    publishedOn: "2026-11-01",
    sourceUrl: "https://www.passmark.com/licensed-export",
  });

describe.each(testDatabases)("data:import on $name", (database) => {
  const db = useTestDatabase(database);
  const count = async (table: typeof cpus | typeof benchmarkResults | typeof cpuAliases) =>
    (await db().select().from(table)).length;
  const importParsed = async (parsed: ReturnType<typeof amd>) => {
    const plan = await planImport(db(), parsed);
    await applyImport(db(), plan, { notedOn: "2026-11-23" });
    return plan;
  };

  it("creates CPUs from a vendor export with their specification source, and a second import changes nothing", async () => {
    const first = await importParsed(amd());
    expect(first.created.map((c) => c.id)).toContain("amd-ryzen-9-7950x");
    const ryzen = (await db().select().from(cpus).where(eq(cpus.id, "amd-ryzen-9-7950x")))[0]!;
    expect(ryzen).toMatchObject({
      cores: 16,
      threads: 32,
      baseFreq: 4.5,
      boostFreq: 5.7,
      tdp: 170,
      l3Cache: 64,
      socket: "AM5",
      specSourceName: "AMD product specifications",
      specSourceDate: "2023-07-09",
    });
    // What AMD's export does not state stays empty: no default, no derivation.
    expect(ryzen.maxMemoryBandwidth).toBeNull();
    expect(ryzen.multiplier).toBeNull();

    const before = [await count(cpus), await count(benchmarkResults), await count(cpuAliases)];
    const second = await importParsed(amd());
    expect(second.created).toEqual([]);
    expect(second.filled).toEqual([]);
    expect(second.conflicts).toEqual([]);
    expect(second.matched.length).toBe(first.created.length);
    expect([await count(cpus), await count(benchmarkResults), await count(cpuAliases)]).toEqual(
      before,
    );
  });

  it("matches raw Geekbench names through the aliases, adds chart figures with provenance, lists the unmatched, and is idempotent", async () => {
    await importParsed(intel());
    const plan = await importParsed(geekbench());
    expect(plan.matched).toEqual(
      expect.arrayContaining(["intel-core-i9-13900k", "amd-ryzen-9-7950x"]),
    );
    expect(plan.unmatched.map((u) => u.rawName)).toContain("AMD Ryzen AI Max+ 395");
    expect(plan.created).toEqual([]);
    const figure = (
      await db()
        .select()
        .from(benchmarkResults)
        .where(
          and(
            eq(benchmarkResults.cpuId, "amd-ryzen-9-7950x"),
            eq(benchmarkResults.benchmark, "geekbench-6-multi"),
          ),
        )
    )[0]!;
    expect(figure).toMatchObject({
      source: "reference",
      statistic: "mean",
      sourceName: "Geekbench Browser (Primate Labs)",
      recordedOn: "2026-04-24",
      benchmarkVersion: "6",
    });
    expect(figure.sourceUrl).toMatch(/^https:\/\/browser\.geekbench\.com\/processors\/\d+$/);
    expect(figure.sampleCount).toBeGreaterThan(0);
    // The catalog now orders by the Geekbench 6 multi-core figure.
    expect(findCpu("amd-ryzen-9-7950x")?.benchmarkScore).toBe(figure.score);

    const again = await planImport(db(), geekbench());
    expect(again.results).toEqual({ added: 0, updated: 0, unchanged: plan.results.added });
  });

  it("never overwrites a stored value that a source contradicts: it records the disagreement once and keeps the stored value", async () => {
    await db().update(cpus).set({ tdp: 999 }).where(eq(cpus.id, "amd-ryzen-9-7950x"));
    const plan = await importParsed(amd());
    const conflict = plan.conflicts.find(
      (c) => c.cpuId === "amd-ryzen-9-7950x" && c.field === "tdp",
    );
    expect(conflict).toMatchObject({ stored: 999, imported: 170, alreadyRecorded: false });
    const kept = (await db().select().from(cpus).where(eq(cpus.id, "amd-ryzen-9-7950x")))[0]!;
    expect(kept.tdp).toBe(999);
    const recorded = await db()
      .select()
      .from(sourceDisagreements)
      .where(eq(sourceDisagreements.cpuId, "amd-ryzen-9-7950x"));
    expect(recorded).toEqual([
      expect.objectContaining({
        field: "tdp",
        keptValue: "999",
        otherValue: "170",
        otherSource: "AMD product specifications",
      }),
    ]);

    const again = await importParsed(amd());
    expect(again.conflicts.every((c) => c.alreadyRecorded)).toBe(true);
    expect(
      await db()
        .select()
        .from(sourceDisagreements)
        .where(eq(sourceDisagreements.cpuId, "amd-ryzen-9-7950x")),
    ).toHaveLength(1);
  });

  it("a figure from another source than the stored one is a conflict, not a replacement", async () => {
    const plan = await importParsed(passmark());
    expect(plan.results.added).toBeGreaterThan(0);
    expect(plan.skipped.map((u) => u.name)).toContain("Mystery CPU");
    const stored = (
      await db()
        .select()
        .from(benchmarkResults)
        .where(
          and(
            eq(benchmarkResults.cpuId, "amd-ryzen-9-7950x"),
            eq(benchmarkResults.benchmark, "passmark-multi"),
          ),
        )
    )[0]!;
    expect(stored).toMatchObject({ score: 62500, sourceName: "PassMark Software" });

    const other = passmark();
    for (const r of other.results) r.sourceName = "Another Chart";
    const conflicting = await planImport(db(), other);
    expect(conflicting.results.added + conflicting.results.updated).toBe(0);
    expect(conflicting.conflicts.some((c) => c.field === "passmark-multi")).toBe(true);
  });

  it("a dry run (planning only) writes nothing", async () => {
    const before = [await count(cpus), await count(benchmarkResults), await count(cpuAliases)];
    const parsed = geekbench();
    for (const r of parsed.results) r.score += 1;
    const plan = await planImport(db(), parsed);
    expect(plan.results.updated).toBeGreaterThan(0);
    expect([await count(cpus), await count(benchmarkResults), await count(cpuAliases)]).toEqual(
      before,
    );
  });
});
