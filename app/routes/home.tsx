import { Link } from "react-router";
import { CpuPairSearch } from "~/components/cpu-pair-search";
import { FallbackNotice, PopularComparisons } from "~/components/popular-comparisons";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { currentRecentCpus } from "~/modules/catalog/catalog-views.server";
import { RecentCpus, RecentGpus } from "~/modules/catalog/recent-releases";
import { popularComparisons } from "~/modules/compare/popular-comparisons";
import { useTranslation } from "~/modules/i18n/use-translation";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/home";

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export function loader({ params, request }: Route.LoaderArgs) {
  const { t, messages, pageSeo } = pageSetup(request, params, ["home"]);
  const catalog = getCatalog();
  return {
    messages,
    fallback: catalog.source === "fallback",
    recent: currentRecentCpus(),
    popular: popularComparisons(catalog.byId),
    seo: pageSeo({
      path: "/",
      title: t("home.title"),
      description: t("home.description", { count: catalog.cpus.length }),
      keywords: keywordList(t("home.keywords")),
    }),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { recent, popular, fallback } = loaderData;
  const { t, href } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t("home.heading")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("home.intro")}</p>
      {fallback && <FallbackNotice />}
      <div className="mt-6">
        <CpuPairSearch />
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <RecentCpus recent={recent} />
        <RecentGpus />
        <section aria-labelledby="popular-comparisons">
          <h2 id="popular-comparisons" className="text-xl font-semibold">
            {t("home.popular")}
          </h2>
          <PopularComparisons popular={popular} />
          <Link
            to={href("/ranking/cinebench-r23-multi")}
            className="mt-3 inline-block py-1 text-blue-800 hover:underline"
          >
            {t("home.rankings")}
          </Link>
        </section>
      </div>
    </>
  );
}
