import { Form, Link } from "react-router";
import { BenchmarkChips } from "~/components/benchmark-chips";
import { RANKING_CATEGORY_IDS, type BenchmarkId } from "~/modules/catalog/benchmarks";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { RankingPageData } from "./ranking-page";

/** The page's heading and introduction, where its figures come from, and the fallback notice. */
export function RankingHeader({
  category,
  readOnly,
}: {
  category: BenchmarkId;
  readOnly: boolean;
}) {
  const { t, href } = useTranslation();
  const benchmark = t(`common.benchmark.${category}`);
  return (
    <>
      <h1 className="text-3xl font-bold">{t("ranking.title", { benchmark })}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("ranking.intro", { benchmark })}</p>
      <p className="mt-1 text-sm text-gray-700">
        {t("methodology.rankingSource")}{" "}
        <Link
          to={`${href("/methodology")}#${category.replace(/-(single|multi)$/, "")}`}
          className="inline-block py-1 font-medium text-blue-800 underline underline-offset-2 hover:decoration-2"
        >
          {t("common.footer.methodology")}
        </Link>
      </p>
      {readOnly && (
        <p
          role="status"
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t("common.fallbackNotice")}
        </p>
      )}
    </>
  );
}

/** The other rankings, each with the same filters. */
export function RankingCategories({
  category,
  filterSearch,
}: Pick<RankingPageData, "category" | "filterSearch">) {
  const { t, href } = useTranslation();
  return (
    <nav aria-label={t("ranking.categories")} className="mt-6">
      <BenchmarkChips
        items={RANKING_CATEGORY_IDS.map((id) => ({
          id,
          to: href(`/ranking/${id}`) + filterSearch,
        }))}
        current={category}
      />
    </nav>
  );
}

/** The filters rankings share with the catalog, and the sort: a GET form, so they work before the page's script runs. */
export function RankingFilters({
  category,
  filters,
  brandOptions,
  typeOptions,
  socketOptions,
  sortOptions,
  filterSearch,
}: Pick<
  RankingPageData,
  | "category"
  | "filters"
  | "brandOptions"
  | "typeOptions"
  | "socketOptions"
  | "sortOptions"
  | "filterSearch"
>) {
  const { t, href } = useTranslation();
  const selectClass =
    "mt-1 block min-h-10 max-w-full rounded border border-gray-400 bg-white px-2 py-1.5";
  const labelClass = "text-sm font-medium text-gray-900";
  const selects = [
    {
      name: "brand",
      label: t("common.brand"),
      options: brandOptions.map((o) => ({ value: o.value, label: o.brand })),
    },
    {
      name: "type",
      label: t("common.type"),
      options: typeOptions.map((o) => ({ value: o.value, label: t(`common.type.${o.type}`) })),
    },
    {
      name: "socket",
      label: t("specs.field.socket"),
      options: socketOptions.map((s) => ({ value: s, label: s })),
    },
  ] as const;
  const numbers = [
    ["yearFrom", "ranking.filters.yearFrom"],
    ["yearTo", "ranking.filters.yearTo"],
    ["coresMin", "ranking.filters.coresMin"],
    ["coresMax", "ranking.filters.coresMax"],
    ["maxPower", "ranking.filters.maxPower"],
    ["maxPrice", "ranking.filters.maxPrice"],
  ] as const;
  return (
    <Form
      key={filterSearch}
      method="get"
      action={href(`/ranking/${category}`)}
      preventScrollReset
      aria-label={t("ranking.filters.label")}
      className="mt-6 flex flex-wrap items-end gap-4 rounded border border-gray-200 bg-white p-4"
    >
      {selects.map((select) => (
        <div key={select.name} className="max-w-full min-w-0">
          <label htmlFor={`ranking-${select.name}`} className={labelClass}>
            {select.label}
          </label>
          <select
            id={`ranking-${select.name}`}
            name={select.name}
            defaultValue={filters[select.name]}
            className={selectClass}
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
      {numbers.map(([name, label]) => (
        <div key={name}>
          <label htmlFor={`ranking-${name}`} className={labelClass}>
            {t(label)}
          </label>
          <input
            id={`ranking-${name}`}
            name={name}
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={filters[name]}
            className={`${selectClass} w-28`}
          />
        </div>
      ))}
      <div className="max-w-full min-w-0">
        <label htmlFor="ranking-sort" className={labelClass}>
          {t("ranking.filters.sort")}
        </label>
        <select id="ranking-sort" name="sort" defaultValue={filters.sort} className={selectClass}>
          {sortOptions.map((sort) => (
            <option key={sort} value={sort}>
              {t(`ranking.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-10 rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
      >
        {t("ranking.filters.apply")}
      </button>
    </Form>
  );
}

/** No rows: the category has no figures yet, or none match the filters (then a way back). */
export function EmptyRanking({
  category,
  categoryCount,
}: Pick<RankingPageData, "category" | "categoryCount">) {
  const { t, href } = useTranslation();
  const benchmark = t(`common.benchmark.${category}`);
  const noResults = categoryCount === 0;
  return (
    <section
      aria-labelledby="ranking-empty"
      className="mt-6 rounded border border-gray-200 bg-white p-6"
    >
      <h2 id="ranking-empty" className="text-xl font-semibold">
        {noResults
          ? t("ranking.empty.category.title", { benchmark })
          : t("ranking.empty.filters.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-gray-700">
        {t(noResults ? "ranking.empty.category.text" : "ranking.empty.filters.text", {
          benchmark,
        })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitLink category={category} />
        {!noResults && (
          <Link
            to={href(`/ranking/${category}`)}
            preventScrollReset
            className="inline-block rounded border border-gray-900 px-4 py-2 font-medium text-gray-900 hover:bg-gray-100"
          >
            {t("ranking.empty.clearFilters")}
          </Link>
        )}
      </div>
    </section>
  );
}

/** The link to submit a result in the category. */
export function SubmitLink({ category }: { category: BenchmarkId }) {
  const { t, href } = useTranslation();
  return (
    <Link
      to={href(`/submit-benchmark/${category}`)}
      className="inline-block rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
    >
      {t("ranking.submit", { benchmark: t(`common.benchmark.${category}`) })}
    </Link>
  );
}
