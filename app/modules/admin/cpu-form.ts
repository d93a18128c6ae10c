import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { booleanFromText, numberFromText } from "~/modules/catalog/field-text";
import {
  cellOf,
  groupFromCells,
  type CopyKey,
  type ScoreCellKey,
  type SourceCellKey,
} from "~/modules/catalog/provenance-cells";
import { BENCHMARKS, type BenchmarkKey } from "~/modules/catalog/benchmarks";
import { cpuInputSchema, scoreInputSchema, type CpuInput } from "~/modules/catalog/cpu.schema";
import {
  fieldLabelKey,
  sectionTitleKey,
  SPEC_SECTIONS,
  UNITS,
  type SpecFormat,
} from "~/modules/catalog/spec-sections";
import type { Translator } from "~/modules/i18n/translator";
import { cpuFieldMessage, cpuFormErrorMap } from "./form-messages";

/**
 * The admin's add/edit form: every field of `cpuInputSchema`, grouped like the
 * spec's sections, the specification source, and per benchmark the published
 * figure with its provenance. The form is described from the schema itself
 * (required or not, whole or decimal number, choices), so the form and the
 * validation cannot drift apart.
 */

export type CpuFieldName = Exclude<keyof CpuInput, "scores" | "specSource">;
export type FormFieldKind = "text" | "integer" | "decimal" | "yesNo" | "choice" | "date" | "url";

export interface CpuFormField {
  /**
   * The form control's name, which is also the path of its problems: a CPU
   * field (`baseFreq`), the specification source (`specSource.url`) or part
   * of a published figure (`scores.cinebenchR23Multi.score`,
   * `scores.cinebenchR23Multi.sourceName`).
   */
  name: string;
  label: string;
  kind: FormFieldKind;
  required: boolean;
  unit: string | null;
  choices: readonly string[] | null;
  /** What each choice reads as, when not the value itself. */
  choiceLabels: Readonly<Record<string, string>> | null;
  hint: string | null;
}

export interface CpuFormSection {
  id: string;
  title: string;
  fields: CpuFormField[];
  hint: string | null;
  /** `score`: one benchmark's published figure, shown under the "Benchmark scores" heading. */
  kind: "fields" | "score";
}

/** A field's submitted text by control name, as the form shows it again. */
export type CpuFormValues = Record<string, string>;
/** The first problem of each field by control name; `scores` for the benchmark group as a whole. */
export type CpuFormErrors = Record<string, string>;

// A price is typed as a plain number, so its field names the currency.
const FORM_UNITS: Partial<Record<SpecFormat, string>> = { ...UNITS, usd: "USD" };

const HINTS: Partial<Record<CpuFieldName, string>> = {
  id: "The page address: lowercase letters and digits joined by hyphens, e.g. amd-ryzen-9-7950x.",
  releaseDate: "YYYY-MM-DD, YYYY-MM, or YYYY-Qn when the vendor gives only the quarter.",
  price: "The lower bound when the vendor publishes a range.",
  priceMax:
    "Only when the vendor publishes the launch price as a range (Intel: “$184.00-$194.00”): its upper bound, at least the launch price. Leave empty for one price.",
  l1Cache: "Total for all cores.",
  l2Cache: "Total for all cores.",
};

const SHAPE = cpuInputSchema.shape;

function describe(schema: z.ZodType): {
  kind: FormFieldKind;
  required: boolean;
  choices: readonly string[] | null;
} {
  let inner = schema;
  let required = true;
  while (
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodDefault
  ) {
    required = false;
    inner = (inner instanceof z.ZodDefault ? inner.unwrap() : inner.unwrap()) as z.ZodType;
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
    choiceLabels: null,
    hint: HINTS[name] ?? null,
  };
}

const SCORE_SHAPE = scoreInputSchema.shape;
type SpecSourceKey = SourceCellKey;
type ScoreKey = ScoreCellKey;

const specSourceName = (key: SpecSourceKey) => `specSource.${key}`;
const scoreName = (benchmark: BenchmarkKey, key: ScoreKey) => `scores.${benchmark}.${key}`;

/**
 * The parts of a source or published figure: its label and hint, and the
 * kind of control where the schema's own (a string) says too little.
 * "Required" applies only once any part of the group is filled: a group
 * left empty is no source or no published figure.
 */
const SPEC_SOURCE_PARTS: readonly {
  key: SpecSourceKey;
  label: string;
  kind: FormFieldKind;
  hint: string | null;
}[] = [
  {
    key: "name",
    label: "Specification source",
    kind: "text",
    hint: "Where the specifications come from, e.g. “AMD product page” or “Intel ARK export”.",
  },
  { key: "url", label: "Specification source link", kind: "url", hint: null },
  { key: "date", label: "Specification source date read", kind: "date", hint: "YYYY-MM-DD." },
  ...copyParts("Specification source"),
];

/** The three controls of the public copy a source was read from (all empty: read directly). */
function copyParts(owner: string) {
  return [
    {
      key: "copy.name" as const,
      label: `${owner}: copy read`,
      kind: "text" as const,
      unit: null,
      hint: "When the values were read from a public copy (a scrape, a chart mirror, a list transcription): what it is. Leave the three copy controls empty when the source itself was read.",
    },
    {
      key: "copy.url" as const,
      label: `${owner}: copy link`,
      kind: "url" as const,
      unit: null,
      hint: "The copy's file at the version read.",
    },
    {
      key: "copy.date" as const,
      label: `${owner}: copy made on`,
      kind: "date" as const,
      unit: null,
      hint: "YYYY-MM-DD.",
    },
  ];
}

const STATISTIC_LABELS: Record<string, string> = {
  run: "Single run",
  mean: "Mean of several runs",
  median: "Median of several runs",
};

const CHOICE_LABELS: Partial<Record<ScoreKey, Record<string, string>>> = {
  statistic: STATISTIC_LABELS,
  sourcePage: { cpu: "This CPU's page", list: "A list of many CPUs" },
  dateMeaning: {
    published: "Published on that date",
    listed: "Listed on that date (a live list)",
  },
};

const SCORE_PARTS: readonly {
  key: ScoreKey;
  label: (benchmark: string) => string;
  kind: FormFieldKind;
  unit: string | null;
  hint: string | null;
}[] = [
  { key: "score", label: (b) => b, kind: "decimal", unit: "points", hint: null },
  { key: "statistic", label: () => "Statistic", kind: "choice", unit: null, hint: null },
  {
    key: "sampleCount",
    label: () => "Sample count",
    kind: "integer",
    unit: null,
    hint: "Runs the figure stands for. Leave empty when the source does not say.",
  },
  { key: "sourceName", label: () => "Source name", kind: "text", unit: null, hint: null },
  {
    key: "sourceUrl",
    label: () => "Source link",
    kind: "url",
    unit: null,
    hint: "The exact page or chart entry.",
  },
  {
    key: "sourcePage",
    label: () => "Source link points to",
    kind: "choice",
    unit: null,
    hint: "Empty: this CPU's page.",
  },
  {
    key: "publishedOn",
    label: () => "Date published or listed",
    kind: "date",
    unit: null,
    hint: "YYYY-MM-DD.",
  },
  {
    key: "dateMeaning",
    label: () => "What the date means",
    kind: "choice",
    unit: null,
    hint: "Empty: the day the source published the figure.",
  },
  ...copyParts("Figure").map((part) => ({ ...part, label: () => part.label })),
  {
    key: "benchmarkVersion",
    label: () => "Benchmark version",
    kind: "text",
    unit: null,
    hint: null,
  },
];

function specSourceFields(): CpuFormField[] {
  return SPEC_SOURCE_PARTS.map((part) => ({
    name: specSourceName(part.key),
    label: part.label,
    kind: part.kind,
    required: false,
    unit: null,
    choices: null,
    choiceLabels: null,
    hint: part.hint,
  }));
}

function scoreFields(benchmark: { key: BenchmarkKey; label: string }): CpuFormField[] {
  return SCORE_PARTS.map((part) => {
    const schema = part.key.startsWith("copy.")
      ? { choices: null }
      : describe(SCORE_SHAPE[part.key as Exclude<ScoreKey, CopyKey>]);
    return {
      name: scoreName(benchmark.key, part.key),
      label: part.label(benchmark.label),
      kind: part.kind,
      required: false,
      unit: part.unit,
      choices: schema.choices,
      choiceLabels: CHOICE_LABELS[part.key] ?? null,
      hint: part.hint,
    };
  });
}

/** The form's sections in page order, labelled with the translator's field names. */
export function cpuFormSections(tr: Translator): CpuFormSection[] {
  const identity: CpuFormSection = {
    id: "identity",
    title: "Identity",
    hint: null,
    kind: "fields",
    fields: [cpuField("id", "ID", null), cpuField("name", "Name", null)],
  };
  const specs = SPEC_SECTIONS.map((section): CpuFormSection => ({
    id: section.id,
    title: tr.t(sectionTitleKey(section.id)),
    hint: null,
    kind: "fields",
    fields: section.fields.map(({ field, format }) =>
      cpuField(field as CpuFieldName, tr.t(fieldLabelKey(field)), format),
    ),
  }));
  const specSource: CpuFormSection = {
    id: "spec-source",
    title: "Specification source",
    hint: "Where the values above come from. Leave all three empty only when no source is recorded; with a name, the link and date are required.",
    kind: "fields",
    fields: specSourceFields(),
  };
  // updateCpu replaces only the reference results, so visitors' verified results survive an edit.
  const scores = BENCHMARKS.map((b): CpuFormSection => ({
    id: `score-${b.key}`,
    title: b.label,
    hint: null,
    kind: "score",
    fields: scoreFields(b),
  }));
  return [identity, ...specs, specSource, ...scores];
}

/** What the "Benchmark scores" heading says above the benchmarks' groups. */
export const SCORES_HINT =
  "Each benchmark's published figure with where it comes from. Leave a benchmark empty when nobody published it. With a score, the statistic, source name and date are required; leave the sample count empty when the source does not state it. Verified visitor results are kept and are not edited here.";

/** A control's text as the schema's input: empty is null (unknown), numbers and yes/no parsed. */
function parseControl(kind: FormFieldKind, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  switch (kind) {
    case "integer":
    case "decimal": {
      // Unparsable text stays text, so the schema reports "must be a number" for that field.
      return numberFromText(trimmed) ?? trimmed;
    }
    case "yesNo":
      return booleanFromText(trimmed) ?? trimmed;
    default:
      return trimmed;
  }
}

/** The controls of a group (spec source or one figure) as the schema's object; null when all are empty. */
function parseGroup(
  parts: readonly { key: string; kind: FormFieldKind }[],
  name: (key: string) => string,
  values: CpuFormValues,
): Record<string, unknown> | null {
  const cells = Object.fromEntries(
    parts.map((part) => [part.key, parseControl(part.kind, values[name(part.key)] ?? "")]),
  );
  return Object.values(cells).some((v) => v !== null) ? groupFromCells(cells) : null;
}

const fieldKinds = new Map<string, FormFieldKind>(
  (Object.keys(SHAPE) as (keyof CpuInput)[])
    .filter((name): name is CpuFieldName => name !== "scores" && name !== "specSource")
    .map((name) => [name, describe(SHAPE[name]).kind]),
);

/** Every control name of the form: each field of the schema, the spec source, then each figure's parts. */
export const CPU_FORM_FIELD_NAMES: readonly string[] = [
  ...fieldKinds.keys(),
  ...SPEC_SOURCE_PARTS.map((part) => specSourceName(part.key)),
  ...BENCHMARKS.flatMap((b) => SCORE_PARTS.map((part) => scoreName(b.key, part.key))),
];

/**
 * The text of each control in Conform's reading of the posted form (names with dots are nested
 * there): the first text when a name came twice, and nothing for a file, so an odd post is
 * read as empty controls rather than refused whole.
 */
function controlTexts(payload: unknown): CpuFormValues {
  const values: CpuFormValues = {};
  for (const name of CPU_FORM_FIELD_NAMES) {
    let value = payload;
    for (const key of name.split("."))
      value =
        typeof value === "object" && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined;
    if (Array.isArray(value)) value = value[0];
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The controls' text as the schema's input (see parseControl and parseGroup). */
function schemaInput(values: CpuFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, kind] of fieldKinds) input[name] = parseControl(kind, values[name] ?? "");
  input.specSource = parseGroup(
    SPEC_SOURCE_PARTS,
    (key) => specSourceName(key as SpecSourceKey),
    values,
  );
  const scores: Record<string, unknown> = {};
  for (const b of BENCHMARKS) {
    const figure = parseGroup(SCORE_PARTS, (key) => scoreName(b.key, key as ScoreKey), values);
    if (figure) scores[b.key] = figure;
  }
  input.scores = scores;
  return input;
}

/** The posted form as `cpuInputSchema` reads it: each control's text converted by its kind. */
const cpuFormSchema = z.preprocess((payload) => schemaInput(controlTexts(payload)), cpuInputSchema);

export type CpuFormResult =
  | { ok: true; input: CpuInput; values: CpuFormValues }
  | { ok: false; errors: CpuFormErrors; values: CpuFormValues };

/**
 * Parses the submitted form with Conform against `cpuInputSchema`: an empty control is an
 * unknown value (null), numbers and yes/no are read by catalog/field-text.ts (as CSV cells
 * are, so Conform's own conversion is off), a benchmark whose controls are all empty has no
 * published figure, and an empty specification source is none. Returns the valid input, or the
 * first message of each field (by control name, `form` for the whole form, in the schema's
 * order); `values` is what was submitted, to show the form again unchanged.
 */
export function parseCpuForm(form: FormData | URLSearchParams): CpuFormResult {
  const submission = parseWithZod(form, {
    schema: cpuFormSchema,
    disableAutoCoercion: true,
    error: cpuFormErrorMap,
    formatError: cpuFieldMessage,
  });
  const values = controlTexts(submission.payload);
  if (submission.status === "success") return { ok: true, input: submission.value, values };
  const errors: CpuFormErrors = {};
  for (const [name, message] of Object.entries(submission.error ?? {}))
    if (message) errors[name || "form"] ??= message;
  return { ok: false, errors, values };
}

/** The form's values as Conform holds them: nested by the dots in their names (`scores.x.score`). */
export function nestedFormValues(values: CpuFormValues): NestedFormValues {
  const nested: NestedFormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const keys = name.split(".");
    let group = nested;
    for (const key of keys.slice(0, -1)) {
      const inner = group[key];
      group = typeof inner === "object" ? inner : (group[key] = {});
    }
    group[keys.at(-1)!] = value;
  }
  return nested;
}

export interface NestedFormValues {
  [name: string]: string | NestedFormValues;
}

/**
 * A refused save (the action's `values` and `errors`) as Conform's `lastResult` for the
 * editor's useForm: the entered text, and each message by control name, the whole form's
 * under "" (Conform's name for the form), in the order they are shown.
 */
export function cpuFormResult(refused: {
  values: CpuFormValues;
  errors: CpuFormErrors;
}): SubmissionResult<string> {
  return {
    status: "error",
    initialValue: nestedFormValues(refused.values),
    error: Object.fromEntries(
      Object.entries(refused.errors).map(([name, message]) => [
        name === "form" ? "" : name,
        message,
      ]),
    ),
  };
}

const asText = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined
    ? ""
    : typeof value === "boolean"
      ? value
        ? "yes"
        : "no"
      : String(value);

/**
 * The form's values for a stored CPU with its specification source and its
 * published figures with their provenance (an edit starts from these).
 */
export function cpuFormValues(cpu: CpuInput): CpuFormValues {
  const values: CpuFormValues = {};
  for (const name of fieldKinds.keys())
    values[name] = asText(cpu[name as CpuFieldName] as string | number | boolean | null);
  for (const part of SPEC_SOURCE_PARTS)
    values[specSourceName(part.key)] = asText(cellOf(cpu.specSource, part.key) as string);
  for (const b of BENCHMARKS)
    for (const part of SCORE_PARTS)
      values[scoreName(b.key, part.key)] = asText(
        cellOf(cpu.scores[b.key], part.key) as string | number | null,
      );
  return values;
}
