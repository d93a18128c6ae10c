import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseIntelArkLabelsCsv } from "./intel-ark-labels-csv";

const copy = {
  name: "JosuaCarl/cpu-spec-dataset, dataset/intel-cpus.csv",
  url: "https://github.com/JosuaCarl/cpu-spec-dataset/blob/edf12ad53dcbfaa2f03044b559c9440ab7d63ee4/dataset/intel-cpus.csv",
  date: "2025-02-18",
};
const parsed = parseIntelArkLabelsCsv(
  readFileSync("tests/fixtures/import/intel-ark-2025.csv", "utf8"),
  { readOn: "2025-02-18", copy },
);
const byNumber = (n: string) => parsed.cpus.find((c) => c.spec.processorNumber === n);

describe("parseIntelArkLabelsCsv (ARK's page labels as columns, 2025 scrape)", () => {
  it("reads a hybrid laptop part: no base clock of the chip, the core-type clocks ARK gives", () => {
    const cpu = byNumber("i7-13700H");
    expect(cpu?.spec.name).toBe("Intel Core i7-13700H");
    expect(cpu?.spec.baseFreq ?? null).toBeNull();
    expect(cpu?.spec).toMatchObject({
      type: "Laptop",
      cores: 14,
      threads: 20,
      boostFreq: 5,
      tdp: 45,
      maxTurboPower: 115,
      performanceCores: 6,
      efficiencyCores: 8,
      performanceCoreTurboFreq: 5,
      efficiencyCoreTurboFreq: 3.7,
      // This copy of ARK leaves the P- and E-core base clocks of this part empty: unknown.
      performanceCoreBaseFreq: null,
      efficiencyCoreBaseFreq: null,
      releaseDate: "2023-Q1",
      maxMemorySize: 96,
      eccMemorySupport: false,
    });
    expect(cpu?.specSource).toEqual({
      name: "Intel ARK",
      url: "https://intel.com/content/www/us/en/products/sku/232128/intel-core-i713700h-processor-24m-cache-up-to-5-00-ghz/specifications.html",
      date: "2025-02-18",
      copy,
    });
  });

  it("reads the launch price (both bounds of Intel's range) and the P- and E-core base clocks", () => {
    expect(byNumber("i5-13400F")?.spec).toMatchObject({
      price: 196,
      priceMax: 206,
      performanceCoreBaseFreq: 2.5,
      efficiencyCoreBaseFreq: 1.8,
    });
    expect(byNumber("225")?.spec).toMatchObject({
      price: 236,
      priceMax: 246,
      name: "Intel Core Ultra 5 225",
    });
    expect(byNumber("258V")?.spec).toMatchObject({ price: 613, priceMax: null });
    expect(byNumber("i7-13700H")?.spec).toMatchObject({ price: null, priceMax: null });
  });

  it("knows an F part has no integrated graphics: F suffix and no graphics published", () => {
    expect(byNumber("i5-13400F")?.spec).toMatchObject({
      integratedGraphics: false,
      integratedGraphicsName: null,
    });
    expect(byNumber("i9-13900K")?.spec).toMatchObject({
      integratedGraphics: true,
      integratedGraphicsName: "Intel UHD Graphics 770",
    });
  });

  it("leaves graphics unknown unless both Intel statements agree", () => {
    const header =
      "CpuName,Processor Number,Vertical Segment,Total Cores,Total Threads,GPU Name‡,Graphics Output,SourceUrl";
    const url = "https://intel.com/content/www/us/en/products/sku/1/x/specifications.html";
    const rows = [
      // laptop F part (HF), nothing about graphics: known to have none
      `Intel® Core™ i7-9750HF Processor,i7-9750HF,Mobile,6,12,,,${url}`,
      // a Xeon's F is an integrated fabric, not missing graphics: unknown
      `Intel® Xeon® Gold 6138F Processor,6138F,Server,20,40,,,${url}`,
      // no F suffix and no graphics columns (Core X-series): unknown
      `Intel® Core™ i9-10900X X-series Processor,i9-10900X,Desktop,10,20,,,${url}`,
      // F suffix but the row publishes a graphics output: the two statements disagree, unknown
      `Intel® Core™ i5-12400F Processor,i5-12400F,Desktop,6,12,,eDP 1.4b,${url}`,
      // Core Ultra: ARK writes the number without the brand ("245KF")
      `Intel® Core™ Ultra 5 Processor 245KF,245KF,Desktop,14,14,,N/A,${url}`,
    ];
    const got = parseIntelArkLabelsCsv([header, ...rows].join("\n"), { readOn: "2025-02-18" });
    expect(got.cpus.map((c) => [c.spec.processorNumber, c.spec.integratedGraphics])).toEqual([
      ["i7-9750HF", false],
      ["6138F", null],
      ["i9-10900X", null],
      ["i5-12400F", null],
      ["245KF", false],
    ]);
  });

  it("counts low-power E-cores as efficiency cores so that P + E = all cores", () => {
    const cpu = byNumber("258V");
    expect(cpu?.spec.cores).toBe(8);
    expect((cpu?.spec.performanceCores ?? 0) + (cpu?.spec.efficiencyCores ?? 0)).toBe(8);
    expect(cpu?.spec.efficiencyCores).toBe(4);
  });

  it("leaves embedded parts out", () => {
    expect(parsed.skipped).toEqual([
      expect.objectContaining({
        name: "Intel® Core™ Ultra 3 Processor 105UL",
        reason: "embedded segment",
      }),
    ]);
  });
});
