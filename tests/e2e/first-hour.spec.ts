import { expect, test, type Locator, type Page } from "@playwright/test";

// What a visitor notices in the first minutes (issue 22): names, navigation, search, 404s, dates.

const LANGUAGES = ["", "/es", "/pt", "/fr", "/de", "/it"] as const;

/** Whether a text breaks onto a new line anywhere but at a space, as rendered. */
async function breaksInsideWord(link: Locator): Promise<string | null> {
  return link.evaluate((element) => {
    const text = element.textContent ?? "";
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    // Each character with the line it is on; a space at a line's end has no box of its own.
    let lastTop: number | null = null;
    let last = "";
    let spaceBetween = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? "";
      for (let i = 0; i < content.length; i++) {
        const char = content[i]!;
        if (char.trim() === "") {
          spaceBetween = true;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const top = Math.round(rect.top);
        if (lastTop !== null && top > lastTop + 2 && !spaceBetween)
          return `${text} breaks between "${last}" and "${char}"`;
        lastTop = top;
        last = char;
        spaceBetween = false;
      }
    }
    return null;
  });
}

async function expectNoBreakInsideWords(links: Locator) {
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) expect(await breaksInsideWord(links.nth(i))).toBeNull();
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("CPU names break only between words in the ranking and the comparison", async ({ page }) => {
    await page.goto("/ranking/cinebench-r23-multi");
    const names = page.locator("main table tbody th a");
    await expect(names.first()).toBeVisible();
    await expectNoBreakInsideWords(names);

    await page.goto("/");
    await expectNoBreakInsideWords(page.locator("main").getByRole("link", { name: / vs / }));

    await page.goto("/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k");
    await expectNoBreakInsideWords(
      page.locator("main").getByRole("link", { name: /^(AMD|Intel) / }),
    );
  });

  for (const prefix of LANGUAGES) {
    test(`the home search's placeholder fits its field (${prefix || "/"})`, async ({ page }) => {
      await page.goto(prefix || "/");
      const field = page.getByRole("combobox").first();
      await expect(field).toBeVisible();
      const fit = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          text: input.placeholder,
          width: context.measureText(input.placeholder).width,
          room,
        };
      });
      expect(fit.text.length).toBeGreaterThan(5);
      expect(fit.width, `"${fit.text}" in ${fit.room}px`).toBeLessThanOrEqual(fit.room);
    });
  }
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const prefix of LANGUAGES) {
    test(`the main navigation is one line, no item wrapped (${prefix || "/"})`, async ({
      page,
    }) => {
      await page.goto(prefix || "/");
      const links = page.getByRole("navigation").first().getByRole("link");
      await expect(links).toHaveCount(4);
      const lines = await links.evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          rects: element.getClientRects().length,
          top: Math.round(element.getBoundingClientRect().top),
        })),
      );
      for (const link of lines) expect(link.rects, `${link.text}`).toBe(1);
      expect(new Set(lines.map((link) => link.top)).size).toBe(1);
    });
  }

  test("the navigation and breadcrumbs call the catalog by what it is", async ({ page }) => {
    for (const [prefix, word] of [
      ["", "CPUs"],
      ["/es", "Procesadores"],
      ["/pt", "Processadores"],
      ["/fr", "Processeurs"],
      ["/de", "Prozessoren"],
      ["/it", "Processori"],
    ] as const) {
      await page.goto(`${prefix}/cpus/amd-ryzen-9-7950x`);
      const nav = page.getByRole("navigation").first();
      await expect(nav.getByRole("link", { name: word, exact: true })).toHaveAttribute(
        "href",
        `${prefix}/cpus`,
      );
      await expect(
        page.locator("main nav").first().getByRole("link", { name: word }),
      ).toBeVisible();
      await expect(page.locator("body")).not.toContainText(
        /\bProduct\b|Produkte|Produits|Prodotti/,
        { useInnerText: true },
      );
    }
  });

  test("the catalog's release dates share one precision", async ({ page }) => {
    await page.goto("/cpus?sort=release&dir=desc");
    const headers = await page.locator("main table thead th").allInnerTexts();
    const column = headers.findIndex((text) => text.startsWith("Release date"));
    expect(column).toBeGreaterThan(0);
    const cells = await page
      .locator(`main table tbody tr > :nth-child(${column + 1})`)
      .allInnerTexts();
    const dates = cells.filter((text) => text !== "not published");
    expect(dates.length).toBeGreaterThan(5);
    const quarters = dates.filter((text) => /^Q[1-4] \d{4}$/.test(text));
    // Either every date is a quarter or none is.
    expect([0, dates.length]).toContain(quarters.length);
  });
});

async function closestLinks(page: Page) {
  return page.getByRole("navigation", { name: "Closest names in our catalog" }).getByRole("link");
}

test("an unknown CPU address offers a search box and the closest names", async ({ page }) => {
  const response = await page.goto("/cpus/amd-ryzen-9-7950xx");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CPU not found");
  const search = page.locator("main").getByRole("searchbox");
  await expect(search).toHaveValue("amd ryzen 9 7950xx");
  const closest = await closestLinks(page);
  await expect(closest.first()).toBeVisible();
  expect(await closest.allInnerTexts()).toContain("AMD Ryzen 9 7950X");
  await expect(closest.filter({ hasText: "AMD Ryzen 9 7950X" }).first()).toHaveAttribute(
    "href",
    /^\/cpus\/amd-ryzen-9-7950x/,
  );

  await search.fill("7950x");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=7950x$/);

  await page.goto("/de/cpus/no-such-cpu-at-all");
  await expect(page.locator("main").getByRole("searchbox")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CPU nicht gefunden");
});
