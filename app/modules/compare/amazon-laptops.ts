import type { CpuType } from "~/modules/catalog/cpu.schema";

/**
 * The static 'Best Laptops on Amazon' cards of spec section 2. Each description
 * is the message `compare.laptops.{id}`.
 */
export const AMAZON_LAPTOPS = [
  { id: "zephyrus-g14", name: "ASUS ROG Zephyrus G14" },
  { id: "legion-pro-7i", name: "Lenovo Legion Pro 7i" },
  { id: "thinkpad-t14", name: "Lenovo ThinkPad T14" },
] as const;

export type AmazonLaptopId = (typeof AMAZON_LAPTOPS)[number]["id"];

/**
 * Amazon's search for a product name (it stays valid when a listing changes), with the
 * operator's Associates tag (AMAZON_AFFILIATE_TAG) when one is configured.
 */
export function amazonSearchUrl(name: string, affiliateTag?: string): string {
  const tag = affiliateTag ? `&tag=${encodeURIComponent(affiliateTag)}` : "";
  return `https://www.amazon.com/s?k=${encodeURIComponent(name)}${tag}`;
}

export interface AmazonLaptopCards {
  cards: { id: AmazonLaptopId; name: string; href: string }[];
  /** The links carry an affiliate tag: only then are they advertising that may earn a commission. */
  affiliate: boolean;
}

/**
 * The laptop cards of a comparison, or null when no laptop CPU takes part (a desktop or server
 * comparison shows none: laptops are no answer to it).
 */
export function amazonLaptopCards(
  cpus: readonly { type: CpuType | null }[],
  affiliateTag: string | undefined,
): AmazonLaptopCards | null {
  if (!cpus.some((cpu) => cpu.type === "Laptop")) return null;
  return {
    cards: AMAZON_LAPTOPS.map(({ id, name }) => ({
      id,
      name,
      href: amazonSearchUrl(name, affiliateTag),
    })),
    affiliate: Boolean(affiliateTag),
  };
}
