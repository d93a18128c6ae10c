import type { Translator } from "~/modules/i18n/translator";
import type { PageSeoFields } from "~/modules/seo/page-setup.server";
import { keywordList } from "~/modules/seo/seo";
import { overallBenchmarkScore } from "./benchmarks";
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
  catalog: Pick<Catalog, "cpus" | "source">,
  tr: Translator,
  views: CatalogViews,
) {
  const query = parseCatalogQuery(search, views.options);
  const listing = views.page(query);
  const shown = { ...query, page: listing.page };
  const pageSearch = (page: number) => catalogSearch({ ...shown, page });
  // Resetting the filters keeps the order the visitor chose.
  const resetSearch = catalogSearch({ ...DEFAULT_CATALOG_QUERY, sort: query.sort, dir: query.dir });
  const { brand, type, socket, year, cores } = query.filters;
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
    rows: listing.items.map((cpu) => ({
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
      overall: cpu.overall?.index ?? null,
      score: overallBenchmarkScore(cpu.scores),
    })),
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
