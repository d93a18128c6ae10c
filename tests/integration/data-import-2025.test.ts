// data:import of the vendors' 2025 spellings (issue 20): ARK's page labels as columns
// (intel-ark-labels-csv) and AMD's 2025 export columns (amd-csv), over a catalog that the 2023
// exports filled: matched, new, conflicting, unmatched, and a second import that changes nothing.
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { benchmarkResults, cpuAliases, cpus, sourceDisagreements } from "~/db/schema";
import { applyImport, planImport } from "~/modules/data-import/apply.server";
import { parseAmdCsv } from "~/modules/data-import/formats/amd-csv";
import { parseIntelArkCsv } from "~/modules/data-import/formats/intel-ark-csv";
import { parseIntelArkLabelsCsv } from "~/modules/data-import/formats/intel-ark-labels-csv";
import type { ParsedImport } from "~/modules/data-import/seed-format";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

const fixture = (name: string) => readFileSync(`tests/fixtures/import/${name}`, "utf8");
const copy = (path: string, commit: string, date: string) => ({
  name: `JosuaCarl/cpu-spec-dataset, ${path}`,
  url: `https://github.com/JosuaCarl/cpu-spec-dataset/blob/${commit}/${path}`,
  date,
});
const intel2023 = () => parseIntelArkCsv(fixture("intel-ark.csv"), { readOn: "2023-07-09" });
const amd2023 = () => parseAmdCsv(fixture("amd.csv"), { readOn: "2023-07-09" });
const intel2025 = () =>
  parseIntelArkLabelsCsv(fixture("intel-ark-2025.csv"), {
    readOn: "2025-02-18",
    copy: copy("dataset/intel-cpus.csv", "edf12ad53dcbfaa2f03044b559c9440ab7d63ee4", "2025-02-18"),
  });
const amd2025 = () =>
  parseAmdCsv(fixture("amd-2025.csv"), {
    readOn: "2025-02-17",
    copy: copy("dataset/amd-cpus.csv", "063e81c331c9805b59860818b1f5f05548fed352", "2025-02-17"),
  });

describe.each(testDatabases)("data:import of the 2025 vendor exports on $name", (database) => {
  const db = useTestDatabase(database);
  const importParsed = async (parsed: ParsedImport) => {
    const plan = await planImport(db(), parsed);
    await applyImport(db(), plan, { notedOn: "2026-11-26" });
    return plan;
  };
  const cpu = async (id: string) => (await db().select().from(cpus).where(eq(cpus.id, id)))[0];

  it("ARK labels: matches the 2023 rows, adds the new parts with the copy read, records a changed value once, lists a row it cannot use", async () => {
    await importParsed(intel2023());
    const plan = await importParsed(intel2025());

    // matched: the i9-13900K of the 2023 export
    expect(plan.matched).toContain("intel-core-i9-13900k");
    // new: the hybrid laptop part, its base clock unknown, its core-type clocks as published
    expect(plan.created.map((c) => c.id)).toEqual(
      expect.arrayContaining(["intel-core-i7-13700h", "intel-core-ultra-5-225"]),
    );
    const laptop = await cpu("intel-core-i7-13700h");
    expect(laptop).toMatchObject({
      baseFreq: null,
      boostFreq: 5,
      performanceCoreTurboFreq: 5,
      efficiencyCoreTurboFreq: 3.7,
      specSourceName: "Intel ARK",
      specSourceDate: "2025-02-18",
      specCopyName: "JosuaCarl/cpu-spec-dataset, dataset/intel-cpus.csv",
      specCopyDate: "2025-02-18",
    });
    // Intel's range "$236.00-$246.00" is stored with both bounds.
    expect(await cpu("intel-core-ultra-5-225")).toMatchObject({ price: 236, priceMax: 246 });
    // conflicting: ARK now says 192 GB for the i9-13900K where the 2023 export said 128 GB;
    // the stored value stays, the difference is recorded
    expect(plan.conflicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          cpuId: "intel-core-i9-13900k",
          field: "maxMemorySize",
          stored: 128,
          imported: 192,
        }),
      ]),
    );
    expect((await cpu("intel-core-i9-13900k"))?.maxMemorySize).toBe(128);
    // unmatched: a row whose values cannot make a CPU (fewer threads than cores)
    expect(plan.unmatched.map((u) => u.rawName)).toContain("Intel® Core™ i9-13999K Processor");
    expect(await cpu("intel-core-i9-13999k")).toBeUndefined();
  });

  it("ARK labels: a second import changes nothing", async () => {
    const count = async () => [
      (await db().select().from(cpus)).length,
      (await db().select().from(cpuAliases)).length,
      (await db().select().from(benchmarkResults)).length,
      (await db().select().from(sourceDisagreements)).length,
    ];
    const before = await count();
    const again = await importParsed(intel2025());
    expect(again.created).toEqual([]);
    expect(again.filled).toEqual([]);
    expect(again.conflicts.every((c) => c.alreadyRecorded)).toBe(true);
    expect(await count()).toEqual(before);
  });

  it("AMD 2025 columns: matched, new (no integrated graphics known for an F part), cTDP range, idempotent", async () => {
    await importParsed(amd2023());
    const plan = await importParsed(amd2025());
    expect(plan.matched).toContain("amd-ryzen-9-7950x");
    expect(plan.created.map((c) => c.id)).toEqual(
      expect.arrayContaining(["amd-ryzen-5-7500f", "amd-ryzen-ai-9-hx-370"]),
    );
    expect(await cpu("amd-ryzen-5-7500f")).toMatchObject({
      integratedGraphics: false,
      unlockedMultiplier: true,
      releaseDate: "2023-07-22",
      specCopyDate: "2025-02-17",
    });
    expect(await cpu("amd-ryzen-ai-9-hx-370")).toMatchObject({
      type: "Laptop",
      configurableTdpMin: 15,
      configurableTdpMax: 54,
    });
    const again = await importParsed(amd2025());
    expect(again.created).toEqual([]);
    expect(again.filled).toEqual([]);
  });
});

describe.each(testDatabases)("data:import of 'no integrated graphics' on $name", (database) => {
  const db = useTestDatabase(database);
  const importParsed = async (parsed: ParsedImport) => {
    const plan = await planImport(db(), parsed);
    await applyImport(db(), plan, { notedOn: "2026-11-26" });
    return plan;
  };
  const cpu = async (id: string) => (await db().select().from(cpus).where(eq(cpus.id, id)))[0];

  it("ARK labels: an F part imported before 'no integrated graphics' was read gets it filled once, cited as ARK", async () => {
    // The catalog as the earlier importer left it: the F part's graphics unknown.
    const earlier = intel2025();
    for (const c of earlier.cpus)
      if (c.spec.processorNumber === "i5-13400F") c.spec.integratedGraphics = null;
    await importParsed(earlier);
    expect((await cpu("intel-core-i5-13400f"))?.integratedGraphics).toBeNull();

    const plan = await importParsed(intel2025());
    expect(plan.filled).toEqual([
      expect.objectContaining({
        cpuId: "intel-core-i5-13400f",
        field: "integratedGraphics",
        value: false,
        source: expect.objectContaining({ name: "Intel ARK", date: "2025-02-18" }),
      }),
    ]);
    expect(await cpu("intel-core-i5-13400f")).toMatchObject({
      integratedGraphics: false,
      integratedGraphicsName: null,
    });
    // a part with graphics and a Xeon are untouched; a second import fills nothing
    expect((await cpu("intel-core-i9-13900k"))?.integratedGraphics).toBe(true);
    const again = await importParsed(intel2025());
    expect(again.filled).toEqual([]);
    expect(again.created).toEqual([]);
  });
});
