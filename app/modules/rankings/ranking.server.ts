import { RANKING_CATEGORY_IDS, type BenchmarkId } from "~/modules/catalog/benchmarks";
import { perCatalogKeyed } from "~/modules/catalog/per-catalog.server";
import type { RankedList } from "~/modules/catalog/relative-performance";
import {
  filterRanked,
  NO_RANKING_FILTERS,
  rankCategory,
  rankingEntries,
  type CategoryRanking,
  unfiltered,
  type RankingFilters,
} from "./ranking";

// Rankings are sorted once per catalog version and category (and filtered once per filter
// combination, a small fixed set); a request only slices the rows it shows.

const rankedCategory = perCatalogKeyed(
  (catalog, category: BenchmarkId) => rankCategory(catalog.cpus, category),
  { warm: RANKING_CATEGORY_IDS },
);

// Cached per brand and type (a small fixed set); any other filter or sort is applied per request.
const filteredRanking = perCatalogKeyed((_catalog, key: string) => {
  const [category, brand, type] = key.split("|");
  return filterRanked(rankedCategory(category as BenchmarkId), {
    ...NO_RANKING_FILTERS,
    brand: (brand || null) as RankingFilters["brand"],
    type: (type || null) as RankingFilters["type"],
  });
});

function ranked(category: BenchmarkId, filters: RankingFilters) {
  if (unfiltered(filters)) return rankedCategory(category);
  const byBrandAndType = filteredRanking(
    `${category}|${filters.brand ?? ""}|${filters.type ?? ""}`,
  );
  const rest = { ...filters, brand: null, type: null };
  return unfiltered(rest) ? byBrandAndType : filterRanked(byBrandAndType, rest);
}

/** How many CPUs the (filtered) ranking of a category has. */
export function rankingSize(category: BenchmarkId, filters: RankingFilters = NO_RANKING_FILTERS) {
  return ranked(category, filters).length;
}

/** A category's ranking, whole and filtered, as sorted and filtered once per catalog version. */
export function categoryRanking(category: BenchmarkId, filters: RankingFilters): CategoryRanking {
  return { category, filters, all: rankedCategory(category), matching: ranked(category, filters) };
}

/** `count` rows of a category's (filtered) ranking from `offset`, ranked within that list. */
export function rankingRows(
  category: BenchmarkId,
  filters: RankingFilters,
  offset: number,
  count: number,
) {
  return rankingEntries(ranked(category, filters), category, offset, count);
}

const positions = perCatalogKeyed(
  (_catalog, category: BenchmarkId) =>
    new Map(rankedCategory(category).map(({ cpu }, i) => [cpu.id, i + 1])),
  { warm: RANKING_CATEGORY_IDS },
);

/** A CPU's place in a category's unfiltered ranking, or null when it has no figure there. */
export function rankingPosition(category: BenchmarkId, cpuId: string) {
  const position = positions(category).get(cpuId);
  return position === undefined ? null : { position, total: rankingSize(category) };
}

/** A category's unfiltered ranking with each CPU's place looked up in its position map. */
export function rankedList(category: BenchmarkId): RankedList {
  return {
    entries: rankedCategory(category),
    indexOf: (cpuId) => (positions(category).get(cpuId) ?? 0) - 1,
  };
}
