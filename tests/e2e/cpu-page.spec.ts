import { expect, test } from "@playwright/test";

// Issue 21: a CPU page leads with the answer (its figures), then the specifications.

for (const width of [1280, 390]) {
  test(`at ${width} px the first figure is above the specifications`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/cpus/amd-ryzen-7-9800x3d");
    const figure = page
      .locator("li[data-benchmark]")
      .filter({ has: page.locator("[data-score-source]") })
      .first();
    const specs = page.getByRole("heading", { level: 2, name: "General parameters" });
    const figureBox = (await figure.boundingBox())!;
    const specsBox = (await specs.boundingBox())!;
    expect(figureBox.y + figureBox.height).toBeLessThan(specsBox.y);
    // And the name and its one-line description above the figure.
    const h1 = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const summary = (await page.locator("[data-cpu-summary]").boundingBox())!;
    expect(h1.y).toBeLessThan(summary.y);
    expect(summary.y).toBeLessThan(figureBox.y);
  });
}

test("unknown rows collapse into one line per section; rows nobody has are not shown", async ({
  page,
}) => {
  await page.goto("/cpus/amd-ryzen-9-7950x");
  const main = page.getByRole("main");
  // No row says "not published": the unknown ones are named in one line.
  await expect(main.getByRole("cell", { name: "not published", exact: true })).toHaveCount(0);
  const lines = main.locator("[data-not-published]");
  expect(await lines.count()).toBeGreaterThan(0);
  await expect(lines.first()).toHaveText(/^Not published: /);
  // Bus frequency, multiplier, ROPs… are published for no CPU of the catalog.
  for (const label of ["Bus frequency", "Texture units", "Raster operation units"])
    await expect(main).not.toContainText(label);
});

test("a CPU whose vendor says it has no integrated graphics says so once", async ({ page }) => {
  await page.goto("/cpus/intel-core-i9-14900kf");
  const graphics = page.getByRole("region", { name: "Graphics" });
  await expect(graphics.locator("[data-no-graphics]")).toHaveText("No integrated graphics");
  await expect(graphics.getByRole("row")).toHaveCount(0);
  await expect(graphics).not.toContainText("Not published");
  await page.goto("/de/cpus/intel-core-i9-14900kf");
  await expect(page.locator("[data-no-graphics]")).toHaveText("Keine integrierte Grafik");
});

test("one report link per data section, none on the boxes of links", async ({ page }) => {
  await page.goto("/cpus/amd-ryzen-9-7950x");
  const sections = page.locator("main article section");
  for (const section of await sections.all()) {
    const id = await section.getAttribute("aria-labelledby");
    const reports = await section.getByRole("link", { name: /^Report an issue/ }).count();
    expect(reports, id ?? "").toBe(
      ["related-title", "segment-top-title", "compare-with"].includes(id ?? "") ? 0 : 1,
    );
  }
});

test("the side box ranks the CPU's own segment in a benchmark it has a figure in", async ({
  page,
}) => {
  await page.goto("/cpus/amd-ryzen-9-7950x");
  const desktop = page.getByRole("region", { name: "Top desktop CPUs" });
  await expect(desktop).toBeVisible();
  const benchmark = await desktop.locator("[data-segment-top]").getAttribute("data-segment-top");
  await expect(page.locator(`li[data-benchmark="${benchmark}"] [data-score-source]`)).toHaveCount(
    1,
  );
  await expect(desktop.getByRole("link", { name: "Full ranking" })).toHaveAttribute(
    "href",
    `/ranking/${benchmark}?type=desktop`,
  );
  // A laptop part: the laptop ranking, not the desktop one.
  await page.goto("/cpus/intel-core-i7-1065g7");
  const laptop = page.getByRole("region", { name: "Top laptop CPUs" });
  await expect(laptop).toBeVisible();
  const laptopBenchmark = await laptop
    .locator("[data-segment-top]")
    .getAttribute("data-segment-top");
  await expect(
    page.locator(`li[data-benchmark="${laptopBenchmark}"] [data-score-source]`),
  ).toHaveCount(1);
  // The CPU itself is in the list, or its place is written under it.
  const current = laptop.getByText("(this CPU)");
  const position = laptop.locator("[data-segment-position]");
  expect((await current.count()) + (await position.count())).toBe(1);
});

test.describe("share control", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is a plain link to the page's canonical URL", async ({ page, baseURL }) => {
      await page.goto("/de/cpus/amd-ryzen-9-7950x");
      await expect(page.getByRole("link", { name: "Link zu dieser Seite" })).toHaveAttribute(
        "href",
        `${baseURL}/de/cpus/amd-ryzen-9-7950x`,
      );
      // A comparison links to its canonical order.
      await page.goto("/cpus/vs/intel-core-i9-13900k-vs-amd-ryzen-9-7950x");
      await expect(page.getByRole("link", { name: "Link to this page" })).toHaveAttribute(
        "href",
        `${baseURL}/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k`,
      );
    });
  });

  test("copies the link where the browser has no share sheet", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined });
    });
    await page.goto("/cpus/amd-ryzen-9-7950x");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/cpus/amd-ryzen-9-7950x`,
    );
  });

  test("opens the share sheet where the browser has one", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, "share", {
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await page.goto("/fr/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k");
    await page.getByRole("button", { name: "Partager" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        expect.objectContaining({
          url: `${baseURL}/fr/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k`,
        }),
      ]);
  });
});
