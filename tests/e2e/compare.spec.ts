import { expect, test, type Locator, type Page } from "@playwright/test";

const A = { id: "amd-ryzen-9-7950x", name: "AMD Ryzen 9 7950X" };
const B = { id: "intel-core-i9-13900k", name: "Intel Core i9-13900K" };
const PAIR = `/cpus/vs/${A.id}-vs-${B.id}`;
/** A pair where only the first CPU has a published Cinebench R23 figure (the 9950X has none). */
const LONE_PAIR = `/cpus/vs/${A.id}-vs-amd-ryzen-9-9950x`;

const section = (page: Page, heading: string) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: heading }) });

/** A row of the detailed comparison table, by its label. */
const detailRow = (page: Page, label: string) =>
  section(page, "Detailed comparison")
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

/** How a value cell looks: bold, green (judged on the rendered colour), and whether it says "(better)". */
async function emphasis(cell: Locator) {
  return cell.evaluate((el) => {
    const style = getComputedStyle(el);
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = style.color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data as unknown as number[];
    return {
      bold: Number(style.fontWeight) >= 700,
      green: g! > r! + 40 && g! > b! + 40,
      better: (el.textContent ?? "").includes("(better)"),
    };
  });
}

/** Asserts which side of a two-value row (0 = first CPU, 1 = second) is marked the winner, if any. */
async function expectWinner(row: Locator, winner: 0 | 1 | null) {
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(2);
  for (const side of [0, 1] as const) {
    const wins = side === winner;
    expect(await emphasis(cells.nth(side)), `side ${side}`).toEqual({
      bold: wins,
      green: wins,
      better: wins,
    });
  }
  if (winner !== null) {
    // "(better)" is there for screen readers only: clipped to at most one pixel.
    const mark = cells.nth(winner).getByText("(better)");
    const box = await mark.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(1);
    expect(box!.height).toBeLessThanOrEqual(1);
  }
}

/** The benchmarks a CPU page shows a figure for, in page order. */
async function scoredBenchmarks(page: Page, id: string): Promise<string[]> {
  await page.goto(`/cpus/${id}`);
  const scored: string[] = [];
  for (const item of await page.locator("li[data-benchmark]").all()) {
    if (!(await item.innerText()).includes("No result yet"))
      scored.push((await item.getByRole("heading", { level: 3 }).innerText()).trim());
  }
  return scored;
}

/** The number a cell or bar starts with ("19,283" of "19,283 (better) Geekbench Browser..."). */
const leadingNumber = (text: string) => Number(/^[\d,]+/.exec(text.trim())![0].replace(/,/g, ""));

test.describe("comparison page", () => {
  test("shows both CPUs in the heading, the summary and each CPU's advantages", async ({
    page,
  }) => {
    const response = await page.goto(PAIR);
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(`${A.name} vs ${B.name}`);
    await expect(h1.getByRole("link", { name: A.name })).toHaveAttribute("href", `/cpus/${A.id}`);
    await expect(h1.getByRole("link", { name: B.name })).toHaveAttribute("href", `/cpus/${B.id}`);

    const summary = section(page, "Summary").getByRole("listitem");
    expect(await summary.count()).toBeGreaterThanOrEqual(3);
    // Every benchmark both CPUs have, each with its lead or "level", never an estimate.
    await expect(summary.filter({ hasText: "Geekbench 6 Multi-Core" }).first()).toHaveText(
      /(\d+% ahead|level) in Geekbench 6 Multi-Core/i,
    );
    await expect(summary.filter({ hasText: /has \d+ cores/ }).first()).toHaveText(
      `${A.name} has 16 cores and 32 threads; ${B.name} has 24 cores (8 P + 16 E) and 32 threads.`,
    );

    const advantages = section(page, "Advantages");
    const headingA = page.getByRole("heading", { level: 3, name: `Why choose ${A.name}` });
    const headingB = page.getByRole("heading", { level: 3, name: `Why choose ${B.name}` });
    const ofA = advantages.locator("div").filter({ has: headingA }).filter({ hasNot: headingB });
    const ofB = advantages.locator("div").filter({ has: headingB }).filter({ hasNot: headingA });
    await expect(ofA.getByRole("listitem")).toContainText(["Larger L3 cache: 64 MB vs 36 MB"]);
    await expect(ofB.getByRole("listitem")).toContainText([
      "More cores in total: 24 cores (8 P + 16 E) vs 16 cores",
    ]);
    await expect(ofA.getByRole("listitem")).toContainText(["8 more performance cores (16 vs 8)"]);
    // An advantage belongs to one side only.
    await expect(ofA).not.toContainText("More cores in total");
    await expect(ofB).not.toContainText("Larger L3 cache");
  });

  test("has a pair of bars for every benchmark either CPU has a score for, scaled to the higher one", async ({
    page,
  }) => {
    const expected = [
      ...new Set([
        ...(await scoredBenchmarks(page, A.id)),
        ...(await scoredBenchmarks(page, B.id)),
      ]),
    ];
    expect(expected).toContain("Geekbench 6 Multi-Core");

    await page.goto(PAIR);
    const bars = section(page, "Benchmark results");
    const pairs = bars.getByRole("listitem");
    const headings = await pairs.getByRole("heading", { level: 3 }).allInnerTexts();
    expect(new Set(headings)).toEqual(new Set(expected));

    const multi = pairs.filter({
      has: page.getByRole("heading", { name: "Geekbench 6 Multi-Core" }),
    });
    const values = (await multi.locator("dd.tabular").allInnerTexts()).map(leadingNumber);
    expect(values).toHaveLength(2);
    const higher = values[0]! > values[1]! ? 0 : 1;
    await expect(multi.locator("dd.tabular").nth(higher)).toContainText("(better)");
    const widths = await multi
      .locator("span[style]")
      .evaluateAll((spans) => spans.map((s) => parseFloat((s as HTMLElement).style.width)));
    expect(widths).toHaveLength(2);
    expect(widths[higher]).toBe(100);
    expect(widths[1 - higher]).toBeCloseTo((Math.min(...values) / Math.max(...values)) * 100, 0);
    // Under each figure: its source, the name linked.
    const sources = multi.locator("[data-score-source]");
    await expect(sources).toHaveCount(2);
    await expect(sources.first().locator('a[href^="http"]')).toHaveCount(1);

    // A benchmark only one CPU has a figure for: the other side says so and has no bar.
    await page.goto(LONE_PAIR);
    const lone = section(page, "Benchmark results")
      .getByRole("listitem")
      .filter({ hasText: "no result" })
      .first();
    await expect(lone.getByRole("heading", { level: 3 })).toHaveText(/^Cinebench R23 /);
    await expect(lone.locator("span[style]")).toHaveCount(1);
  });

  test("the detailed table has the spec's sections in order, efficiency cores only for a hybrid CPU", async ({
    page,
  }) => {
    const titles = (p: Page) =>
      section(p, "Detailed comparison").locator("th[scope=rowgroup]").allInnerTexts();
    await page.goto(PAIR);
    expect(await titles(page)).toEqual([
      "General parameters",
      "Performance cores",
      "Efficiency cores",
      "Cache and clock",
      "Memory",
      "Graphics",
      "PCIe",
      "Benchmarks",
      // The 13900K has a cited launch price: its points per dollar.
      "Points per dollar at launch price (not today’s price)",
    ]);
    // More efficiency cores is not "better": the row has no winner.
    await expect(detailRow(page, "Efficiency cores").getByRole("cell")).toHaveText(["0", "16"]);

    // Two CPUs without a cited launch price: no value section either.
    await page.goto("/cpus/vs/amd-ryzen-9-7950x3d-vs-amd-ryzen-7-7800x3d");
    expect(await titles(page)).toEqual([
      "General parameters",
      "Performance cores",
      "Cache and clock",
      "Memory",
      "Graphics",
      "PCIe",
      "Benchmarks",
    ]);
    await expect(detailRow(page, "Efficiency cores")).toHaveCount(0);
  });

  test("shows Intel's launch price ranges as ranges, cheaper only below the whole other range", async ({
    page,
  }) => {
    await page.goto("/cpus/vs/intel-core-i5-12400f-vs-intel-core-i9-13900k");
    const price = detailRow(page, "Launch price");
    await expect(price.getByRole("cell")).toHaveText([/^\$184 – \$194/, /^\$589 – \$599/]);
    await expectWinner(price, 0);
    await expect(section(page, "Advantages")).toContainText(
      "$395 – $415 cheaper at launch ($184 – $194 vs $589 – $599)",
    );
  });

  test("marks the better value of each row in green bold with a hidden '(better)'", async ({
    page,
  }) => {
    await page.goto(PAIR);
    // 24 cores (8 P + 16 E) are not "more cores" than 16 performance cores, and a later
    // release date or a higher multiplier is not better in itself: no winner.
    const cores = detailRow(page, "Cores");
    await expect(cores.getByRole("cell")).toHaveText(["16", "24"]);
    await expectWinner(cores, null);
    await expectWinner(detailRow(page, "Release date"), null);
    await expectWinner(detailRow(page, "Multiplier"), null);
    await expect(section(page, "Advantages")).toContainText(
      "More cores in total: 24 cores (8 P + 16 E) vs 16 cores",
    );
    await expect(section(page, "Advantages")).not.toContainText("8 more cores");
    // A peak temperature is a limit, not a quality; a TDP against a published maximum power
    // on one side only says nothing about the draw: neither has a winner.
    const temperature = detailRow(page, "Peak operating temperature");
    await expect(temperature.getByRole("cell")).toHaveText(["95 °C", "100 °C"]);
    await expectWinner(temperature, null);
    const tdp = detailRow(page, "TDP");
    await expect(tdp.getByRole("cell")).toHaveText(["170 W", "125 W"]);
    await expectWinner(tdp, null);
    // Equal values: nobody wins.
    await expect(detailRow(page, "Threads").getByRole("cell")).toHaveText(["32", "32"]);
    await expectWinner(detailRow(page, "Threads"), null);
    // Text cannot be ranked.
    const socket = detailRow(page, "Socket");
    await expect(socket.getByRole("cell")).toHaveText(["AM5", "LGA1700"]);
    await expectWinner(socket, null);
    // A value nobody published says so, and the other side does not win by default.
    const turbo = detailRow(page, "Max turbo power");
    await expect(turbo.getByRole("cell")).toHaveText(["not published", "253 W"]);
    await expectWinner(turbo, null);
    // The benchmark rows follow the same rule, and carry their source under the figure.
    const multi = detailRow(page, "Geekbench 6 Multi-Core");
    const figures = (await multi.getByRole("cell").allInnerTexts()).map(leadingNumber);
    await expectWinner(multi, figures[0]! > figures[1]! ? 0 : 1);
    await expect(multi.getByRole("cell").first()).toContainText("Geekbench Browser");
    await page.goto(LONE_PAIR);
    const lone = detailRow(page, "Cinebench R23 Multi-Core");
    await expect(lone.getByRole("cell").nth(1)).toHaveText("not published");
    await expectWinner(lone, null);
  });

  test("shows no estimate anywhere and explains 'not published'", async ({ page }) => {
    await page.goto(PAIR);
    await expect(page.getByRole("main")).not.toContainText("estimated");
    await expect(page.getByRole("main")).not.toContainText("N/A");
    await expect(section(page, "Detailed comparison")).toContainText(
      "“not published” means no source we use publishes the value; such a row has no winner.",
    );
  });

  test("performance per watt uses both CPUs' maximum package power, and only when both have it", async ({
    page,
  }) => {
    // Both publish a maximum turbo power (PL2): the efficiency verdict divides by it.
    await page.goto("/cpus/vs/intel-core-i9-13900k-vs-intel-core-i9-14900k");
    const efficiency = page.locator("[data-verdict=efficiency]");
    await expect(efficiency).toContainText("Published maximum package power");
    await expect(efficiency).toContainText(/points per watt/);
    await expect(efficiency).not.toContainText("TDP");

    // The 7950X's package power is not published: no efficiency verdict, no per-watt advantage.
    await page.goto(PAIR);
    await expect(page.locator("[data-verdict=efficiency]")).toContainText(
      `No efficiency verdict: there is no published maximum package power (Intel maximum turbo power, AMD PPT) for ${A.name}.`,
    );
    await expect(section(page, "Advantages")).not.toContainText("per watt");
  });

  test("the Amazon laptop cards of a laptop comparison are nofollow links, not advertising without a tag", async ({
    page,
  }) => {
    // Only comparisons with a laptop CPU show them; AMAZON_AFFILIATE_TAG is unset here.
    await page.goto("/cpus/vs/amd-ryzen-7-7840hs-vs-intel-core-ultra-5-125h");
    const laptops = section(page, "Best Laptops on Amazon");
    await expect(laptops.getByText("Advertisement", { exact: true })).toHaveCount(0);
    await expect(laptops.getByRole("heading", { level: 3 })).toHaveText([
      "ASUS ROG Zephyrus G14",
      "Lenovo Legion Pro 7i",
      "Lenovo ThinkPad T14",
    ]);
    const links = laptops.getByRole("link");
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAccessibleName(/^View on Amazon/);
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.amazon\.com\//);
      const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel).toContain("nofollow");
      expect(rel).not.toContain("sponsored");
    }
  });

  test("related comparisons link to other comparisons of these CPUs that answer 200", async ({
    page,
  }) => {
    await page.goto(PAIR);
    const related = page.getByRole("navigation", { name: "Related comparisons" });
    const links = related.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^\/cpus\/vs\/[a-z0-9-]+-vs-[a-z0-9-]+$/);
      // Each is one of the pair against another CPU, never the pair itself.
      expect(href).toMatch(new RegExp(`/(${A.id}|${B.id})-vs-|-vs-(${A.id}|${B.id})$`));
      expect(href).not.toBe(PAIR);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const first = links.first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("both orders of a pair share one canonical URL, and the page carries breadcrumbs", async ({
    page,
    baseURL,
  }) => {
    await page.goto(PAIR);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", `${baseURL}${PAIR}`);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (d) => JSON.parse(d),
    );
    const breadcrumbs = data.find((d) => d["@type"] === "BreadcrumbList");
    expect(breadcrumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
      { "@type": "ListItem", position: 2, name: "Comparison", item: `${baseURL}/compare` },
      {
        "@type": "ListItem",
        position: 3,
        name: `${A.name} vs ${B.name}`,
        item: `${baseURL}${PAIR}`,
      },
    ]);

    const response = await page.goto(`/cpus/vs/${B.id}-vs-${A.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${B.name} vs ${A.name}`);
    await expect(canonical).toHaveAttribute("href", `${baseURL}${PAIR}`);
    // In this order the 13900K is the first column.
    await expect(detailRow(page, "TDP").getByRole("cell")).toHaveText(["125 W", "170 W"]);
  });

  test("/compare/{a}/{b} answers 301 with the comparison URL", async ({ request }) => {
    const response = await request.get(`/compare/${A.id}/${B.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(PAIR);
    const german = await request.get(`/de/compare/${A.id}/${B.id}`, { maxRedirects: 0 });
    expect(german.status()).toBe(301);
    expect(german.headers().location).toBe(`/de${PAIR}`);
  });

  test("two CPUs of one brand get bars of different colours", async ({ page }) => {
    await page.goto("/cpus/vs/amd-ryzen-9-7950x-vs-amd-ryzen-7-7700x");
    const pair = section(page, "Benchmark results").getByRole("listitem").first();
    const colours = await pair
      .locator("[data-bar-side]")
      .evaluateAll((bars) => bars.map((bar) => getComputedStyle(bar).backgroundColor));
    expect(colours).toHaveLength(2);
    expect(colours[0]).not.toBe(colours[1]);
    await expect(pair.locator("[data-brand=AMD]")).toHaveCount(2);
  });

  test("an unknown CPU is named, with the closest CPUs to compare the known one with", async ({
    page,
  }) => {
    const response = await page.goto(`/cpus/vs/${B.id}-vs-amd-ryzen-9-7950xz`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main")).toContainText(
      "There is no CPU “amd-ryzen-9-7950xz” in our database.",
    );
    await expect(page.getByRole("main")).not.toContainText(`There is no CPU “${B.id}”`);
    const links = page.getByRole("navigation", { name: `Compare ${B.name} with` });
    const count = await links.getByRole("link").count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await links.getByRole("link", { name: `${B.name} vs ${A.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/cpus/vs/`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(A.name);

    await page.goto(`/de/cpus/vs/${B.id}-vs-amd-ryzen-9-7950xz`);
    await expect(page.getByRole("main")).toContainText(
      "Die CPU „amd-ryzen-9-7950xz“ ist nicht in unserer Datenbank.",
    );
  });

  test("an unknown CPU answers 404 with 'CPUs not found' and a Back to Home link", async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(`/cpus/vs/${A.id}-vs-no-such-cpu`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CPUs not found");
    await expect(page).toHaveTitle("CPUs not found | CoreRank");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare CPUs side by side");
  });

  test("a slug that is not '{id}-vs-{id}' answers 404", async ({ page, request }) => {
    for (const slug of ["foo", "a-vs-b-vs-c", `${A.id}-vs-${A.id}`, `-vs-${A.id}`]) {
      expect((await request.get(`/cpus/vs/${slug}`)).status(), slug).toBe(404);
    }
    await page.goto("/cpus/vs/foo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});

test.describe("comparison landing page", () => {
  test("has the two-slot search, which opens the chosen comparison", async ({ page }) => {
    const response = await page.goto("/compare");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare two CPUs");
    const compare = page.getByRole("button", { name: "Compare" });
    await expect(compare).toBeDisabled();
    const first = page.getByRole("combobox", { name: "First CPU" });
    const second = page.getByRole("combobox", { name: "Second CPU" });
    await first.fill("7700X");
    await page
      .getByRole("option")
      .filter({ has: page.getByText("AMD Ryzen 7 7700X", { exact: true }) })
      .click();
    await second.fill("12900K");
    await page
      .getByRole("option")
      .filter({ has: page.getByText("Intel Core i9-12900K", { exact: true }) })
      .click();
    await expect(
      page.getByText("Ready to compare AMD Ryzen 7 7700X vs Intel Core i9-12900K"),
    ).toBeVisible();
    await compare.click();
    await expect(page).toHaveURL(/\/cpus\/vs\/amd-ryzen-7-7700x-vs-intel-core-i9-12900k$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AMD Ryzen 7 7700X vs Intel Core i9-12900K",
    );
  });

  test("lists popular comparisons that open real comparison pages", async ({ page }) => {
    await page.goto("/compare");
    const popular = section(page, "Popular CPU Comparisons").getByRole("link");
    expect(await popular.count()).toBeGreaterThanOrEqual(5);
    await expect(popular.filter({ hasText: `${A.name} vs ${B.name}` })).toHaveAttribute(
      "href",
      PAIR,
    );
    for (const href of await popular.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/cpus\/vs\/.+-vs-.+$/);
      expect((await page.request.get(href!)).status(), href!).toBe(200);
    }
  });
});

test.describe("verdicts by use (issue 21)", () => {
  test("the 7800X3D vs 13600K summary names both the Cinebench R23 and the Geekbench 6 leads", async ({
    page,
  }) => {
    await page.goto("/cpus/vs/amd-ryzen-7-7800x3d-vs-intel-core-i5-13600k");
    const multi = page.locator("[data-verdict=multiCore]");
    await expect(multi).toContainText(
      /Intel Core i5-13600K \d+% ahead in Cinebench R23 Multi-Core/,
    );
    await expect(multi).toContainText(/(\d+% ahead|level) in Geekbench 6 Multi-Core/i);
    await expect(multi).toContainText("These benchmarks disagree");
    await expect(page.locator("[data-verdict=singleCore]")).toContainText("Single-Core");
    await expect(section(page, "Summary")).toContainText("CoreRank records no gaming benchmark");
  });

  test("the 9800X3D vs 14900K page lists no 'lower TDP' advantage and marks no peak temperature", async ({
    page,
  }) => {
    await page.goto("/cpus/vs/amd-ryzen-7-9800x3d-vs-intel-core-i9-14900k");
    await expect(section(page, "Advantages")).not.toContainText("TDP");
    await expect(section(page, "Advantages")).not.toContainText("°C");
    await expectWinner(detailRow(page, "Peak operating temperature"), null);
    await expectWinner(detailRow(page, "TDP"), null);
  });
});

const X3D = { id: "amd-ryzen-7-9800x3d", name: "AMD Ryzen 7 9800X3D" };
const K14 = { id: "intel-core-i9-14900k", name: "Intel Core i9-14900K" };
const U285 = { id: "intel-core-ultra-9-285k", name: "Intel Core Ultra 9 285K" };
const R7600 = { id: "amd-ryzen-5-7600", name: "AMD Ryzen 5 7600" };
const THREE = `/cpus/vs/${X3D.id}-vs-${K14.id}-vs-${U285.id}`;
const FOUR = `/cpus/vs/${R7600.id}-vs-${X3D.id}-vs-${K14.id}-vs-${U285.id}`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`compare up to four CPUs, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a 3-way comparison renders, noindex, with bars and a column per CPU", async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(THREE);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `${X3D.name} vs ${K14.name} vs ${U285.name}`,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, follow",
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${THREE}`,
      );
      const group = section(page, "Benchmark results").getByRole("listitem").first();
      await expect(group.locator("[data-bar-side]")).not.toHaveCount(0);
      await expect(detailRow(page, "Cores").getByRole("cell")).toHaveCount(3);
    });

    test("add, remove and swap a CPU", async ({ page }) => {
      await page.goto(THREE);
      // Add a fourth: the set opens under its one URL.
      await page.getByLabel("Add a CPU (up to four)").fill("AMD Ryzen 5 7600");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${FOUR}$`));
      await expect(detailRow(page, "Cores").getByRole("cell")).toHaveCount(4);
      await expect(page.getByText("A comparison holds up to four CPUs")).toBeVisible();
      await expect(page.getByLabel("Add a CPU (up to four)")).toHaveCount(0);
      // Remove the 7600: back to the three.
      await page.getByRole("link", { name: `Remove ${R7600.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`${THREE}$`));
      // Swap the 285K for the 7600.
      await page.getByLabel(`Replace ${U285.name} with`).fill("AMD Ryzen 5 7600");
      await page.locator("[data-slot='3']").getByRole("button", { name: "Swap" }).click();
      await expect(page).toHaveURL(new RegExp(`/cpus/vs/${R7600.id}-vs-${X3D.id}-vs-${K14.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(R7600.name);
      await expect(page.getByRole("heading", { level: 1 })).not.toContainText(U285.name);
    });
  });
}

test.describe("comparison sets: URLs", () => {
  test("another order of a 3-way set redirects to its one URL; 5 CPUs answer 400, a repeat redirects", async ({
    request,
  }) => {
    const other = await request.get(`/cpus/vs/${U285.id}-vs-${X3D.id}-vs-${K14.id}`, {
      maxRedirects: 0,
    });
    expect(other.status()).toBe(301);
    expect(other.headers().location).toBe(THREE);
    const five = await request.get(`${FOUR}-vs-amd-ryzen-9-7950x`, { maxRedirects: 0 });
    expect(five.status()).toBe(400);
    expect(await five.text()).toContain("A comparison shows two to four CPUs");
    const repeat = await request.get(`/cpus/vs/${X3D.id}-vs-${K14.id}-vs-${X3D.id}`, {
      maxRedirects: 0,
    });
    expect(repeat.status()).toBe(301);
    expect(repeat.headers().location).toBe(`/cpus/vs/${X3D.id}-vs-${K14.id}`);
  });

  test("search understands 'a vs b vs c'; a CPU page offers 'Compare with…'", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("9800x3d vs 14900k vs 285k")}`);
    await expect(page).toHaveURL(new RegExp(`${THREE}$`));
    await page.goto(`/cpus/${X3D.id}`);
    await page.getByLabel(`Another CPU to compare ${X3D.name} with`).fill("Intel Core i9-14900K");
    await page
      .getByRole("region", { name: "Compare with…" })
      .getByRole("button", { name: "Compare" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/cpus/vs/${X3D.id}-vs-${K14.id}$`));
  });
});

test.describe("value row", () => {
  const I5 = "intel-core-i5-13600k";
  const I9 = "intel-core-i9-13900k";
  const TITLE = "Points per dollar at launch price (not today’s price)";
  const valueRow = (page: Page, benchmark: string) =>
    detailRow(page, `${benchmark}, points per dollar`);

  test("gives points per dollar of the cited launch price per benchmark, the best marked", async ({
    page,
  }) => {
    await page.goto(`/cpus/vs/${I5}-vs-${I9}`);
    const groups = section(page, "Detailed comparison").locator("th[scope=rowgroup]");
    await expect(groups.last()).toHaveText(TITLE);
    // Launch prices as the table cites them: $319, and Intel's range of $589 to $599.
    await expect(detailRow(page, "Launch price").getByRole("cell")).toHaveText([
      /^\$319/,
      "$589 – $599",
    ]);
    const figures = (
      await detailRow(page, "Geekbench 6 Multi-Core").getByRole("cell").allInnerTexts()
    ).map(leadingNumber);
    const row = valueRow(page, "Geekbench 6 Multi-Core");
    const cells = await row.getByRole("cell").allInnerTexts();
    // One price, one value; a price range, a range of value (decision 025).
    const ranges = cells.map((text) =>
      /^([\d.,]+)(?:–([\d.,]+))? pts\/\$/
        .exec(text)!
        .slice(1)
        .filter((n): n is string => n !== undefined)
        .map((n) => Number(n.replace(/,/g, ""))),
    );
    expect(ranges[0]).toHaveLength(1);
    expect(ranges[0]![0]).toBeCloseTo(figures[0]! / 319, 0);
    expect(ranges[1]).toHaveLength(2);
    expect(ranges[1]![0]).toBeCloseTo(figures[1]! / 599, 0);
    expect(ranges[1]![1]).toBeCloseTo(figures[1]! / 589, 0);
    // The best only where it holds at every published price.
    const values = [ranges[0]![0]!, ranges[1]![0]!];
    expect(values[0]! > ranges[1]![1]! || values[1]! > ranges[0]![0]!).toBe(true);
    await expectWinner(row, values[0]! > values[1]! ? 0 : 1);
  });

  test("shows no value without a cited launch price, and marks none unless every CPU has one", async ({
    page,
  }) => {
    // The 7800X3D has no cited launch price: "not published", and no best value in its rows,
    // although the two Intel CPUs both have one.
    await page.goto(`/cpus/vs/amd-ryzen-7-7800x3d-vs-${I5}-vs-${I9}`);
    const row = valueRow(page, "Geekbench 6 Multi-Core");
    const cells = row.getByRole("cell");
    await expect(cells).toHaveCount(3);
    await expect(cells.nth(0)).toHaveText("not published");
    await expect(cells.nth(1)).toContainText("pts/$");
    await expect(cells.nth(2)).toContainText("pts/$");
    for (let i = 0; i < 3; i++)
      expect(await emphasis(cells.nth(i)), `cell ${i}`).toEqual({
        bold: false,
        green: false,
        better: false,
      });
    // Two CPUs without any cited launch price: no value section at all.
    await page.goto("/cpus/vs/amd-ryzen-9-7950x3d-vs-amd-ryzen-7-7800x3d");
    await expect(section(page, "Detailed comparison")).not.toContainText(TITLE);
  });
});
