import { z } from "zod";
import { BENCHMARK_KEYS } from "~/modules/catalog/benchmarks";
import {
  cpuInputSchema,
  scoreInputSchema,
  sourceSchema,
  type CpuInput,
} from "~/modules/catalog/cpu.schema";
import { fieldsFromIssues, requiredMessage, type ErrorFields } from "./api-error";
import { apiCpuDetailSchema, apiScoreSchema } from "./cpu-shape";

const SHAPE = cpuInputSchema.shape;

/** Fields a body may leave out: those that accept null, and the scores. */
const OMITTABLE = (Object.keys(SHAPE) as (keyof typeof SHAPE)[]).filter(
  (key) => key === "scores" || SHAPE[key].safeParse(null).success,
);

/**
 * Fields GET /api/cpus/{id} answers that no body sets (derived or kept by
 * the server: the relative performance, the release year, other sources' fields).
 * A body may carry them, so a CPU read can be sent back; they are ignored.
 */
export const READ_ONLY_FIELDS = Object.keys(apiCpuDetailSchema.shape).filter(
  (key) => !(key in SHAPE),
);

/** The keys of a score as GET answers it (`value`, `basis`, `published`, `visitors`). */
const READ_SCORE_KEYS = new Set(Object.keys(apiScoreSchema.shape));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A body as GET /api/cpus/{id} answers it, made a body: read-only fields
 * dropped, and each score in the read shape (`{ value, basis, published,
 * visitors }`) replaced by its `published` figure, or left out when nothing
 * was published (the shown value is then the visitors' median, which no body
 * sets). Anything else is left as sent, for the schema to judge.
 */
export function withoutReadOnly(body: unknown): unknown {
  if (!isObject(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const key of READ_ONLY_FIELDS) delete copy[key];
  if (isObject(copy.scores)) {
    const scores: Record<string, unknown> = {};
    for (const [key, score] of Object.entries(copy.scores)) {
      const readShape =
        isObject(score) &&
        "published" in score &&
        Object.keys(score).every((k) => READ_SCORE_KEYS.has(k));
      if (!readShape) scores[key] = score;
      else if (score.published !== null) scores[key] = score.published;
    }
    copy.scores = scores;
  }
  return copy;
}

/** Nested objects refuse unknown keys too: a misspelt `sourceUrl` must not vanish silently. */
const STRICT_NESTED: Partial<Record<keyof typeof SHAPE, z.ZodType>> = {
  specSource: sourceSchema.strict().nullable(),
  scores: z
    .object(
      Object.fromEntries(BENCHMARK_KEYS.map((k) => [k, scoreInputSchema.strict().optional()])),
    )
    .strict(),
};

const READ_ONLY_NOTE =
  "Read-only: what GET /api/cpus/{cpuId} answers; accepted in a body so a CPU read can be sent back, and ignored";

function bodySchema(idRequired: boolean) {
  const shape: Record<string, z.ZodType> = { ...SHAPE, ...STRICT_NESTED };
  for (const key of OMITTABLE) {
    const field = shape[key]!.optional();
    // A left-out field is unknown (null): never a default of the spec (decision 011).
    shape[key] =
      key === "scores"
        ? field
        : field.describe(
            `${SHAPE[key].description ? `${SHAPE[key].description}. ` : ""}May be left out or null: not published (unknown), never a default`,
          );
  }
  if (!idRequired) shape.id = SHAPE.id.optional();
  for (const key of READ_ONLY_FIELDS) shape[key] = z.unknown().optional().describe(READ_ONLY_NOTE);
  return z.object(shape).strict();
}

const BODY_RULES =
  "Fields that accept null may be left out: a left-out or null field is stored as not published (unknown), never filled with a default (decision 011), so the spec's API shape (id, name, brand, cores, threads, baseFreq, boostFreq, tdp, socket, architecture) is a complete body and a CPU without `type` is stored with type null. scores may be left out (none). Each score is a published figure with its provenance (statistic, sample count or null, source name, link, date published or read, benchmark version), the shape GET /api/cpus/{cpuId} gives as `published`; a score in GET's shape ({value, basis, published, visitors}) is read as its `published` figure (left out when null). The read-only fields GET answers (" +
  READ_ONLY_FIELDS.join(", ") +
  ", and a score's value, basis and visitors) are ignored, so a CPU read with GET can be sent back with PUT. Other unknown keys are refused (422 naming them). The same rules as the CSV import apply (cpuInputSchema): threads at least cores, boost at least base frequency, performance + efficiency cores equal cores, and so on.";

/**
 * The body of POST /api/cpus: a CPU input (cpuInputSchema) in which fields
 * that may be empty can be left out (meaning null: unknown) and `scores` can
 * be left out (meaning none). Read-only fields of GET's answer are accepted
 * and ignored; other unknown keys are refused rather than ignored, so a
 * misspelt field is never silently dropped.
 */
export const cpuCreateBodySchema = bodySchema(true).describe(`A CPU. ${BODY_RULES}`);

/** The body of PUT /api/cpus/{id}: as for create, and `id` may be left out (the URL's id). */
export const cpuUpdateBodySchema = bodySchema(false).describe(
  `The CPU's new state: it replaces every field, the specification source and the published figures (visitors' verified results are kept). id may be left out (the URL's id); a different id renames the CPU. ${BODY_RULES}`,
);

export type CpuBodyResult =
  { success: true; input: CpuInput } | { success: false; fields: ErrorFields };

/**
 * Validates a POST or PUT body. `urlId` is the id of the URL for a PUT. A
 * CPU as GET answers it is made a body first (withoutReadOnly); the body's
 * shape is checked (types, ranges, unknown keys), then the whole CPU with
 * cpuInputSchema's rules across fields.
 */
export function parseCpuBody(body: unknown, urlId?: string): CpuBodyResult {
  const shaped = (urlId === undefined ? cpuCreateBodySchema : cpuUpdateBodySchema).safeParse(
    withoutReadOnly(body),
    { error: requiredMessage },
  );
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
