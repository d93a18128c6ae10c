import { CpuPairSearch } from "~/components/cpu-pair-search";
import { PopularComparisons } from "~/components/popular-comparisons";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { popularComparisons } from "~/modules/compare/popular-comparisons";
import { messagesFor, serverTranslator } from "~/modules/i18n/messages.server";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { seoMeta } from "~/modules/seo/seo";
import { pageSeo } from "~/modules/seo/seo.server";
import type { Route } from "./+types/compare-landing";

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const catalog = getCatalog();
  const t = serverTranslator(lang);
  return {
    messages: messagesFor(lang, "home"),
    popular: popularComparisons(catalog.byId),
    seo: pageSeo({
      request,
      lang,
      path: "/compare",
      title: t.t("home.compareLanding.title"),
      description: t.t("home.compareLanding.description"),
      keywords: t.t("home.keywords").split(", "),
      breadcrumbs: [{ name: t.t("common.nav.comparison"), path: "/compare" }],
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
