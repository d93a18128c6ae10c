import { getCatalog } from "~/modules/catalog/catalog.server";
import { communityFigures } from "~/modules/catalog/community-figures";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import { AboutArticle } from "~/modules/site/about-article";
import { ABOUT_PATH } from "~/modules/site/site-pages";
import type { Route } from "./+types/about-us";

export function loader({ params, request }: Route.LoaderArgs) {
  const { t, messages, pageSeo } = pageSetup(request, params, ["about"]);
  const catalog = getCatalog();
  return {
    messages,
    figures: communityFigures(catalog.cpus),
    fromDatabase: catalog.source === "database",
    seo: pageSeo({
      path: ABOUT_PATH,
      title: t("about.meta.title"),
      description: t("about.meta.description"),
      keywords: keywordList(t("about.meta.keywords")),
      breadcrumbs: [{ name: t("about.title"), path: ABOUT_PATH }],
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutArticle figures={loaderData.figures} fromDatabase={loaderData.fromDatabase} />;
}
