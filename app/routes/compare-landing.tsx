import { CpuPairSearch } from "~/components/cpu-pair-search";
import { PopularComparisons } from "~/components/popular-comparisons";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { popularComparisons } from "~/modules/compare/popular-comparisons";
import { useTranslation } from "~/modules/i18n/use-translation";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/compare-landing";

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export function loader({ params, request }: Route.LoaderArgs) {
  const { t, messages, pageSeo } = pageSetup(request, params, ["home"]);
  const catalog = getCatalog();
  return {
    messages,
    popular: popularComparisons(catalog.byId),
    seo: pageSeo({
      path: "/compare",
      title: t("home.compareLanding.title"),
      description: t("home.compareLanding.description"),
      keywords: keywordList(t("home.keywords")),
      breadcrumbs: [{ name: t("common.nav.comparison"), path: "/compare" }],
    }),
  };
}

export default function CompareLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t("home.compareLanding.heading")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("home.intro")}</p>
      <div className="mt-6">
        <CpuPairSearch />
      </div>
      <section aria-labelledby="popular-comparisons" className="mt-10 max-w-2xl">
        <h2 id="popular-comparisons" className="text-xl font-semibold">
          {t("home.popular")}
        </h2>
        <PopularComparisons popular={loaderData.popular} />
      </section>
    </>
  );
}
