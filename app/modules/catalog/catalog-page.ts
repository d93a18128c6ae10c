import type { Translator } from "~/modules/i18n/translator";
import type { PageSeoFields } from "~/modules/seo/page-setup.server";
import { keywordList } from "~/modules/seo/seo";
import { BENCHMARK_IDS, BENCHMARKS } from "./benchmarks";
import type { Catalog } from "./catalog.server";
import {
  brandParam,
  catalogSearch,
  CATALOG_SORTS,
  DEFAULT_CATALOG_QUERY,
  paginationPages,
  parseCatalogQuery,
  sortedBy,
  typeParam,
  type CatalogFilterOptions,
  type CatalogListing,
  type CatalogQuery,
  type CatalogSort,
  type SortDirection,
} from "./catalog-listing";
import type { Cpu } from "./cpu";
import { CPU_BRANDS, CPU_TYPES } from "./cpu.schema";
import { relativeFigure } from "./relative-performance";
import { scoreSource } from "./score-provenance";

/**
 * What the catalog page reads of the catalog besides its CPUs: the values its filters offer, and
 * one page of CPUs for a query (on the server, from the catalog sorted once per order).
 */
export interface CatalogViews {
  options: CatalogFilterOptions;
  page: (query: CatalogQuery) => CatalogListing<Cpu>;
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
  const query = parseCatalogQuery(search, views.options);
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
  const { brand, type, socket, year, cores } = query.filters;
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
    options: {
      brands: CPU_BRANDS.map((b) => ({ value: brandParam(b), brand: b })),
      types: CPU_TYPES.map((ty) => ({ value: typeParam(ty), type: ty })),
      ...views.options,
    },
    filters: {
      brand: brand ? brandParam(brand) : "",
      type: type ? typeParam(type) : "",
      socket: socket ?? "",
      year: year ? String(year) : "",
      cores: cores ? String(cores) : "",
    },
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
    keptFields: [...new URLSearchParams(resetSearch)],
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
        /** Without a figure in the chosen benchmark: the benchmarks it has one in. */
        has: shownScore ? [] : BENCHMARKS.filter((b) => cpu.scores[b.id]).map((b) => b.id),
      };
    }),
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
