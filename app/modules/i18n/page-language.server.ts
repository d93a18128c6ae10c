import { data } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/**
 * The language of a page from its optional `:lang` segment. Every public route
 * is `:lang?/...`, so `/xyz/cpus` would otherwise match with lang `xyz`:
 * anything but a supported prefix is a 404.
 */
export function pageLanguage(params: { lang?: string }): Language {
  if (params.lang === undefined) return DEFAULT_LANGUAGE;
  if (isLanguage(params.lang) && params.lang !== DEFAULT_LANGUAGE) return params.lang;
  throw data(null, { status: 404, statusText: "Not Found" });
}
