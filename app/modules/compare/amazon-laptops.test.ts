import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/modules/i18n/languages";
import { MESSAGES } from "~/modules/i18n/messages.server";
import { AMAZON_LAPTOPS, amazonSearchUrl } from "./amazon-laptops";

describe("Amazon laptop cards", () => {
  it("links to Amazon's search for the laptop's name", () => {
    expect(amazonSearchUrl("ASUS ROG Zephyrus G14")).toBe(
      "https://www.amazon.com/s?k=ASUS%20ROG%20Zephyrus%20G14",
    );
    expect(amazonSearchUrl("Dell XPS 13 & more")).toBe(
      "https://www.amazon.com/s?k=Dell%20XPS%2013%20%26%20more",
    );
  });

  it("shows three laptops, each with a description in every language", () => {
    expect(AMAZON_LAPTOPS).toHaveLength(3);
    for (const lang of LANGUAGES) {
      for (const laptop of AMAZON_LAPTOPS) {
        expect(MESSAGES[lang].compare[`compare.laptops.${laptop.id}`]).toBeTruthy();
      }
    }
  });
});
