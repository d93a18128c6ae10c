/**
 * No false unknowns (issue 20): for every shipped CPU in a sample of the vendor exports the build
 * reads (tests/fixtures/vendor-sample: every 12th Intel row and every 6th AMD row of the exports
 * that name a shipped CPU, as they stand in the copies read), a value the export publishes is not
 * shown as unknown in the seed. The seed may hold a different value (the newer export wins, and
 * disagreements.json records the other); it may not hold none.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeCpuName } from "./cpu-names";
import { parseAmdCsv } from "./formats/amd-csv";
import { parseIntelArkCsv } from "./formats/intel-ark-csv";
import { parseIntelArkLabelsCsv } from "./formats/intel-ark-labels-csv";
import { type ParsedImport, SEED_CPU_SPEC_FIELDS, type SeedCpu } from "./seed-format";

const SEED = "app/db/seed-data/cpus";
const SAMPLE = "tests/fixtures/vendor-sample";
const seed: SeedCpu[] = readdirSync(SEED).flatMap(
  (f) => JSON.parse(readFileSync(join(SEED, f), "utf8")) as SeedCpu[],
);
const byKey = new Map<string, SeedCpu>();
for (const cpu of seed)
  for (const name of [cpu.name, ...cpu.aliases]) byKey.set(normalizeCpuName(name), cpu);

const read = (file: string) => readFileSync(join(SAMPLE, file), "utf8");
const exportsRead: [string, ParsedImport][] = [
  [
    "Intel ARK 2025-02-18",
    parseIntelArkLabelsCsv(read("intel-ark-2025.csv"), { readOn: "2025-02-18" }),
  ],
  ["Intel ARK 2023-07-09", parseIntelArkCsv(read("intel-ark-2023.csv"), { readOn: "2023-07-09" })],
  ["AMD 2025-02-17", parseAmdCsv(read("amd-2025.csv"), { readOn: "2025-02-17" })],
  ["AMD 2023-07-09", parseAmdCsv(read("amd-2023.csv"), { readOn: "2023-07-09" })],
];

describe("values the vendor exports publish", () => {
  it.each(exportsRead)(
    "%s: every published value of a shipped CPU is known in the seed",
    (_, parsed) => {
      expect(parsed.cpus.length).toBeGreaterThan(40);
      const unknown: string[] = [];
      let checked = 0;
      for (const row of parsed.cpus) {
        const cpu = byKey.get(normalizeCpuName(row.spec.name ?? row.rawName));
        if (!cpu) continue;
        checked++;
        for (const field of SEED_CPU_SPEC_FIELDS) {
          const published = row.spec[field];
          if (published === null || published === undefined) continue;
          if (cpu[field] === null || cpu[field] === undefined)
            unknown.push(`${cpu.id}.${field} (export: ${String(published)})`);
        }
      }
      expect(checked).toBeGreaterThan(40);
      expect(unknown).toEqual([]);
    },
  );

  it("every Intel Core F, KF and HF part shows 'No integrated graphics', cited as the rest of its ARK row", () => {
    const fParts = seed.filter(
      (c) =>
        /^Intel Core (?:i[3579]-|Ultra [3579] |[357] )/.test(c.name) &&
        /(?:^|[ -])\d{3,5}[A-Z]*F$/.test(c.processorNumber ?? ""),
    );
    expect(fParts.length).toBeGreaterThanOrEqual(49);
    expect(fParts.filter((c) => c.integratedGraphics !== false).map((c) => c.id)).toEqual([]);
    expect(fParts.filter((c) => c.integratedGraphicsName !== null).map((c) => c.id)).toEqual([]);
    // the value is the vendor row's own: no other source named for it
    expect(
      fParts.filter((c) => c.fieldSources?.integratedGraphics !== undefined).map((c) => c.id),
    ).toEqual([]);
    expect(fParts.every((c) => c.specSource.name === "Intel ARK")).toBe(true);
  });

  it("a hybrid Intel CPU shows no base clock of the chip where ARK publishes only core-type clocks", () => {
    const hybrid = seed.filter((c) => c.brand === "Intel" && (c.efficiencyCores ?? 0) > 0);
    expect(hybrid.length).toBeGreaterThan(150);
    expect(hybrid.filter((c) => c.baseFreq !== null).map((c) => c.id)).toEqual([]);
    // …and keeps every core-type clock ARK gives (i9-13900K: P-core 3 GHz, E-core 2.2 GHz).
    expect(seed.find((c) => c.id === "intel-core-i9-13900k")).toMatchObject({
      performanceCoreBaseFreq: 3,
      efficiencyCoreBaseFreq: 2.2,
    });
  });

  it("a launch price Intel publishes as a range ships both bounds, cited as the rest of its ARK row", () => {
    const ranges = seed.filter((c) => c.priceMax !== null);
    expect(ranges).toHaveLength(199);
    expect(
      ranges.filter((c) => c.price === null || c.priceMax! <= c.price).map((c) => c.id),
    ).toEqual([]);
    expect(
      ranges
        .filter(
          (c) =>
            c.specSource.name !== "Intel ARK" ||
            c.fieldSources?.price !== undefined ||
            c.fieldSources?.priceMax !== undefined,
        )
        .map((c) => c.id),
    ).toEqual([]);
    expect(seed.find((c) => c.id === "intel-core-i5-12400f")).toMatchObject({
      price: 184,
      priceMax: 194,
    });
    // …and every range in the sampled ARK rows is shipped as that range.
    const [, ark2025] = exportsRead[0]!;
    const sampled = ark2025.cpus.filter((row) => (row.spec.priceMax ?? null) !== null);
    expect(sampled.length).toBeGreaterThan(5);
    for (const row of sampled) {
      const cpu = byKey.get(normalizeCpuName(row.spec.name ?? row.rawName));
      if (cpu) expect([cpu.price, cpu.priceMax]).toEqual([row.spec.price, row.spec.priceMax]);
    }
  });
});
