import { siteOrigin } from "~/modules/seo/seo.server";
import { sitemapIndexXml } from "~/modules/seo/sitemap";
import { sitemapFiles } from "~/modules/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

/** The sitemap index: one sitemap per language and kind of page, long lists in parts. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapIndexXml(siteOrigin(request), sitemapFiles()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
