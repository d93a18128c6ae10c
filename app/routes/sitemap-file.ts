import { siteOrigin } from "~/modules/seo/seo.server";
import { parseSitemapFileName, sitemapXml } from "~/modules/seo/sitemap";
import { sitemapFileEntries } from "~/modules/seo/sitemap.server";
import type { Route } from "./+types/sitemap-file";

/** One sitemap of the index (/sitemaps/en-cpus-1.xml): one language's pages of one kind. */
export function loader({ request, params }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.file);
  const entries = file && sitemapFileEntries(file);
  if (!file || !entries)
    return new Response("No such sitemap\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(sitemapXml(siteOrigin(request), file.lang, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
