import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";

/**
 * Issue 12 item 9 and 11 with nothing configured (the browser tests' server sets no
 * AMAZON_AFFILIATE_TAG, SOCIAL_*_URL or OPERATOR_*): the configured cases are in
 * tests/integration/honest-shell.test.ts.
 */
const SHOTS = "/tmp/shots-shell";

test("a desktop comparison shows no Amazon laptop cards", async ({ page }) => {
  await page.goto("/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ryzen 9 7950X");
  await expect(page.getByRole("heading", { name: "Best Laptops on Amazon" })).toHaveCount(0);
  await expect(page.locator('a[href*="amazon."]')).toHaveCount(0);
});

test("a laptop comparison shows the cards as plain links, claiming no commission", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/cpus/vs/amd-ryzen-7-7840hs-vs-intel-core-ultra-5-125h");
  const section = page.getByRole("region", { name: "Best Laptops on Amazon" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("link", { name: /View on Amazon/ })).toHaveCount(3);
  await expect(section).toContainText("CoreRank earns nothing from them");
  await expect(page.getByText(/may earn a commission/)).toHaveCount(0);
  await expect(section.getByText("Advertisement")).toHaveCount(0);
  for (const href of await section
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
    expect(new URL(href).searchParams.has("tag")).toBe(false);
  }
  // Nothing on the page comes from another host (no CDN pictures).
  const external = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin !== location.origin),
  );
  expect(external).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/laptop-comparison.png` });
});

test("the footer links to no social account the site has not configured", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Contact" })).toBeVisible();
  await expect(footer.getByRole("list", { name: "CoreRank on social media" })).toHaveCount(0);
  for (const host of ["x.com", "youtube.com", "reddit.com", "github.com"])
    await expect(footer.locator(`a[href*="${host}"]`)).toHaveCount(0);
});

test("the legal page says plainly that no operator details are published", async ({ page }) => {
  for (const [path, text] of [
    ["/legal-info", "The operator of this site has not published a name, postal address"],
    ["/de/legal-info", "Der Betreiber dieser Website hat weder Namen noch Postanschrift"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("region", { name: /Site operator|Impressum/ })).toContainText(text);
  }
  const organization = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "{}"))
      .find((data) => data["@type"] === "Organization"),
  );
  expect(organization).toBeTruthy();
  expect(organization).not.toHaveProperty("sameAs");
  expect(organization).not.toHaveProperty("email");
  expect(organization).not.toHaveProperty("address");
  await page.goto("/legal-info");
  await page.setViewportSize({ width: 1280, height: 1000 });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/legal-page.png` });
});

test("subscribing shows what is stored and how to leave, and leaving deletes the address", async ({
  page,
}) => {
  const email = `leaver-${Date.now()}@example.com`;
  await page.goto("/de/about-us");
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
  await page.getByRole("button", { name: "Abonnieren" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter-Abonnement");
  await expect(page.getByText("Vielen Dank für Ihr Abonnement!")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("Deutsch", { exact: true })).toBeVisible();
  await expect(page.getByText("Abonniert am")).toBeVisible();
  await expect(page.getByText(/keine Bestätigungs-E-Mail/)).toBeVisible();
  const subscriptionPage = page.url();
  expect(subscriptionPage).toMatch(/\/de\/newsletter\/[\w-]{40,}$/);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/newsletter-subscribed.png`, fullPage: true });

  await page.getByRole("button", { name: "Abmelden und meine Adresse löschen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Sie haben den Newsletter abbestellt. Ihre Adresse wurde gelöscht.",
  );
  // The link ends with the subscription, and names no address (issue 24).
  const ended = await page.goto(subscriptionPage);
  expect(ended?.status()).toBe(404);
  await expect(page.getByRole("main")).not.toContainText(email);

  // A forged link shows nothing.
  const forged = await page.goto(subscriptionPage.replace(/[\w-]{8}$/, "forgedxx"));
  expect(forged?.status()).toBe(404);
});
