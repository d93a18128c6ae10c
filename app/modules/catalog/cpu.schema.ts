import { z } from "zod";
import { plainString } from "../http/text";
import {
  BENCHMARK_KEYS,
  DATE_MEANINGS,
  RESULT_STATISTICS,
  SOURCE_PAGES,
  type BenchmarkKey,
} from "./benchmarks";

export const CPU_BRANDS = ["Intel", "AMD"] as const;
export const CPU_TYPES = ["Desktop", "Laptop", "Workstation", "Server"] as const;
export type CpuBrand = (typeof CPU_BRANDS)[number];
export type CpuType = (typeof CPU_TYPES)[number];

/** A CPU id is its URL slug; `-vs-` is reserved for comparison URLs. */
export const cpuIdSchema = z
  .string()
  .min(2)
  .max(100)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "must be lowercase letters and digits joined by single hyphens",
  )
  .refine((id) => !id.includes("-vs-"), "must not contain '-vs-'");

const ghz = z.number().min(0.1).max(10);
const optionalGhz = ghz.nullable();
const count = (max: number) => z.number().int().min(0).max(max);
// Text is refused with a control character in it (PostgreSQL cannot store U+0000).
const text = (max: number) => plainString().trim().min(1).max(max);

const isoDate = z
  .string()
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date YYYY-MM-DD");
const httpsUrl = plainString()
  .trim()
  .max(500)
  .url("must be a web address")
  .refine((u) => /^https?:\/\//.test(u), "must start with https:// or http://");

/** The public copy a value was read from (a scrape, a chart mirror, a list transcription). */
export const copySchema = z.object({
  name: text(200),
  url: httpsUrl,
  date: isoDate,
});

/** Where a published figure or a CPU's specifications come from, and the copy that was read. */
export const sourceSchema = z.object({
  name: text(120),
  url: httpsUrl,
  date: isoDate,
  copy: copySchema.nullable().default(null),
});
export type SourceInput = z.infer<typeof sourceSchema>;

/**
 * A published benchmark figure with its provenance: what the figure is (one
 * run, a mean or a median), how many runs it stands for when the source says
 * (null when it does not: never an invented 1), who published it, where, and
 * when it was published or read.
 */
export const scoreInputSchema = z.object({
  score: z.number().positive().max(10_000_000),
  statistic: z.enum(RESULT_STATISTICS),
  sampleCount: z.number().int().positive().max(100_000_000).nullable(),
  sourceName: text(120),
  sourceUrl: httpsUrl.nullable(),
  /** What sourceUrl points to: the publisher's page for this CPU (default) or a list. */
  sourcePage: z.enum(SOURCE_PAGES).default("cpu"),
  publishedOn: isoDate,
  /** What publishedOn means: published by a dated source (default) or listed in a live list. */
  dateMeaning: z.enum(DATE_MEANINGS).default("published"),
  /** The copy the figure was read from, when not read from the publisher itself. */
  copy: copySchema.nullable().default(null),
  benchmarkVersion: text(40).nullable(),
});
export type ScoreInput = z.infer<typeof scoreInputSchema>;

const scoresSchema = z
  .object(
    Object.fromEntries(BENCHMARK_KEYS.map((k) => [k, scoreInputSchema.optional()])) as Record<
      BenchmarkKey,
      z.ZodOptional<typeof scoreInputSchema>
    >,
  )
  .strict();

/** A release date: the day, the month, or the quarter when that is all the vendor publishes. */
export const RELEASE_DATE_PATTERN = /^(20\d\d)-((0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?|Q[1-4])$/;

/** The fields the consistency rules read. */
interface SpecFields {
  cores: number;
  threads: number;
  baseFreq: number | null;
  boostFreq: number | null;
  tdp: number | null;
  configurableTdpMin: number | null;
  configurableTdpMax: number | null;
  price: number | null;
  priceMax: number | null;
  performanceCores: number | null;
  efficiencyCores: number | null;
  performanceCoreThreads: number | null;
  efficiencyCoreThreads: number | null;
  performanceCoreBaseFreq: number | null;
  performanceCoreTurboFreq: number | null;
  efficiencyCoreBaseFreq: number | null;
  efficiencyCoreTurboFreq: number | null;
  integratedGraphics: boolean | null;
  integratedGraphicsName: string | null;
}

/**
 * The consistency rules of a CPU's specifications (seed-data/README.md), shared by the
 * input schema and the reference dataset's schema.
 */
export function checkSpecConsistency(cpu: SpecFields, ctx: z.RefinementCtx): void {
  const fail = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (cpu.threads < cpu.cores) fail("threads", "must be at least the number of cores");
  if (cpu.boostFreq !== null && cpu.baseFreq !== null && cpu.boostFreq < cpu.baseFreq)
    fail("boostFreq", "must be at least the base frequency");
  if (
    cpu.configurableTdpMin !== null &&
    cpu.configurableTdpMax !== null &&
    cpu.configurableTdpMax < cpu.configurableTdpMin
  )
    fail("configurableTdpMax", "must be at least the configurable TDP minimum");
  if (cpu.priceMax !== null && cpu.price === null)
    fail("priceMax", "needs a launch price: the lower bound of the range");
  if (cpu.priceMax !== null && cpu.price !== null && cpu.priceMax < cpu.price)
    fail("priceMax", "must be at least the launch price (the lower bound of the range)");
  if (cpu.performanceCores !== null && cpu.efficiencyCores !== null) {
    if (cpu.performanceCores + cpu.efficiencyCores !== cpu.cores)
      fail("performanceCores", "performance + efficiency cores must equal cores");
  }
  if (cpu.performanceCoreThreads !== null && cpu.efficiencyCoreThreads !== null) {
    if (cpu.performanceCoreThreads + cpu.efficiencyCoreThreads !== cpu.threads)
      fail("performanceCoreThreads", "performance + efficiency threads must equal threads");
  }
  if (
    cpu.performanceCoreBaseFreq !== null &&
    cpu.performanceCoreTurboFreq !== null &&
    cpu.performanceCoreTurboFreq < cpu.performanceCoreBaseFreq
  )
    fail("performanceCoreTurboFreq", "must be at least the performance-core base frequency");
  if (
    cpu.efficiencyCoreBaseFreq !== null &&
    cpu.efficiencyCoreTurboFreq !== null &&
    cpu.efficiencyCoreTurboFreq < cpu.efficiencyCoreBaseFreq
  )
    fail("efficiencyCoreTurboFreq", "must be at least the efficiency-core base frequency");
  if (
    cpu.efficiencyCores === 0 &&
    (cpu.efficiencyCoreBaseFreq !== null || cpu.efficiencyCoreTurboFreq !== null)
  )
    fail("efficiencyCoreBaseFreq", "must be empty when there are no efficiency cores");
  if (cpu.integratedGraphics === false && cpu.integratedGraphicsName !== null)
    fail("integratedGraphicsName", "must be empty when there is no integrated graphics");
}

/**
 * A CPU as it is written to the database: the reference dataset, and later the
 * admin form, the API and CSV import all validate with this schema.
 */
export const cpuInputSchema = z
  .object({
    id: cpuIdSchema,
    name: text(120),
    brand: z.enum(CPU_BRANDS),
    type: z.enum(CPU_TYPES).nullable(),
    cores: z.number().int().min(1).max(512),
    threads: z.number().int().min(1).max(1024),
    /** Null where the vendor publishes only per-core-type base clocks (Intel hybrid parts). */
    baseFreq: optionalGhz,
    boostFreq: optionalGhz,
    tdp: count(1000).nullable(),
    /** A TDP the vendor publishes as a configurable range (Intel cTDP-down/up, AMD cTDP). */
    // Optional in a body (absent: not published), so clients written before these existed still work.
    configurableTdpMin: count(1000).nullable().default(null),
    configurableTdpMax: count(1000).nullable().default(null),
    maxTurboPower: count(2000).nullable(),
    powerConsumption: count(2000).nullable().optional(),
    socket: text(40).nullable(),
    architecture: text(80).nullable(),
    releaseDate: z
      .string()
      .regex(RELEASE_DATE_PATTERN, "must be YYYY-MM-DD, YYYY-MM or YYYY-Qn")
      .nullable(),
    /** USD at launch; the lower bound when the vendor publishes a range. */
    price: z.number().min(0).max(100_000).nullable(),
    /** The upper bound of a launch price published as a range; null (or absent) for one price. */
    priceMax: z.number().min(0).max(100_000).nullable().default(null),
    instructionSet: text(200).nullable(),
    processorNumber: text(80).nullable(),
    partNumber: text(80).nullable(),
    manufacturingProcess: text(80).nullable(),
    peakOperatingTemp: z.number().int().min(50).max(150).nullable(),
    performanceCores: count(512).nullable(),
    performanceCoreThreads: count(1024).nullable(),
    performanceCoreBaseFreq: optionalGhz,
    performanceCoreTurboFreq: optionalGhz,
    efficiencyCores: count(512).nullable(),
    efficiencyCoreThreads: count(1024).nullable(),
    efficiencyCoreBaseFreq: optionalGhz,
    efficiencyCoreTurboFreq: optionalGhz,
    l1Cache: count(100_000).nullable(),
    l2Cache: z.number().min(0).max(10_000).nullable(),
    l3Cache: z.number().min(0).max(10_000).nullable(),
    unlockedMultiplier: z.boolean().nullable(),
    busFrequency: count(1000).nullable(),
    multiplier: z.number().min(1).max(100).nullable(),
    memoryTypes: text(200).nullable(),
    maxMemorySize: count(65_536).nullable(),
    maxMemoryChannels: count(24).nullable(),
    maxMemoryBandwidth: z.number().min(0).max(2000).nullable(),
    eccMemorySupport: z.boolean().nullable(),
    integratedGraphics: z.boolean().nullable(),
    integratedGraphicsName: text(120).nullable(),
    gpuBaseFreq: count(5000).nullable(),
    gpuMaxDynamic: count(5000).nullable(),
    executionUnits: count(1000).nullable(),
    shaderUnits: count(100_000).nullable(),
    textureUnits: count(10_000).nullable(),
    rasterOperationUnits: count(10_000).nullable(),
    gpuPowerConsumption: count(1000).nullable(),
    graphicsPerformance: z.number().min(0).max(1_000_000).nullable(),
    pcieVersion: z.enum(["2.0", "3.0", "4.0", "5.0", "6.0"]).nullable(),
    pcieLanes: count(256).nullable(),
    /** Where the specifications come from (vendor page or export, with link and date). */
    specSource: sourceSchema.nullable(),
    scores: scoresSchema,
  })
  .superRefine((cpu, ctx) => {
    checkSpecConsistency(cpu, ctx);
    const { cinebenchR23Single: single, cinebenchR23Multi: multi } = cpu.scores;
    if (single && multi && multi.score < single.score)
      ctx.addIssue({
        code: "custom",
        path: ["scores"],
        message: "Cinebench R23 multi-core must not be below single-core",
      });
  });

export type CpuInput = z.infer<typeof cpuInputSchema>;

/** The year part of a release date (`2022-09-27` → 2022). */
export function releaseYearOf(releaseDate: string | null): number | null {
  return releaseDate ? Number(releaseDate.slice(0, 4)) : null;
}
