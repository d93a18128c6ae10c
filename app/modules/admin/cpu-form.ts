import { z } from "zod";
import { BENCHMARKS, type BenchmarkKey } from "~/modules/catalog/benchmarks";
import { cpuInputSchema, type CpuInput } from "~/modules/catalog/cpu.schema";
import {
  fieldLabelKey,
  sectionTitleKey,
  SPEC_SECTIONS,
  UNITS,
  type SpecFormat,
} from "~/modules/catalog/spec-sections";
import type { Translator } from "~/modules/i18n/translator";

/**
 * The admin's add/edit form: every field of `cpuInputSchema`, grouped like the
 * spec's sections, and every benchmark score. The form is described from the
 * schema itself (required or not, whole or decimal number, choices),
 * so the form and the validation cannot drift apart.
 */

export type CpuFieldName = Exclude<keyof CpuInput, "scores">;
export type FormFieldKind = "text" | "integer" | "decimal" | "yesNo" | "choice";

export interface CpuFormField {
  /** The form control's name: a CPU field (`baseFreq`) or a score (`scores.cinebenchR23Multi`). */
  name: string;
  label: string;
  kind: FormFieldKind;
  required: boolean;
  unit: string | null;
  choices: readonly string[] | null;
  hint: string | null;
}

export interface CpuFormSection {
  id: string;
  title: string;
  fields: CpuFormField[];
  hint: string | null;
}

/** A field's submitted text by control name, as the form shows it again. */
export type CpuFormValues = Record<string, string>;
/** The first problem of each field by control name; `scores` for the benchmark group as a whole. */
export type CpuFormErrors = Record<string, string>;

// A price is typed as a plain number, so its field names the currency.
const FORM_UNITS: Partial<Record<SpecFormat, string>> = { ...UNITS, usd: "USD" };

const HINTS: Partial<Record<CpuFieldName, string>> = {
  id: "The page address: lowercase letters and digits joined by hyphens, e.g. amd-ryzen-9-7950x.",
  releaseDate: "YYYY-MM or YYYY-MM-DD.",
  l1Cache: "Total for all cores.",
  l2Cache: "Total for all cores.",
  pcieVersion: "Leave unknown to show the spec default.",
};

const SHAPE = cpuInputSchema.shape;

function describe(schema: z.ZodType) {
  let inner = schema;
  let required = true;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) {
    required = false;
    inner = inner.unwrap() as z.ZodType;
  }
  if (inner instanceof z.ZodNumber) {
    const kind = inner.isInt ? ("integer" as const) : ("decimal" as const);
    return { kind, required, choices: null };
  }
  if (inner instanceof z.ZodBoolean) return { kind: "yesNo" as const, required, choices: null };
  if (inner instanceof z.ZodEnum)
    return { kind: "choice" as const, required, choices: inner.options.map(String) };
  return { kind: "text" as const, required, choices: null };
}

function cpuField(name: CpuFieldName, label: string, format: SpecFormat | null): CpuFormField {
  return {
    name,
    label,
    ...describe(SHAPE[name]),
    unit: (format && FORM_UNITS[format]) ?? null,
    hint: HINTS[name] ?? null,
  };
}

const scoreName = (key: BenchmarkKey) => `scores.${key}`;

/** The form's sections in page order, labelled with the translator's field names. */
export function cpuFormSections(tr: Translator): CpuFormSection[] {
  const identity: CpuFormSection = {
    id: "identity",
    title: "Identity",
    hint: null,
    fields: [cpuField("id", "ID", null), cpuField("name", "Name", null)],
  };
  const specs = SPEC_SECTIONS.map((section) => ({
    id: section.id,
    title: tr.t(sectionTitleKey(section.id)),
    hint: null,
    fields: section.fields.map(({ field, format }) =>
      cpuField(field as CpuFieldName, tr.t(fieldLabelKey(field)), format),
    ),
  }));
  const scores: CpuFormSection = {
    id: "scores",
    title: "Benchmark scores",
    // updateCpu replaces only the reference results, so visitors' verified results survive an edit.
    hint: "The curated reference result of each benchmark. Verified visitor results are kept and are not edited here.",
    fields: BENCHMARKS.map((b) => ({
      name: scoreName(b.key),
      label: b.label,
      kind: "decimal",
      required: false,
      unit: "points",
      choices: null,
      hint: null,
    })),
  };
  return [identity, ...specs, scores];
}

const YES_NO: Record<string, boolean> = { yes: true, no: false };

/** A control's text as the schema's input: empty is null (unknown), numbers and yes/no parsed. */
function parseControl(kind: FormFieldKind, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  switch (kind) {
    case "integer":
    case "decimal": {
      const n = Number(trimmed);
      // Unparsable text stays text, so the schema reports "must be a number" for that field.
      return Number.isFinite(n) ? n : trimmed;
    }
    case "yesNo":
      return trimmed in YES_NO ? YES_NO[trimmed] : trimmed;
    default:
      return trimmed;
  }
}

const fieldKinds = new Map<string, FormFieldKind>(
  (Object.keys(SHAPE) as (keyof CpuInput)[])
    .filter((name): name is CpuFieldName => name !== "scores")
    .map((name) => [name, describe(SHAPE[name]).kind]),
);

/** Every control name of the form: each field of the schema, then each score. */
export const CPU_FORM_FIELD_NAMES: readonly string[] = [
  ...fieldKinds.keys(),
  ...BENCHMARKS.map((b) => scoreName(b.key)),
];

const number = (n: unknown) =>
  typeof n === "number" || typeof n === "bigint" ? n.toLocaleString("en-US") : String(n);

/** Messages an operator can act on, where the schema gives none of its own. */
const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined || issue.input === null) return "Required";
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "int") return "Must be a whole number";
      if (issue.expected === "number") return "Must be a number";
      if (issue.expected === "boolean") return "Choose yes, no or unknown";
      return undefined;
    case "invalid_value":
      return `Must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
      if (issue.origin === "string") return `Must be at least ${number(issue.minimum)} characters`;
      return issue.inclusive === false
        ? `Must be greater than ${number(issue.minimum)}`
        : `Must be at least ${number(issue.minimum)}`;
    case "too_big":
      if (issue.origin === "string") return `Must be at most ${number(issue.maximum)} characters`;
      return issue.inclusive === false
        ? `Must be less than ${number(issue.maximum)}`
        : `Must be at most ${number(issue.maximum)}`;
    default:
      return undefined;
  }
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type CpuFormResult =
  | { ok: true; input: CpuInput; values: CpuFormValues }
  | { ok: false; errors: CpuFormErrors; values: CpuFormValues };

/**
 * Reads the submitted form into the schema's input and validates it with
 * `cpuInputSchema`: an empty control is an unknown value (null), a score left
 * empty is no result. Returns the valid input, or the first message of each
 * field; `values` is what was submitted, to show the form again unchanged.
 */
export function parseCpuForm(form: FormData): CpuFormResult {
  const values: CpuFormValues = {};
  for (const name of CPU_FORM_FIELD_NAMES) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  const input: Record<string, unknown> = {};
  for (const [name, kind] of fieldKinds) input[name] = parseControl(kind, values[name] ?? "");
  const scores: Record<string, unknown> = {};
  for (const b of BENCHMARKS) {
    const score = parseControl("decimal", values[scoreName(b.key)] ?? "");
    if (score !== null) scores[b.key] = score;
  }
  input.scores = scores;

  const parsed = cpuInputSchema.safeParse(input, { error: formErrorMap });
  if (parsed.success) return { ok: true, input: parsed.data, values };
  const errors: CpuFormErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join(".") || "form";
    errors[name] ??= capitalize(issue.message);
  }
  return { ok: false, errors, values };
}

const asText = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined
    ? ""
    : typeof value === "boolean"
      ? value
        ? "yes"
        : "no"
      : String(value);

/** The form's values for a stored CPU with its reference scores (an edit starts from these). */
export function cpuFormValues(cpu: CpuInput): CpuFormValues {
  const values: CpuFormValues = {};
  for (const name of fieldKinds.keys())
    values[name] = asText(cpu[name as CpuFieldName] as string | number | boolean | null);
  for (const b of BENCHMARKS) values[scoreName(b.key)] = asText(cpu.scores[b.key]);
  return values;
}
