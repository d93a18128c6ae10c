import { isLanguage, LANGUAGES, localizePath, type Language } from "~/modules/i18n/languages";

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB; a file this size (each URL
 * with its seven hreflang alternates, under 1 KB) stays near 2 MB and quick to build, and a
 * catalog of any size just gets more files.
 */
export const SITEMAP_MAX_URLS = 2_000;

/** The kinds of page a sitemap file lists. */
export const SITEMAP_TYPES = ["pages", "cpus", "comparisons"] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** A page of the site without language prefix (`/cpus/x`), and when its data last changed. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD; null when the page has no dated data (a legal text). */
  lastmod: string | null;
}

export interface SitemapFile {
  lang: Language;
  type: SitemapType;
  /** 1-based. */
  part: number;
}

/** A sitemap file's name: `en-cpus-1.xml`. */
export const sitemapFileName = ({ lang, type, part }: SitemapFile) => `${lang}-${type}-${part}.xml`;

/** The file a name stands for, or null: `de-comparisons-2.xml` → de, comparisons, 2. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = /^([a-z]{2})-([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const [, lang, type, part] = match;
  if (!isLanguage(lang) || !(SITEMAP_TYPES as readonly string[]).includes(type!)) return null;
  return { lang, type: type as SitemapType, part: Number(part) };
}

/** How many files a list of entries takes (at least one, so every type has a file). */
export const sitemapPartCount = (entries: number) =>
  Math.max(1, Math.ceil(entries / SITEMAP_MAX_URLS));

/** The entries of one part of a list. */
export const sitemapPart = <T>(entries: readonly T[], part: number): readonly T[] =>
  entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);

/** The newest of some dates (YYYY-MM-DD sorts as text), or null when there is none. */
export function newestDate(dates: Iterable<string | null | undefined>): string | null {
  let newest: string | null = null;
  for (const date of dates) if (date && (newest === null || date > newest)) newest = date;
  return newest;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * One language's sitemap file: each page in that language with its hreflang alternates (all
 * six languages plus x-default), as search engines expect for translated pages, and its lastmod.
 */
export function sitemapXml(origin: string, lang: Language, entries: readonly SitemapEntry[]) {
  const urls = entries.map(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((l) => ({ hreflang: l, href: origin + localizePath(path, l) })),
      { hreflang: "x-default", href: origin + path },
    ]
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join("");
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return `<url><loc>${escapeXml(origin + localizePath(path, lang))}</loc>${modified}${alternates}</url>`;
  });
  return (
    XML_HEAD +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("\n") +
    "\n</urlset>\n"
  );
}

/** The sitemap index (/sitemap.xml): every sitemap file with the newest lastmod of its pages. */
export function sitemapIndexXml(
  origin: string,
  files: readonly { file: SitemapFile; lastmod: string | null }[],
) {
  const items = files.map(({ file, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${sitemapFileName(file)}`)}</loc>${modified}</sitemap>`;
  });
  return (
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join("\n") +
    "\n</sitemapindex>\n"
  );
}
