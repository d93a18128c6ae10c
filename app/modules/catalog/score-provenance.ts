import type { Translator } from "~/modules/i18n/translator";
import type {
  BenchmarkId,
  DateMeaning,
  ResultStatistic,
  ShownScore,
  SourcePage,
  VisitorSpread,
} from "./benchmarks";
import { copyOf } from "./cpu";

/** The section of the methodology page that explains where a benchmark's figures come from. */
export function methodologySection(benchmark: BenchmarkId): string {
  if (benchmark.startsWith("geekbench-6")) return "geekbench-6";
  if (benchmark.startsWith("geekbench-5")) return "geekbench-5";
  if (benchmark.startsWith("cinebench-r23")) return "cinebench-r23";
  if (benchmark.startsWith("passmark")) return "passmark";
  return "statistics";
}

/**
 * Where a shown figure comes from, as pages print it under the figure: the
 * published source (name, link, date, what the figure is, version), or, when
 * nothing was published, the verified visitor results whose median it is.
 * Plain data, so a loader can send it to the page.
 */
export interface ScoreSource {
  value: number;
  basis: ShownScore["basis"];
  sourceName: string | null;
  sourceUrl: string | null;
  /** The date the source published the figure or was read (YYYY-MM-DD); see dateMeaning. */
  publishedOn: string | null;
  /** Published by a dated source that day, or listed that day in a live list. */
  dateMeaning: DateMeaning | null;
  /** What sourceUrl points to: the publisher's page for this CPU, or a list of many CPUs. */
  sourcePage: SourcePage | null;
  /** The public copy the figure was read from (a chart mirror, a list transcription), if any. */
  copy: { name: string; url: string; date: string } | null;
  statistic: ResultStatistic | null;
  /** Runs the figure stands for as the source states it; null when it states none. */
  sampleCount: number | null;
  benchmarkVersion: string | null;
  /** The unlocalised methodology link, `/methodology#geekbench-6`. */
  methodology: string;
  /** The verified visitor results beside the figure (or behind it, for a visitor median). */
  visitors: VisitorSpread | null;
}

export function scoreSource(benchmark: BenchmarkId, score: ShownScore): ScoreSource {
  const published = score.published;
  return {
    value: score.value,
    basis: score.basis,
    sourceName: published?.sourceName ?? null,
    sourceUrl: published?.sourceUrl ?? null,
    publishedOn: published?.recordedOn ?? null,
    dateMeaning: published?.dateMeaning ?? null,
    sourcePage: published?.sourcePage ?? null,
    copy: published ? copyOf(published) : null,
    statistic: published?.statistic ?? null,
    sampleCount: published?.sampleCount ?? null,
    benchmarkVersion: published?.benchmarkVersion ?? null,
    methodology: `/methodology#${
      score.basis === "visitor-median" ? "visitor-results" : methodologySection(benchmark)
    }`,
    visitors: score.visitors,
  };
}

/**
 * What the figure is, in words: "mean of 13,493 runs", "single run",
 * "median, number of runs not stated", "median of 3 verified visitor results".
 */
export function statisticText(source: ScoreSource, tr: Translator): string {
  if (source.basis === "visitor-median")
    return tr.plural("specs.source.visitorMedian", source.visitors?.count ?? 0);
  if (source.statistic === "run") return tr.t("specs.source.run");
  const statistic = source.statistic ?? "mean";
  return source.sampleCount === null
    ? tr.t(`specs.source.${statistic}.unstated`)
    : tr.plural(`specs.source.${statistic}`, source.sampleCount);
}

/**
 * The source of a figure in a few words, for a ranking row or a comparison
 * cell: "Geekbench Browser · 13,493 runs", "Tom's Hardware", "median of 3
 * visitor results".
 */
export function compactSourceText(source: ScoreSource, tr: Translator): string {
  if (source.basis === "visitor-median")
    return tr.plural("specs.source.visitorMedianShort", source.visitors?.count ?? 0);
  const name = source.sourceName || tr.t("specs.source.unnamed");
  if (source.statistic !== "run" && source.sampleCount !== null)
    return `${name} · ${tr.plural("specs.source.runs", source.sampleCount)}`;
  return name;
}

/** Figures from fewer runs than this are marked wherever they are shown in a few words. */
export const LOW_SAMPLE_RUNS = 5;

/**
 * How many runs a figure stands for when that is fewer than LOW_SAMPLE_RUNS (a single run is 1,
 * a visitors' median counts its results); null when there are at least 5, or when the source
 * states no number (then nothing is claimed either way).
 */
export function lowSampleRuns(
  source: Pick<ScoreSource, "basis" | "statistic" | "sampleCount" | "visitors">,
): number | null {
  const runs =
    source.basis === "visitor-median"
      ? (source.visitors?.count ?? null)
      : source.statistic === "run"
        ? 1
        : source.sampleCount;
  return runs !== null && runs < LOW_SAMPLE_RUNS ? runs : null;
}
