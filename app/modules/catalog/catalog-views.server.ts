import type { BenchmarkId } from "./benchmarks";
import {
  BENCHMARK_SORTS,
  CATALOG_SORTS,
  DEFAULT_CATALOG_BENCHMARK,
  catalogPage,
  sortCatalog,
  type CatalogQuery,
  type CatalogSort,
  type SortDirection,
} from "./catalog-listing";
import { cpuOptions, recentCpus } from "./listings";
import { perCatalog, perCatalogKeyed } from "./per-catalog.server";
import { MAX_SUGGESTIONS, searchIndex, searchPage } from "./search";
import { socketFamilyOptions } from "./socket-family";

// The views of the catalog that pages and the API read on every request, each derived from the
// whole catalog once per catalog version (sorting ten thousand CPUs per request is what made
// pages slow), so a request only filters or slices.

/** The catalog in search order, its text lower-cased once. */
export const catalogSearchIndex = perCatalog((catalog) => searchIndex(catalog.cpus), {
  warm: true,
});

/** Spec section 5's suggestions for a text: at most 8 CPUs, by Geekbench 6 multi-core figure. */
export function cpuSuggestions(text: string) {
  return cpuOptions(searchPage(catalogSearchIndex(), text, { limit: MAX_SUGGESTIONS }).items);
}

/**
 * The catalog's CPUs closest to an id that names none, for a CPU page's 404: the search on the
 * id's words (hyphens as spaces, then as written: "Core i9-13900K" keeps one), dropping trailing
 * words until something matches, and shortening the last word before dropping it
 * ("amd-ryzen-9-7950xx" finds the 7950X, "amd-ryzen-9-9999" the Ryzen 9 CPUs). As
 * compare/closest-cpus.ts, on the catalog's prepared index.
 */
export function closestCatalogCpus(id: string, limit = 5) {
  const words = id.toLowerCase().slice(0, 100).split("-").filter(Boolean).slice(0, 8);
  for (let n = words.length; n > 0; n -= 1) {
    const prefix = words.slice(0, n);
    const last = prefix[n - 1]!;
    // The last word as given, then shortened a letter at a time ("7950xx" finds "7950X").
    for (let cut = 0; cut === 0 || last.length - cut >= 3; cut += 1) {
      const tried = [...prefix.slice(0, -1), last.slice(0, last.length - cut)];
      for (const text of [tried.join(" "), tried.join("-")]) {
        const { items } = searchPage(catalogSearchIndex(), text, { limit });
        if (items.length > 0) return items;
      }
    }
  }
  return [];
}

/** One page of the matches of a search, with how many there are in all. */
export function searchCatalog(text: string, offset: number, limit: number) {
  const { items, total } = searchPage(catalogSearchIndex(), text, { offset, limit, count: true });
  return { items, total: total ?? 0 };
}

/**
 * The socket families the filters of rankings and the catalog offer: one clean list
 * (socket-family.ts).
 */
export const catalogSocketFamilies = perCatalog(
  (catalog) => socketFamilyOptions(catalog.cpus.map((c) => c.socket)),
  { warm: true },
);

/** A sort order; the benchmark only where the order depends on it (figure and value sorts). */
type CatalogOrder = `${CatalogSort}:${SortDirection}:${BenchmarkId | ""}`;
const orderKey = (sort: CatalogSort, dir: SortDirection, benchmark: BenchmarkId): CatalogOrder =>
  `${sort}:${dir}:${BENCHMARK_SORTS.has(sort) ? benchmark : ""}`;
// Warmed: every order of the default benchmark; the other benchmarks' on first use.
const CATALOG_ORDERS = CATALOG_SORTS.flatMap((sort) =>
  (["asc", "desc"] as const).map((dir) => orderKey(sort, dir, DEFAULT_CATALOG_BENCHMARK)),
);

const sortedCatalog = perCatalogKeyed(
  (catalog, order: CatalogOrder) => {
    const [sort, dir, benchmark] = order.split(":") as [CatalogSort, SortDirection, BenchmarkId];
    return sortCatalog(catalog.cpus, sort, dir, benchmark || DEFAULT_CATALOG_BENCHMARK);
  },
  { warm: CATALOG_ORDERS },
);

/** One page of the catalog (/cpus) for a query, from the catalog sorted once per order. */
export function currentCatalogPage(query: CatalogQuery) {
  return catalogPage(sortedCatalog(orderKey(query.sort, query.dir, query.benchmark)), query);
}

/** The home page's recently released CPUs. */
export const currentRecentCpus = perCatalog((catalog) => recentCpus(catalog.cpus, 6), {
  warm: true,
});
