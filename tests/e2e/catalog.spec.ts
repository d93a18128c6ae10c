import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";

/** The CPUs of the seed dataset (app/db/seed-data/cpus/*.json), which the test server starts with. */
const SEED_DIR = "app/db/seed-data/cpus";
const TOTAL = readdirSync(SEED_DIR)
  .filter((file) => file.endsWith(".json"))
  .reduce(
    (count, file) => count + (JSON.parse(readFileSync(`${SEED_DIR}/${file}`, "utf8")) as []).length,
    0,
  );

const rows = (page: Page) => page.locator("main table tbody tr");

/** Column positions in a catalog row: the name first, then the figures. */
const COLUMN = {
  name: 0,
  score: 1,
  geekbench6: 2,
  brand: 3,
  type: 4,
  cores: 5,
  threads: 6,
  socket: 10,
  release: 11,
} as const;

/** The catalog's rows as a visitor reads them, one array of cell texts per row. */
async function readRows(page: Page): Promise<string[][]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.children].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, " ").trim()),
    ),
  );
}

const column = (table: string[][], name: keyof typeof COLUMN) => table.map((r) => r[COLUMN[name]]!);
const asNumber = (text: string) => Number(text.replace(/[^\d.]/g, ""));
/** The figure at the start of a cell that also cites its source ("12,230 Geekbench Browser · …"). */
const leadingNumber = (text: string) => asNumber(/^[\d,.]+/.exec(text)?.[0] ?? "");

const header = (page: Page, name: RegExp) =>
  page.getByRole("columnheader").filter({ has: page.getByRole("link", { name }) });

test.describe("CPU catalog", () => {
  test("lists 25 CPUs per page, says which, and pages through them", async ({ page }) => {
    const response = await page.goto("/cpus");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All CPUs");
    await expect(rows(page)).toHaveCount(25);
    await expect(
      page.getByText(`Showing 1–25 of ${TOTAL.toLocaleString("en-US")} CPUs`),
    ).toBeVisible();
    // By default: Geekbench 6 multi-core relative to the Ryzen 5 7600 (= 100), highest first,
    // with the figure and its source beside it.
    await expect(header(page, /^Relative \(AMD Ryzen 5 7600 = 100\)/)).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    const scores = column(await readRows(page), "score").map(asNumber);
    expect(scores[0]).toBeGreaterThan(100);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]!);
    const geekbench = column(await readRows(page), "geekbench6");
    expect(geekbench[0]).toContain("Geekbench Browser");
    const figures = geekbench.map(leadingNumber);
    for (let i = 1; i < figures.length; i++)
      expect(figures[i]).toBeLessThanOrEqual(figures[i - 1]!);

    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const firstPage = column(await readRows(page), "name");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/cpus\?page=2$/);
    await expect(
      page.getByText(`Showing 26–50 of ${TOTAL.toLocaleString("en-US")} CPUs`),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const secondPage = column(await readRows(page), "name");
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(
      page.getByText(`Showing 1–25 of ${TOTAL.toLocaleString("en-US")} CPUs`),
    ).toBeVisible();
  });

  test("switches benchmark by link: measured CPUs first, the others say what they have", async ({
    page,
  }) => {
    await page.goto("/cpus");
    await page
      .getByRole("navigation", { name: "Benchmark shown and ordered by" })
      .getByRole("link", { name: "Cinebench R23 Multi-Core" })
      .click();
    await expect(page).toHaveURL(/\/cpus\?bench=cinebench-r23-multi$/);
    await expect(header(page, /^Relative \(Intel Core i7-1165G7 = 100\)/)).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    const figures = column(await readRows(page), "geekbench6").map(leadingNumber);
    expect(figures[0]).toBeGreaterThan(figures.at(-1)!);
    // The last page: CPUs without a Cinebench R23 multi-core figure, naming what they have.
    await page.goto(`/cpus?bench=cinebench-r23-multi&page=${Math.ceil(TOTAL / 25)}`);
    const last = column(await readRows(page), "geekbench6");
    expect(last.at(-1)).toMatch(/^No figure in this benchmark; has: |^No benchmark figure yet$/);
  });

  test("a page past the end shows the last page", async ({ page }) => {
    const lastPage = Math.ceil(TOTAL / 25);
    const response = await page.goto("/cpus?page=999");
    expect(response?.status()).toBe(200);
    const from = (lastPage - 1) * 25 + 1;
    await expect(
      page.getByText(
        `Showing ${from.toLocaleString("en-US")}–${TOTAL.toLocaleString("en-US")} of ${TOTAL.toLocaleString("en-US")} CPUs`,
      ),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(TOTAL - from + 1);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: `Page ${lastPage}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
  });

  test("a column heading sorts by that column, then reverses it, and says so", async ({ page }) => {
    await page.goto("/cpus");
    await page.getByRole("link", { name: /^Cores \(sort descending\)/ }).click();
    await expect(page).toHaveURL(/\/cpus\?sort=cores&dir=desc$/);
    await expect(header(page, /^Cores/)).toHaveAttribute("aria-sort", "descending");
    await expect(header(page, /^Relative/)).not.toHaveAttribute("aria-sort");
    let cores = column(await readRows(page), "cores").map(asNumber);
    expect(cores).toEqual([...cores].sort((a, b) => b - a));
    expect(cores[0]).toBeGreaterThan(cores.at(-1)!);

    await page.getByRole("link", { name: /^Cores \(sort ascending\)/ }).click();
    await expect(page).toHaveURL(/\/cpus\?sort=cores&dir=asc$/);
    await expect(header(page, /^Cores/)).toHaveAttribute("aria-sort", "ascending");
    await expect
      .poll(async () => column(await readRows(page), "cores").map(asNumber))
      .not.toEqual(cores);
    cores = column(await readRows(page), "cores").map(asNumber);
    expect(cores).toEqual([...cores].sort((a, b) => a - b));

    await page.getByRole("link", { name: /^CPU \(sort ascending\)/ }).click();
    await expect(page).toHaveURL(/\/cpus\?sort=name&dir=asc$/);
    await expect(header(page, /^CPU/)).toHaveAttribute("aria-sort", "ascending");
    await expect(rows(page).first().getByRole("rowheader")).toHaveText(/^AMD /);
    await expect(page.locator("main table caption")).toHaveText(
      "All CPUs with their specifications, sorted by CPU, ascending",
    );
  });

  test("pagination links keep the filters and the order", async ({ page }) => {
    await page.goto("/cpus?brand=intel&sort=cores&dir=desc");
    const pages = page.getByRole("navigation", { name: "Pages" });
    const next = pages.getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", "/cpus?brand=intel&sort=cores&dir=desc&page=2");
    await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "href",
      "/cpus?brand=intel&sort=cores&dir=desc&page=2",
    );
    const firstPage = await readRows(page);
    await next.click();
    await expect(page).toHaveURL(/\/cpus\?brand=intel&sort=cores&dir=desc&page=2$/);
    await expect(page.getByText(/^Showing 26–[\d,]+ of [\d,]+ CPUs$/)).toBeVisible();
    const secondPage = await readRows(page);
    for (const row of secondPage) expect(row[COLUMN.brand], row[0]).toBe("Intel");
    // Still by cores, highest first, continuing from the first page.
    const cores = column([...firstPage, ...secondPage], "cores").map(asNumber);
    expect(cores).toEqual([...cores].sort((a, b) => b - a));
    // Sorting again starts at the first page and keeps the filter.
    await expect(page.getByRole("link", { name: /^Threads \(sort descending\)/ })).toHaveAttribute(
      "href",
      "/cpus?brand=intel&sort=threads&dir=desc",
    );
  });

  test("the filters narrow the rows and live in the query string", async ({ page }) => {
    await page.goto("/cpus");
    const form = page.getByRole("form", { name: "Filter CPUs" });
    await form.getByLabel("Brand").selectOption({ label: "Intel" });
    await form.getByLabel("Type").selectOption({ label: "Desktop" });
    await form.getByLabel("Socket").selectOption("LGA1700");
    await form.getByLabel("Released from (year)").fill("2022");
    await form.getByLabel("Released to (year)").fill("2022");
    await form.getByLabel("Cores, at least").fill("24");
    await form.getByLabel("Cores, at most").fill("24");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(
      /\/cpus\?brand=intel&type=desktop&socket=LGA1700&yearFrom=2022&yearTo=2022&coresMin=24&coresMax=24&maxPower=&maxPrice=&sort=figure$/,
    );
    await expect(page.getByText(/^Showing 1–[\d,]+ of [\d,]+ CPUs?$/)).not.toContainText(
      `of ${TOTAL.toLocaleString("en-US")} CPUs`,
    );
    const table = await readRows(page);
    expect(column(table, "name")).toContain("Intel Core i9-13900K");
    for (const row of table) {
      expect(row[COLUMN.brand], row[0]).toBe("Intel");
      expect(row[COLUMN.type], row[0]).toBe("Desktop");
      expect(row[COLUMN.socket], row[0]).toBe("LGA1700");
      expect(row[COLUMN.release], row[0]).toContain("2022");
      expect(row[COLUMN.cores], row[0]).toBe("24");
    }
    // The form shows the filters in force, and Reset clears them.
    await expect(form.getByLabel("Socket")).toHaveValue("LGA1700");
    await expect(form.getByLabel("Cores, at most")).toHaveValue("24");
    await form.getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/cpus$/);
    await expect(
      page.getByText(`Showing 1–25 of ${TOTAL.toLocaleString("en-US")} CPUs`),
    ).toBeVisible();
  });

  test("AM5 desktop by points per dollar: the form, the rows, the value after the figure", async ({
    page,
  }) => {
    await page.goto("/cpus");
    const form = page.getByRole("form", { name: "Filter CPUs" });
    await form.getByLabel("Type").selectOption({ label: "Desktop" });
    await form.getByLabel("Socket").selectOption("AM5");
    await form.getByLabel("Sort by").selectOption({ label: "Points per dollar (launch price)" });
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/cpus\?brand=&type=desktop&socket=AM5&.*sort=perDollar$/);
    await expect(page.locator("main table caption")).toHaveText(
      "All CPUs with their specifications, sorted by Points per dollar (launch price), descending",
    );
    await expect(form.getByLabel("Sort by")).toHaveValue("perDollar");
    const table = await readRows(page);
    expect(table.length).toBeGreaterThan(0);
    for (const row of table) {
      expect(row[COLUMN.type], row[0]).toBe("Desktop");
      expect(row[COLUMN.socket], row[0]).toMatch(/^AM5$/);
    }
    // A points-per-dollar figure only beside a cited launch price, labelled as the launch price;
    // those with one come first, highest first.
    const values = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => {
        const price = tr.children[12]!.textContent!.trim();
        const value = tr.querySelector("[data-per-dollar]")?.textContent ?? null;
        return { price, value };
      }),
    );
    const withValue = values.filter((v) => v.value !== null);
    for (const v of withValue) expect(v.value).toMatch(/ pts\/\$ at launch price$/);
    expect(values.slice(0, withValue.length)).toEqual(withValue);
    const perDollar = withValue.map((v) => asNumber(v.value!.split(" ")[0]!));
    expect(perDollar).toEqual([...perDollar].sort((a, b) => b - a));
    for (const v of values.filter((x) => x.value === null)) expect(v.price).toBe("not published");
    // No AM5 desktop has a cited launch price in the shipped data: the page says so.
    if (withValue.length === 0)
      await expect(page.getByRole("status").filter({ hasText: "cited launch price" })).toHaveText(
        "None of these CPUs has a cited launch price, so none has a points-per-dollar figure: they are listed by name.",
      );

    // Where launch prices are cited (LGA1700 desktops), they order the rows, highest first.
    await page.goto("/cpus?type=desktop&socket=LGA1700&sort=perDollar");
    const lga = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector("[data-per-dollar]")?.textContent ?? null),
    );
    const ordered = lga
      .filter((v): v is string => v !== null)
      .map((v) => asNumber(v.split(" ")[0]!));
    expect(ordered.length).toBeGreaterThan(1);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    expect(lga.slice(0, ordered.length).every((v) => v !== null)).toBe(true);
    await expect(page.locator("[data-no-value]")).toHaveCount(0);
  });

  test("each filter works on its own from the query string", async ({ page }) => {
    const cases: [string, keyof typeof COLUMN, (cell: string) => boolean][] = [
      ["brand=intel", "brand", (c) => c === "Intel"],
      ["type=laptop", "type", (c) => c === "Laptop"],
      ["socket=LGA1700", "socket", (c) => c === "LGA1700"],
      ["year=2020", "release", (c) => c.includes("2020")],
      ["cores=8", "cores", (c) => c === "8"],
    ];
    for (const [query, name, matches] of cases) {
      await page.goto(`/cpus?${query}&page=1`);
      const shown = page.getByText(/^Showing 1–[\d,]+ of [\d,]+ CPUs?$/);
      await expect(shown).toBeVisible();
      const count = asNumber((await shown.innerText()).split(" of ")[1]!);
      expect(count, query).toBeGreaterThan(0);
      expect(count, query).toBeLessThan(TOTAL);
      const cells = column(await readRows(page), name);
      expect(cells.length, query).toBe(Math.min(count, 25));
      expect(
        cells.filter((c) => !matches(c)),
        query,
      ).toEqual([]);
    }
  });

  test("filters nothing matches say so and offer a reset", async ({ page }) => {
    await page.goto("/cpus?brand=intel&socket=AM5");
    await expect(page.getByRole("heading", { name: "No CPU matches these filters" })).toBeVisible();
    await expect(page.locator("main table")).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Reset" }).last().click();
    await expect(page).toHaveURL(/\/cpus$/);
    await expect(rows(page)).toHaveCount(25);
  });
});

test.describe("legal information page", () => {
  const SECTIONS = [
    ["operator", "Site operator"],
    ["terms", "Terms of use"],
    ["privacy", "Privacy policy"],
    ["cookies", "Cookie policy"],
    ["copyright", "Copyright and trademarks"],
    ["contact", "Legal contact"],
  ] as const;

  test("has the six sections, the operator first, and its table of contents leads to each", async ({
    page,
  }) => {
    const response = await page.goto("/legal-info");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal information");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveText(SECTIONS.map(([, title]) => title));
    const sections = page.locator("main section");
    await expect(sections.getByRole("heading", { level: 2 })).toHaveText(
      SECTIONS.map(([, title]) => title),
    );
    for (const [id, title] of SECTIONS) {
      const link = toc.getByRole("link", { name: title });
      await expect(link).toHaveAttribute("href", `#${id}`);
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    // Following a contents link brings its section into view.
    const last = page.getByRole("heading", { level: 2, name: "Legal contact" });
    await expect(last).not.toBeInViewport();
    await toc.getByRole("link", { name: "Legal contact" }).click();
    await expect(page).toHaveURL(/\/legal-info#contact$/);
    await expect(last).toBeInViewport();
    await toc.scrollIntoViewIfNeeded();
    await toc.getByRole("link", { name: "Cookie policy" }).click();
    await expect(page).toHaveURL(/\/legal-info#cookies$/);
    await expect(page.getByRole("heading", { level: 2, name: "Cookie policy" })).toBeInViewport();
    await expect(
      page.locator("#contact").getByRole("link", { name: "Go to the contact form" }),
    ).toHaveAttribute("href", "/contact-us");
  });
});

test.describe("about page", () => {
  test("states community figures as numbers counted from the catalog", async ({ page }) => {
    const response = await page.goto("/about-us");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About CoreRank");
    for (const title of [
      "Our mission",
      "Our story",
      "Our team",
      "CoreRank in numbers",
      "What we stand for",
      "Get involved",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    const figures = page.locator("#figures dl");
    const figure = async (label: string) => {
      const text = await figures
        .locator("div")
        .filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) })
        .getByRole("definition")
        .innerText();
      expect(text, label).toMatch(/^\d{1,3}(,\d{3})*$/);
      return asNumber(text);
    };
    expect(await figure("Processors listed")).toBe(TOTAL);
    expect((await figure("Intel processors")) + (await figure("AMD processors"))).toBe(TOTAL);
    // Counted from the data: the published figures shown.
    expect(await figure("Benchmark figures shown")).toBeGreaterThan(0);
    // This server's database is freshly seeded: no visitor result has been approved on it, so
    // the page shows no visitor figures rather than "0 verified visitor results".
    await expect(figures).not.toContainText("visitor");
    await expect(page.locator("#figures")).toContainText("nothing is estimated");
  });

  test("links to the contact form and the benchmark submission", async ({ page }) => {
    await page.goto("/about-us");
    const involved = page.locator("#get-involved");
    await expect(involved.getByRole("link", { name: "Go to the contact form" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(involved.getByRole("link", { name: "Submit a benchmark result" })).toHaveAttribute(
      "href",
      "/submit-benchmark",
    );
    await page.getByRole("link", { name: "Read our privacy policy" }).click();
    await expect(page).toHaveURL(/\/legal-info#privacy$/);
    await expect(page.getByRole("heading", { level: 2, name: "Privacy policy" })).toBeInViewport();
  });
});
