import { BENCHMARKS, type BenchmarkId } from "~/modules/catalog/benchmarks";
import { scoreSource, type ScoreSource } from "~/modules/catalog/score-provenance";
import type { Cpu } from "~/modules/catalog/cpu";
import { perDollarRange } from "~/modules/catalog/cpu-filters";
import { launchPriceOf } from "~/modules/catalog/launch-price";
import {
  fieldLabelKey,
  formatCpuField,
  sectionTitleKey,
  SHOWN_IN_ANOTHER_ROW,
  SPEC_SECTIONS,
  type SpecField,
  type SpecFormat,
  type SpecSectionId,
  type SpecValue,
} from "~/modules/catalog/spec-sections";
import type { Translator } from "~/modules/i18n/translator";
import { tdpComparable } from "./comparison-summary";

/** How two values of a row are ranked; `none` rows never have a winner. */
export type WinnerRule = "higher" | "lower" | "none";

/**
 * Lower is better for the spec's power fields, and (see docs/decisions/005) for TDP, launch
 * price and the process node. Not for the peak operating temperature: a maximum junction
 * temperature is a limit, not a quality (docs/decisions/021-verdicts-by-use.md).
 */
const LOWER_IS_BETTER: ReadonlySet<SpecField> = new Set<SpecField>([
  "powerConsumption",
  "maxTurboPower",
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
 * a later release date is not a merit in itself. Limits are not qualities
 * either (docs/decisions/021-verdicts-by-use.md): the peak operating
 * temperature is the most the silicon may reach, and the configurable TDP is
 * the range an OEM may set.
 */
const NO_WINNER: ReadonlySet<SpecField> = new Set<SpecField>([
  "peakOperatingTemp",
  "configurableTdpMin",
  "configurableTdpMax",
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
 * The CPUs (their indexes) whose value is best under `rule` (spec section 5): none when all are
 * equal, when a value is not a number, or when a value nobody published is among them (null is
 * unknown, never a default, decision 011). Several CPUs sharing the best value all get the mark.
 */
export function pickWinners(values: readonly SpecValue[], rule: WinnerRule): number[] {
  if (rule === "none" || values.some((v) => v === null)) return [];
  const numbers = values.map(numeric);
  if (numbers.some((n) => n === null)) return [];
  const known = numbers as number[];
  const best = rule === "higher" ? Math.max(...known) : Math.min(...known);
  if (known.every((n) => n === best)) return [];
  return known.flatMap((n, i) => (n === best ? [i] : []));
}

export interface CompareCell {
  /** As shown, with its unit; null when nobody published it (shown as "not published"). */
  value: string | null;
  /** A benchmark figure's source, shown compactly under it. */
  source: ScoreSource | null;
}

export interface CompareRow {
  /** The spec field, the benchmark id, or a benchmark's points per launch dollar. */
  id: SpecField | BenchmarkId | `perDollar:${BenchmarkId}`;
  label: string;
  /** One cell per CPU, in the order of the CPUs. */
  cells: CompareCell[];
  /** The indexes of the CPUs whose value is marked best. */
  winners: number[];
}

export interface CompareSection {
  id: Exclude<SpecSectionId, "misc"> | "benchmarks" | "value";
  title: string;
  rows: CompareRow[];
}

const hybrid = (cpu: Cpu) => (cpu.efficiencyCores ?? 0) > 0;

/** Rows whose figures count different things, so none can win. */
function incomparable(cpus: readonly Cpu[], field: SpecField): boolean {
  // Intel counts graphics execution units, AMD compute units: the numbers are not comparable.
  if (field === "executionUnits") return new Set(cpus.map((cpu) => cpu.brand)).size > 1;
  // 8 performance + 16 efficiency cores are not "more cores" than 16 performance cores;
  // the performance-core row ranks those (docs/decisions/005).
  if (field === "cores") return new Set(cpus.map(hybrid)).size > 1;
  // A lower TDP or base power against a different published maximum package power is not an
  // advantage (docs/decisions/021-verdicts-by-use.md).
  if (field === "tdp" || field === "powerConsumption") return !tdpComparable(cpus);
  return false;
}

/**
 * The cheapest CPU at launch: one whose whole published price range is below every other
 * CPU's lowest price (docs/decisions/025). Overlapping ranges, or a price nobody published,
 * have no winner.
 */
export function cheapestAtLaunch(cpus: readonly Cpu[]): number[] {
  const prices = cpus.map(launchPriceOf);
  if (prices.some((p) => p === null)) return [];
  const known = prices as NonNullable<(typeof prices)[number]>[];
  return known.flatMap((mine, i) =>
    known.every((theirs, j) => j === i || mine.high < theirs.low) ? [i] : [],
  );
}

function specRow(
  cpus: readonly Cpu[],
  field: SpecField,
  format: SpecFormat,
  tr: Translator,
): CompareRow {
  const values = cpus.map((cpu) => cpu[field] as SpecValue);
  const winners =
    field === "price"
      ? cheapestAtLaunch(cpus)
      : incomparable(cpus, field)
        ? []
        : pickWinners(values, winnerRule(field, format));
  return {
    id: field,
    label: tr.t(fieldLabelKey(field)),
    cells: cpus.map((cpu) => ({ value: formatCpuField(cpu, field, format, tr), source: null })),
    winners,
  };
}

function benchmarkRows(cpus: readonly Cpu[], tr: Translator): CompareRow[] {
  return BENCHMARKS.flatMap(({ id }) => {
    const scores = cpus.map((cpu) => cpu.scores[id]);
    if (scores.every((score) => !score)) return [];
    return [
      {
        id,
        label: tr.t(`common.benchmark.${id}`),
        cells: scores.map((score): CompareCell =>
          score
            ? { value: tr.number(score.value, 0), source: scoreSource(id, score) }
            : { value: null, source: null },
        ),
        winners: pickWinners(
          scores.map((score) => score?.value ?? null),
          "higher",
        ),
      },
    ];
  });
}

/**
 * Points per US dollar of cited launch price, one row per benchmark shown where at least one CPU
 * has both the figure and a launch price (never a street price; decision 021's value rule). A
 * CPU without either shows "not published", and then, as in every row, no CPU is marked best:
 * so never when fewer than two CPUs have the value.
 */
export function valueRows(cpus: readonly Cpu[], tr: Translator): CompareRow[] {
  return BENCHMARKS.flatMap(({ id }) => {
    // A price published as a range gives a range of value: the low end at its upper bound
    // (decision 025).
    const values = cpus.map((cpu) => {
      const score = cpu.scores[id];
      if (!score) return null;
      const { perDollar, perDollarAtLowestPrice } = perDollarRange(score.value, cpu);
      return perDollar === null
        ? null
        : { low: perDollar, high: perDollarAtLowestPrice ?? perDollar };
    });
    if (values.every((value) => value === null)) return [];
    const shown = (n: number) => tr.number(n, n < 10 ? 2 : 1);
    // Better value only where it holds at every published price: the best low end above every
    // other CPU's high end.
    const winners = pickWinners(
      values.map((v) => v?.low ?? null),
      "higher",
    );
    const holds = winners.every((w) =>
      values.every((v, i) => winners.includes(i) || v === null || values[w]!.low > v.high),
    );
    return [
      {
        id: `perDollar:${id}` as const,
        label: tr.t("compare.value.row", { benchmark: tr.t(`common.benchmark.${id}`) }),
        cells: values.map((value): CompareCell => ({
          value:
            value === null
              ? null
              : tr.t("compare.value.cell", {
                  value:
                    shown(value.high) === shown(value.low)
                      ? shown(value.low)
                      : `${shown(value.low)}–${shown(value.high)}`,
                }),
          source: null,
        })),
        winners: holds ? winners : [],
      },
    ];
  });
}

/**
 * The detailed comparison table of spec section 2 for 2 to 4 CPUs: the specification sections
 * in page order (efficiency cores only when any CPU has some, no miscellaneous part numbers),
 * then every benchmark any CPU has a figure for, each with its source, then points per launch
 * dollar where a launch price is cited. A row with a value missing for any CPU has no winner.
 */
export function compareRows(cpus: readonly Cpu[], tr: Translator): CompareSection[] {
  const showEfficiency = cpus.some(hybrid);
  const specs: CompareSection[] = SPEC_SECTIONS.flatMap((section) => {
    if (section.id === "misc") return [];
    if (section.id === "efficiency-cores" && !showEfficiency) return [];
    return [
      {
        id: section.id,
        title: tr.t(sectionTitleKey(section.id)),
        rows: section.fields
          .filter(({ field }) => !SHOWN_IN_ANOTHER_ROW.has(field))
          .map(({ field, format }) => specRow(cpus, field, format, tr)),
      },
    ];
  });
  const benchmarks = benchmarkRows(cpus, tr);
  const value = valueRows(cpus, tr);
  return [
    ...specs,
    ...(benchmarks.length > 0
      ? [{ id: "benchmarks" as const, title: tr.t("specs.section.benchmarks"), rows: benchmarks }]
      : []),
    ...(value.length > 0
      ? [{ id: "value" as const, title: tr.t("compare.value.title"), rows: value }]
      : []),
  ];
}
