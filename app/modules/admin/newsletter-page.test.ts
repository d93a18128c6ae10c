import { describe, expect, it } from "vitest";
import { NEWSLETTER_PATH, newsletterPageHref, removedHref } from "./newsletter-page";

describe("newsletterPageHref", () => {
  it("is the page's own address for the first page, and names any later one", () => {
    expect(newsletterPageHref(1)).toBe(NEWSLETTER_PATH);
    expect(newsletterPageHref(2)).toBe("/admin/newsletter?page=2");
    expect(newsletterPageHref(17)).toBe("/admin/newsletter?page=17");
  });
});

describe("removedHref", () => {
  it("says the address was removed, on the page of the list the removal came from", () => {
    expect(removedHref(1)).toBe("/admin/newsletter?removed=1");
    expect(removedHref(3)).toBe("/admin/newsletter?removed=1&page=3");
  });
});
