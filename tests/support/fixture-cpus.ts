import { benchmarkById, type BenchmarkId, type BenchmarkKey } from "~/modules/catalog/benchmarks";
import { cpuInputSchema, type CpuInput, type ScoreInput } from "~/modules/catalog/cpu.schema";

/**
 * CPUs made up for tests, so no test depends on the values of the curated
 * reference dataset. Every value here is invented; the sources are example.com.
 */

/** A published figure: a mean of 250 runs read on 2026-03-01 from a test chart, unless overridden. */
export function fixtureScore(score: number, changes: Partial<ScoreInput> = {}): ScoreInput {
  return {
    score,
    statistic: "mean",
    sampleCount: 250,
    sourceName: "Fixture Benchmark Chart",
    sourceUrl: `https://example.com/charts/${score}`,
    sourcePage: "cpu",
    publishedOn: "2026-03-01",
    dateMeaning: "published",
    copy: null,
    benchmarkVersion: "6.4.0",
    ...changes,
  };
}

type ScoreChanges = Partial<Record<BenchmarkKey | BenchmarkId, number | ScoreInput>>;

/**
 * A valid CPU input with every field given: 8 cores, 16 threads, its
 * specification source and, unless `scores` says otherwise, published
 * Geekbench 6 and Cinebench R23 figures. `scores` may use keys or ids; a
 * bare number is a fixtureScore.
 */
export function fixtureCpuInput(
  id: string,
  changes: Partial<Omit<CpuInput, "scores">> = {},
  scores: ScoreChanges = {
    geekbench6Single: 2500,
    geekbench6Multi: 14000,
    cinebenchR23Single: 1900,
    cinebenchR23Multi: 19000,
  },
): CpuInput {
  const scoreInputs: CpuInput["scores"] = {};
  for (const [name, figure] of Object.entries(scores)) {
    const key = (benchmarkById(name)?.key ?? name) as BenchmarkKey;
    if (figure !== undefined)
      scoreInputs[key] = typeof figure === "number" ? fixtureScore(figure) : figure;
  }
  return cpuInputSchema.parse({
    id,
    name: `Fixture ${id}`,
    brand: "AMD",
    type: "Desktop",
    cores: 8,
    threads: 16,
    baseFreq: 4.1,
    boostFreq: 5.2,
    tdp: 105,
    maxTurboPower: 142,
    powerConsumption: null,
    socket: "FX9",
    architecture: "Fixture Core 3",
    releaseDate: "2025-Q2",
    price: 349,
    instructionSet: "x86-64, AVX2",
    processorNumber: null,
    partNumber: "FX-0001",
    manufacturingProcess: "4 nm",
    peakOperatingTemp: 95,
    performanceCores: 8,
    performanceCoreThreads: 16,
    performanceCoreBaseFreq: 4.1,
    performanceCoreTurboFreq: 5.2,
    efficiencyCores: 0,
    efficiencyCoreThreads: 0,
    efficiencyCoreBaseFreq: null,
    efficiencyCoreTurboFreq: null,
    l1Cache: 640,
    l2Cache: 8,
    l3Cache: 32,
    unlockedMultiplier: true,
    busFrequency: 100,
    multiplier: 41,
    memoryTypes: "DDR5-5600",
    maxMemorySize: 192,
    maxMemoryChannels: 2,
    maxMemoryBandwidth: 89.6,
    eccMemorySupport: false,
    integratedGraphics: true,
    integratedGraphicsName: "Fixture Graphics",
    gpuBaseFreq: 400,
    gpuMaxDynamic: 2200,
    executionUnits: 2,
    shaderUnits: 128,
    textureUnits: 8,
    rasterOperationUnits: 4,
    gpuPowerConsumption: null,
    graphicsPerformance: null,
    pcieVersion: "5.0",
    pcieLanes: 24,
    specSource: {
      name: "Fixture Vendor product page",
      url: `https://example.com/products/${id}`,
      date: "2026-02-15",
    },
    scores: scoreInputs,
    ...changes,
  });
}

/**
 * A catalog of 64 fixture CPUs: 32 AMD "Fixture Ryzen" and 32 Intel "Fixture
 * Core" desktops and laptops, each with published Geekbench 6 figures (the
 * overall score) except the last four, which have none.
 */
export function fixtureCatalogInputs(): CpuInput[] {
  return Array.from({ length: 64 }, (_, i) => {
    const amd = i % 2 === 0;
    const n = 100 + i;
    const id = amd ? `fixture-ryzen-9-${n}x` : `fixture-core-i9-${n}k`;
    const multi = 30_000 - i * 250;
    const scores = i >= 60 ? {} : { geekbench6Single: 3000 - i * 10, geekbench6Multi: multi };
    return fixtureCpuInput(
      id,
      {
        name: amd ? `Fixture Ryzen 9 ${n}X` : `Fixture Core i9-${n}K`,
        brand: amd ? "AMD" : "Intel",
        type: i % 4 < 2 ? "Desktop" : "Laptop",
      },
      scores,
    );
  });
}
