import { LANGUAGES, localizePath } from "~/modules/i18n/languages";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A sitemap listing each page once per language, every entry with its
 * hreflang alternates (all six languages plus x-default), as search engines
 * expect for translated pages.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((lang) => ({ hreflang: lang, href: origin + localizePath(path, lang) })),
      { hreflang: "x-default", href: origin + path },
    ]
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join("");
    return LANGUAGES.map(
      (lang) =>
        `<url><loc>${escapeXml(origin + localizePath(path, lang))}</loc>${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("\n") +
    "\n</urlset>\n"
  );
}
