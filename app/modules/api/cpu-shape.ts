import { z } from "zod";
import {
  BENCHMARKS,
  DATE_MEANINGS,
  RESULT_STATISTICS,
  SOURCE_PAGES,
  type BenchmarkKey,
  type ShownScore,
} from "~/modules/catalog/benchmarks";
import { scoreInputFromResult, specSourceOf, type Cpu } from "~/modules/catalog/cpu";
import {
  relativeFiguresByKey,
  REFERENCE_CPUS,
  type References,
} from "~/modules/catalog/relative-performance";
import { CPU_BRANDS, CPU_TYPES } from "~/modules/catalog/cpu.schema";

const ghz = z.number().describe("GHz");
const optionalGhz = ghz.nullable();
const int = z.int();
const text = z.string();

/** A CPU's relative performance per benchmark, as the API gives it. */
export const apiRelativePerformanceSchema = z
  .object(
    Object.fromEntries(
      BENCHMARKS.map((b) => [
        b.key,
        z
          .number()
          .optional()
          .describe(
            `100 × this CPU's shown ${b.label} figure / the shown ${b.label} figure of ${REFERENCE_CPUS[b.id]} (= 100), one decimal`,
          ),
      ]),
    ) as Record<BenchmarkKey, z.ZodOptional<z.ZodNumber>>,
  )
  .describe(
    `Read-only (ignored in a body). Per benchmark, by the keys of scores: the CPU's figure relative to that benchmark's reference CPU (${referenceList()}). A benchmark the CPU has no figure in, or whose reference CPU has none, is left out. Figures of different benchmarks are never combined: there is no overall score`,
  )
  .meta({ readOnly: true });

function referenceList(): string {
  return BENCHMARKS.map((b) => `${b.key}: ${REFERENCE_CPUS[b.id]}`).join(", ");
}

/** The spec's API-facing CPU (section 3) plus its Geekbench 6 figure and relative performance. */
export const apiCpuSummarySchema = z.object({
  id: text.describe("The CPU's URL slug"),
  name: text,
  brand: z.enum(CPU_BRANDS),
  cores: int,
  threads: int,
  baseFreq: optionalGhz.describe(
    "GHz; null where the vendor publishes only per-core-type base clocks (Intel hybrid parts: see performanceCoreBaseFreq and efficiencyCoreBaseFreq)",
  ),
  boostFreq: optionalGhz,
  tdp: int.nullable().describe("W"),
  socket: text.nullable(),
  architecture: text.nullable(),
  benchmarkScore: z
    .number()
    .nullable()
    .describe(
      "Read-only (derived from scores.geekbench6Multi; ignored in a body). The spec's benchmark_score: the CPU's shown Geekbench 6 multi-core figure; null when it has none",
    )
    .meta({ readOnly: true }),
  relativePerformance: apiRelativePerformanceSchema,
});
export type ApiCpuSummary = z.infer<typeof apiCpuSummarySchema>;

/** A public copy a value was read from: what it is, its link at the version read, the day it was made. */
export const apiCopySchema = z.object({
  name: text,
  url: text,
  date: text.describe("YYYY-MM-DD: the day the copy was made"),
});

/** A published figure with its provenance: the same shape as a score in a CPU body. */
export const apiPublishedScoreSchema = z.object({
  score: z.number(),
  statistic: z
    .enum(RESULT_STATISTICS)
    .describe("What the figure is: one run, or the mean or median of several"),
  sampleCount: int
    .nullable()
    .describe("Runs the figure stands for as its source states it; null when it states none"),
  sourceName: text.describe("Who published the figure"),
  sourceUrl: text.nullable().describe("The publisher's page with the figure"),
  sourcePage: z
    .enum(SOURCE_PAGES)
    .describe(
      "What sourceUrl points to: cpu, the publisher's page for this CPU; list, a list of many CPUs",
    ),
  publishedOn: text.describe("YYYY-MM-DD; what the date means is dateMeaning"),
  dateMeaning: z
    .enum(DATE_MEANINGS)
    .describe(
      "published: a dated source published the figure on publishedOn; listed: the figure stood in a live list or chart on publishedOn, as a copy made that day shows",
    ),
  copy: apiCopySchema
    .nullable()
    .describe(
      "The public copy the figure was read from (a chart mirror, a list transcription); null when it was read from the publisher",
    ),
  benchmarkVersion: text.nullable().describe("The benchmark's version, when the source gives it"),
});

/** The spread of a CPU's verified visitor results for one benchmark. */
export const apiVisitorSpreadSchema = z.object({
  min: z.number(),
  median: z.number(),
  max: z.number(),
  count: int.describe("How many verified visitor results there are"),
});

export const apiScoreSchema = z.object({
  value: z
    .number()
    .describe("Read-only. The figure shown for this benchmark")
    .meta({ readOnly: true }),
  basis: z
    .enum(["published", "visitor-median"])
    .describe(
      "Read-only. published: the published figure (visitor results never move it); visitor-median: nothing was published, the median of verified visitor results",
    )
    .meta({ readOnly: true }),
  published: apiPublishedScoreSchema
    .nullable()
    .describe(
      "The published figure with its provenance; null when nothing was published. The only part of a score a body sets: sent back in a PUT, it is the CPU's published figure",
    ),
  visitors: apiVisitorSpreadSchema
    .nullable()
    .describe(
      "Read-only (verified visitor results, kept by every write). Minimum, median, maximum and count of verified visitor results; null when none",
    )
    .meta({ readOnly: true }),
});

/** Where values come from: a vendor page or export, with its link and the date it was read. */
export const apiSourceSchema = z.object({
  name: text,
  url: text,
  date: text.describe("YYYY-MM-DD"),
  copy: apiCopySchema
    .nullable()
    .optional()
    .describe("The public copy of the source that was read (e.g. a scrape of the vendor's pages)"),
});

/**
 * One CPU with every field as stored: a value no source publishes is null,
 * never a default or an estimate. It carries where its specifications come
 * from, and per benchmark the shown figure with its provenance. Fields marked
 * readOnly are derived or kept by the server: a PUT of this object ignores
 * them (cpu-body.ts), so a CPU read can be sent back.
 */
export const apiCpuDetailSchema = apiCpuSummarySchema.extend({
  releaseYear: int
    .nullable()
    .describe("Read-only (derived from releaseDate; ignored in a body)")
    .meta({ readOnly: true }),
  releaseDate: text.nullable().describe("YYYY-MM-DD, YYYY-MM or YYYY-Qn, as the vendor gives it"),
  price: z
    .number()
    .nullable()
    .describe("USD at launch; the lower bound when the vendor publishes a range (see priceMax)"),
  priceMax: z
    .number()
    .nullable()
    .describe(
      'USD: the upper bound of a launch price the vendor publishes as a range (Intel\'s Recommended Customer Price "$184.00-$194.00"); null for one price. Optional in a body (absent: null); at least price',
    ),
  type: z
    .enum(CPU_TYPES)
    .nullable()
    .describe("null when no source states it (shown as not published; never a default)"),
  instructionSet: text.nullable(),
  processorNumber: text.nullable(),
  partNumber: text.nullable(),
  manufacturingProcess: text.nullable(),
  powerConsumption: int.nullable().describe("W"),
  configurableTdpMin: int
    .nullable()
    .describe("W: the low end of a TDP the vendor publishes as a configurable range (cTDP)"),
  configurableTdpMax: int.nullable().describe("W: the high end of that range"),
  maxTurboPower: int
    .nullable()
    .describe(
      "W: the maximum package power vendors publish (Intel PL2 / Maximum Turbo Power, AMD PPT)",
    ),
  peakOperatingTemp: int.nullable().describe("°C"),
  performanceCores: int.nullable(),
  performanceCoreThreads: int.nullable(),
  performanceCoreBaseFreq: optionalGhz,
  performanceCoreTurboFreq: optionalGhz,
  efficiencyCores: int.nullable(),
  efficiencyCoreThreads: int.nullable(),
  efficiencyCoreBaseFreq: optionalGhz,
  efficiencyCoreTurboFreq: optionalGhz,
  l1Cache: int.nullable().describe("KB, all cores"),
  l2Cache: z.number().nullable().describe("MB, all cores"),
  l3Cache: z.number().nullable().describe("MB"),
  unlockedMultiplier: z.boolean().nullable(),
  busFrequency: int.nullable().describe("MHz"),
  multiplier: z.number().nullable(),
  memoryTypes: text.nullable(),
  maxMemorySize: int.nullable().describe("GB"),
  maxMemoryChannels: int.nullable(),
  maxMemoryBandwidth: z.number().nullable().describe("GB/s"),
  eccMemorySupport: z.boolean().nullable(),
  integratedGraphics: z.boolean().nullable(),
  integratedGraphicsName: text.nullable(),
  gpuBaseFreq: int.nullable().describe("MHz"),
  gpuMaxDynamic: int.nullable().describe("MHz"),
  executionUnits: int.nullable(),
  shaderUnits: int.nullable(),
  textureUnits: int.nullable(),
  rasterOperationUnits: int.nullable(),
  gpuPowerConsumption: int.nullable().describe("W"),
  graphicsPerformance: z.number().nullable().describe("GFLOPS"),
  pcieVersion: text.nullable(),
  pcieLanes: int.nullable(),
  specSource: apiSourceSchema
    .nullable()
    .describe("Where the specifications come from; null when no source is recorded"),
  fieldSources: z
    .record(text, apiSourceSchema)
    .describe(
      "Read-only (kept by the data import; ignored in a body). Fields taken from another source than specSource, by field name",
    )
    .meta({ readOnly: true }),
  scores: z
    .object(
      Object.fromEntries(BENCHMARKS.map((b) => [b.key, apiScoreSchema.optional()])) as Record<
        BenchmarkKey,
        z.ZodOptional<typeof apiScoreSchema>
      >,
    )
    .describe(
      "Per benchmark with a figure, by the same keys as the scores of a CPU body; a benchmark nobody published and no visitor ran is left out",
    ),
});
export type ApiCpuDetail = z.infer<typeof apiCpuDetailSchema>;
export type ApiScore = z.infer<typeof apiScoreSchema>;

/** `references`: each benchmark's reference CPU in the current catalog (Catalog.references). */
export function toApiCpuSummary(cpu: Cpu, references: References): ApiCpuSummary {
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
    relativePerformance: relativeFiguresByKey(cpu, references),
  };
}

/** A shown figure as the API gives it: the published figure in the shape a CPU body takes. */
export function toApiScore(shown: ShownScore): ApiScore {
  return {
    value: shown.value,
    basis: shown.basis,
    published: shown.published ? scoreInputFromResult(shown.published) : null,
    visitors: shown.visitors ? { ...shown.visitors } : null,
  };
}

export function toApiCpuDetail(cpu: Cpu, references: References): ApiCpuDetail {
  const {
    scores,
    specSourceName: _name,
    specSourceUrl: _url,
    specSourceDate: _date,
    specCopyName: _copyName,
    specCopyUrl: _copyUrl,
    specCopyDate: _copyDate,
    fieldSources,
    ...fields
  } = cpu;
  const apiScores: ApiCpuDetail["scores"] = {};
  for (const benchmark of BENCHMARKS) {
    const shown = scores[benchmark.id];
    if (shown) apiScores[benchmark.key] = toApiScore(shown);
  }
  return {
    ...fields,
    specSource: specSourceOf(cpu),
    relativePerformance: relativeFiguresByKey(cpu, references),
    fieldSources: { ...fieldSources },
    scores: apiScores,
  };
}
