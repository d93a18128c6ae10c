import { env } from "~/modules/config/env.server";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import { siteOperator } from "~/modules/seo/seo.server";
import { LegalArticle } from "~/modules/site/legal-article";
import { LEGAL_PATH } from "~/modules/site/site-pages";
import type { Route } from "./+types/legal-info";

export function loader({ params, request }: Route.LoaderArgs) {
  const { t, messages, pageSeo } = pageSetup(request, params, ["legal"]);
  return {
    messages,
    // Who runs the site and whether the Amazon links earn anything: as configured, never invented.
    operator: siteOperator(),
    affiliate: Boolean(env.AMAZON_AFFILIATE_TAG),
    seo: pageSeo({
      path: LEGAL_PATH,
      title: t("legal.meta.title"),
      description: t("legal.meta.description"),
      keywords: keywordList(t("legal.meta.keywords")),
      breadcrumbs: [{ name: t("legal.title"), path: LEGAL_PATH }],
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function LegalInfo({ loaderData }: Route.ComponentProps) {
  return <LegalArticle operator={loaderData.operator} affiliate={loaderData.affiliate} />;
}
