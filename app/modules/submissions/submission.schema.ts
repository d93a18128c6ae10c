import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { ISSUE_TYPES } from "~/modules/submissions/statuses";
import { BENCHMARK_IDS } from "~/modules/catalog/benchmarks";
import { LOCALES, type Language } from "~/modules/i18n/languages";
import { plainString, type TextRules } from "~/modules/http/text";
import { FIELD_ERRORS, fieldMessage } from "./form-messages";
import { MAX_LENGTH, MAX_RESULT, type FormMessage } from "./submission-forms";

/** The issue type a report has when the form sends none (spec section 5). */
export const DEFAULT_ISSUE_TYPE = "incorrect-data" satisfies (typeof ISSUE_TYPES)[number];

const REQUIRED = { error: FIELD_ERRORS.required };
const TOO_LONG = { error: FIELD_ERRORS.tooLong };

/**
 * Every field starts as text; one the post left out counts as empty. Control characters are
 * refused (PostgreSQL cannot store U+0000); line breaks only in the long texts (`multiline`).
 */
const entered = (rules: TextRules = {}) =>
  plainString({ ...rules, message: () => FIELD_ERRORS.controlCharacter })
    .optional()
    .transform((text) => text ?? "");
const trimmed = () => entered().pipe(z.string().trim());
const required = (max: number, rules: TextRules = {}) =>
  entered(rules).pipe(z.string().trim().min(1, REQUIRED).max(max, TOO_LONG));
const optional = (max: number) =>
  entered().pipe(
    z
      .string()
      .trim()
      .max(max, TOO_LONG)
      .transform((text) => (text === "" ? null : text)),
  );
const email = () => required(MAX_LENGTH.email).pipe(z.email({ error: FIELD_ERRORS.email }));

function decimalSeparator(lang: Language): string {
  const parts = new Intl.NumberFormat(LOCALES[lang]).formatToParts(1.5);
  return parts.find((p) => p.type === "decimal")?.value ?? ".";
}

/**
 * A score as a visitor types it: digits with a decimal point (what number
 * inputs send in every language) or, in a language that writes one, a decimal
 * comma. Spaces between digit groups are ignored. Other grouping marks are
 * refused rather than guessed: "1,234" means 1234 in English and 1.234 in
 * German, and a wrong guess would store a wrong score.
 */
export function parseScore(text: string, lang: Language): number | null {
  let compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (decimalSeparator(lang) === ",") compact = compact.replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

/** Only web pages: `javascript:` and other schemes are no page address. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The issue report's page address from the `?url=` parameter, when it is one the form accepts. */
export function prefilledPageAddress(param: string | null): string | null {
  const url = param?.trim() ?? "";
  return url !== "" && url.length <= MAX_LENGTH.url && isWebAddress(url) ? url : null;
}

/**
 * The benchmark form (spec section 5): benchmark, result and CPU required,
 * the test system optional. `cpuName` answers with the catalog CPU's name, or
 * undefined for an id the catalog does not have.
 */
export function benchmarkFormSchema(lang: Language, cpuName: (id: string) => string | undefined) {
  return z.object({
    benchmarkName: required(MAX_LENGTH.system).pipe(
      z.enum(BENCHMARK_IDS, { error: FIELD_ERRORS.benchmark }),
    ),
    result: required(MAX_LENGTH.system).transform((text, ctx) => {
      const score = parseScore(text, lang);
      if (score === null || score <= 0) {
        ctx.addIssue({ code: "custom", message: FIELD_ERRORS.result });
        return z.NEVER;
      }
      if (score > MAX_RESULT) {
        ctx.addIssue({
          code: "custom",
          message: FIELD_ERRORS.resultTooLarge,
          params: { max: MAX_RESULT },
        });
        return z.NEVER;
      }
      return score;
    }),
    cpu: required(MAX_LENGTH.system).transform((id, ctx) => {
      const name = cpuName(id);
      if (name === undefined) {
        ctx.addIssue({ code: "custom", message: FIELD_ERRORS.cpuUnknown });
        return z.NEVER;
      }
      return { id, name };
    }),
    ram: optional(MAX_LENGTH.system),
    motherboard: optional(MAX_LENGTH.system),
    storage: optional(MAX_LENGTH.system),
    gpu: optional(MAX_LENGTH.system),
  });
}

/** The issue report (spec section 5); the page address is optional but must be a web address. */
export const issueFormSchema = z.object({
  name: required(MAX_LENGTH.name),
  email: email(),
  issueType: trimmed()
    .transform((type) => type || DEFAULT_ISSUE_TYPE)
    .pipe(z.enum(ISSUE_TYPES, { error: FIELD_ERRORS.issueType })),
  subject: required(MAX_LENGTH.subject),
  description: required(MAX_LENGTH.longText, { multiline: true }),
  url: entered()
    .pipe(z.string().trim().max(MAX_LENGTH.url, TOO_LONG))
    .transform((url, ctx) => {
      if (url === "") return null;
      if (!isWebAddress(url)) {
        ctx.addIssue({ code: "custom", message: FIELD_ERRORS.url });
        return z.NEVER;
      }
      return url;
    }),
});

/** The general contact form (spec section 5). */
export const contactFormSchema = z.object({
  name: required(MAX_LENGTH.name),
  email: email(),
  subject: required(MAX_LENGTH.subject),
  message: required(MAX_LENGTH.longText, { multiline: true }),
});

export type BenchmarkFormInput = z.output<ReturnType<typeof benchmarkFormSchema>>;
export type IssueFormInput = z.output<typeof issueFormSchema>;
export type ContactFormInput = z.output<typeof contactFormSchema>;

export type Validation<F extends string, T> =
  { ok: true; data: T } | { ok: false; fieldErrors: Partial<Record<F, FormMessage>> };

/**
 * Parses a visitor form's text fields with Conform against its schema: the valid data, or the
 * first problem of each field (fieldMessage), in the schema's order of fields. `values` is the
 * first text posted in each field (a field left out is empty, see `entered`); the schemas read
 * text themselves, so Conform's own conversion of empty text is off.
 */
export function parseVisitorForm<F extends string, T>(
  schema: z.ZodType<T>,
  values: Partial<Record<F, string>>,
): Validation<F, T> {
  const posted = new URLSearchParams();
  for (const [field, text] of Object.entries<string | undefined>(values))
    if (text !== undefined) posted.set(field, text);
  const submission = parseWithZod(posted, {
    schema,
    formatError: fieldMessage,
    disableAutoCoercion: true,
  });
  if (submission.status === "success") return { ok: true, data: submission.value };
  const fieldErrors: Partial<Record<F, FormMessage>> = {};
  for (const [field, message] of Object.entries(submission.error ?? {}))
    if (message) fieldErrors[field as F] = message;
  return { ok: false, fieldErrors };
}
