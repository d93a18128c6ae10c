import { Form, Link } from "react-router";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { currentCatalogPage, currentFilterOptions } from "~/modules/catalog/catalog-views.server";
import {
  brandParam,
  catalogSearch,
  CATALOG_SORTS,
  DEFAULT_CATALOG_QUERY,
  paginationPages,
  parseCatalogQuery,
  sortedBy,
  typeParam,
  type CatalogSort,
  type SortDirection,
} from "~/modules/catalog/catalog-listing";
import { overallBenchmarkScore } from "~/modules/catalog/benchmarks";
import { CPU_BRANDS, CPU_TYPES } from "~/modules/catalog/cpu.schema";
import { formatSpecValue, type SpecFormat, type SpecValue } from "~/modules/catalog/spec-sections";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { useTranslation } from "~/modules/i18n/use-translation";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/catalog";

export function loader({ params, request }: Route.LoaderArgs) {
  const { tr: t, messages, pageSeo } = pageSetup(request, params, ["catalog", "specs"]);
  const catalog = getCatalog();
  const options = currentFilterOptions();
  const query = parseCatalogQuery(new URL(request.url).searchParams, options);
  const listing = currentCatalogPage(query);
  const shown = { ...query, page: listing.page };
  const pageSearch = (page: number) => catalogSearch({ ...shown, page });
  // Resetting the filters keeps the order the visitor chose.
  const resetSearch = catalogSearch({ ...DEFAULT_CATALOG_QUERY, sort: query.sort, dir: query.dir });
  const { brand, type, socket, year, cores } = query.filters;
  return {
    readOnly: catalog.source === "fallback",
    total: catalog.cpus.length,
    options: {
      brands: CPU_BRANDS.map((b) => ({ value: brandParam(b), brand: b })),
      types: CPU_TYPES.map((ty) => ({ value: typeParam(ty), type: ty })),
      ...options,
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
    messages,
    seo: pageSeo({
      path: "/cpus",
      title: t.t("catalog.meta.title"),
      description: t.plural("catalog.meta.description", catalog.cpus.length),
      keywords: keywordList(t.t("catalog.meta.keywords")),
      breadcrumbs: [{ name: t.t("common.nav.product"), path: "/cpus" }],
    }),
  };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

type PageData = Route.ComponentProps["loaderData"];
type Row = PageData["rows"][number];

interface Column {
  label: MessageKey;
  sort?: CatalogSort;
  numeric?: boolean;
  value: (row: Row) => SpecValue;
  format: SpecFormat;
}

/** The name heads each row; the other columns are the CPU's figures. */
const NAME_COLUMN: Column = {
  label: "catalog.column.name",
  sort: "name",
  value: (r) => r.name,
  format: "text",
};

/**
 * The overall score the catalog is ordered by (a percentile within one multi-core benchmark,
 * decision 015) comes first, so narrow screens show it without scrolling; then the Geekbench 6
 * multi-core figure most CPUs are ranked by.
 */
const COLUMNS: Column[] = [
  {
    label: "catalog.column.overall",
    sort: "score",
    numeric: true,
    value: (r) => r.overall,
    format: "index",
  },
  {
    label: "catalog.column.geekbench6",
    numeric: true,
    value: (r) => (r.score === null ? null : Math.round(r.score)),
    format: "count",
  },
  { label: "common.brand", sort: "brand", value: (r) => r.brand, format: "text" },
  { label: "common.type", value: (r) => r.type, format: "cpuType" },
  {
    label: "specs.field.cores",
    sort: "cores",
    numeric: true,
    value: (r) => r.cores,
    format: "count",
  },
  {
    label: "specs.field.threads",
    sort: "threads",
    numeric: true,
    value: (r) => r.threads,
    format: "count",
  },
  {
    label: "specs.field.baseFreq",
    sort: "base",
    numeric: true,
    value: (r) => r.baseFreq,
    format: "ghz",
  },
  {
    label: "specs.field.boostFreq",
    sort: "boost",
    numeric: true,
    value: (r) => r.boostFreq,
    format: "ghz",
  },
  { label: "specs.field.tdp", sort: "tdp", numeric: true, value: (r) => r.tdp, format: "watts" },
  { label: "specs.field.socket", value: (r) => r.socket, format: "text" },
  {
    label: "specs.field.releaseDate",
    sort: "release",
    value: (r) => r.releaseDate,
    format: "date",
  },
  {
    label: "specs.field.price",
    sort: "price",
    numeric: true,
    value: (r) => r.price,
    format: "usd",
  },
];

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { t, plural } = useTranslation();
  const { total, rows, matching, from, to, readOnly } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("catalog.title")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{plural("catalog.intro", total)}</p>
      {readOnly && (
        <p
          role="status"
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t("common.fallbackNotice")}
        </p>
      )}
      <CatalogFilters {...loaderData} />
      {rows.length === 0 ? (
        <EmptyCatalog {...loaderData} />
      ) : (
        <>
          <p className="tabular mt-6 text-gray-700">
            {plural("catalog.showing", matching, { from, to })}
          </p>
          <CatalogTable {...loaderData} />
          <Pagination {...loaderData} />
        </>
      )}
    </>
  );
}

function CatalogFilters({ filters, options, keptFields, resetSearch }: PageData) {
  const { t, number, href } = useTranslation();
  const selects = [
    {
      name: "brand",
      label: t("common.brand"),
      options: options.brands.map((o) => ({ value: o.value, label: o.brand })),
    },
    {
      name: "type",
      label: t("common.type"),
      options: options.types.map((o) => ({ value: o.value, label: t(`common.type.${o.type}`) })),
    },
    {
      name: "socket",
      label: t("specs.field.socket"),
      options: options.sockets.map((s) => ({ value: s, label: s })),
    },
    {
      name: "year",
      label: t("catalog.filters.year"),
      options: options.years.map((y) => ({ value: String(y), label: String(y) })),
    },
    {
      name: "cores",
      label: t("specs.field.cores"),
      options: options.cores.map((c) => ({ value: String(c), label: number(c, 0) })),
    },
  ] as const;
  return (
    <Form
      key={JSON.stringify(filters)}
      method="get"
      action={href("/cpus")}
      preventScrollReset
      aria-label={t("catalog.filters.label")}
      className="mt-6 flex flex-wrap items-end gap-4 rounded border border-gray-200 bg-white p-4"
    >
      {keptFields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={`catalog-${select.name}`} className="text-sm font-medium text-gray-900">
            {select.label}
          </label>
          <select
            id={`catalog-${select.name}`}
            name={select.name}
            defaultValue={filters[select.name]}
            className="mt-1 block min-h-10 rounded border border-gray-400 bg-white px-2 py-1.5"
          >
            <option value="">{t("common.all")}</option>
            {select.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex items-center gap-3">
        <button
          type="submit"
          className="min-h-10 rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
        >
          {t("catalog.filters.apply")}
        </button>
        <Link
          to={href("/cpus") + resetSearch}
          preventScrollReset
          className="inline-block py-2 font-medium text-blue-800 underline underline-offset-2 hover:decoration-2"
        >
          {t("catalog.filters.reset")}
        </Link>
      </div>
    </Form>
  );
}

function EmptyCatalog({ resetSearch }: PageData) {
  const { t, href } = useTranslation();
  return (
    <section
      aria-labelledby="catalog-empty"
      className="mt-6 rounded border border-gray-200 bg-white p-6"
    >
      <h2 id="catalog-empty" className="text-xl font-semibold">
        {t("catalog.empty.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-gray-700">{t("catalog.empty.text")}</p>
      <Link
        to={href("/cpus") + resetSearch}
        className="mt-4 inline-block rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
      >
        {t("catalog.filters.reset")}
      </Link>
    </section>
  );
}

function SortIcon({ dir }: { dir: "asc" | "desc" | null }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 16"
      className="inline h-4 w-3 fill-current align-text-bottom"
    >
      {dir !== "desc" && <path d="M6 1l5 6H1z" opacity={dir ? 1 : 0.45} />}
      {dir !== "asc" && <path d="M6 15l5-6H1z" opacity={dir ? 1 : 0.45} />}
    </svg>
  );
}

/** The name column stays in view while the figures scroll sideways on narrow screens. */
const STICKY =
  "sticky left-0 z-10 min-w-40 shadow-[inset_-1px_0_0_var(--color-gray-200)] lg:min-w-28";

function SortableHeader({
  column,
  sort,
  data,
  className = "",
}: {
  column: Column;
  sort: CatalogSort;
  data: PageData;
  className?: string;
}) {
  const { t, href } = useTranslation();
  const active = data.sort === sort;
  const link = data.sortLinks[sort];
  return (
    <th
      scope="col"
      aria-sort={active ? (data.dir === "asc" ? "ascending" : "descending") : undefined}
      className={`px-2 py-2 align-bottom lg:px-1 ${column.numeric ? "text-right" : ""} ${className}`}
    >
      <Link
        to={href("/cpus") + link.search}
        preventScrollReset
        className={`inline-block py-1 underline-offset-2 hover:underline ${
          active ? "font-bold" : "font-semibold"
        }`}
      >
        {t(column.label)}
        <span className="sr-only">
          {" "}
          ({t(link.dir === "asc" ? "catalog.sort.linkAscending" : "catalog.sort.linkDescending")})
        </span>
        {/* After a space: the arrows move under a long label rather than widen its column. */}{" "}
        <SortIcon dir={active ? data.dir : null} />
      </Link>
    </th>
  );
}

function CatalogTable(data: PageData) {
  const tr = useTranslation();
  const { t, href } = tr;
  const headers = [NAME_COLUMN, ...COLUMNS];
  const sortedColumn = headers.find((c) => c.sort === data.sort)!.label;
  return (
    <div className="scroll-hint relative mt-3 overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {t("catalog.table.caption", {
            column: t(sortedColumn),
            direction: t(data.dir === "asc" ? "catalog.sort.ascending" : "catalog.sort.descending"),
          })}
        </caption>
        <thead className="bg-gray-100 text-gray-900">
          <tr>
            {headers.map((column) =>
              column.sort ? (
                <SortableHeader
                  key={column.label}
                  column={column}
                  sort={column.sort}
                  data={data}
                  className={column === NAME_COLUMN ? `${STICKY} bg-gray-100` : ""}
                />
              ) : (
                <th
                  key={column.label}
                  scope="col"
                  className="px-2 py-2 align-bottom font-semibold lg:px-1"
                >
                  {t(column.label)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-100">
              <th scope="row" className={`${STICKY} bg-white px-2 py-2 font-medium lg:px-1`}>
                <Link
                  to={href(`/cpus/${row.id}`)}
                  className="inline-block py-1 text-blue-800 underline underline-offset-2 hover:decoration-2"
                >
                  {row.name}
                </Link>
              </th>
              {COLUMNS.map((column) => (
                <td
                  key={column.label}
                  className={`px-2 py-2 lg:px-1 ${column.numeric ? "tabular text-right whitespace-nowrap" : ""}`}
                >
                  {/* Figures never wrap; words (a date, "not published") may, so all fits at 1280 px. */}
                  {formatSpecValue(column.value(row), column.format, tr) ?? (
                    <span className="whitespace-normal text-gray-700">
                      {t("specs.notPublished")}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pagination({ page, pages, previousSearch, nextSearch }: PageData) {
  const { t, number, href } = useTranslation();
  const box = "inline-flex min-h-10 min-w-10 items-center justify-center rounded px-3";
  const link = `${box} border border-gray-400 bg-white text-gray-900 hover:bg-gray-100`;
  const inactive = `${box} text-gray-700`;
  return (
    <nav aria-label={t("catalog.pagination.label")} className="mt-4">
      <ul className="tabular flex flex-wrap items-center gap-1">
        <li>
          {previousSearch === null ? (
            <span aria-disabled="true" className={inactive}>
              {t("catalog.pagination.previous")}
            </span>
          ) : (
            <Link to={href("/cpus") + previousSearch} rel="prev" className={link}>
              {t("catalog.pagination.previous")}
            </Link>
          )}
        </li>
        {pages.map((item, i) =>
          item === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={inactive}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={href("/cpus") + item.search}
                aria-label={t("catalog.pagination.page", { page: item.page })}
                aria-current={item.page === page ? "page" : undefined}
                className={
                  item.page === page
                    ? `${box} border border-gray-900 bg-gray-900 font-bold text-white`
                    : link
                }
              >
                {number(item.page, 0)}
              </Link>
            </li>
          ),
        )}
        <li>
          {nextSearch === null ? (
            <span aria-disabled="true" className={inactive}>
              {t("catalog.pagination.next")}
            </span>
          ) : (
            <Link to={href("/cpus") + nextSearch} rel="next" className={link}>
              {t("catalog.pagination.next")}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
