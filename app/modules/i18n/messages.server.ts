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

/** A translator with every namespace, for text the server writes (metadata, descriptions). */
export function serverTranslator(lang: Language): Translator {
  return makeTranslator(lang, messagesFor(lang, ...NAMESPACES));
}
