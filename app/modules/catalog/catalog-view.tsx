import { Form, Link } from "react-router";
import { BenchmarkChips } from "~/components/benchmark-chips";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { CpuCatalogPage } from "./catalog-page";

/** The filters: one select per field, Apply, and Reset (which keeps the order). */
export function CatalogFilters({
  filters,
  options,
  keptFields,
  resetSearch,
}: Pick<CpuCatalogPage, "filters" | "options" | "keptFields" | "resetSearch">) {
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
