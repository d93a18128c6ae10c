import { expect, test } from "@playwright/test";

test("the catalog lists the seeded CPUs, each linking to its page", async ({ page }) => {
  const response = await page.goto("/cpus?sort=name&dir=asc&brand=amd&cores=16");
  expect(response?.status()).toBe(200);
  await page.getByRole("link", { name: "AMD Ryzen 9 7950X", exact: true }).click();
  await expect(page).toHaveURL(/\/cpus\/amd-ryzen-9-7950x$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AMD Ryzen 9 7950X");
});

test("a CPU page shows its specifications, and scores with their source", async ({ page }) => {
  await page.goto("/cpus/amd-ryzen-9-7950x");
  const general = page.locator("section", {
    has: page.getByRole("heading", { name: "General parameters" }),
  });
  await expect(general.getByRole("row", { name: /^Cores/ })).toContainText("16");
  await expect(general.getByRole("row", { name: /^Threads/ })).toContainText("32");
  await expect(general.getByRole("row", { name: /^Boost clock/ })).toContainText("5.7 GHz");
  await expect(general.getByRole("row", { name: /^Socket/ })).toContainText("AM5");
  const multi = page.locator('li[data-benchmark="geekbench-6-multi"]');
  await expect(multi.locator("[data-score-source]")).toContainText("Geekbench Browser");
  await expect(multi.locator("[data-score-source]")).toContainText(/mean of [\d,]+ runs/);
  await expect(page.getByRole("main")).not.toContainText("estimated");
  await expect(page.getByRole("row", { name: /^L3 cache/ })).toContainText("64 MB");
  await expect(page.getByRole("heading", { name: "Efficiency cores" })).toHaveCount(0);
});

test("a hybrid Intel CPU page shows its efficiency cores", async ({ page }) => {
  await page.goto("/cpus/intel-core-i9-13900k");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Efficiency cores" }),
  });
  await expect(section.getByRole("row", { name: /^Efficiency cores/ })).toContainText("16");
});

test("an unknown CPU answers 404 with 'CPU not found' and a way home", async ({ page }) => {
  const response = await page.goto("/cpus/no-such-cpu");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "CPU not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown URL answers 404", async ({ request }) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(404);
});

test("/healthz reports the embedded database and its CPU count", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.db).toBe("pglite");
  expect(body.cpus).toBeGreaterThanOrEqual(150);
});

test("pages carry security headers and hashed assets are immutable", async ({ request }) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"];
  // Inline scripts are allowed by their hashes, which stay valid for a cached copy of the page.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("https:");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const src = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(await response.text())?.[1];
  expect(src).toBeDefined();
  const asset = await request.get(src!);
  expect(asset.headers()["cache-control"]).toContain("immutable");
});

test("the page hydrates without script errors under the content security policy", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/");
  await page
    .getByRole("link", { name: /AMD Ryzen 9 7950X/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("AMD Ryzen 9 7950X");
  expect(errors).toEqual([]);
});
