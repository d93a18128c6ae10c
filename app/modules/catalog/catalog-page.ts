import type { MessageKey } from "~/modules/i18n/message-keys";
import type { Translator } from "~/modules/i18n/translator";
import type { PageSeoFields } from "~/modules/seo/page-setup.server";
import { keywordList } from "~/modules/seo/seo";
import { BENCHMARK_IDS, BENCHMARKS, type BenchmarkId } from "./benchmarks";
import type { Catalog } from "./catalog.server";
import {
  catalogSearch,
  CATALOG_SORTS,
  DEFAULT_CATALOG_BENCHMARK,
  DEFAULT_CATALOG_QUERY,
  paginationPages,
  parseCatalogQuery,
  sortedBy,
  type CatalogListing,
  type CatalogQuery,
  type CatalogSort,
  type SortDirection,
} from "./catalog-listing";
import type { Cpu } from "./cpu";
import {
  cpuFilterForm,
  perDollarRange,
  pointsPerDollar,
  pointsPerWatt,
  VALUE_SORT_OPTIONS,
  type SortOption,
} from "./cpu-filters";
import { highestLaunchPrice } from "./launch-price";
import { relativeFigure } from "./relative-performance";
import { scoreSource } from "./score-provenance";

/**
 * What the catalog page reads of the catalog besides its CPUs: the socket families its filters
 * offer, and one page of CPUs for a query (on the server, from the catalog sorted once per order).
 */
export interface CatalogViews {
  socketFamilies: readonly string[];
  page: (query: CatalogQuery) => CatalogListing<Cpu>;
}

/** What each order is called: its column's heading, or the value sort's name. */
export const CATALOG_SORT_LABELS: Record<CatalogSort, MessageKey> = {
  name: "catalog.column.name",
  brand: "common.brand",
  cores: "specs.field.cores",
  threads: "specs.field.threads",
  base: "specs.field.baseFreq",
  boost: "specs.field.boostFreq",
  tdp: "specs.field.tdp",
  release: "specs.field.releaseDate",
  price: "specs.field.price",
  figure: "filters.sort.figure",
  perDollar: "filters.sort.perDollar",
  perWatt: "filters.sort.perWatt",
};

/** Whether a CPU has a points-per-dollar or per-watt figure in the benchmark. */
function valueOf(cpu: Cpu, sort: "perDollar" | "perWatt", benchmark: BenchmarkId): boolean {
  const figure = cpu.scores[benchmark]?.value;
  if (figure === undefined) return false;
  return (
    (sort === "perDollar" ? pointsPerDollar : pointsPerWatt)(
      figure,
      sort === "perDollar" ? highestLaunchPrice(cpu) : cpu.maxTurboPower,
    ) !== null
  );
}

/**
 * The form's sorts: the ones rankings offer (figure, per launch dollar, per watt) and, when the
 * table is ordered by another column, that column, so that Apply keeps it.
 */
function formSorts(sort: CatalogSort): SortOption[] {
  if (VALUE_SORT_OPTIONS.some((option) => option.value === sort)) return [...VALUE_SORT_OPTIONS];
  return [...VALUE_SORT_OPTIONS, { value: sort, label: CATALOG_SORT_LABELS[sort] }];
}

/**
 * What the catalog page (/cpus) shows for the query string `search`: the filters as chosen and
 * the values they offer, the order and each column header's link, the page's rows (figures as the
 * table shows them), the pagination's links, the link that resets the filters (keeping the
 * order), and its metadata.
 */
export function cpuCatalogPage(
  search: URLSearchParams,
  catalog: Pick<Catalog, "cpus" | "source" | "references">,
  tr: Translator,
  views: CatalogViews,
) {
  const query = parseCatalogQuery(search, views.socketFamilies);
  const listing = views.page(query);
  const shown = { ...query, page: listing.page };
  const pageSearch = (page: number) => catalogSearch({ ...shown, page });
  // Resetting the filters keeps the benchmark and the order the visitor chose.
  const resetSearch = catalogSearch({
    ...DEFAULT_CATALOG_QUERY,
    benchmark: query.benchmark,
    sort: query.sort,
    dir: query.dir,
  });
  const { benchmark } = query;
  const reference = catalog.references[benchmark] ?? null;
  const seo: PageSeoFields = {
    path: "/cpus",
    title: tr.t("catalog.meta.title"),
    description: tr.plural("catalog.meta.description", catalog.cpus.length),
    keywords: keywordList(tr.t("catalog.meta.keywords")),
    breadcrumbs: [{ name: tr.t("common.nav.product"), path: "/cpus" }],
  };
  return {
    readOnly: catalog.source === "fallback",
    total: catalog.cpus.length,
    /** The filter set and sorts rankings share; Apply keeps the benchmark and starts on page 1. */
    filterForm: cpuFilterForm(
      query.filters,
      views.socketFamilies,
      query.sort,
      formSorts(query.sort),
    ),
    formHidden:
      benchmark === DEFAULT_CATALOG_BENCHMARK ? [] : ([["bench", benchmark]] as [string, string][]),
    benchmark,
    /** The benchmark's reference CPU (100), null when it has no figure in the catalog. */
    reference: reference && { id: reference.cpuId, name: reference.name },
    /** The switch to every benchmark: the same filters and order, from the first page. */
    benchmarkLinks: BENCHMARK_IDS.map((id) => ({
      id,
      search: catalogSearch({ ...shown, benchmark: id, page: 1 }),
    })),
    sort: query.sort,
    dir: query.dir,
    sortLinks: Object.fromEntries(
      CATALOG_SORTS.map((s) => {
        const next = sortedBy(shown, s);
        return [s, { search: catalogSearch(next, true), dir: next.dir }];
      }),
    ) as Record<CatalogSort, { search: string; dir: SortDirection }>,
    resetSearch,
    rows: listing.items.map((cpu) => {
      const shownScore = cpu.scores[benchmark];
      return {
        id: cpu.id,
        name: cpu.name,
        brand: cpu.brand,
        type: cpu.type,
        cores: cpu.cores,
        threads: cpu.threads,
        baseFreq: cpu.baseFreq,
        boostFreq: cpu.boostFreq,
        tdp: cpu.tdp,
        socket: cpu.socket,
        releaseDate: cpu.releaseDate,
        price: cpu.price,
        /** The upper bound of a launch price published as a range; null for one price. */
        priceMax: cpu.priceMax,
        /** The figure in the chosen benchmark with its source; null when the CPU has none there. */
        figure: shownScore ? scoreSource(benchmark, shownScore) : null,
        relative: shownScore && reference ? relativeFigure(shownScore.value, reference) : null,
        /** Points per dollar of cited launch price (null without one): never today's price. */
        ...(shownScore
          ? perDollarRange(shownScore.value, cpu)
          : { perDollar: null, perDollarAtLowestPrice: null }),
        /** Points per watt of published maximum package power (PL2/PPT); null without it. */
        perWatt: shownScore ? pointsPerWatt(shownScore.value, cpu.maxTurboPower) : null,
        /** Without a figure in the chosen benchmark: the benchmarks it has one in. */
        has: shownScore ? [] : BENCHMARKS.filter((b) => cpu.scores[b.id]).map((b) => b.id),
      };
    }),
    /**
     * Ordered by a value no CPU of the filtered list has (no cited launch price, no published
     * maximum power): the page says so rather than show a list that seems unordered. Those with
     * the value come first, so the first row tells.
     */
    noValue:
      (query.sort === "perDollar" || query.sort === "perWatt") &&
      listing.page === 1 &&
      listing.items.length > 0 &&
      !valueOf(listing.items[0]!, query.sort, benchmark)
        ? query.sort
        : null,
    matching: listing.total,
    from: listing.from,
    to: listing.to,
    page: listing.page,
    pages: paginationPages(listing.page, listing.pageCount).map((page) =>
      page === null ? null : { page, search: pageSearch(page) },
    ),
    previousSearch: listing.page > 1 ? pageSearch(listing.page - 1) : null,
    nextSearch: listing.page < listing.pageCount ? pageSearch(listing.page + 1) : null,
    seo,
  };
}

/** The catalog page's data as its components read it. */
export type CpuCatalogPage = ReturnType<typeof cpuCatalogPage>;
