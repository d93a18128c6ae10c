import { useMatches, type UIMatch } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, localizePath, type Language } from "./languages";
import {
  makeTranslator,
  receivedMessages,
  type Messages,
  type SentMessages,
  type Translator,
} from "./translator";

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
  // One translator per set of loader data, shared by every component of the render (a ranking's
  // rows each ask for it), instead of merging the messages again in each component.
  let node = translators;
  for (const match of matches) {
    const data = match.loaderData ?? NO_DATA;
    if (typeof data !== "object") return translatorFor(matches);
    let next = node.next.get(data);
    if (!next) {
      next = { next: new WeakMap() };
      node.next.set(data, next);
    }
    node = next;
  }
  node.translator ??= translatorFor(matches);
  return node.translator;
}

/** Translators by the loader data of each match in turn (useMatches gives a new array each call). */
interface CacheNode {
  next: WeakMap<object, CacheNode>;
  translator?: PageTranslator;
}
const translators: CacheNode = { next: new WeakMap() };
const NO_DATA = {};

function translatorFor(matches: readonly UIMatch[]): PageTranslator {
  const rootData = matches[0]?.loaderData as { lang?: string } | undefined;
  const lang: Language = isLanguage(rootData?.lang) ? rootData.lang : DEFAULT_LANGUAGE;
  const messages: Messages = Object.assign(
    {},
    ...matches.map((m) =>
      receivedMessages((m.loaderData as { messages?: SentMessages } | undefined)?.messages),
    ),
  );
  return { ...makeTranslator(lang, messages), href: (path: string) => localizePath(path, lang) };
}
