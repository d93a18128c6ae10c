import { Link } from "react-router";
import { BenchmarkChips } from "~/components/benchmark-chips";
import { CpuFilterForm } from "~/components/cpu-filter-form";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { CpuCatalogPage } from "./catalog-page";

/**
 * The filter set rankings share (components/cpu-filter-form.tsx), the sort, Apply (which keeps
 * the benchmark), and Reset (which keeps the benchmark and the order).
 */
export function CatalogFilters({
  filterForm,
  formHidden,
  resetSearch,
}: Pick<CpuCatalogPage, "filterForm" | "formHidden" | "resetSearch">) {
  const { t, href } = useTranslation();
  return (
    <CpuFilterForm
      idPrefix="catalog"
      action={href("/cpus")}
      label={t("catalog.filters.label")}
      form={filterForm}
      hidden={formHidden}
    >
      <Link
        to={href("/cpus") + resetSearch}
        preventScrollReset
        className="inline-block py-2 font-medium text-blue-800 underline underline-offset-2 hover:decoration-2"
      >
        {t("catalog.filters.reset")}
      </Link>
    </CpuFilterForm>
  );
}

/** What the page says when no CPU matches the filters, with the link that resets them. */
export function EmptyCatalog({ resetSearch }: Pick<CpuCatalogPage, "resetSearch">) {
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

/** Previous, the page links (with gaps where pages are left out) and Next. */
export function Pagination({
  page,
  pages,
  previousSearch,
  nextSearch,
}: Pick<CpuCatalogPage, "page" | "pages" | "previousSearch" | "nextSearch">) {
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

/** The benchmark the table shows and orders by: a link to each, keeping the filters and order. */
export function CatalogBenchmarks({
  benchmark,
  benchmarkLinks,
}: Pick<CpuCatalogPage, "benchmark" | "benchmarkLinks">) {
  const { t, href } = useTranslation();
  return (
    <nav aria-label={t("catalog.benchmarks.label")} className="mt-4">
      <p className="text-sm font-medium text-gray-900">{t("catalog.benchmarks.label")}</p>
      <div className="mt-1">
        <BenchmarkChips
          items={benchmarkLinks.map((link) => ({ id: link.id, to: href("/cpus") + link.search }))}
          current={benchmark}
        />
      </div>
    </nav>
  );
}
