import { BENCHMARKS, type BenchmarkId } from "~/modules/catalog/benchmarks";
import { scoreSource, type ScoreSource } from "~/modules/catalog/score-provenance";
import type { Cpu } from "~/modules/catalog/cpu";
import {
  fieldLabelKey,
  formatSpecValue,
  sectionTitleKey,
  SPEC_SECTIONS,
  type SpecField,
  type SpecFormat,
  type SpecSectionId,
  type SpecValue,
} from "~/modules/catalog/spec-sections";
import type { Translator } from "~/modules/i18n/translator";

export type Side = "a" | "b";

/** How two values of a row are ranked; `none` rows never have a winner. */
export type WinnerRule = "higher" | "lower" | "none";

/**
 * Lower is better for the spec's power and temperature fields, and (see
 * docs/decisions/005) for TDP, launch price and the process node.
 */
const LOWER_IS_BETTER: ReadonlySet<SpecField> = new Set<SpecField>([
  "powerConsumption",
  "maxTurboPower",
  "peakOperatingTemp",
  "gpuPowerConsumption",
  "tdp",
  "price",
  "manufacturingProcess",
]);

/** Text fields that lead with a number ranking them ("5.0", "5nm"); other text, like a socket, cannot be ranked. */
const NUMERIC_TEXT: ReadonlySet<SpecField> = new Set<SpecField>([
  "pcieVersion",
  "manufacturingProcess",
]);

const UNRANKED_FORMATS: ReadonlySet<SpecFormat> = new Set<SpecFormat>(["text", "yesNo", "cpuType"]);

/**
 * Numeric rows where more is not better for a buyer (docs/decisions/005): the
 * multiplier and bus frequency only describe how the clock is made, more
 * efficiency cores or threads is not better than more performance cores, and
 * a later release date is not a merit in itself.
 */
const NO_WINNER: ReadonlySet<SpecField> = new Set<SpecField>([
  "multiplier",
  "busFrequency",
  "efficiencyCores",
  "efficiencyCoreThreads",
  "releaseDate",
]);

export function winnerRule(field: SpecField, format: SpecFormat): WinnerRule {
  if (NO_WINNER.has(field)) return "none";
  if (UNRANKED_FORMATS.has(format) && !NUMERIC_TEXT.has(field)) return "none";
  return LOWER_IS_BETTER.has(field) ? "lower" : "higher";
}

function numeric(value: SpecValue): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") {
    const parsed = parseFloat(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * The side whose value is better under `rule` (spec section 5), or null for
 * no winner: equal values, values that are not numbers, or a value nobody
 * published on either side (null is unknown, never a default, decision 011).
 */
export function pickWinner(a: SpecValue, b: SpecValue, rule: WinnerRule): Side | null {
  if (rule === "none" || a === null || b === null) return null;
  const x = numeric(a);
  const y = numeric(b);
  if (x === null || y === null || x === y) return null;
  return (rule === "higher" ? x > y : x < y) ? "a" : "b";
}

export interface CompareCell {
  /** As shown, with its unit; null when nobody published it (shown as "not published"). */
  value: string | null;
  /** A benchmark figure's source, shown compactly under it. */
  source: ScoreSource | null;
}

export interface CompareRow {
  /** The spec field or the benchmark id. */
  id: SpecField | BenchmarkId;
  label: string;
  a: CompareCell;
  b: CompareCell;
  winner: Side | null;
}

export interface CompareSection {
  id: Exclude<SpecSectionId, "misc"> | "benchmarks";
  title: string;
  rows: CompareRow[];
}

const hybrid = (cpu: Cpu) => (cpu.efficiencyCores ?? 0) > 0;

/** Rows whose two figures count different things, so neither can win. */
function incomparable(a: Cpu, b: Cpu, field: SpecField): boolean {
  // Intel counts graphics execution units, AMD compute units: the numbers are not comparable.
  if (field === "executionUnits") return a.brand !== b.brand;
  // 8 performance + 16 efficiency cores are not "more cores" than 16 performance cores;
  // the performance-core row ranks those (docs/decisions/005).
  if (field === "cores") return hybrid(a) !== hybrid(b);
  return false;
}

function specRow(a: Cpu, b: Cpu, field: SpecField, format: SpecFormat, tr: Translator): CompareRow {
  const cell = (cpu: Cpu): CompareCell => ({
    value: formatSpecValue(cpu[field] as SpecValue, format, tr),
    source: null,
  });
  return {
    id: field,
    label: tr.t(fieldLabelKey(field)),
    a: cell(a),
    b: cell(b),
    winner: incomparable(a, b, field)
      ? null
      : pickWinner(a[field] as SpecValue, b[field] as SpecValue, winnerRule(field, format)),
  };
}

function benchmarkRows(a: Cpu, b: Cpu, tr: Translator): CompareRow[] {
  return BENCHMARKS.flatMap(({ id }) => {
    const x = a.scores[id];
    const y = b.scores[id];
    if (!x && !y) return [];
    const cell = (score: typeof x): CompareCell =>
      score
        ? { value: tr.number(score.value, 0), source: scoreSource(id, score) }
        : { value: null, source: null };
    return [
      {
        id,
        label: tr.t(`common.benchmark.${id}`),
        a: cell(x),
        b: cell(y),
        winner: pickWinner(x?.value ?? null, y?.value ?? null, "higher"),
      },
    ];
  });
}

/**
 * The detailed comparison table of spec section 2: the specification sections
 * in page order (efficiency cores only when either CPU has any, no
 * miscellaneous part numbers), then every benchmark either CPU has a figure
 * for, each with its source. A row with a value missing on either side has no
 * winner.
 */
export function compareRows(a: Cpu, b: Cpu, tr: Translator): CompareSection[] {
  const showEfficiency = (a.efficiencyCores ?? 0) > 0 || (b.efficiencyCores ?? 0) > 0;
  const specs: CompareSection[] = SPEC_SECTIONS.flatMap((section) => {
    if (section.id === "misc") return [];
    if (section.id === "efficiency-cores" && !showEfficiency) return [];
    return [
      {
        id: section.id,
        title: tr.t(sectionTitleKey(section.id)),
        rows: section.fields.map(({ field, format }) => specRow(a, b, field, format, tr)),
      },
    ];
  });
  const benchmarks = benchmarkRows(a, b, tr);
  if (benchmarks.length === 0) return specs;
  return [
    ...specs,
    { id: "benchmarks", title: tr.t("specs.section.benchmarks"), rows: benchmarks },
  ];
}
