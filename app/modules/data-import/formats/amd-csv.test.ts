import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AMD_SPECIFICATIONS_URL, parseAmdCsv, readProcessorNumber } from "./amd-csv";

const text = readFileSync("tests/fixtures/import/amd.csv", "utf8");
const parsed = parseAmdCsv(text, { readOn: "2023-07-09" });
const byName = (n: string) => parsed.cpus.find((c) => c.spec.name === n);

describe("parseAmdCsv", () => {
  it("parses AMD rows and skips rows without an AMD name or a thread count", () => {
    expect(parsed.cpus.map((c) => c.spec.name)).toEqual([
      "AMD Ryzen 9 7950X",
      "AMD Ryzen 5 3600",
      "AMD Ryzen 7 6800U",
      "AMD EPYC 9654",
      "AMD Ryzen Threadripper PRO 5995WX",
      "AMD Ryzen 5 7545U",
      "AMD Ryzen 7 PRO 2700U",
    ]);
    expect(parsed.skipped).toEqual([
      { line: 9, name: "FX-8350", reason: "not an AMD product name" },
      { line: 10, name: "AMD Athlon™ Silver 3050U", reason: "core or thread count not published" },
    ]);
  });

  it("maps a desktop part with AMD's units and attributes it to the export page", () => {
    const cpu = byName("AMD Ryzen 9 7950X");
    expect(cpu?.rawName).toBe("AMD Ryzen™ 9 7950X");
    expect(cpu?.specSource).toEqual({
      name: "AMD product specifications",
      url: AMD_SPECIFICATIONS_URL,
      date: "2023-07-09",
    });
    expect(cpu?.spec).toMatchObject({
      brand: "AMD",
      type: "Desktop",
      cores: 16,
      threads: 32,
      baseFreq: 4.5,
      boostFreq: 5.7,
      tdp: 170,
      maxTurboPower: null,
      socket: "AM5",
      processorNumber: "7950X",
      partNumber: "100-100000514WOF",
      manufacturingProcess: "TSMC 5nm",
      peakOperatingTemp: 95,
      l1Cache: 1024,
      l2Cache: 16,
      l3Cache: 64,
      unlockedMultiplier: true,
      memoryTypes: "DDR5",
      maxMemoryChannels: 2,
      // Not derived from channels × speed: the export states no bandwidth.
      maxMemoryBandwidth: null,
      integratedGraphics: true,
      integratedGraphicsName: "AMD Radeon Graphics",
      gpuMaxDynamic: 2200,
      executionUnits: 2,
      pcieVersion: "5.0",
      pcieLanes: null,
      releaseDate: null,
      performanceCores: 16,
      efficiencyCores: 0,
    });
  });

  it("reads dates, memory speed and a missing iGPU", () => {
    expect(byName("AMD Ryzen 5 3600")?.spec).toMatchObject({
      releaseDate: "2019-07-07",
      memoryTypes: "DDR4-3200",
      l2Cache: 3,
      integratedGraphics: false,
      integratedGraphicsName: null,
      pcieLanes: null,
    });
    expect(byName("AMD Ryzen 7 PRO 2700U")?.spec).toMatchObject({
      releaseDate: "2018-Q1",
      type: "Laptop",
      manufacturingProcess: "14nm",
      peakOperatingTemp: 105,
    });
  });

  it("strips the zero-width space AMD puts in some names and ignores TDP ranges", () => {
    const cpu = byName("AMD Ryzen 7 6800U");
    expect(cpu?.rawName).toBe("AMD Ryzen™ 7 6800U\u200b");
    expect(cpu?.spec.tdp).toBeNull();
    expect(cpu?.spec.partNumber).toBeNull();
  });

  it("maps EPYC to Server with price, lanes and bandwidth, Threadripper to Workstation", () => {
    expect(byName("AMD EPYC 9654")?.spec).toMatchObject({
      type: "Server",
      price: 11805,
      pcieLanes: 128,
      maxMemoryBandwidth: 460.8,
      memoryTypes: "DDR5-4800",
      maxMemoryChannels: 12,
    });
    expect(byName("AMD Ryzen Threadripper PRO 5995WX")?.spec).toMatchObject({
      type: "Workstation",
      architecture: "Zen 3",
      processorNumber: "5995WX",
    });
  });

  it("leaves the core split of mixed Zen 4 / Zen 4c parts null", () => {
    expect(byName("AMD Ryzen 5 7545U")?.spec).toMatchObject({
      performanceCores: null,
      efficiencyCores: null,
    });
  });

  it("reads model numbers", () => {
    expect(readProcessorNumber("AMD Ryzen AI 9 HX 370")).toBe("HX 370");
    expect(readProcessorNumber("AMD Athlon Gold 7220C")).toBe("7220C");
    expect(readProcessorNumber("AMD EPYC 9654")).toBe("9654");
  });
});
