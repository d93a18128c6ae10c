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
  // Every page of a type sends the same texts (one per language and page type): the translator
  // made for them is made once, not merged again on each render (issue 23: merging the shell's
  // and a page's 200-300 messages cost 1.5% of a search page's server time).
  const texts = matches.map(
    (m) => (m.loaderData as { messages?: SentMessages } | undefined)?.messages,
  );
  let node: TextNode | undefined = byTexts.get(lang);
  if (!node) {
    node = { next: new Map() };
    byTexts.set(lang, node);
  }
  for (const text of texts) {
    let next: TextNode | undefined = node.next.get(text);
    if (!next) {
      if (++textNodes > TEXT_NODES_KEPT) {
        byTexts.clear();
        textNodes = 0;
        return makePageTranslator(lang, texts);
      }
      next = { next: new Map() };
      node.next.set(text, next);
    }
    node = next;
  }
  node.translator ??= makePageTranslator(lang, texts);
  return node.translator;
}

function makePageTranslator(
  lang: Language,
  texts: readonly (SentMessages | undefined)[],
): PageTranslator {
  const messages: Messages = Object.assign({}, ...texts.map(receivedMessages));
  return { ...makeTranslator(lang, messages), href: (path: string) => localizePath(path, lang) };
}

/** Translators by language, then by the text each match sent in turn (none: undefined). */
interface TextNode {
  next: Map<SentMessages | undefined, TextNode>;
  translator?: PageTranslator;
}
const byTexts = new Map<Language, TextNode>();
let textNodes = 0;
/** A bound past any real count (a few per page type and language: about 200 on the server). */
const TEXT_NODES_KEPT = 2048;
