import { z } from "zod";
import { BENCHMARK_KEYS } from "~/modules/catalog/benchmarks";
import {
  cpuInputSchema,
  scoreInputSchema,
  sourceSchema,
  type CpuInput,
} from "~/modules/catalog/cpu.schema";
import { fieldsFromIssues, requiredMessage, type ErrorFields } from "./api-error";

const SHAPE = cpuInputSchema.shape;

/** Fields a body may leave out: those that accept null, and the scores. */
const OMITTABLE = (Object.keys(SHAPE) as (keyof typeof SHAPE)[]).filter(
  (key) => key === "scores" || SHAPE[key].safeParse(null).success,
);

/** Nested objects refuse unknown keys too: a misspelt `sourceUrl` must not vanish silently. */
const STRICT_NESTED: Partial<Record<keyof typeof SHAPE, z.ZodType>> = {
  specSource: sourceSchema.strict().nullable(),
  scores: z
    .object(
      Object.fromEntries(BENCHMARK_KEYS.map((k) => [k, scoreInputSchema.strict().optional()])),
    )
    .strict(),
};

function bodySchema(idRequired: boolean) {
  const shape: Record<string, z.ZodType> = { ...SHAPE, ...STRICT_NESTED };
  for (const key of OMITTABLE) shape[key] = shape[key]!.optional();
  if (!idRequired) shape.id = SHAPE.id.optional();
  return z.object(shape).strict();
}

/**
 * The body of POST /api/cpus: a CPU input (cpuInputSchema) in which fields
 * that may be empty can be left out (meaning null) and `scores` can be left
 * out (meaning none). Unknown keys are refused rather than ignored, so a
 * misspelt field is never silently dropped.
 */
export const cpuCreateBodySchema = bodySchema(true).describe(
  "A CPU. Fields that accept null may be left out (null); scores may be left out (none). Each score is a published figure with its provenance (statistic, sample count or null, source name, link, date published or read, benchmark version), the shape GET /api/cpus/{cpuId} gives as `published`. The same rules as the CSV import apply (cpuInputSchema): threads at least cores, boost at least base frequency, performance + efficiency cores equal cores, and so on.",
);

/** The body of PUT /api/cpus/{id}: as for create, and `id` may be left out (the URL's id). */
export const cpuUpdateBodySchema = bodySchema(false).describe(
  "The CPU's new state: it replaces every field, the specification source and the published figures (visitors' verified results are kept). Fields that accept null may be left out (null); scores may be left out (no reference scores). id may be left out (the URL's id); a different id renames the CPU.",
);

export type CpuBodyResult =
  { success: true; input: CpuInput } | { success: false; fields: ErrorFields };

/**
 * Validates a POST or PUT body. `urlId` is the id of the URL for a PUT. The
 * body's shape is checked first (types, ranges, unknown keys), then the whole
 * CPU with cpuInputSchema's rules across fields.
 */
export function parseCpuBody(body: unknown, urlId?: string): CpuBodyResult {
  const shaped = (urlId === undefined ? cpuCreateBodySchema : cpuUpdateBodySchema).safeParse(body, {
    error: requiredMessage,
  });
  if (!shaped.success) return { success: false, fields: fieldsFromIssues(shaped.error.issues) };
  const complete = {
    ...Object.fromEntries(OMITTABLE.map((key) => [key, key === "scores" ? {} : null])),
    id: urlId,
    ...shaped.data,
  };
  const input = cpuInputSchema.safeParse(complete, { error: requiredMessage });
  return input.success
    ? { success: true, input: input.data }
    : { success: false, fields: fieldsFromIssues(input.error.issues) };
}
