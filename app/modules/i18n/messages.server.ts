import { LANGUAGES, type Language } from "./languages";
import { NAMESPACES, type Namespace } from "./message-keys";
import {
  knownMessages,
  makeTranslator,
  type Messages,
  type SentMessages,
  type Translator,
} from "./translator";

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

const merged = new Map<string, Messages>();

/**
 * The messages of the given namespaces in one language, for a loader to send to the page. Made
 * once per language and set of namespaces (a page type asks for the same set on every render)
 * and frozen, since every page of that type shares it.
 */
export function messagesFor(lang: Language, ...namespaces: Namespace[]): Messages {
  const key = `${lang}|${namespaces.join(",")}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.freeze(
      Object.assign({}, ...namespaces.map((ns) => MESSAGES[lang][ns])),
    ) as Messages;
    merged.set(key, messages);
  }
  return messages;
}

const sentTexts = new WeakMap<Messages, SentMessages>();

/**
 * `messages` as a loader sends them to the page: one JSON text (translator.ts, SentMessages),
 * made once per table. Tables are shared by every page of a type and language (messagesFor,
 * combinedMessages), so a render never serialises them.
 */
export function sendMessages(messages: Messages): SentMessages {
  let text = sentTexts.get(messages);
  if (text === undefined) {
    text = JSON.stringify(messages) as SentMessages;
    sentTexts.set(messages, text);
    // The server's render reads the same table back, without parsing its text.
    knownMessages(text, messages);
  }
  return text;
}

const combined = new Map<string, Messages>();

/**
 * A page's own table of messages, made by `make` once per `key` (the page type and language)
 * and frozen, for a page that sends more or fewer than its namespaces' (rankings, the
 * benchmark form): the same table, and so the same sent text, on every render.
 */
export function combinedMessages(key: string, make: () => Messages): Messages {
  let messages = combined.get(key);
  if (!messages) {
    messages = Object.freeze(make());
    combined.set(key, messages);
  }
  return messages;
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
