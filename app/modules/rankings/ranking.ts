import {
  RANKING_CATEGORY_IDS,
  type BenchmarkId,
  type ShownScore,
} from "~/modules/catalog/benchmarks";
import { storedScore } from "~/modules/catalog/catalog-listing";
import {
  cpuFilterParams,
  matchesCpuFilters,
  NO_CPU_FILTERS,
  parseCpuFilters,
  parseValueSort,
  perDollarRange,
  pointsPerDollar,
  pointsPerWatt,
  type CpuFilters,
  type ValueSort,
} from "~/modules/catalog/cpu-filters";
import type { Cpu } from "~/modules/catalog/cpu";
import { highestLaunchPrice } from "~/modules/catalog/launch-price";
import { compareNames } from "~/modules/catalog/name-order";
import { scoreSource, type ScoreSource } from "~/modules/catalog/score-provenance";
import type { CpuBrand, CpuType } from "~/modules/catalog/cpu.schema";

/** Spec section 9: a ranking shows its first 20 entries; Load More adds 20 at a time. */
export const RANKING_PAGE_SIZE = 20;
/**
 * The most rows one ranking page renders (`shown`): past it, the page would grow with the
 * catalog. A visitor who loads more keeps them on screen; coming Back shows this many.
 */
export const RANKING_MAX_SHOWN = 500;

export function isRankingCategory(value: string | undefined): value is BenchmarkId {
  return (RANKING_CATEGORY_IDS as readonly string[]).includes(value ?? "");
}

/** The filters rankings share with the catalog (cpu-filters.ts) and the ranking's sort. */
export type RankingFilters = CpuFilters & { sort: ValueSort };

export const NO_RANKING_FILTERS: RankingFilters = { ...NO_CPU_FILTERS, sort: "figure" };

/** The filters and sort of a ranking URL; unknown or bad values mean "all" (never an error). */
export function parseRankingFilters(
  params: URLSearchParams,
  socketFamilies: readonly string[] = [],
): RankingFilters {
  return { ...parseCpuFilters(params, socketFamilies), sort: parseValueSort(params.get("sort")) };
}

/** Whether the ranking is the plain one: no filter, by figure. */
export function unfiltered(filters: RankingFilters): boolean {
  return (
    filters.sort === "figure" &&
    Object.entries(filters).every(([key, value]) => key === "sort" || value === null)
  );
}

/** Which rows a ranking URL shows: from the start of `page` (20 rows each), `shown` rows. */
export interface RankingView {
  /** 1-based; the no-script Load More link pages through the ranking (?page=2). */
  page: number;
  /** How many rows from the start of the page: 20, or more once Load More was used (?shown=60). */
  shown: number;
}

export const FIRST_RANKING_VIEW: RankingView = { page: 1, shown: RANKING_PAGE_SIZE };

const wholeNumber = (value: string | null) =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** The page and row count of a ranking URL; anything unreadable means the first 20 rows. */
export function parseRankingView(params: URLSearchParams): RankingView {
  const page = wholeNumber(params.get("page"));
  const shown = wholeNumber(params.get("shown"));
  return {
    page: page !== null && page >= 1 ? page : 1,
    // Whole pages of 20, from 20 to the most one page renders.
    shown:
      shown === null
        ? RANKING_PAGE_SIZE
        : Math.min(
            RANKING_MAX_SHOWN,
            Math.max(1, Math.ceil(shown / RANKING_PAGE_SIZE)) * RANKING_PAGE_SIZE,
          ),
  };
}

/** The view's rows as an offset and count, the page clamped to the last one there is. */
export function rankingWindow(view: RankingView, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / RANKING_PAGE_SIZE));
  const page = Math.min(view.page, lastPage);
  const offset = (page - 1) * RANKING_PAGE_SIZE;
  return { page, offset, count: Math.max(0, Math.min(view.shown, total - offset)), lastPage };
}

/**
 * A filter query string (`?brand=amd`) with the page and the rows shown added when they are not
 * the first 20: `?brand=amd&page=3&shown=40`.
 */
export function withRankingView(filterSearch: string, view: RankingView): string {
  const params = new URLSearchParams(filterSearch);
  if (view.page > 1) params.set("page", String(view.page));
  if (view.shown !== RANKING_PAGE_SIZE) params.set("shown", String(view.shown));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * Whether two ranking URLs differ only in how many rows they show (?shown): Load More writes
 * that into the URL itself, with the rows already on screen, so it needs no new data.
 */
export function onlyShownDiffers(current: URL, next: URL): boolean {
  const withoutShown = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("shown");
    return `${url.pathname}?${params.toString()}`;
  };
  return withoutShown(current) === withoutShown(next);
}

/** The query string of a ranking URL: the filters (`?brand=amd&type=laptop`), sort and view. */
export function rankingSearch(filters: RankingFilters, view: RankingView = FIRST_RANKING_VIEW) {
  const params = new URLSearchParams(cpuFilterParams(filters));
  if (filters.sort !== "figure") params.set("sort", filters.sort);
  const search = params.toString();
  return withRankingView(search ? `?${search}` : "", view);
}

export type Medal = "gold" | "silver" | "bronze";
const MEDALS: readonly Medal[] = ["gold", "silver", "bronze"];

export interface RankingEntry {
  rank: number;
  medal: Medal | null;
  id: string;
  name: string;
  brand: CpuBrand;
  type: CpuType | null;
  cores: number;
  threads: number;
  baseFreq: number | null;
  releaseDate: string | null;
  score: number;
  /** Where the ranked figure comes from: the published source, or the visitors' median. */
  source: ScoreSource;
  /** The bar's width: the score as a percentage of the top score shown, at most 100. */
  barPercent: number;
  /**
   * Points per US dollar of cited launch price; null without a price. For a price published as a
   * range, at its upper bound (the least value the published price supports, decision 025).
   */
  perDollar: number | null;
  /** For a price published as a range: points per dollar at its lower bound; else null. */
  perDollarAtLowestPrice: number | null;
  /** Points per watt of published maximum package power (PL2/PPT); null without it. */
  perWatt: number | null;
}

type RankedCpu = Pick<
  Cpu,
  | "id"
  | "name"
  | "brand"
  | "type"
  | "cores"
  | "threads"
  | "baseFreq"
  | "releaseDate"
  | "scores"
  | "socket"
  | "releaseYear"
  | "maxTurboPower"
  | "price"
  | "priceMax"
>;

/** A CPU of a ranking with its shown figure in the category. */
export interface Ranked<T extends RankedCpu = RankedCpu> {
  cpu: T;
  score: ShownScore;
}

/** A category's ranking as a page reads it: every ranked CPU, and those that match the filters. */
export interface CategoryRanking<T extends RankedCpu = RankedCpu> {
  category: BenchmarkId;
  filters: RankingFilters;
  /** Every CPU with a shown figure in the category, in ranking order. */
  all: readonly Ranked<T>[];
  /** Those of `all` that match the filters, in ranking order. */
  matching: readonly Ranked<T>[];
}

/**
 * Every CPU with a shown figure in the category (the published one, or the median of its
 * verified visitor results when nothing was published), highest first, ties by name. Nothing
 * else is ranked: no formula, no default.
 */
export function rankCategory<T extends RankedCpu>(
  cpus: readonly T[],
  category: BenchmarkId,
): Ranked<T>[] {
  const scored = cpus.flatMap((cpu) => {
    const score = storedScore(cpu, category);
    return score ? [{ cpu, score }] : [];
  });
  return scored.sort(
    (a, b) => b.score.value - a.score.value || compareNames(a.cpu.name, b.cpu.name),
  );
}

/** A ranked CPU's value figure for a value sort: per launch dollar, or per watt. */
function valueOf({ cpu, score }: Ranked, sort: ValueSort): number | null {
  if (sort === "perDollar") return pointsPerDollar(score.value, highestLaunchPrice(cpu));
  if (sort === "perWatt") return pointsPerWatt(score.value, cpu.maxTurboPower);
  return score.value;
}

/**
 * The ranked CPUs that match the filters, in ranking order; sorted by points per launch dollar
 * or per watt, only the CPUs that have that value (a cited price, a published maximum power),
 * highest first, ties in ranking order.
 */
export function filterRanked<T extends RankedCpu>(
  ranked: readonly Ranked<T>[],
  filters: RankingFilters,
): readonly Ranked<T>[] {
  if (unfiltered(filters)) return ranked;
  const matching = ranked.filter(({ cpu }) => matchesCpuFilters(cpu, filters));
  if (filters.sort === "figure") return matching;
  return matching
    .map((entry, order) => ({ entry, order, value: valueOf(entry, filters.sort) }))
    .filter((v): v is typeof v & { value: number } => v.value !== null)
    .sort((a, b) => b.value - a.value || a.order - b.order)
    .map((v) => v.entry);
}

/**
 * Rows `offset` to `offset + count` of a (filtered) ranking as entries: ranked 1..N within that
 * list, medals on its first three, bars scaled to its top score, each with its figure's source.
 */
export function rankingEntries(
  ranked: readonly Ranked[],
  category: BenchmarkId,
  offset = 0,
  count = ranked.length,
): RankingEntry[] {
  // Bars scale to the highest figure of the list (a value sort may not put it first).
  const top = ranked.reduce((highest, r) => Math.max(highest, r.score.value), 0);
  return ranked.slice(offset, offset + count).map(({ cpu, score }, i) => ({
    rank: offset + i + 1,
    medal: MEDALS[offset + i] ?? null,
    id: cpu.id,
    name: cpu.name,
    brand: cpu.brand,
    type: cpu.type,
    cores: cpu.cores,
    threads: cpu.threads,
    baseFreq: cpu.baseFreq,
    releaseDate: cpu.releaseDate,
    score: score.value,
    source: scoreSource(category, score),
    barPercent: Math.min(100, (score.value / top) * 100),
    ...perDollarRange(score.value, cpu),
    perWatt: pointsPerWatt(score.value, cpu.maxTurboPower),
  }));
}

/**
 * The ranking of one category: every CPU with a shown figure in it that matches the filters,
 * highest first (ties by name), ranked 1..N within that list, each with the source of its figure.
 */
export function rankingForCategory(
  cpus: readonly RankedCpu[],
  category: BenchmarkId,
  filters: RankingFilters,
): RankingEntry[] {
  return rankingEntries(filterRanked(rankCategory(cpus, category), filters), category);
}
