import { RANKING_CATEGORY_IDS } from "~/modules/catalog/benchmarks";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { POPULAR_COMPARISONS } from "~/modules/compare/popular-comparisons";
import { siteOrigin } from "~/modules/seo/seo.server";
import { sitemapXml } from "~/modules/seo/sitemap";
import type { Route } from "./+types/sitemap";

/** CPU pages, ranking categories and popular comparisons, plus the site's fixed pages, in all languages. */
export function loader({ request }: Route.LoaderArgs) {
  const catalog = getCatalog();
  const paths = [
    "/",
    "/cpus",
    "/compare",
    "/about-us",
    "/legal-info",
    "/methodology",
    ...RANKING_CATEGORY_IDS.map((id) => `/ranking/${id}`),
    ...POPULAR_COMPARISONS.filter(([a, b]) => catalog.byId.has(a) && catalog.byId.has(b)).map(
      ([a, b]) => `/cpus/vs/${a}-vs-${b}`,
    ),
    ...catalog.cpus.map((cpu) => `/cpus/${cpu.id}`),
  ];
  return new Response(sitemapXml(siteOrigin(request), paths), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
