import { LOCALES, type Language } from "./languages";
import type { MessageKey } from "./message-keys";

export type Messages = Partial<Record<MessageKey, string>>;
export type Vars = Record<string, string | number>;

/**
 * Messages as a loader sends them to the browser: one JSON text of the table
 * (messages.server.ts, sendMessages). React Router's hydration encoding
 * (turbo-stream) handles each key and value of an object on its own, about
 * 0.1 ms for a page's 120-250 messages on every render; one text is one value
 * (issue 23, decision 023's eleventh pass). The brand keeps any other string out.
 */
export type SentMessages = string & { readonly [sentMessages]: true };
declare const sentMessages: unique symbol;

/**
 * Tables by the text they were sent as: the texts a browser received, parsed once, and on the
 * server the tables the texts were made from (knownMessages), so that its render never parses.
 * A page type's text is the same on every page: a few per page type and language.
 */
const received = new Map<string, Messages>();
/** A bound past any real count (about 90 on the server: 15 tables in six languages). */
const RECEIVED_KEPT = 512;

/** Says that `text` is `messages` sent (sendMessages on the server): read without a parse. */
export function knownMessages(text: SentMessages, messages: Messages): void {
  if (received.size >= RECEIVED_KEPT) received.clear();
  received.set(text, messages);
}

/**
 * The table of messages a loader sent (sendMessages), read once per text; none (a loader that
 * sends no messages, such as the admin panel's) is an empty table.
 */
export function receivedMessages(sent: SentMessages | undefined): Messages {
  if (sent === undefined) return {};
  let messages = received.get(sent);
  if (!messages) {
    messages = Object.freeze(JSON.parse(sent) as Messages);
    knownMessages(sent, messages);
  }
  return messages;
}

export interface Translator {
  lang: Language;
  locale: string;
  /** The message for `key` with `{name}` placeholders filled. */
  t: (key: MessageKey, vars?: Vars) => string;
  /** Picks `key_one`, `key_other` (...) by the language's plural rules for `vars.count`. */
  plural: (key: string, count: number, vars?: Vars) => string;
  number: (value: number, fractionDigits?: number) => string;
  /** A launch price: whole US dollars in the language's format. */
  usd: (value: number) => string;
  /** A launch price published as a range ("$184–$194"), in the language's format. */
  usdRange: (low: number, high: number) => string;
  /** A date such as 2022-09-27 or a year such as 2022, in the language's format. */
  date: (value: string) => string;
  percent: (value: number) => string;
}

/**
 * A locale's number formats, each built once (Intl formatters are slow to build) and found
 * without a key per call: a page formats hundreds of values, and writing each call's options out
 * as a key cost more than the formatting (issue 23).
 */
interface NumberFormats {
  plain: Intl.NumberFormat;
  /** By maximum fraction digits. */
  digits: Map<number, Intl.NumberFormat>;
  usd: Intl.NumberFormat;
  percent: Intl.NumberFormat;
}
const numberFormats = new Map<string, NumberFormats>();
function numberFormatsOf(locale: string): NumberFormats {
  let formats = numberFormats.get(locale);
  if (!formats) {
    formats = {
      plain: new Intl.NumberFormat(locale),
      digits: new Map(),
      usd: new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "USD",
        maximumFractionDigits: 0,
      }),
      percent: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }),
    };
    numberFormats.set(locale, formats);
  }
  return formats;
}

// Building Intl formatters and plural rules is slow; a page formats hundreds of values.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withDay}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "long",
      ...(withDay ? { day: "numeric" } : {}),
      timeZone: "UTC",
    });
    dateFormats.set(key, format);
  }
  return format;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

export function fill(template: string, vars: Vars | undefined, locale: string): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? numberFormatsOf(locale).plain.format(value) : value;
  });
}

export function makeTranslator(lang: Language, messages: Messages): Translator {
  const locale = LOCALES[lang];
  const rules = pluralRulesOf(locale);
  const formats = numberFormatsOf(locale);
  const lookup = (key: string) => (messages as Record<string, string | undefined>)[key] ?? key;
  return {
    lang,
    locale,
    t: (key, vars) => fill(lookup(key), vars, locale),
    plural: (key, count, vars) => {
      const all = messages as Record<string, string | undefined>;
      const template = all[`${key}_${rules.select(count)}`] ?? all[`${key}_other`] ?? key;
      return fill(template, { count, ...vars }, locale);
    },
    number: (value, fractionDigits = 2) => {
      let format = formats.digits.get(fractionDigits);
      if (!format) {
        format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits });
        formats.digits.set(fractionDigits, format);
      }
      return format.format(value);
    },
    usd: (value) => formats.usd.format(value),
    usdRange: (low, high) => formats.usd.formatRange(low, high),
    date: (value) => {
      if (/^\d{4}$/.test(value)) return value;
      const parsed = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
      if (!parsed) return value;
      const [, y, m, d] = parsed;
      const when = new Date(Date.UTC(Number(y), Number(m) - 1, d ? Number(d) : 1));
      return dateFormat(locale, Boolean(d)).format(when);
    },
    percent: (value) => formats.percent.format(value),
  };
}
