import { catalogVersion } from "~/modules/catalog/catalog.server";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "./og-card";
import { env, type Env } from "~/modules/config/env.server";
import { LANGUAGES, localizePath, OG_LOCALES, type Language } from "~/modules/i18n/languages";
import { serverTranslator } from "~/modules/i18n/messages.server";
import {
  DEFAULT_OG_TYPE,
  SITE_NAME,
  SOCIAL_NETWORKS,
  type Operator,
  type Seo,
  type SocialLink,
} from "./seo";

/** The public origin of absolute URLs: SITE_URL when set, else the request's own. */
export function siteOrigin(request: Request): string {
  // Only the origin is read, which a `.data` request shares with its page.
  // eslint-disable-next-line no-restricted-syntax
  return env.SITE_URL ?? new URL(request.url).origin;
}

const SOCIAL_URLS = {
  x: "SOCIAL_X_URL",
  youtube: "SOCIAL_YOUTUBE_URL",
  reddit: "SOCIAL_REDDIT_URL",
  github: "SOCIAL_GITHUB_URL",
} as const;

/** The site's own accounts: only those the operator configured (SOCIAL_*_URL). */
export function socialLinks(config: Env = env): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap(({ id, name }) => {
    const href = config[SOCIAL_URLS[id]];
    return href ? [{ id, name, href }] : [];
  });
}

/** The operator's published details (OPERATOR_*), or null when none are configured. */
export function siteOperator(config: Env = env): Operator | null {
  const operator: Operator = {
    name: config.OPERATOR_NAME ?? null,
    address: (config.OPERATOR_ADDRESS ?? "")
      .split(/\n| \| /)
      .map((line) => line.trim())
      .filter(Boolean),
    email: config.OPERATOR_EMAIL ?? null,
    phone: config.OPERATOR_PHONE ?? null,
    register: config.OPERATOR_REGISTER ?? null,
  };
  const published =
    operator.name ||
    operator.address.length ||
    operator.email ||
    operator.phone ||
    operator.register;
  return published ? operator : null;
}

/** schema.org Organization: the site, and what its operator published, nothing invented. */
export function organizationData(
  origin: string,
  contactUrl: string,
  config: Env = env,
): Record<string, unknown> {
  const operator = siteOperator(config);
  const sameAs = socialLinks(config).map((link) => link.href);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/logo.png`,
    ...(operator?.name ? { legalName: operator.name } : {}),
    ...(operator?.address.length ? { address: operator.address.join(", ") } : {}),
    ...(operator?.email ? { email: operator.email } : {}),
    ...(operator?.phone ? { telephone: operator.phone } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      url: contactUrl,
      ...(operator?.email ? { email: operator.email } : {}),
      availableLanguage: ["English", "Spanish", "Portuguese", "French", "German", "Italian"],
    },
  };
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
  /**
   * The page's own share preview (a CPU page, a comparison): its path (`/og/cpu/<id>.png`) and
   * what it shows; other pages share the site image.
   */
  ogImage?: { path: string; alt: string };
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
    organizationData(origin, url("/contact-us")),
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
    // The catalog version in the URL: a preview drawn from changed data is a new image to caches.
    ogImage: input.ogImage
      ? `${origin}${input.ogImage.path}?v=${catalogVersion()}`
      : `${origin}/og-image.png`,
    ogImageWidth: OG_IMAGE_WIDTH,
    ogImageHeight: OG_IMAGE_HEIGHT,
    ogImageAlt: input.ogImage?.alt ?? SITE_NAME,
    ogLocale: OG_LOCALES[input.lang],
    structuredData,
  };
}
