import { z } from "zod";
import { BENCHMARKS, BENCHMARK_IDS, type BenchmarkKey } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { CPU_BRANDS, CPU_TYPES } from "~/modules/catalog/cpu.schema";

const ghz = z.number().describe("GHz");
const optionalGhz = ghz.nullable();
const int = z.int();
const text = z.string();

/** The spec's API-facing CPU (section 3) plus the overall score lists are ordered by. */
export const apiCpuSummarySchema = z.object({
  id: text.describe("The CPU's URL slug"),
  name: text,
  brand: z.enum(CPU_BRANDS),
  cores: int,
  threads: int,
  baseFreq: ghz,
  boostFreq: optionalGhz,
  tdp: int.nullable().describe("W"),
  socket: text.nullable(),
  architecture: text.nullable(),
  benchmarkScore: z
    .number()
    .nullable()
    .describe("The Cinebench R23 multi-core score; null when the CPU has none"),
});
export type ApiCpuSummary = z.infer<typeof apiCpuSummarySchema>;

export const apiScoreSchema = z.object({
  value: z.number(),
  source: z
    .enum(["reference", "visitor", "mixed", "estimated"])
    .describe(
      "reference: curated; visitor: verified visitors' results; mixed: both, averaged by samples; estimated: computed from benchmarkScore (spec section 9), not measured",
    ),
  sampleCount: int.describe("How many runs the value stands for; 0 when estimated"),
  recordedOn: z.string().nullable().describe("Date of the latest result (YYYY-MM-DD)"),
  estimated: z.boolean(),
});

/**
 * One CPU with every field: stored values, or the spec's default (section 3)
 * where nothing is stored, in which case the field is named in
 * `estimatedFields`. Scores carry their provenance.
 */
export const apiCpuDetailSchema = apiCpuSummarySchema.extend({
  releaseYear: int.nullable(),
  releaseDate: text.nullable().describe("YYYY-MM-DD, YYYY-MM, or the year alone when defaulted"),
  price: z.number().nullable().describe("USD at launch"),
  type: z.enum(CPU_TYPES),
  instructionSet: text,
  processorNumber: text,
  partNumber: text.nullable(),
  manufacturingProcess: text,
  powerConsumption: int.nullable().describe("W"),
  maxTurboPower: int.nullable().describe("W"),
  peakOperatingTemp: int.describe("°C"),
  performanceCores: int,
  performanceCoreThreads: int,
  performanceCoreBaseFreq: ghz,
  performanceCoreTurboFreq: optionalGhz,
  efficiencyCores: int,
  efficiencyCoreThreads: int,
  efficiencyCoreBaseFreq: optionalGhz,
  efficiencyCoreTurboFreq: optionalGhz,
  l1Cache: int.describe("KB, all cores"),
  l2Cache: z.number().describe("MB, all cores"),
  l3Cache: z.number().describe("MB"),
  unlockedMultiplier: z.boolean(),
  busFrequency: int.describe("MHz"),
  multiplier: z.number(),
  memoryTypes: text,
  maxMemorySize: int.describe("GB"),
  maxMemoryChannels: int,
  maxMemoryBandwidth: z.number().describe("GB/s"),
  eccMemorySupport: z.boolean(),
  integratedGraphics: z.boolean(),
  integratedGraphicsName: text.nullable(),
  gpuBaseFreq: int.nullable().describe("MHz"),
  gpuMaxDynamic: int.nullable().describe("MHz"),
  executionUnits: int.nullable(),
  shaderUnits: int.nullable(),
  textureUnits: int.nullable(),
  rasterOperationUnits: int.nullable(),
  gpuPowerConsumption: int.nullable().describe("W"),
  graphicsPerformance: z.number().nullable().describe("GFLOPS"),
  pcieVersion: text,
  pcieLanes: int,
  scores: z
    .object(
      Object.fromEntries(BENCHMARKS.map((b) => [b.key, apiScoreSchema.optional()])) as Record<
        BenchmarkKey,
        z.ZodOptional<typeof apiScoreSchema>
      >,
    )
    .describe("Shown score per benchmark, by the same keys as the scores of a CPU body"),
  estimatedFields: z
    .array(text)
    .describe("Fields whose value is the spec's default, not stored data"),
});
export type ApiCpuDetail = z.infer<typeof apiCpuDetailSchema>;

export function toApiCpuSummary(cpu: Cpu): ApiCpuSummary {
  return {
    id: cpu.id,
    name: cpu.name,
    brand: cpu.brand,
    cores: cpu.cores,
    threads: cpu.threads,
    baseFreq: cpu.baseFreq,
    boostFreq: cpu.boostFreq,
    tdp: cpu.tdp,
    socket: cpu.socket,
    architecture: cpu.architecture,
    benchmarkScore: cpu.benchmarkScore,
  };
}

const BENCHMARK_ID_SET = new Set<string>(BENCHMARK_IDS);

export function toApiCpuDetail(cpu: Cpu): ApiCpuDetail {
  const { scores, estimated, ...fields } = cpu;
  const apiScores: ApiCpuDetail["scores"] = {};
  for (const benchmark of BENCHMARKS) {
    const shown = scores[benchmark.id];
    if (shown) apiScores[benchmark.key] = { ...shown };
  }
  return {
    ...fields,
    scores: apiScores,
    estimatedFields: [...estimated].filter((name) => !BENCHMARK_ID_SET.has(name)).sort(),
  };
}
