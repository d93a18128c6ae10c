import { useMemo } from "react";
import { useMatches } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, localizePath, type Language } from "./languages";
import { makeTranslator, type Messages, type Translator } from "./translator";

export interface PageTranslator extends Translator {
  /** A site path in the current language: `href("/cpus")` is `/de/cpus` on German pages. */
  href: (path: string) => string;
}

/**
 * The current language and the messages the matched routes' loaders sent
 * (`messages` in their data): the root sends the shell's, each page its own.
 */
export function useTranslation(): PageTranslator {
  const matches = useMatches();
  return useMemo(() => {
    const rootData = matches[0]?.loaderData as { lang?: string } | undefined;
    const lang: Language = isLanguage(rootData?.lang) ? rootData.lang : DEFAULT_LANGUAGE;
    const messages: Messages = Object.assign(
      {},
      ...matches.map((m) => (m.loaderData as { messages?: Messages } | undefined)?.messages),
    );
    return { ...makeTranslator(lang, messages), href: (path: string) => localizePath(path, lang) };
  }, [matches]);
}
