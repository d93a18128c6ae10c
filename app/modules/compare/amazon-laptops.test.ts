import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/modules/i18n/languages";
import { MESSAGES } from "~/modules/i18n/messages.server";
import { AMAZON_LAPTOPS, amazonLaptopCards, amazonSearchUrl } from "./amazon-laptops";

const desktop = { type: "Desktop" as const };
const laptop = { type: "Laptop" as const };
const server = { type: "Server" as const };

describe("Amazon laptop cards", () => {
  it("links to Amazon's search for the laptop's name", () => {
    expect(amazonSearchUrl("ASUS ROG Zephyrus G14")).toBe(
      "https://www.amazon.com/s?k=ASUS%20ROG%20Zephyrus%20G14",
    );
    expect(amazonSearchUrl("Dell XPS 13 & more")).toBe(
      "https://www.amazon.com/s?k=Dell%20XPS%2013%20%26%20more",
    );
  });

  it("adds the configured affiliate tag as the tag parameter", () => {
    const url = new URL(amazonSearchUrl("Lenovo ThinkPad T14", "corerank-20"));
    expect(url.searchParams.get("k")).toBe("Lenovo ThinkPad T14");
    expect(url.searchParams.get("tag")).toBe("corerank-20");
  });

  it("shows none on a comparison without a laptop CPU", () => {
    expect(amazonLaptopCards([desktop, desktop], "corerank-20")).toBeNull();
    expect(amazonLaptopCards([server, desktop], undefined)).toBeNull();
    expect(amazonLaptopCards([{ type: null }, desktop], undefined)).toBeNull();
  });

  it("shows plain, untagged links on a laptop comparison when no tag is configured", () => {
    const cards = amazonLaptopCards([laptop, desktop], undefined)!;
    expect(cards.affiliate).toBe(false);
    expect(cards.cards.map((c) => c.name)).toEqual(AMAZON_LAPTOPS.map((l) => l.name));
    for (const card of cards.cards) expect(new URL(card.href).searchParams.has("tag")).toBe(false);
  });

  it("tags every link, and only then counts as advertising, when a tag is configured", () => {
    const cards = amazonLaptopCards([desktop, laptop], "corerank-20")!;
    expect(cards.affiliate).toBe(true);
    for (const card of cards.cards)
      expect(new URL(card.href).searchParams.get("tag")).toBe("corerank-20");
  });

  it("has every card's description and both disclosures in every language", () => {
    expect(AMAZON_LAPTOPS).toHaveLength(3);
    for (const lang of LANGUAGES) {
      expect(MESSAGES[lang].compare["compare.laptops.disclosure"]).toBeTruthy();
      expect(MESSAGES[lang].compare["compare.laptops.unpaid"]).toBeTruthy();
      for (const laptop of AMAZON_LAPTOPS) {
        expect(MESSAGES[lang].compare[`compare.laptops.${laptop.id}`]).toBeTruthy();
      }
    }
  });
});
