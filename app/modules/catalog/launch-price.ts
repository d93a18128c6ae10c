import type { Translator } from "~/modules/i18n/translator";

/**
 * A launch price as the vendor publishes it: one price, or a range (Intel's Recommended Customer
 * Price "$184.00-$194.00"), whose bounds are stored as `price` and `priceMax`
 * (docs/decisions/025-launch-price-ranges.md). `low === high` for one price.
 */
export interface LaunchPrice {
  low: number;
  high: number;
}

/** A CPU's launch price; null when none is published. */
export function launchPriceOf(cpu: {
  price: number | null;
  priceMax: number | null;
}): LaunchPrice | null {
  if (cpu.price === null) return null;
  return { low: cpu.price, high: Math.max(cpu.price, cpu.priceMax ?? cpu.price) };
}

export const isPriceRange = (price: LaunchPrice) => price.high > price.low;

/** "$699", or "$184–$194" for a range, in the translator's language. */
export function formatLaunchPrice(price: LaunchPrice, tr: Translator): string {
  return isPriceRange(price) ? tr.usdRange(price.low, price.high) : tr.usd(price.low);
}

/**
 * Points per launch dollar as rankings and the catalog write it: "61.9 pts/$ at launch price", or
 * the range over a price range ("61.9–65.2 pts/$ over the launch price range").
 */
export function perDollarText(
  tr: Pick<Translator, "t" | "number">,
  perDollar: number,
  perDollarAtLowestPrice: number | null,
): string {
  return perDollarAtLowestPrice === null
    ? tr.t("filters.value.perDollar", { value: tr.number(perDollar, 2) })
    : tr.t("filters.value.perDollarRange", {
        low: tr.number(perDollar, 2),
        high: tr.number(perDollarAtLowestPrice, 2),
      });
}

/** Whether two published launch prices are the same (both single and equal, or the same range). */
export const samePrice = (a: LaunchPrice, b: LaunchPrice) => a.low === b.low && a.high === b.high;

/**
 * The most a CPU's published launch price says it cost: the upper bound of a range. The
 * maximum-price filter and value figures read this, so no CPU is shown cheaper, or better value,
 * than its published price supports (docs/decisions/025).
 */
export const highestLaunchPrice = (cpu: { price: number | null; priceMax: number | null }) =>
  cpu.priceMax ?? cpu.price;
