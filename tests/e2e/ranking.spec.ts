import { expect, test, type Page } from "@playwright/test";

const PATH = "/ranking/geekbench-6-multi";

const CATEGORIES = [
  ["cinebench-r23-single", "Cinebench R23 Single-Core"],
  ["geekbench-5-single", "Geekbench 5 Single-Core"],
  ["cinebench-r23-multi", "Cinebench R23 Multi-Core"],
  ["geekbench-5-multi", "Geekbench 5 Multi-Core"],
  ["passmark-single", "PassMark Single-Thread"],
  ["geekbench-6-single", "Geekbench 6 Single-Core"],
  ["passmark-multi", "PassMark CPU Mark"],
  ["geekbench-6-multi", "Geekbench 6 Multi-Core"],
] as const;

const rows = (page: Page) => page.locator("main table tbody tr");

/** The ranking's rows as a visitor reads them. */
async function readRows(page: Page) {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.children] as HTMLElement[];
      const text = (i: number) => (cells[i]?.innerText ?? "").replace(/\s+/g, " ").trim();
      const bar = tr.querySelector<HTMLElement>("[aria-hidden=true] > div[style]");
      return {
        rank: text(0),
        name: text(1),
        href: cells[1]?.querySelector("a")?.getAttribute("href") ?? null,
        brand: text(2),
        type: text(3),
        score: Number(
          (cells[7]?.querySelector("span")?.textContent ?? "").replace(/[^\d.]/g, "") || NaN,
        ),
        barWidth: bar ? bar.style.width : null,
        source: (cells[7]?.querySelector("[data-score-source]")?.textContent ?? "").trim(),
        sourceHref: cells[7]?.querySelector("[data-score-source] a")?.getAttribute("href") ?? null,
      };
    }),
  );
}

/** How many rows the whole ranking has: those shown plus the count Load More names. */
async function totalRows(page: Page, search = ""): Promise<number> {
  await page.goto(`${PATH}${search ? `?${search}` : ""}`);
  await expect(rows(page).first()).toBeVisible();
  const shown = await rows(page).count();
  // A button once the script runs, a link without it.
  const more = page.locator("main").getByText(/^Load More Results/);
  if ((await more.count()) === 0) return shown;
  return shown + Number(/\((\d+) more\)/.exec((await more.textContent()) ?? "")![1]);
}

test.describe("ranking page", () => {
  test("the eight categories are crawlable links, the current one marked", async ({
    page,
    request,
  }) => {
    // In the server's HTML, before any script runs: real <a href> links.
    const html = await (await request.get(PATH)).text();
    for (const [id] of CATEGORIES) expect(html).toContain(`href="/ranking/${id}"`);

    await page.goto(PATH);
    const nav = page.getByRole("navigation", { name: "Benchmark categories" });
    await expect(nav.getByRole("link")).toHaveCount(CATEGORIES.length);
    for (const [id, name] of CATEGORIES) {
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", `/ranking/${id}`);
      if (id === "geekbench-6-multi") await expect(link).toHaveAttribute("aria-current", "page");
      else await expect(link).not.toHaveAttribute("aria-current");
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Geekbench 6 Multi-Core CPU ranking",
    );

    await nav.getByRole("link", { name: "PassMark CPU Mark" }).click();
    await expect(page).toHaveURL(/\/ranking\/passmark-multi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "PassMark CPU Mark CPU ranking",
    );
    await expect(nav.getByRole("link", { name: "PassMark CPU Mark" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Geekbench 6 Multi-Core" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  test("rows come by score, highest first, with medals on the top three", async ({ page }) => {
    await page.goto(PATH);
    const shown = await readRows(page);
    expect(shown.length).toBeGreaterThan(3);
    for (const row of shown) expect(row.score).toBeGreaterThan(0);
    for (let i = 1; i < shown.length; i++) {
      expect(shown[i]!.score, `row ${i + 1}`).toBeLessThanOrEqual(shown[i - 1]!.score);
    }
    await expect(rows(page).nth(0).getByRole("cell").first()).toContainText("Gold medal, rank 1");
    await expect(rows(page).nth(1).getByRole("cell").first()).toContainText("Silver medal, rank 2");
    await expect(rows(page).nth(2).getByRole("cell").first()).toContainText("Bronze medal, rank 3");
    await expect(rows(page).nth(0).locator("svg")).toBeVisible();
    await expect(rows(page).nth(3).getByRole("cell").first()).toHaveText("4");
    await expect(rows(page).nth(3).locator("svg")).toHaveCount(0);
  });

  test("bars scale to the top score: the first is 100% and none is wider", async ({ page }) => {
    await page.goto(`${PATH}?shown=60`);
    const shown = await readRows(page);
    expect(shown).toHaveLength(60);
    const top = shown[0]!.score;
    expect(shown[0]!.barWidth).toBe("100%");
    for (const row of shown) {
      expect(row.barWidth, row.name).toMatch(/^[\d.]+%$/);
      const width = parseFloat(row.barWidth!);
      expect(width, row.name).toBeLessThanOrEqual(100);
      expect(width, row.name).toBeCloseTo((row.score / top) * 100, 0);
    }
    // Filtered, the top of what is shown is the full bar.
    await page.goto(`${PATH}?brand=intel`);
    expect((await readRows(page))[0]!.barWidth).toBe("100%");
  });

  test("shows 20 rows; Load More fetches 20 more at a time and keeps them in the URL for Back", async ({
    page,
  }) => {
    const total = await totalRows(page);
    expect(total).toBeGreaterThan(40);
    await page.goto(PATH);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText(/^Showing all/)).toHaveCount(0);

    await page.getByRole("button", { name: `Load More Results (${total - 20} more)` }).click();
    await expect(rows(page)).toHaveCount(40);
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?shown=40$`));
    // Keyboard users land on the first newly shown row.
    await expect(rows(page).nth(20).getByRole("rowheader").getByRole("link")).toBeFocused();
    await page.getByRole("button", { name: `Load More Results (${total - 40} more)` }).click();
    await expect(rows(page)).toHaveCount(60);
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?shown=60$`));
    const shown = await readRows(page);
    expect(shown.map((r) => r.rank)).toEqual(
      shown.map((_, i) => (i < 3 ? expect.stringContaining(`rank ${i + 1}`) : String(i + 1))),
    );
    for (let i = 1; i < shown.length; i++)
      expect(shown[i]!.score, `row ${i + 1}`).toBeLessThanOrEqual(shown[i - 1]!.score);

    // Open a CPU from the added rows, then come Back: the 60 rows are there again.
    await rows(page).nth(45).getByRole("rowheader").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${shown[45]!.href}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?shown=60$`));
    await expect(rows(page)).toHaveCount(60);
    expect((await readRows(page)).map((r) => r.name)).toEqual(shown.map((r) => r.name));
  });

  test("Load More until the end says all are shown", async ({ page }) => {
    const search = "type=workstation";
    const total = await totalRows(page, search);
    expect(total).toBeGreaterThan(40);
    await page.goto(`${PATH}?${search}`);
    for (let loaded = 20; loaded < total; loaded += 20) {
      await page.getByRole("button", { name: /^Load More Results/ }).click();
      await expect(rows(page)).toHaveCount(Math.min(total, loaded + 20));
    }
    await expect(page.getByText(`Showing all ${total} results`)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Load More Results/ })).toHaveCount(0);
    const shown = await readRows(page);
    expect(new Set(shown.map((r) => r.name)).size).toBe(total);
    expect(shown.at(-1)!.rank).toBe(String(total));
  });

  test("the old every-row link (?all=1) leads to the first page", async ({ page }) => {
    await page.goto(`${PATH}?type=laptop&all=1`);
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?type=laptop$`));
    await expect(rows(page)).toHaveCount(20);
  });

  test("each CPU name links to that CPU's page", async ({ page }) => {
    await page.goto(PATH);
    const shown = await readRows(page);
    for (const row of shown) {
      expect(row.href, row.name).toMatch(/^\/cpus\/[a-z0-9-]+$/);
      expect((await page.request.get(row.href!)).status(), row.href!).toBe(200);
    }
    await rows(page).nth(4).getByRole("rowheader").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${shown[4]!.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown[4]!.name);
  });

  test("the brand filter in the query string shows only that brand, ranked from 1", async ({
    page,
  }) => {
    const intel = await totalRows(page, "brand=intel");
    expect(intel).toBeGreaterThan(0);
    await page.goto(`${PATH}?brand=intel`);
    const shown = await readRows(page);
    expect(shown.length).toBe(Math.min(intel, 20));
    for (const row of shown) expect(row.brand, row.name).toBe("Intel");
    expect(shown[0]!.rank).toContain("Gold medal, rank 1");
    await expect(page.getByLabel("Brand")).toHaveValue("intel");
    // The category links keep the filter.
    await expect(
      page
        .getByRole("navigation", { name: "Benchmark categories" })
        .getByRole("link", { name: "PassMark CPU Mark" }),
    ).toHaveAttribute("href", "/ranking/passmark-multi?brand=intel");
  });

  test("the type filter in the query string shows only that type", async ({ page }) => {
    await page.goto("/ranking/cinebench-r23-single?type=laptop");
    const shown = await readRows(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) expect(row.type, row.name).toBe("Laptop");
    await page.goto("/ranking/cinebench-r23-single");
    const everyone = await readRows(page);
    expect(everyone.some((r) => r.type !== "Laptop")).toBe(true);
    // The filtered list is ranked within itself, by score; the laptops among the overall top 20
    // are its first entries, in the same order.
    expect(shown[0]!.rank).toContain("rank 1");
    expect(shown.map((r) => r.score)).toEqual([...shown.map((r) => r.score)].sort((a, b) => b - a));
    const laptopsOnTop = everyone.filter((r) => r.type === "Laptop").map((r) => r.name);
    expect(shown.slice(0, laptopsOnTop.length).map((r) => r.name)).toEqual(laptopsOnTop);

    // No Cinebench R23 multi-core result for a server: the page says so and offers a way back.
    const cinebench = "/ranking/cinebench-r23-multi";
    await page.goto(`${cinebench}?type=server`);
    await expect(
      page.getByRole("heading", { name: "No processor matches these filters" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Show all processors" }).click();
    await expect(page).toHaveURL(new RegExp(`${cinebench}$`));
    await expect(rows(page).first()).toBeVisible();
  });

  test("the filter form puts the brand and type in the query string", async ({ page }) => {
    await page.goto(PATH);
    const form = page.getByRole("form", { name: "Filter the ranking" });
    await form.getByLabel("Brand").selectOption({ label: "AMD" });
    await form.getByLabel("Type").selectOption({ label: "Desktop" });
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?brand=amd&type=desktop(&|$)`));
    // The URL changes as the new rows are rendered: wait for them.
    await expect
      .poll(async () => (await readRows(page)).map((r) => `${r.brand} ${r.type}`))
      .not.toContain("AMD Workstation");
    const shown = await readRows(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) {
      expect(row.brand, row.name).toBe("AMD");
      expect(row.type, row.name).toBe("Desktop");
    }
    await expect(form.getByLabel("Brand")).toHaveValue("amd");
    await expect(form.getByLabel("Type")).toHaveValue("desktop");

    await form.getByLabel("Brand").selectOption({ label: "All" });
    await form.getByLabel("Type").selectOption({ label: "All" });
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?brand=&type=(&|$)`));
    // As above, the URL changes before the rows: wait until other brands and types are back.
    await expect
      .poll(async () =>
        (await readRows(page)).some((r) => `${r.brand} ${r.type}` !== "AMD Desktop"),
      )
      .toBe(true);
    await expect(rows(page)).toHaveCount(20);
    // Cleared filters show the whole ranking again: the same rows as the page without a query.
    const cleared = (await readRows(page)).map((r) => r.name);
    await page.goto(PATH);
    expect((await readRows(page)).map((r) => r.name)).toEqual(cleared);
    expect(cleared.some((name) => !shown.some((r) => r.name === name))).toBe(true);
  });

  test("an unknown category answers 404", async ({ page }) => {
    const response = await page.goto("/ranking/no-such-benchmark");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("a category without results says so and links to the submission form", async ({ page }) => {
    // No PassMark data ships (its terms forbid copying its charts).
    const response = await page.goto("/ranking/passmark-single");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 2, name: "No PassMark Single-Thread results yet" }),
    ).toBeVisible();
    await expect(page.getByText(/none has been recorded for PassMark Single-Thread/)).toBeVisible();
    await expect(page.locator("main table")).toHaveCount(0);
    await expect(
      page.getByRole("link", { name: "Submit a PassMark Single-Thread result" }),
    ).toHaveAttribute("href", "/submit-benchmark/passmark-single");
  });

  test("the Geekbench 5 rankings list CPUs, each figure cited to Notebookcheck's list", async ({
    page,
  }) => {
    for (const category of ["geekbench-5-single", "geekbench-5-multi"]) {
      const response = await page.goto(`/ranking/${category}`);
      expect(response?.status()).toBe(200);
      const shown = await readRows(page);
      expect(shown, category).toHaveLength(20);
      expect(shown.map((r) => r.score)).toEqual(
        [...shown.map((r) => r.score)].sort((a, b) => b - a),
      );
      for (const row of shown) {
        expect(row.source, row.name).toMatch(/^Notebookcheck\b/);
        expect(row.sourceHref, row.name).toMatch(/^https:\/\/www\.notebookcheck\.net\//);
      }
      // The figure and its source are the CPU page's.
      const first = shown[0]!;
      await page.goto(first.href!);
      const score = page.locator(`li[data-benchmark="${category}"]`);
      await expect(score).toContainText(first.score.toLocaleString("en-US"));
      await expect(score.locator("[data-score-source]")).toContainText("Notebookcheck");
    }
  });

  test("every row names the source of its figure, and the figure is the CPU page's", async ({
    page,
  }) => {
    await page.goto(`${PATH}?shown=60`);
    await expect(page.locator("main table")).not.toContainText("estimated");
    const shown = await readRows(page);
    expect(shown.length).toBeGreaterThan(20);
    for (const row of shown) {
      // A published figure links its source; a visitors' median says what it is.
      expect(row.source, row.name).not.toBe("");
      if (row.sourceHref === null) expect(row.source, row.name).toMatch(/^median of \d+ visitor/);
      else expect(row.sourceHref, row.name).toMatch(/^https?:\/\//);
    }
    for (const row of [shown[0]!, shown[5]!, shown.at(-1)!]) {
      await page.goto(row.href!);
      const score = page.locator('li[data-benchmark="geekbench-6-multi"]');
      await expect(score).toContainText(row.score.toLocaleString("en-US"));
      await expect(score.locator("[data-score-source]")).toContainText(row.source.split(" · ")[0]!);
    }
  });

  test("a CPU without a figure in the category is not ranked, whatever else it has", async ({
    page,
  }) => {
    // The whole Geekbench 5 ranking (a few hundred CPUs), against the top five of the
    // Geekbench 6 ranking and of its laptops: some have a Geekbench 5 figure, some do not.
    await page.goto("/ranking/geekbench-5-single?shown=500");
    const ranked = new Set((await readRows(page)).map((r) => r.href));
    expect(ranked.size).toBeGreaterThan(20);
    const candidates: Awaited<ReturnType<typeof readRows>> = [];
    for (const path of [PATH, `${PATH}?type=laptop`]) {
      await page.goto(path);
      candidates.push(...(await readRows(page)).slice(0, 5));
    }
    for (const row of candidates) {
      await page.goto(row.href!);
      const gb5 = page.locator('li[data-benchmark="geekbench-5-single"]');
      const hasFigure = !(await gb5.innerText()).includes("No result yet");
      expect(ranked.has(row.href), row.name).toBe(hasFigure);
    }
  });
});

test.describe("ranking page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Load More is a crawlable link that pages through, with rel next and prev", async ({
    page,
  }) => {
    const total = await totalRows(page);
    await page.goto(PATH);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
      "href",
      new RegExp(`${PATH}\\?page=2$`),
    );
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    const more = page.getByRole("link", { name: `Load More Results (${total - 20} more)` });
    await expect(more).toHaveAttribute("href", `${PATH}?page=2`);
    await more.click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?page=2$`));
    await expect(rows(page)).toHaveCount(20);
    expect((await readRows(page))[0]!.rank).toBe("21");
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
      "href",
      new RegExp(`${PATH}$`),
    );
    await expect(
      page.getByRole("link", { name: `Load More Results (${total - 40} more)` }),
    ).toHaveAttribute("href", `${PATH}?page=3`);
    await page.getByRole("link", { name: "Previous results" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    expect((await readRows(page))[0]!.rank).toContain("rank 1");
  });

  test("the filters work as a plain form, and Load More keeps them", async ({ page }) => {
    await page.goto("/ranking/geekbench-6-multi");
    await page.getByLabel("Type").selectOption({ label: "Laptop" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/ranking\/geekbench-6-multi\?brand=&type=laptop(&|$)/);
    const shown = await readRows(page);
    expect(shown.length).toBe(20);
    for (const row of shown) expect(row.type, row.name).toBe("Laptop");
    const more = page.getByRole("link", { name: /^Load More Results/ });
    await expect(more).toHaveAttribute("href", "/ranking/geekbench-6-multi?type=laptop&page=2");
  });
});

test.describe("shared filters", () => {
  test("a ranking filtered to AM5 desktop shows only AM5 desktop CPUs; bad values are ignored", async ({
    page,
  }) => {
    const response = await page.goto("/ranking/geekbench-6-multi?socket=AM5&type=desktop");
    expect(response?.status()).toBe(200);
    const links = page.locator("main table tbody tr th a");
    expect(await links.count()).toBeGreaterThan(0);
    const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))).map(
      (href) => href.replace("/cpus/", ""),
    );
    for (const id of ids) {
      const cpu = await (await page.request.get(`/api/cpus/${id}`)).json();
      expect(cpu.socket, id).toMatch(/^AM5$/);
      expect(cpu.type, id).toBe("Desktop");
    }
    const bad = await page.goto(
      "/ranking/geekbench-6-multi?socket=%00&yearFrom=abc&maxPrice=-1&coresMin=1e9&sort=cheap",
    );
    expect(bad?.status()).toBe(200);
  });

  test("a launch price range passes a maximum price by its upper bound and shows points per dollar as a range", async ({
    page,
  }) => {
    // Intel's Core i5-12400F: "$184.00-$194.00".
    const filters = "brand=intel&coresMin=6&coresMax=6&yearFrom=2022&yearTo=2022&sort=perDollar";
    const row = page.locator("main table tbody tr", {
      has: page.locator('a[href="/cpus/intel-core-i5-12400f"]'),
    });
    await page.goto(`/ranking/geekbench-6-multi?${filters}&maxPrice=194`);
    await expect(row).toHaveCount(1);
    await expect(row.locator("[data-value-figures]")).toContainText(
      /^\d+(\.\d+)?–\d+(\.\d+)? pts\/\$ over the launch price range/,
    );
    // At most $190: Intel publishes up to $194 for it, so it is left out.
    const response = await page.goto(`/ranking/geekbench-6-multi?${filters}&maxPrice=190`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.goto(`/ranking/geekbench-6-multi?${filters}&maxPrice=194`);
    await expect(row).toHaveCount(1);
  });
});
