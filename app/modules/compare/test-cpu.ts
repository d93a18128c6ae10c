import type { BenchmarkId, BenchmarkResult } from "~/modules/catalog/benchmarks";
import type { Cpu, CpuRecord } from "~/modules/catalog/cpu";
import { toCpu } from "~/modules/catalog/map-cpu";

/** A desktop CPU with every field stored, so nothing is estimated unless a test empties it. */
const BASE: CpuRecord = {
  id: "test-cpu",
  name: "Test CPU",
  brand: "AMD",
  cores: 8,
  threads: 16,
  baseFreq: 4,
  boostFreq: 5,
  tdp: 105,
  socket: "AM5",
  architecture: "Zen 4 (Raphael)",
  benchmarkScore: null,
  releaseYear: 2022,
  price: 399,
  releaseDate: "2022-09-27",
  type: "Desktop",
  instructionSet: "x86-64, AVX2",
  processorNumber: "Test",
  partNumber: null,
  manufacturingProcess: "5nm",
  powerConsumption: 105,
  maxTurboPower: 142,
  peakOperatingTemp: 95,
  performanceCores: 8,
  performanceCoreThreads: 16,
  performanceCoreBaseFreq: 4,
  performanceCoreTurboFreq: 5,
  efficiencyCores: 0,
  efficiencyCoreThreads: 0,
  efficiencyCoreBaseFreq: null,
  efficiencyCoreTurboFreq: null,
  l1Cache: 512,
  l2Cache: 8,
  l3Cache: 32,
  unlockedMultiplier: true,
  busFrequency: 100,
  multiplier: 40,
  memoryTypes: "DDR5-5200",
  maxMemorySize: 128,
  maxMemoryChannels: 2,
  maxMemoryBandwidth: 83.2,
  eccMemorySupport: false,
  integratedGraphics: true,
  integratedGraphicsName: "AMD Radeon Graphics",
  rasterOperationUnits: null,
  gpuBaseFreq: 400,
  executionUnits: 2,
  gpuMaxDynamic: 2200,
  gpuPowerConsumption: null,
  shaderUnits: null,
  graphicsPerformance: null,
  textureUnits: null,
  pcieVersion: "5.0",
  pcieLanes: 28,
};

/**
 * A CPU for tests: the base record with `fields` replaced, and `scores` as
 * stored reference results. A field set to null gets the spec's default and
 * is then estimated, as in the catalog.
 */
export function testCpu(
  fields: Partial<CpuRecord> = {},
  scores: Partial<Record<BenchmarkId, number>> = {},
): Cpu {
  const results: BenchmarkResult[] = Object.entries(scores).map(([benchmark, score]) => ({
    benchmark: benchmark as BenchmarkId,
    score: score ?? 0,
    source: "reference",
    sampleCount: 1,
    recordedOn: "2026-01-01",
  }));
  const multi = scores["cinebench-r23-multi"] ?? null;
  return toCpu({ ...BASE, benchmarkScore: multi, ...fields }, results);
}
