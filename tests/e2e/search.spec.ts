import { expect, test, type Page } from "@playwright/test";

/** The header's search box, on every page. */
const headerSearch = (page: Page, name = "Search CPUs") =>
  page.getByRole("banner").getByRole("searchbox", { name });

/** The combobox of one search slot on the home page. */
const slot = (page: Page, name: "First CPU" | "Second CPU") => page.getByRole("combobox", { name });

const firstResult = (page: Page) => page.locator("main table tbody tr").first().getByRole("link");

test.describe("forgiving search (issue 12)", () => {
  for (const [query, name] of [
    ["ryzn", /^AMD Ryzen /],
    ["ryzen7", /^AMD Ryzen 7 /],
    ["i7 13700", /^Intel Core i7-13700$/],
    ["i5 12400", /^Intel Core i5-12400$/],
    ["7800x 3d", /^AMD Ryzen 7 7800X3D$/],
    ["intel i9 13900k", /^Intel Core i9-13900K$/],
  ] as const)
    test(`"${query}" shows the intended CPU first`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByText(/No CPU matches/)).toHaveCount(0);
      await expect(firstResult(page)).toHaveText(name);
    });

  test('"lga1700" lists LGA1700 CPUs', async ({ page }) => {
    await page.goto("/search?q=lga1700");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText(
      "CPUs match “lga1700”",
    );
    await firstResult(page).click();
    await expect(page.getByText("LGA1700").first()).toBeVisible();
  });

  test("a query that matches nothing still says so", async ({ page }) => {
    await page.goto("/search?q=qwertyuiop");
    await expect(page.getByText("No CPU matches “qwertyuiop”")).toBeVisible();
  });

  test('"A vs B" opens that comparison, in any of the usual forms and languages', async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent("AMD Ryzen 9 7950X vs Intel Core i9-13900K")}`);
    await expect(page).toHaveURL(/\/cpus\/vs\/amd-ryzen-9-7950x-vs-intel-core-i9-13900k$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AMD Ryzen 9 7950X");
    await page.goto(`/de/search?q=${encodeURIComponent("7950x gegen i9 13900k")}`);
    await expect(page).toHaveURL(/\/de\/cpus\/vs\/amd-ryzen-9-7950x-vs-intel-core-i9-13900k$/);
    await page.goto(`/fr/search?q=${encodeURIComponent("ryzen 9 7950x vs. core i9-13900k")}`);
    await expect(page).toHaveURL(/\/fr\/cpus\/vs\/amd-ryzen-9-7950x-vs-intel-core-i9-13900k$/);
  });

  test("the combobox says when nothing matches, and opens a typed “A vs B”", async ({ page }) => {
    await page.goto("/");
    const first = slot(page, "First CPU");
    await first.fill("qwertyuiop");
    await expect(page.getByText("No CPU matches “qwertyuiop”.")).toBeVisible();
    await first.fill("ryzn");
    await expect(page.getByRole("option").first()).toContainText("AMD Ryzen");
    await first.fill("7950x vs 13900k");
    await expect(page.getByText(/No CPU matches/)).toHaveCount(0);
    await first.press("Enter");
    await expect(page).toHaveURL(/\/cpus\/vs\/amd-ryzen-9-7950x-vs-intel-core-i9-13900k$/);
  });
});

test.describe("the header search box", () => {
  const pages = [
    "/",
    "/cpus",
    "/cpus/amd-ryzen-9-7950x",
    "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k",
    "/compare",
    "/ranking/cinebench-r23-multi",
    "/search?q=ryzen",
    "/methodology",
    "/legal-info",
    "/about-us",
    "/contact",
    "/submit-benchmark",
    "/connection-test",
    "/no-such-page",
  ];

  test("is on every page type, in the page's language", async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      await expect(headerSearch(page), path).toBeVisible();
    }
    await page.goto("/de/cpus");
    await expect(headerSearch(page, "CPUs suchen")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("search")).toHaveAttribute(
      "action",
      "/de/search",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("searches forgivingly and opens “A vs B”", async ({ page }) => {
      await page.goto("/cpus/amd-ryzen-9-7950x");
      await headerSearch(page).fill("ryzn 9");
      await headerSearch(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?q=ryzn\+9$/);
      await expect(firstResult(page)).toHaveText(/^AMD Ryzen 9 /);
      await page.goto("/de/ranking/cinebench-r23-multi");
      await headerSearch(page, "CPUs suchen").fill("7950x vs 13900k");
      await page.getByRole("banner").getByRole("button", { name: "Suchen" }).click();
      await expect(page).toHaveURL(/\/de\/cpus\/vs\/amd-ryzen-9-7950x-vs-intel-core-i9-13900k$/);
    });
  });

  for (const width of [390, 1280])
    test(`fits the header at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/cpus");
      const box = (await headerSearch(page).boundingBox())!;
      expect(box.width).toBeGreaterThan(150);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
      await page.getByRole("banner").screenshot({ path: `/tmp/shots-search/header-${width}.png` });
    });
});

test.describe("the home comparison without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("two terms that each name one CPU open their comparison", async ({ page }) => {
    await page.goto("/");
    await slot(page, "First CPU").fill("7950X3D");
    await slot(page, "Second CPU").fill("14900KF");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/cpus\/vs\/amd-ryzen-9-7950x3d-vs-intel-core-i9-14900kf$/);
  });

  test("an ambiguous term shows a choice instead of a guess, keeping both terms", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/compare");
    await slot(page, "First CPU").fill("ryzen 7");
    await slot(page, "Second CPU").fill("i9");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/search\?q=ryzen\+7&q=i9$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose the CPUs to compare");
    const first = page.getByRole("group", { name: "First CPU" });
    const second = page.getByRole("group", { name: "Second CPU" });
    await expect(first.getByRole("searchbox", { name: "Search term" })).toHaveValue("ryzen 7");
    await expect(second.getByRole("searchbox", { name: "Search term" })).toHaveValue("i9");
    expect(await first.getByRole("radio").count()).toBeGreaterThan(5);
    expect(await second.getByRole("radio").count()).toBeGreaterThan(5);
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await page.screenshot({ path: "/tmp/shots-search/choice-1280.png", fullPage: true });

    // Choosing one slot keeps it and asks again only for the other.
    await first.getByRole("radio", { name: /^AMD Ryzen 7 7800X3D\s/ }).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page.getByText("Chosen: AMD Ryzen 7 7800X3D")).toBeVisible();
    await expect(first.getByRole("radio")).toHaveCount(0);
    await second.getByRole("radio", { name: /^Intel Core i9-13900K\s/ }).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/cpus\/vs\/amd-ryzen-7-7800x3d-vs-intel-core-i9-13900k$/);
  });

  test("at 390 px the choice page fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/de/search?q=7950x&q=i9");
    await expect(page.getByText("Ausgewählt: AMD Ryzen 9 7950X")).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Zweite CPU" }).getByRole("radio").first(),
    ).toBeVisible();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "/tmp/shots-search/choice-de-390.png", fullPage: true });
  });
});
