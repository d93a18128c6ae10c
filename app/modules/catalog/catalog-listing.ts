import { BENCHMARK_IDS, type BenchmarkId, type ShownScore } from "./benchmarks";
import type { Cpu } from "./cpu";
import { releaseSortKey } from "./listings";
import { CPU_BRANDS, CPU_TYPES, releaseYearOf, type CpuBrand, type CpuType } from "./cpu.schema";
import { compareNames } from "./name-order";
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

/** Brands and types are lowercase in URLs (`brand=amd`, `type=laptop`). */
export const brandParam = (brand: CpuBrand) => brand.toLowerCase();
export const typeParam = (type: CpuType) => type.toLowerCase();

/** The brand a query value names, in any letter case; anything else means all brands. */
export function brandFromParam(value: string | null): CpuBrand | null {
  return CPU_BRANDS.find((b) => b.toLowerCase() === value?.toLowerCase()) ?? null;
}

/** The CPU type a query value names, in any letter case; anything else means all types. */
export function typeFromParam(value: string | null): CpuType | null {
  return CPU_TYPES.find((t) => t.toLowerCase() === value?.toLowerCase()) ?? null;
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
  "score",
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
  score: (c, benchmark) => c.scores[benchmark]?.value ?? null,
};

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

export interface CatalogFilters {
  brand: CpuBrand | null;
  type: CpuType | null;
  socket: string | null;
  year: number | null;
  cores: number | null;
}

/** The values the socket, year and core-count filters offer: those present in the catalog. */
export interface CatalogFilterOptions {
  sockets: string[];
  /** Newest first. */
  years: number[];
  cores: number[];
}

const yearOf = (cpu: Pick<Cpu, "releaseYear" | "releaseDate">) =>
  cpu.releaseYear ?? releaseYearOf(cpu.releaseDate);

export function catalogFilterOptions(cpus: readonly Listed[]): CatalogFilterOptions {
  const distinct = <T>(values: (T | null)[]) =>
    [...new Set(values)].filter((v): v is T => v !== null);
  return {
    sockets: distinct(cpus.map((c) => c.socket)).sort(byName),
    years: distinct(cpus.map(yearOf)).sort((a, b) => b - a),
    cores: distinct(cpus.map((c) => c.cores)).sort((a, b) => a - b),
  };
}

export interface CatalogQuery {
  filters: CatalogFilters;
  /** The benchmark whose figure and relative performance the table shows (and `score` sorts by). */
  benchmark: BenchmarkId;
  sort: CatalogSort;
  dir: SortDirection;
  /** 1-based; may be past the last page until the listing clamps it. */
  page: number;
}

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  filters: { brand: null, type: null, socket: null, year: null, cores: null },
  benchmark: DEFAULT_CATALOG_BENCHMARK,
  sort: "score",
  dir: "desc",
  page: 1,
};

const positiveInteger = (value: string | null) =>
  value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * The catalog's state from its query string. Any value that is not one the
 * catalog offers (an unknown brand, a socket no CPU has, a page of "abc") is
 * ignored, so a hand-edited or outdated URL still shows a sensible page.
 */
export function parseCatalogQuery(
  params: URLSearchParams,
  options: CatalogFilterOptions,
): CatalogQuery {
  const socket = params.get("socket");
  const year = positiveInteger(params.get("year"));
  const cores = positiveInteger(params.get("cores"));
  const sort = CATALOG_SORTS.find((s) => s === params.get("sort")) ?? DEFAULT_CATALOG_QUERY.sort;
  const dir = params.get("dir");
  const benchmark = BENCHMARK_IDS.find((id) => id === params.get("bench"));
  return {
    filters: {
      brand: brandFromParam(params.get("brand")),
      type: typeFromParam(params.get("type")),
      socket: socket !== null && options.sockets.includes(socket) ? socket : null,
      year: year !== null && options.years.includes(year) ? year : null,
      cores: cores !== null && options.cores.includes(cores) ? cores : null,
    },
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
  const { brand, type, socket, year, cores } = query.filters;
  const params = new URLSearchParams();
  if (brand) params.set("brand", brandParam(brand));
  if (type) params.set("type", typeParam(type));
  if (socket) params.set("socket", socket);
  if (year) params.set("year", String(year));
  if (cores) params.set("cores", String(cores));
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

function matches(cpu: Listed, filters: CatalogFilters): boolean {
  return (
    (filters.brand === null || cpu.brand === filters.brand) &&
    (filters.type === null || cpu.type === filters.type) &&
    (filters.socket === null || cpu.socket === filters.socket) &&
    (filters.year === null || yearOf(cpu) === filters.year) &&
    (filters.cores === null || cpu.cores === filters.cores)
  );
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
  const { brand, type, socket, year, cores } = query.filters;
  const filtered = brand || type || socket || year || cores;
  const matching = filtered ? sorted.filter((c) => matches(c, query.filters)) : sorted;
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
