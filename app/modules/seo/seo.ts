import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage } from "~/modules/i18n/languages";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { receivedJson, type SentJson } from "~/modules/http/sent-json";
import { makeTranslator, receivedMessages, type SentMessages } from "~/modules/i18n/translator";

export const SITE_NAME = "CoreRank";
export const SOCIAL_HANDLE = "@CoreRank";
export const DEFAULT_OG_TYPE = "website";
export const ROBOTS = "index, follow";

/** The social networks the footer can link to, each only when its SOCIAL_*_URL is configured. */
export const SOCIAL_NETWORKS = [
  { id: "x", name: "X" },
  { id: "youtube", name: "YouTube" },
  { id: "reddit", name: "Reddit" },
  { id: "github", name: "GitHub" },
] as const;
export type SocialNetworkId = (typeof SOCIAL_NETWORKS)[number]["id"];
export interface SocialLink {
  id: SocialNetworkId;
  name: string;
  href: string;
}

/** Who runs the site, as configured (OPERATOR_*); null when nothing is. */
export interface Operator {
  name: string | null;
  /** The postal address, one line per entry. */
  address: string[];
  email: string | null;
  phone: string | null;
  register: string | null;
}

/** A page's metadata record (spec section 3), every URL absolute. */
export interface Seo {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /** hreflang alternates: each language plus x-default. */
  alternates: { hreflang: string; href: string }[];
  ogType: string;
  ogImage: string;
  ogImageWidth: number;
  ogImageHeight: number;
  /** What the image shows, for those who cannot see it. */
  ogImageAlt: string;
  ogLocale: string;
  structuredData: Record<string, unknown>[];
}

/** A page's metadata as its loader sends it (page-setup.server.ts): one JSON text. */
export type SentSeo = SentJson<Seo>;

/**
 * A keywords message ("CPU ranking, benchmark, ...") as a list: entries are
 * comma-separated, blanks (an empty placeholder such as a CPU without a
 * socket) dropped.
 */
export function keywordList(text: string): string[] {
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");
}

/** The `<head>` tags for a page's metadata. */
export function seoMeta(sent: SentSeo | undefined): MetaDescriptor[] {
  if (!sent) return [{ title: SITE_NAME }];
  const seo = receivedJson(sent);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { name: "robots", content: ROBOTS },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((a) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: a.hreflang,
      href: a.href,
    })),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:type", content: seo.ogType },
    { property: "og:image", content: seo.ogImage },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(seo.ogImageWidth) },
    { property: "og:image:height", content: String(seo.ogImageHeight) },
    { property: "og:image:alt", content: seo.ogImageAlt },
    { property: "og:locale", content: seo.ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: SOCIAL_HANDLE },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.ogImage },
    { name: "twitter:image:alt", content: seo.ogImageAlt },
    ...seo.structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

/** A paged list's `<link rel="prev">` and `<link rel="next">`, each when there is one. */
export function pageLinkMeta(
  links: { previous: string | null; next: string | null } | undefined,
): MetaDescriptor[] {
  return [
    ...(links?.previous ? [{ tagName: "link", rel: "prev", href: links.previous }] : []),
    ...(links?.next ? [{ tagName: "link", rel: "next", href: links.next }] : []),
  ];
}

/**
 * The title of a page's own error screen ('CPU not found'), in the page's
 * language: the root's loader data holds the language and the shell's messages.
 */
export function errorPageMeta(rootData: unknown, key: MessageKey): MetaDescriptor[] {
  const root = rootData as { lang?: string; messages?: SentMessages } | undefined;
  const lang = isLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE;
  const { t } = makeTranslator(lang, receivedMessages(root?.messages));
  return [{ title: `${t(key)} | ${SITE_NAME}` }];
}
