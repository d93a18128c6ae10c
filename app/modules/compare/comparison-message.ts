import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import { formatLaunchPrice, type LaunchPrice } from "~/modules/catalog/launch-price";
import type compare from "~/modules/i18n/messages/en/compare";
import type { Translator } from "~/modules/i18n/translator";

type CompareKey = keyof typeof compare;
type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";

/** A compare message picked by count: the key without its `_one` / `_other` suffix. */
export type ComparePluralKey = CompareKey extends infer K
  ? K extends `${infer Base}_other`
    ? Base
    : never
  : never;
export type CompareSingleKey = Exclude<CompareKey, `${string}_${PluralSuffix}`>;

/** A placeholder's value; numbers, prices and percentages are written in the reader's language. */
export type MessageValue =
  | string
  | number
  | { percent: number }
  | { usd: number }
  /** A launch price, or a difference of prices, as published: one price or a range. */
  | { launchPrice: LaunchPrice }
  | { number: number; fractionDigits: number }
  /** A benchmark's name in the reader's language. */
  | { benchmark: BenchmarkId }
  /** Messages written one after another; `capitalize` when the list starts a sentence. */
  | { list: readonly Message[]; separator: string; capitalize?: boolean }
  | Message;

type MessageVars = Record<string, MessageValue>;

/** A sentence as data, so it is computed once and written in any language. */
export type Message =
  | { key: CompareSingleKey; vars?: MessageVars }
  | { key: ComparePluralKey; count: number; vars?: MessageVars };

function writeValue(value: MessageValue, tr: Translator): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("key" in value) return writeMessage(value, tr);
  if ("percent" in value) return tr.percent(value.percent);
  if ("usd" in value) return tr.usd(value.usd);
  if ("launchPrice" in value) return formatLaunchPrice(value.launchPrice, tr);
  if ("benchmark" in value) return tr.t(`common.benchmark.${value.benchmark}`);
  if ("list" in value) {
    const text = value.list.map((m) => writeMessage(m, tr)).join(value.separator);
    return value.capitalize ? text.charAt(0).toLocaleUpperCase(tr.locale) + text.slice(1) : text;
  }
  return tr.number(value.number, value.fractionDigits);
}

export function writeMessage(message: Message, tr: Translator): string {
  const vars = Object.fromEntries(
    Object.entries(message.vars ?? {}).map(([name, value]) => [name, writeValue(value, tr)]),
  );
  return "count" in message ? tr.plural(message.key, message.count, vars) : tr.t(message.key, vars);
}
