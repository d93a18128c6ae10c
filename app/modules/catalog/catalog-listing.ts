import { BENCHMARK_IDS, type BenchmarkId, type ShownScore } from "./benchmarks";
import type { Cpu } from "./cpu";
import {
  anyCpuFilter,
  cpuFilterParams,
  matchesCpuFilters,
  NO_CPU_FILTERS,
  parseCpuFilters,
  valueRatio,
  type CpuFilters,
} from "./cpu-filters";
import { highestLaunchPrice } from "./launch-price";
import { releaseSortKey } from "./listings";
import { compareNames } from "./name-order";
import { socketFamilies } from "./socket-family";
import { pageWindow } from "~/modules/http/page-window";

/** The catalog shows 25 CPUs per page. */
const CATALOG_PAGE_SIZE = 25;

/**
 * A CPU's shown figure in a benchmark: the published one, or the median of
 * its verified visitor results when nothing was published. Nothing else
 * (no formula, no default) ever ranks or sorts.
 */
export function storedScore(cpu: Pick<Cpu, "scores">, benchmark: BenchmarkId): ShownScore | null {
  return cpu.scores[benchmark] ?? null;
}

export const CATALOG_SORTS = [
  "name",
  "brand",
  "cores",
  "threads",
  "base",
  "boost",
  "tdp",
  "release",
  "price",
  "figure",
  "perDollar",
  "perWatt",
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export type SortDirection = "asc" | "desc";

type Listed = Pick<
  Cpu,
  | "name"
  | "brand"
  | "type"
  | "cores"
  | "threads"
  | "baseFreq"
  | "boostFreq"
  | "tdp"
  | "socket"
  | "releaseDate"
  | "releaseYear"
  | "price"
  | "priceMax"
  | "maxTurboPower"
  | "scores"
>;

/** The benchmark the catalog shows and orders by unless the visitor picks another (`?bench=`). */
export const DEFAULT_CATALOG_BENCHMARK: BenchmarkId = "geekbench-6-multi";

const SORT_VALUE: Record<
  CatalogSort,
  (cpu: Listed, benchmark: BenchmarkId) => string | number | null
> = {
  name: (c) => c.name,
  brand: (c) => c.brand,
  cores: (c) => c.cores,
  threads: (c) => c.threads,
  base: (c) => c.baseFreq,
  boost: (c) => c.boostFreq,
  tdp: (c) => c.tdp,
  release: (c) => (c.releaseDate === null ? null : releaseSortKey(c.releaseDate)),
  price: (c) => c.price,
  // The shown figure in the chosen benchmark only: CPUs without one come after the measured ones.
  figure: (c, benchmark) => c.scores[benchmark]?.value ?? null,
  // Per dollar of cited launch price, per watt of published maximum package power (PL2/PPT):
  // CPUs without the price or the power (or the figure) come after those with the value.
  // Ranked by the low end of a range: the value at the upper bound of the price (decision 025).
  perDollar: (c, benchmark) =>
    valueRatio(c.scores[benchmark]?.value ?? null, highestLaunchPrice(c)),
  perWatt: (c, benchmark) => valueRatio(c.scores[benchmark]?.value ?? null, c.maxTurboPower),
};

/** The sorts whose order depends on the chosen benchmark. */
export const BENCHMARK_SORTS: ReadonlySet<CatalogSort> = new Set([
  "figure",
  "perDollar",
  "perWatt",
]);

/** Names sort as people read them: "i5-8400" before "i5-10400". */
const byName = compareNames;

/** The order of the catalog: missing values last in either direction, ties by name. */
function compareForSort(sort: CatalogSort, dir: SortDirection, benchmark: BenchmarkId) {
  const value = SORT_VALUE[sort];
  return (a: Listed, b: Listed): number => {
    const va = value(a, benchmark);
    const vb = value(b, benchmark);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order = typeof va === "number" ? va - (vb as number) : byName(va, String(vb));
      if (order !== 0) return dir === "asc" ? order : -order;
    }
    return byName(a.name, b.name);
  };
}

export interface CatalogQuery {
  /** The filter set the catalog shares with rankings (cpu-filters.ts). */
  filters: CpuFilters;
  /** The benchmark whose figure and relative performance the table shows (and sorts by). */
  benchmark: BenchmarkId;
  sort: CatalogSort;
  dir: SortDirection;
  /** 1-based; may be past the last page until the listing clamps it. */
  page: number;
}

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  filters: NO_CPU_FILTERS,
  benchmark: DEFAULT_CATALOG_BENCHMARK,
  sort: "figure",
  dir: "desc",
  page: 1,
};

const positiveInteger = (value: string | null) =>
  value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * The filters of a catalog URL: the shared filter set (cpu-filters.ts), and the catalog's older
 * parameters, still read so that links made before it keep working: `year=2022` is 2022 to 2022,
 * `cores=8` is 8 to 8, and a socket as published (`socket=FP7, FP7r2`) is its socket family when
 * it names exactly one.
 */
function catalogFilters(params: URLSearchParams, families: readonly string[]): CpuFilters {
  const filters = parseCpuFilters(params, families);
  const older = parseCpuFilters(
    new URLSearchParams({
      yearFrom: params.get("year") ?? "",
      coresMin: params.get("cores") ?? "",
    }),
    families,
  );
  if (filters.yearFrom === null && filters.yearTo === null && older.yearFrom !== null)
    Object.assign(filters, { yearFrom: older.yearFrom, yearTo: older.yearFrom });
  if (filters.coresMin === null && filters.coresMax === null && older.coresMin !== null)
    Object.assign(filters, { coresMin: older.coresMin, coresMax: older.coresMin });
  const published = socketFamilies(params.get("socket"));
  if (filters.socket === null && published.length === 1 && families.includes(published[0]!))
    filters.socket = published[0]!;
  return filters;
}

/**
 * The catalog's state from its query string. Any value that is not one the catalog offers (an
 * unknown brand, a socket family no CPU has, a page of "abc") is ignored, so a hand-edited or
 * outdated URL still shows a sensible page. `sort=score`, the figure's older name, is the figure.
 */
export function parseCatalogQuery(
  params: URLSearchParams,
  socketFamilyOptions: readonly string[],
): CatalogQuery {
  const asked = params.get("sort") === "score" ? "figure" : params.get("sort");
  const sort = CATALOG_SORTS.find((s) => s === asked) ?? DEFAULT_CATALOG_QUERY.sort;
  const dir = params.get("dir");
  const benchmark = BENCHMARK_IDS.find((id) => id === params.get("bench"));
  return {
    filters: catalogFilters(params, socketFamilyOptions),
    benchmark: benchmark ?? DEFAULT_CATALOG_BENCHMARK,
    sort,
    dir: dir === "asc" || dir === "desc" ? dir : defaultDirection(sort),
    page: positiveInteger(params.get("page")) ?? 1,
  };
}

/** The first direction a column sorts in: names A to Z, figures highest first. */
function defaultDirection(sort: CatalogSort): SortDirection {
  return sort === "name" || sort === "brand" ? "asc" : "desc";
}

/**
 * The query string of a catalog state (`?brand=amd&sort=cores&dir=desc&page=2`), defaults left
 * out; `explicitOrder` writes the sort and direction even when they are the default, as a column
 * header's link does.
 */
export function catalogSearch(query: CatalogQuery, explicitOrder = false): string {
  const params = new URLSearchParams(cpuFilterParams(query.filters));
  if (query.benchmark !== DEFAULT_CATALOG_BENCHMARK) params.set("bench", query.benchmark);
  if (
    explicitOrder ||
    query.sort !== DEFAULT_CATALOG_QUERY.sort ||
    query.dir !== DEFAULT_CATALOG_QUERY.dir
  ) {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export interface CatalogListing<T> {
  /** The CPUs of the current page. */
  items: T[];
  /** How many CPUs match the filters. */
  total: number;
  /** The page shown: the requested one, or the last when it is past the end. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last CPU shown; 0 when nothing matches. */
  from: number;
  to: number;
}

/** The catalog in one order: the slow part of a listing, which depends on nothing else. */
export function sortCatalog<T extends Listed>(
  cpus: readonly T[],
  sort: CatalogSort,
  dir: SortDirection,
  benchmark: BenchmarkId = DEFAULT_CATALOG_BENCHMARK,
): T[] {
  return [...cpus].sort(compareForSort(sort, dir, benchmark));
}

/** One page of the catalog: filtered, sorted, 25 CPUs. `sorted` is already in the query's order. */
export function catalogPage<T extends Listed>(
  sorted: readonly T[],
  query: CatalogQuery,
): CatalogListing<T> {
  const matching = anyCpuFilter(query.filters)
    ? sorted.filter((c) => matchesCpuFilters(c, query.filters))
    : sorted;
  const {
    page,
    pageCount,
    offset: start,
  } = pageWindow(matching.length, query.page, CATALOG_PAGE_SIZE);
  const items = matching.slice(start, start + CATALOG_PAGE_SIZE);
  return {
    items,
    total: matching.length,
    page,
    pageCount,
    from: items.length > 0 ? start + 1 : 0,
    to: start + items.length,
  };
}

/** One page of the catalog: filtered, sorted, 25 CPUs. */
export function catalogListing<T extends Listed>(
  cpus: readonly T[],
  query: CatalogQuery,
): CatalogListing<T> {
  return catalogPage(sortCatalog(cpus, query.sort, query.dir, query.benchmark), query);
}

/** The state a column header's link leads to: that column, its direction flipped if already sorted by it. */
export function sortedBy(query: CatalogQuery, sort: CatalogSort): CatalogQuery {
  const dir = query.sort === sort ? (query.dir === "asc" ? "desc" : "asc") : defaultDirection(sort);
  return { ...query, sort, dir, page: 1 };
}

/**
 * The page links of the pagination: every page when there are at most seven,
 * else the first, the last and the current one with its neighbours, with a
 * gap (null) where pages are left out.
 */
export function paginationPages(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((p, i) => (i > 0 && p - pages[i - 1]! > 1 ? [null, p] : [p]));
}
