import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cpus } from "~/db/schema";
import type { BenchmarkResult } from "./benchmarks";
import type { CpuRecord } from "./cpu";
import { toCpu } from "./map-cpu";

/** A stored CPU with every column empty but the ones given. */
function stored(fields: Partial<CpuRecord>): CpuRecord {
  const { createdAt: _c, updatedAt: _u, ...columns } = getTableColumns(cpus);
  return {
    ...Object.fromEntries(Object.keys(columns).map((k) => [k, null])),
    ...fields,
  } as CpuRecord;
}

const basic = stored({
  id: "test-cpu-8",
  name: "Test CPU 8",
  brand: "AMD",
  cores: 8,
  threads: 16,
  baseFreq: 3.8,
  boostFreq: 4.7,
  tdp: 105,
  releaseYear: 2020,
  benchmarkScore: 16000,
});

const result = (
  benchmark: BenchmarkResult["benchmark"],
  score: number,
  extra: Partial<BenchmarkResult> = {},
) =>
  ({
    benchmark,
    score,
    source: "reference",
    sampleCount: 1,
    recordedOn: "2026-01-01",
    ...extra,
  }) as BenchmarkResult;

describe("toCpu: the spec's defaults", () => {
  const cpu = toCpu(basic);

  it.each([
    ["releaseDate", "2020"],
    ["type", "Desktop"],
    ["instructionSet", "x86-64"],
    ["processorNumber", "Test CPU 8"],
    ["manufacturingProcess", "10nm"],
    ["powerConsumption", 105],
    ["peakOperatingTemp", 100],
    ["performanceCores", 8],
    ["performanceCoreThreads", 16],
    ["performanceCoreBaseFreq", 3.8],
    ["performanceCoreTurboFreq", 4.7],
    ["efficiencyCores", 0],
    ["efficiencyCoreThreads", 0],
    ["l1Cache", 640],
    ["l2Cache", 16],
    ["l3Cache", 36],
    ["unlockedMultiplier", false],
    ["busFrequency", 100],
    ["multiplier", 32],
    ["memoryTypes", "DDR4-3200"],
    ["maxMemorySize", 128],
    ["maxMemoryChannels", 2],
    ["maxMemoryBandwidth", 89.6],
    ["eccMemorySupport", false],
    ["integratedGraphics", false],
    ["pcieVersion", "5.0"],
    ["pcieLanes", 20],
  ] as const)("fills %s with %s and flags it as estimated", (field, expected) => {
    expect(cpu[field]).toBe(expected);
    expect(cpu.estimated.has(field)).toBe(true);
  });

  it("keeps stored values and does not flag them", () => {
    const stored = toCpu({
      ...basic,
      l3Cache: 32,
      type: "Laptop",
      eccMemorySupport: false,
      efficiencyCores: 0,
    });
    expect(stored.l3Cache).toBe(32);
    expect(stored.type).toBe("Laptop");
    expect(stored.eccMemorySupport).toBe(false);
    expect(stored.estimated.has("l3Cache")).toBe(false);
    expect(stored.estimated.has("type")).toBe(false);
    expect(stored.estimated.has("eccMemorySupport")).toBe(false);
    expect(stored.estimated.has("efficiencyCores")).toBe(false);
  });

  it("leaves a default with nothing to derive from empty, unflagged", () => {
    const cpu = toCpu({ ...basic, tdp: null, releaseYear: null, boostFreq: null });
    expect(cpu.powerConsumption).toBeNull();
    expect(cpu.releaseDate).toBeNull();
    expect(cpu.performanceCoreTurboFreq).toBeNull();
    expect(cpu.estimated.has("powerConsumption")).toBe(false);
  });

  it("gives fields outside the defaults table null rather than undefined", () => {
    expect(cpu.socket).toBeNull();
    expect(cpu.partNumber).toBeNull();
    expect(cpu.integratedGraphicsName).toBeNull();
  });
});

describe("toCpu: scores", () => {
  it("derives the spec's fallback scores from the overall score, marked estimated", () => {
    const cpu = toCpu({ ...basic, benchmarkScore: 20_001 });
    expect(cpu.scores["cinebench-r23-single"]).toMatchObject({
      value: 1000,
      estimated: true,
      source: "estimated",
    });
    expect(cpu.scores["cinebench-r23-multi"]).toMatchObject({ value: 16001, estimated: true });
    expect(cpu.scores["geekbench-5-single"]).toMatchObject({ value: 1111, estimated: true });
    expect(cpu.scores["geekbench-5-multi"]).toMatchObject({ value: 14001, estimated: true });
    expect(cpu.scores["passmark-multi"]).toBeUndefined();
    expect(cpu.estimated.has("geekbench-5-single")).toBe(true);
  });

  it("prefers a stored result over a fallback formula", () => {
    const cpu = toCpu(basic, [result("cinebench-r23-single", 1500)]);
    expect(cpu.scores["cinebench-r23-single"]).toEqual({
      value: 1500,
      source: "reference",
      sampleCount: 1,
      recordedOn: "2026-01-01",
      estimated: false,
    });
    expect(cpu.estimated.has("cinebench-r23-single")).toBe(false);
  });

  it("has no fallback scores without an overall score", () => {
    const cpu = toCpu({ ...basic, benchmarkScore: null });
    expect(cpu.scores).toEqual({});
  });

  it("weights reference and visitor results by sample count", () => {
    const cpu = toCpu(basic, [
      result("passmark-multi", 30000),
      result("passmark-multi", 33000, {
        source: "visitor",
        sampleCount: 2,
        recordedOn: "2026-03-01",
      }),
    ]);
    expect(cpu.scores["passmark-multi"]).toEqual({
      value: 32000,
      source: "mixed",
      sampleCount: 3,
      recordedOn: "2026-03-01",
      estimated: false,
    });
  });
});
