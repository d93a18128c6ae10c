import { Link } from "react-router";
import { BenchmarkChips } from "~/components/benchmark-chips";
import { CpuFilterForm } from "~/components/cpu-filter-form";
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

/** The filters rankings share with the catalog, and the ranking's sort. */
export function RankingFilters({
  category,
  filterForm,
}: Pick<RankingPageData, "category" | "filterForm">) {
  const { t, href } = useTranslation();
  return (
    <CpuFilterForm
      idPrefix="ranking"
      action={href(`/ranking/${category}`)}
      label={t("ranking.filters.label")}
      form={filterForm}
    />
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
