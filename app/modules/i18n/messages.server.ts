import { LANGUAGES, type Language } from "./languages";
import { NAMESPACES, type Namespace } from "./message-keys";
import { makeTranslator, type Messages, type Translator } from "./translator";

type Table = Record<string, string>;

const modules = import.meta.glob<{ default: Table }>("./messages/*/*.ts", { eager: true });

/** Every language's messages by namespace, read from `messages/{lang}/{namespace}.ts`. */
export const MESSAGES: Record<Language, Record<Namespace, Table>> = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, modules[`./messages/${lang}/${ns}.ts`]?.default ?? {}]),
    ),
  ]),
) as Record<Language, Record<Namespace, Table>>;

/** The messages of the given namespaces in one language, for a loader to send to the page. */
export function messagesFor(lang: Language, ...namespaces: Namespace[]): Messages {
  return Object.assign({}, ...namespaces.map((ns) => MESSAGES[lang][ns])) as Messages;
}

const serverTranslators = new Map<Language, Translator>();

/**
 * A translator with every namespace, for text the server writes (metadata,
 * descriptions). One per language, made on first use: loaders call this on
 * every rendered page.
 */
export function serverTranslator(lang: Language): Translator {
  let translator = serverTranslators.get(lang);
  if (!translator) {
    translator = makeTranslator(lang, messagesFor(lang, ...NAMESPACES));
    serverTranslators.set(lang, translator);
  }
  return translator;
}
