import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  parseIntelArkCsv,
  readMemoryTypes,
  readRecommendedPrice,
  readSocket,
} from "./intel-ark-csv";

const text = readFileSync("tests/fixtures/import/intel-ark.csv", "utf8");
const parsed = parseIntelArkCsv(text, { readOn: "2023-07-09" });
const byNumber = (n: string) => parsed.cpus.find((c) => c.spec.processorNumber === n);

describe("parseIntelArkCsv", () => {
  it("parses every CPU row and skips embedded and non-x86 rows with a reason", () => {
    expect(parsed.cpus.map((c) => c.spec.name)).toEqual([
      "Intel Core i9-13900K",
      "Intel Core i7-8700K",
      "Intel Core i7-1165G7",
      "Intel Xeon Platinum 8380",
      "Intel Xeon W-3175X",
      "Intel Celeron N4020",
    ]);
    expect(parsed.skipped).toEqual([
      { line: 8, name: "Intel® Pentium® Processor N4200E", reason: "embedded segment" },
      { line: 9, name: "Intel® Itanium® Processor 9760", reason: "Itanium is not an x86 CPU" },
    ]);
    expect(parsed.results).toEqual([]);
  });

  it("maps a hybrid desktop part with ARK units", () => {
    const cpu = byNumber("i9-13900K");
    // ARK publishes a P-core (3 GHz) and an E-core base clock, no base clock of the chip.
    expect(cpu?.spec.baseFreq ?? null).toBeNull();
    expect(cpu?.rawName).toBe("Intel® Core™ i9-13900K Processor");
    expect(cpu?.specSource).toEqual({
      name: "Intel ARK",
      url: "https://ark.intel.com/content/www/us/en/ark/products/230496/intel-core-i913900k-processor-36m-cache-up-to-5-80-ghz.html",
      date: "2023-07-09",
    });
    expect(cpu?.spec).toMatchObject({
      brand: "Intel",
      type: "Desktop",
      cores: 24,
      threads: 32,
      boostFreq: 5.8,
      tdp: 125,
      maxTurboPower: 253,
      socket: "LGA1700",
      architecture: "Raptor Lake",
      releaseDate: "2022-Q4",
      instructionSet: "x86-64, SSE4.1, SSE4.2, AVX2",
      manufacturingProcess: "Intel 7",
      peakOperatingTemp: 100,
      performanceCores: 8,
      performanceCoreThreads: null,
      performanceCoreBaseFreq: 3,
      performanceCoreTurboFreq: 5.4,
      efficiencyCores: 16,
      efficiencyCoreThreads: null,
      efficiencyCoreBaseFreq: 2.2,
      efficiencyCoreTurboFreq: 4.3,
      l1Cache: null,
      l2Cache: 32,
      l3Cache: 36,
      memoryTypes: "DDR5-5600, DDR4-3200",
      maxMemorySize: 128,
      maxMemoryChannels: 2,
      maxMemoryBandwidth: 89.6,
      eccMemorySupport: true,
      integratedGraphics: true,
      integratedGraphicsName: "Intel UHD Graphics 770",
      gpuBaseFreq: 300,
      gpuMaxDynamic: 1650,
      executionUnits: 32,
      pcieVersion: "5.0",
      pcieLanes: 20,
    });
  });

  it("leaves what ARK does not publish null: price, multiplier, bus, unlocked flag", () => {
    const cpu = byNumber("i7-8700K");
    expect(cpu?.spec).toMatchObject({
      baseFreq: 3.7,
      boostFreq: 4.7,
      tdp: 95,
      maxTurboPower: null,
      price: null,
      priceMax: null,
      multiplier: null,
      busFrequency: null,
      unlockedMultiplier: null,
      partNumber: null,
      manufacturingProcess: "Intel 14nm",
      performanceCores: 6,
      performanceCoreThreads: 12,
      efficiencyCores: 0,
      efficiencyCoreThreads: 0,
    });
  });

  it("does not invent a base clock ARK leaves out (Tiger Lake publishes only cTDP frequencies)", () => {
    const cpu = byNumber("i7-1165G7");
    expect(cpu?.spec.type).toBe("Laptop");
    expect(cpu?.spec.baseFreq).toBeUndefined();
    expect(cpu?.spec.performanceCoreBaseFreq).toBeNull();
    expect(cpu?.spec.tdp).toBeNull();
    expect(cpu?.spec.pcieVersion).toBe("4.0");
    expect(cpu?.spec.memoryTypes).toBe("DDR4-3200, LPDDR4x-4267");
    expect(cpu?.spec.integratedGraphicsName).toBe("Intel Iris Xe Graphics");
  });

  it("maps server and workstation Xeons, TB memory and L2-only Atom caches", () => {
    expect(byNumber("8380")?.spec).toMatchObject({
      type: "Server",
      maxMemorySize: 6144,
      l3Cache: 60,
      tdp: 270,
      socket: "LGA4189",
      instructionSet: "x86-64, SSE4.2, AVX, AVX2, AVX-512",
      integratedGraphics: null,
    });
    expect(byNumber("W-3175X")?.spec).toMatchObject({ type: "Workstation", peakOperatingTemp: 85 });
    expect(byNumber("N4020")?.spec).toMatchObject({ l2Cache: 4, l3Cache: null, type: "Laptop" });
  });
});

describe("ARK value spellings", () => {
  it("reads sockets and memory types", () => {
    expect(readSocket("FC-BGA1356. FCBGA1356")).toBe("BGA1356");
    expect(readSocket("FCLGA3647")).toBe("LGA3647");
    expect(
      readMemoryTypes(
        "Up to DDR5 5200 MT/s Up to DDR4 3200 MT/s Up to LPDDR5/x 6400 MT/s Up to LPDDR4x 4267 MT/s",
      ),
    ).toBe("DDR5-5200, DDR4-3200, LPDDR5/x-6400, LPDDR4x-4267");
    expect(readMemoryTypes("DDR4 RDIMM")).toBe("DDR4 RDIMM");
  });

  describe("readRecommendedPrice (ARK's Recommended Customer Price)", () => {
    it("reads one price with no upper bound", () => {
      expect(readRecommendedPrice("$589.00")).toEqual({ price: 589, priceMax: null });
      expect(readRecommendedPrice(" $1,113.00 ")).toEqual({ price: 1113, priceMax: null });
    });

    it("keeps both bounds of a range", () => {
      expect(readRecommendedPrice("$184.00-$194.00")).toEqual({ price: 184, priceMax: 194 });
      expect(readRecommendedPrice("$2,150.00 - $2,250.00")).toEqual({
        price: 2150,
        priceMax: 2250,
      });
    });

    it("reads a range with equal bounds as one price", () => {
      expect(readRecommendedPrice("$99.00-$99.00")).toEqual({ price: 99, priceMax: null });
    });

    it("reads N/A, an empty cell, a reversed range or other text as no price", () => {
      for (const text of ["N/A", "", undefined, "$0.00", "$194.00-$184.00", "TBD", "€184.00"])
        expect(readRecommendedPrice(text)).toEqual({ price: null, priceMax: null });
    });
  });
});
