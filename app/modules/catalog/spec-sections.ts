import type { MessageKey } from "~/modules/i18n/message-keys";
import type { Translator } from "~/modules/i18n/translator";
import type { FieldSource } from "~/db/schema";
import type { Cpu } from "./cpu";
import type { CpuInput } from "./cpu.schema";
import { formatLaunchPrice, launchPriceOf } from "./launch-price";

/** How a field's value is written: the unit it carries, or how a non-number reads. */
export type SpecFormat =
  | "text"
  | "count"
  | "ghz"
  | "mhz"
  | "watts"
  | "celsius"
  | "kb"
  | "mb"
  | "gb"
  | "gbps"
  | "gflops"
  | "yesNo"
  | "usd"
  | "multiplier"
  | "date"
  | "cpuType"
  /** A figure with one decimal (relative performance, reference CPU = 100). */
  | "index";

export type SpecField = Exclude<
  keyof Cpu,
  | "scores"
  | "id"
  | "name"
  | "benchmarkScore"
  | "releaseYear"
  | "specSourceName"
  | "specSourceUrl"
  | "specSourceDate"
  | "specCopyName"
  | "specCopyUrl"
  | "specCopyDate"
  | "fieldSources"
>;

export interface SpecFieldDefinition {
  field: SpecField;
  format: SpecFormat;
}

export const SPEC_SECTION_IDS = [
  "general",
  "performance-cores",
  "efficiency-cores",
  "cache",
  "memory",
  "graphics",
  "pcie",
  "misc",
] as const;
export type SpecSectionId = (typeof SPEC_SECTION_IDS)[number];

const f = (field: SpecField, format: SpecFormat): SpecFieldDefinition => ({ field, format });

/** The specification sections of spec section 2, in page order, with each field's format. */
export const SPEC_SECTIONS: { id: SpecSectionId; fields: SpecFieldDefinition[] }[] = [
  {
    id: "general",
    fields: [
      f("brand", "text"),
      f("type", "cpuType"),
      f("processorNumber", "text"),
      f("architecture", "text"),
      f("socket", "text"),
      f("cores", "count"),
      f("threads", "count"),
      f("baseFreq", "ghz"),
      f("boostFreq", "ghz"),
      f("tdp", "watts"),
      f("configurableTdpMin", "watts"),
      f("configurableTdpMax", "watts"),
      f("powerConsumption", "watts"),
      f("maxTurboPower", "watts"),
      f("peakOperatingTemp", "celsius"),
      f("manufacturingProcess", "text"),
      f("instructionSet", "text"),
      f("releaseDate", "date"),
      f("price", "usd"),
      f("priceMax", "usd"),
    ],
  },
  {
    id: "performance-cores",
    fields: [
      f("performanceCores", "count"),
      f("performanceCoreThreads", "count"),
      f("performanceCoreBaseFreq", "ghz"),
      f("performanceCoreTurboFreq", "ghz"),
    ],
  },
  {
    id: "efficiency-cores",
    fields: [
      f("efficiencyCores", "count"),
      f("efficiencyCoreThreads", "count"),
      f("efficiencyCoreBaseFreq", "ghz"),
      f("efficiencyCoreTurboFreq", "ghz"),
    ],
  },
  {
    id: "cache",
    fields: [
      f("l1Cache", "kb"),
      f("l2Cache", "mb"),
      f("l3Cache", "mb"),
      f("unlockedMultiplier", "yesNo"),
      f("busFrequency", "mhz"),
      f("multiplier", "multiplier"),
    ],
  },
  {
    id: "memory",
    fields: [
      f("memoryTypes", "text"),
      f("maxMemorySize", "gb"),
      f("maxMemoryChannels", "count"),
      f("maxMemoryBandwidth", "gbps"),
      f("eccMemorySupport", "yesNo"),
    ],
  },
  {
    id: "graphics",
    fields: [
      f("integratedGraphics", "yesNo"),
      f("integratedGraphicsName", "text"),
      f("gpuBaseFreq", "mhz"),
      f("gpuMaxDynamic", "mhz"),
      f("executionUnits", "count"),
      f("shaderUnits", "count"),
      f("textureUnits", "count"),
      f("rasterOperationUnits", "count"),
      f("gpuPowerConsumption", "watts"),
      f("graphicsPerformance", "gflops"),
    ],
  },
  { id: "pcie", fields: [f("pcieVersion", "text"), f("pcieLanes", "count")] },
  { id: "misc", fields: [f("partNumber", "text")] },
];

export const sectionTitleKey = (id: SpecSectionId) => `specs.section.${id}` as MessageKey;
export const fieldLabelKey = (field: SpecField) => `specs.field.${field}` as MessageKey;

export type SpecValue = string | number | boolean | null;

/** A field's value as a page shows it, with its unit, in the translator's language; null when unknown. */
export function formatSpecValue(
  value: SpecValue,
  format: SpecFormat,
  tr: Translator,
): string | null {
  if (value === null || value === "") return null;
  const n = Number(value);
  switch (format) {
    case "yesNo":
      return tr.t(value ? "common.yes" : "common.no");
    case "cpuType":
      return tr.t(`common.type.${String(value)}` as MessageKey);
    case "date":
      return formatReleaseDate(String(value), tr);
    case "usd":
      return tr.usd(n);
    case "multiplier":
      return `${tr.number(n)}x`;
    case "count":
      return tr.number(n, 0);
    case "index":
      return tr.number(n, 1);
    case "text":
      return String(value);
    default:
      return `${tr.number(n)} ${UNITS[format]}`;
  }
}

/** A release date as published: a day, a month, or only a quarter ("2024-Q3" reads "Q3 2024"). */
export function formatReleaseDate(
  value: string,
  tr: Translator,
  precision: DatePrecision = "day",
): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(value);
  if (quarter) return precision === "year" ? quarter[1]! : `Q${quarter[2]} ${quarter[1]}`;
  const date = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  if (!date) return tr.date(value);
  const [, year, month] = date as unknown as [string, string, string];
  if (precision === "year") return year;
  if (precision === "quarter") return `Q${Math.ceil(Number(month) / 3)} ${year}`;
  return tr.date(precision === "month" ? `${year}-${month}` : value);
}

/** How precisely a release date is published: a day, a month, a quarter or only a year. */
export type DatePrecision = "day" | "month" | "quarter" | "year";

const PRECISIONS: readonly DatePrecision[] = ["day", "month", "quarter", "year"];

function precisionOf(value: string): DatePrecision {
  if (/^\d{4}-Q[1-4]$/.test(value)) return "quarter";
  if (/^\d{4}$/.test(value)) return "year";
  if (/^\d{4}-\d{2}$/.test(value)) return "month";
  return "day";
}

/**
 * One precision for a column of release dates: the coarsest among them, so "November 7, 2024"
 * never stands beside "Q4 2023" (a quarter-only date makes the column quarters).
 */
export function releaseDatePrecision(
  values: readonly (string | null | undefined)[],
): DatePrecision {
  let coarsest = 0;
  for (const value of values)
    if (value) coarsest = Math.max(coarsest, PRECISIONS.indexOf(precisionOf(value)));
  return PRECISIONS[coarsest]!;
}

/** The unit written after a value of each format that has one; a price is written as currency. */
export const UNITS: Record<
  Exclude<
    SpecFormat,
    "text" | "count" | "index" | "yesNo" | "cpuType" | "date" | "usd" | "multiplier"
  >,
  string
> = {
  ghz: "GHz",
  mhz: "MHz",
  watts: "W",
  celsius: "°C",
  kb: "KB",
  mb: "MB",
  gb: "GB",
  gbps: "GB/s",
  gflops: "GFLOPS",
};

export interface SpecRow {
  field: SpecField;
  label: string;
  /** As shown, with its unit; null when no source publishes it (shown as "not published"). */
  value: string | null;
  /** The source of this one field, when it is not the CPU's specification source. */
  source: FieldSource | null;
}

export interface SpecSection {
  id: SpecSectionId;
  title: string;
  rows: SpecRow[];
}

/**
 * Where a CPU's specifications come from: the vendor's page or export, with its link and the
 * date read, and the public copy that was read (a scrape of the vendor's pages), if any.
 */
export type SpecSource = NonNullable<CpuInput["specSource"]>;

/**
 * Fields stored apart but shown within another field's row: the upper bound of a launch price
 * published as a range is shown in the launch price's row ("$184–$194"), never on its own.
 */
export const SHOWN_IN_ANOTHER_ROW: ReadonlySet<SpecField> = new Set<SpecField>(["priceMax"]);

/** A field's value as a page shows it; the launch price as the range it was published as. */
export function formatCpuField(
  cpu: Cpu,
  field: SpecField,
  format: SpecFormat,
  tr: Translator,
): string | null {
  if (field === "price") {
    const price = launchPriceOf(cpu);
    return price ? formatLaunchPrice(price, tr) : null;
  }
  return formatSpecValue(cpu[field] as SpecValue, format, tr);
}

/**
 * A CPU's specifications as the spec's sections, written in the translator's
 * language: every value as published (null when nothing is), each with its
 * own source where it has one; efficiency cores only when it has any.
 */
export function specSections(cpu: Cpu, tr: Translator): SpecSection[] {
  return SPEC_SECTIONS.filter(
    (s) => s.id !== "efficiency-cores" || (cpu.efficiencyCores ?? 0) > 0,
  ).map((s) => ({
    id: s.id,
    title: tr.t(sectionTitleKey(s.id)),
    rows: s.fields
      .filter(({ field }) => !SHOWN_IN_ANOTHER_ROW.has(field))
      .map(({ field, format }) => ({
        field,
        label: tr.t(fieldLabelKey(field)),
        value: formatCpuField(cpu, field, format, tr),
        source: cpu.fieldSources?.[field] ?? null,
      })),
  }));
}

/**
 * The specification fields no CPU of `cpus` has a value for: the CPU page leaves them out, as a
 * row "not published" on every page tells a visitor nothing. Stops reading a field at its first
 * known value, so only the always-unknown fields are read for the whole catalog.
 */
export function fieldsUnknownEverywhere(cpus: readonly Cpu[]): ReadonlySet<SpecField> {
  const unknown = new Set<SpecField>();
  for (const { fields } of SPEC_SECTIONS)
    for (const { field } of fields)
      if (!cpus.some((cpu) => cpu[field] !== null && cpu[field] !== "")) unknown.add(field);
  return unknown;
}

/** A specification section as the CPU page shows it. */
export interface PageSpecSection {
  id: SpecSectionId;
  title: string;
  /** The rows with a published value, in section order. */
  rows: SpecRow[];
  /** The labels of the rows nobody published for this CPU, shown as one line. */
  notPublished: string[];
  /**
   * The graphics section of a CPU whose vendor says it has no integrated graphics: the section
   * says so once instead of listing the graphics fields.
   */
  noGraphics: boolean;
}

/**
 * The CPU page's specification sections: the rows with a value, and the unknown ones named in
 * one "Not published" line; the fields in `hidden` (unknown for every CPU, see
 * fieldsUnknownEverywhere) left out; a graphics section that is only "No integrated graphics"
 * when the vendor publishes that the CPU has none (a null is unknown, not "none").
 */
export function pageSpecSections(
  cpu: Cpu,
  tr: Translator,
  hidden: ReadonlySet<SpecField>,
): PageSpecSection[] {
  return specSections(cpu, tr).flatMap((section): PageSpecSection[] => {
    if (section.id === "graphics" && cpu.integratedGraphics === false)
      return [{ ...section, rows: [], notPublished: [], noGraphics: true }];
    const shown = section.rows.filter((row) => !hidden.has(row.field));
    const rows = shown.filter((row) => row.value !== null);
    const notPublished = shown.filter((row) => row.value === null).map((row) => row.label);
    if (rows.length === 0 && notPublished.length === 0) return [];
    return [{ ...section, rows, notPublished, noGraphics: false }];
  });
}
