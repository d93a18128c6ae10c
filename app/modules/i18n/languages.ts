/** The site's languages (spec section 9). English has no URL prefix; the others use their code. */
export const LANGUAGES = ["en", "es", "pt", "fr", "de", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** What the language switcher shows for each language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English (US)",
  es: "Español",
  pt: "Português",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
};

/** The locale used for numbers, prices and dates in each language. */
export const LOCALES: Record<Language, string> = {
  en: "en-US",
  es: "es-ES",
  pt: "pt-BR",
  fr: "fr-FR",
  de: "de-DE",
  it: "it-IT",
};

/** The Open Graph locale of each language. */
export const OG_LOCALES: Record<Language, string> = {
  en: "en_US",
  es: "es_ES",
  pt: "pt_BR",
  fr: "fr_FR",
  de: "de_DE",
  it: "it_IT",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The languages with a URL prefix, as alternatives for a regular expression: `es|pt|fr|de|it`. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).join("|");
const LANGUAGE_PREFIX = new RegExp(`^/(${PREFIXED_LANGUAGES})(?=/|$)`);

/** The language of a pathname and the pathname without its language prefix. */
export function splitLanguage(pathname: string): { lang: Language; path: string } {
  const match = LANGUAGE_PREFIX.exec(pathname);
  if (!match) return { lang: DEFAULT_LANGUAGE, path: pathname || "/" };
  return { lang: match[1] as Language, path: pathname.slice(match[0].length) || "/" };
}

/** A site path (starting with /) in the given language: `/cpus` becomes `/de/cpus`. */
export function localizePath(path: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === "/"
    ? `/${lang}`
    : path.startsWith("/?")
      ? `/${lang}${path.slice(1)}`
      : `/${lang}${path}`;
}
