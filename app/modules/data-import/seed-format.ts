/**
 * The shipped reference dataset format (`app/db/seed-data/cpus/*.json`,
 * `app/db/seed-data/results/*.json`, `app/db/seed-data/disagreements.json`).
 *
 * A seed CPU carries the same fields, names and units as `cpuInputSchema`
 * (see `app/db/seed-data/README.md`) except `scores`: results live in their
 * own files, one row per published figure with its source. Every CPU says
 * where its specifications come from (`specSource`), which individual fields
 * come from another published source (`fieldSources`) and which raw names the
 * sources use for it (`aliases`).
 */
import { z } from "zod";
import {
  BENCHMARK_IDS,
  DATE_MEANINGS,
  RESULT_STATISTICS,
  SOURCE_PAGES,
} from "~/modules/catalog/benchmarks";
import { checkSpecConsistency, cpuInputSchema } from "~/modules/catalog/cpu.schema";

const isoDate = z
  .string()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be YYYY-MM-DD");

const httpsUrl = z
  .string()
  .url()
  .refine((u) => u.startsWith("https://"), "must be an https URL");

/**
 * The public copy a value was read from when the publisher's own page was not read directly: a
 * scrape of a vendor's specification pages, a mirror of a benchmark chart, a transcription of a
 * list. `name` says what it is and where ("JosuaCarl/cpu-spec-dataset, dataset/intel-cpus.csv"),
 * `url` links to that file at the commit read, `date` is the day the copy was made.
 */
export const seedCopySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    url: httpsUrl,
    date: isoDate,
  })
  .strict();
export type SeedCopy = z.infer<typeof seedCopySchema>;

/**
 * Where a value comes from: the publisher (cited: its name, the address of its page, the day the
 * page says or was read) and, when the value was read from a copy, that copy.
 */
export const seedSourceSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    url: httpsUrl,
    date: isoDate,
    copy: seedCopySchema.optional(),
  })
  .strict();
export type SeedSource = z.infer<typeof seedSourceSchema>;

/** `YYYY-MM-DD`, `YYYY-MM` or, when the maker only publishes the quarter, `YYYY-Qn`. */
export const seedReleaseDateSchema = z
  .string()
  .regex(
    /^(20\d\d)-((0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?|Q[1-4])$/,
    "must be YYYY-MM-DD, YYYY-MM or YYYY-Qn",
  )
  .nullable();

const { scores: _scores, releaseDate: _releaseDate, ...cpuFields } = cpuInputSchema.shape;

/** The spec fields of a CPU, in `cpuInputSchema` order (without `scores`). */
export const SEED_CPU_SPEC_FIELDS = Object.keys(cpuInputSchema.shape).filter(
  (k) => k !== "scores",
) as (keyof Omit<z.infer<typeof cpuInputSchema>, "scores">)[];

const seedCpuObject = z
  .object({
    ...cpuFields,
    releaseDate: seedReleaseDateSchema,
    specSource: seedSourceSchema,
    fieldSources: z.record(z.string(), seedSourceSchema).optional(),
    aliases: z.array(z.string().trim().min(1).max(200)),
  })
  .strict();

/** The consistency rules of `cpuInputSchema` (README "consistency rules"), without the score rule. */
export const seedCpuSchema = seedCpuObject.superRefine((cpu, ctx) => {
  checkSpecConsistency(cpu, ctx);
  const fail = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (cpu.fieldSources) {
    for (const key of Object.keys(cpu.fieldSources)) {
      if (!(SEED_CPU_SPEC_FIELDS as string[]).includes(key))
        fail("fieldSources", `unknown field "${key}"`);
    }
  }
});
export type SeedCpu = z.infer<typeof seedCpuSchema>;
export type SeedCpuField = (typeof SEED_CPU_SPEC_FIELDS)[number];

/** One published benchmark figure for one CPU, with its source. */
export const seedResultSchema = z
  .object({
    cpuId: cpuInputSchema.shape.id,
    benchmark: z.enum(BENCHMARK_IDS),
    score: z.number().positive().max(10_000_000),
    statistic: z.enum(RESULT_STATISTICS),
    /** How many runs the figure stands for; null when the source does not say. */
    sampleCount: z.number().int().positive().nullable(),
    sourceName: z.string().trim().min(1).max(120),
    sourceUrl: httpsUrl,
    /** What sourceUrl points to: the publisher's page for this CPU, or a list of many CPUs. */
    sourcePage: z.enum(SOURCE_PAGES),
    /** The day the source published the figure or, for a live chart or list, see dateMeaning. */
    publishedOn: isoDate,
    /**
     * `published`: a dated source published the figure on publishedOn. `listed`: the figure stood
     * in a live list or chart on publishedOn, known from a copy of it made that day.
     */
    dateMeaning: z.enum(DATE_MEANINGS),
    /** The copy the figure was read from (a chart mirror, a list transcription); null if none. */
    copy: seedCopySchema.nullable(),
    benchmarkVersion: z.string().trim().min(1).max(40).nullable(),
  })
  .strict();
export type SeedResult = z.infer<typeof seedResultSchema>;

const disagreementValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A value two sources disagree on, which one the dataset kept and why. */
export const seedDisagreementSchema = z
  .object({
    cpuId: cpuInputSchema.shape.id,
    field: z.string().min(1),
    keptValue: disagreementValue,
    keptSource: z.string().min(1),
    otherValue: disagreementValue,
    otherSource: z.string().min(1),
    otherUrl: httpsUrl.nullable(),
    resolution: z.string().min(1),
  })
  .strict();
export type SeedDisagreement = z.infer<typeof seedDisagreementSchema>;

/** A CPU as one source describes it, before merging. */
export interface ImportedCpu {
  /** The name exactly as the source writes it. */
  rawName: string;
  spec: Partial<SeedCpu>;
  specSource: SeedSource;
  fieldSources?: Partial<Record<SeedCpuField, SeedSource>>;
}

/** A result as one source publishes it, before it is tied to a CPU id. */
export type ImportedResult = Omit<SeedResult, "cpuId"> & { rawName: string };

export interface SkippedRow {
  /** 1-based line (CSV) or entry number (JSON) in the source. */
  line: number;
  name?: string;
  reason: string;
}

export interface ParsedImport {
  cpus: ImportedCpu[];
  results: ImportedResult[];
  skipped: SkippedRow[];
}
