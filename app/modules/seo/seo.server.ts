import { env } from "~/modules/config/env.server";
import { LANGUAGES, localizePath, OG_LOCALES, type Language } from "~/modules/i18n/languages";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { DEFAULT_OG_TYPE, SITE_NAME, SOCIAL_LINKS, type Seo } from "./seo";

/** The public origin of absolute URLs: SITE_URL when set, else the request's own. */
export function siteOrigin(request: Request): string {
  return env.SITE_URL ?? new URL(request.url).origin;
}

export interface PageSeoInput {
  request: Request;
  lang: Language;
  /** The page's path in the spec's URL shapes, without a language prefix (`/cpus/{id}`). */
  path: string;
  title: string;
  description: string;
  keywords: string[];
  breadcrumbs?: { name: string; path: string }[];
  structuredData?: Record<string, unknown>[];
}

/**
 * The full metadata of a page: canonical and hreflang URLs in all six
 * languages plus x-default (English), Open Graph and Twitter fields, and the
 * structured data every page carries (WebSite with its search action and the
 * Organization), plus the page's own.
 */
export function pageSeo(input: PageSeoInput): Seo {
  const origin = siteOrigin(input.request);
  const url = (path: string, lang: Language = input.lang) => `${origin}${localizePath(path, lang)}`;
  const t = serverTranslator(input.lang);
  const structuredData: Record<string, unknown>[] = [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: url("/"),
      inLanguage: input.lang,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${url("/search")}?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
      sameAs: SOCIAL_LINKS.map((s) => s.href),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        url: url("/contact-us"),
        availableLanguage: ["English", "Spanish", "Portuguese", "French", "German", "Italian"],
      },
    },
  ];
  if (input.breadcrumbs) {
    const trail = [{ name: t.t("common.nav.home"), path: "/" }, ...input.breadcrumbs];
    structuredData.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.name,
        item: url(crumb.path),
      })),
    });
  }
  structuredData.push(...(input.structuredData ?? []));
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords.join(", "),
    canonical: url(input.path),
    alternates: [
      ...LANGUAGES.map((lang) => ({ hreflang: lang, href: url(input.path, lang) })),
      { hreflang: "x-default", href: url(input.path, "en") },
    ],
    ogType: DEFAULT_OG_TYPE,
    ogImage: `${origin}/og-image.png`,
    ogLocale: OG_LOCALES[input.lang],
    structuredData,
  };
}
