/**
 * The static 'Best Laptops on Amazon' cards of spec section 2. Each description
 * is the message `compare.laptops.{id}`.
 */
export const AMAZON_LAPTOPS = [
  { id: "zephyrus-g14", name: "ASUS ROG Zephyrus G14" },
  { id: "legion-pro-7i", name: "Lenovo Legion Pro 7i" },
  { id: "thinkpad-t14", name: "Lenovo ThinkPad T14" },
] as const;

/** Amazon's search for a product name: it stays valid when a listing changes. */
export function amazonSearchUrl(name: string): string {
  return `https://www.amazon.com/s?k=${encodeURIComponent(name)}`;
}
