import { expect, test } from "@playwright/test";

const LANGUAGES = ["en", "es", "pt", "fr", "de", "it"] as const;

/** The methodology page's sections by anchor: the five sources are subsections of the first. */
const SECTIONS = {
  en: {
    h1: "Methodology",
    toc: "On this page",
    updated: "Data last updated:",
    locale: "en-US",
    sections: [
      ["sources", 2, "Where the figures come from"],
      ["geekbench-6", 3, "Geekbench 6 single-core and multi-core"],
      ["cinebench-r23", 3, "Cinebench R23 single-core and multi-core"],
      ["geekbench-5", 3, "Geekbench 5"],
      ["passmark", 3, "PassMark"],
      ["specifications", 3, "Specifications"],
      ["statistics", 2, "What each statistic means"],
      ["versions", 2, "Benchmark versions are never mixed"],
      ["visitor-results", 2, "How visitor results are verified"],
      ["relative-performance", 2, "Relative performance, one benchmark at a time"],
      ["per-watt", 2, "Performance per watt"],
      ["reuse", 2, "Reuse of our data"],
    ],
  },
  de: {
    h1: "Methodik",
    toc: "Auf dieser Seite",
    updated: "Daten zuletzt aktualisiert:",
    locale: "de-DE",
    sections: [
      ["sources", 2, "Woher die Werte stammen"],
      ["geekbench-6", 3, "Geekbench 6 Single-Core und Multi-Core"],
      ["cinebench-r23", 3, "Cinebench R23 Single-Core und Multi-Core"],
      ["geekbench-5", 3, "Geekbench 5"],
      ["passmark", 3, "PassMark"],
      ["specifications", 3, "Spezifikationen"],
      ["statistics", 2, "Was die Kennzahlen bedeuten"],
      ["versions", 2, "Benchmark-Versionen werden nie vermischt"],
      ["visitor-results", 2, "Wie Besucherergebnisse geprüft werden"],
      ["relative-performance", 2, "Relative Leistung, ein Benchmark nach dem anderen"],
      ["per-watt", 2, "Leistung pro Watt"],
      ["reuse", 2, "Weiterverwendung unserer Daten"],
    ],
  },
} as const;

const localized = (path: string, lang: string) => (lang === "en" ? path : `/${lang}${path}`);

for (const lang of ["en", "de"] as const) {
  const page_ = SECTIONS[lang];
  const url = localized("/methodology", lang);

  test.describe(`methodology page in ${lang}`, () => {
    test(`${url} shows every section, each reachable from the table of contents`, async ({
      page,
    }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(page_.h1);

      const toc = page.getByRole("navigation", { name: page_.toc });
      await expect(toc.getByRole("link")).toHaveText(page_.sections.map(([, , title]) => title));
      for (const [id, level, title] of page_.sections) {
        const section = page.locator(`section#${id}`);
        await expect(section, id).toHaveCount(1);
        await expect(section.getByRole("heading", { level }).first()).toHaveText(title);
        await expect(toc.getByRole("link", { name: title, exact: true })).toHaveAttribute(
          "href",
          `#${id}`,
        );
      }

      // The date the data was last updated, in the page language's date format.
      const time = page.locator("main time");
      const iso = await time.getAttribute("datetime");
      expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const formatted = new Intl.DateTimeFormat(page_.locale, {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${iso}T00:00:00Z`));
      await expect(page.getByText(`${page_.updated} ${formatted}`)).toBeVisible();

      // Following a contents link brings its section into view.
      const last = page.locator("#reuse").getByRole("heading", { level: 2 });
      await expect(last).not.toBeInViewport();
      await toc.getByRole("link", { name: page_.sections.at(-1)![2] }).click();
      await expect(page).toHaveURL(new RegExp(`${url}#reuse$`));
      await expect(last).toBeInViewport();

      // The sources' own pages are linked.
      await expect(page.locator("#geekbench-6 a")).toHaveAttribute(
        "href",
        "https://browser.geekbench.com/processor-benchmarks",
      );
      await expect(page.locator("#reuse a")).toHaveAttribute(
        "href",
        "https://creativecommons.org/licenses/by/4.0/",
      );
    });

    test(`${url} carries its canonical URL, hreflang alternates and breadcrumbs`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(url);
      await expect(page).toHaveTitle(/\S \| CoreRank$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${url}`,
      );
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
        );
      expect(Object.fromEntries(alternates)).toEqual({
        ...Object.fromEntries(
          LANGUAGES.map((l) => [l, `${baseURL}${localized("/methodology", l)}`]),
        ),
        "x-default": `${baseURL}/methodology`,
      });
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const breadcrumbs = blocks
        .map((block) => JSON.parse(block) as { "@type": string; itemListElement?: unknown[] })
        .find((d) => d["@type"] === "BreadcrumbList");
      expect(breadcrumbs?.itemListElement?.at(-1)).toMatchObject({
        name: page_.h1,
        item: `${baseURL}${url}`,
      });
    });
  });
}

test("the footer links to the methodology page in the page's language", async ({ page }) => {
  await page.goto("/de/cpus");
  const footerLinks = page.getByRole("contentinfo").getByRole("navigation");
  await expect(footerLinks.getByRole("link", { name: "Methodik" })).toHaveAttribute(
    "href",
    "/de/methodology",
  );
  await page.goto("/about-us");
  await page.getByRole("contentinfo").getByRole("link", { name: "Methodology" }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Methodology");
});

test("each ranking links to the methodology section of its benchmark", async ({ page }) => {
  for (const [category, section] of [
    ["geekbench-6-multi", "geekbench-6"],
    ["geekbench-6-single", "geekbench-6"],
    ["cinebench-r23-multi", "cinebench-r23"],
    ["geekbench-5-single", "geekbench-5"],
    ["passmark-multi", "passmark"],
  ] as const) {
    await page.goto(`/ranking/${category}`);
    const link = page.getByRole("main").getByRole("link", { name: "Methodology" });
    await expect(page.getByRole("main").getByText("How these figures are sourced:")).toBeVisible();
    await expect(link, category).toHaveAttribute("href", `/methodology#${section}`);
  }
  await page.goto("/de/ranking/cinebench-r23-single");
  const link = page.getByRole("main").getByRole("link", { name: "Methodik" });
  await expect(link).toHaveAttribute("href", "/de/methodology#cinebench-r23");
  await link.click();
  await expect(page).toHaveURL(/\/de\/methodology#cinebench-r23$/);
  await expect(page.locator("#cinebench-r23").getByRole("heading", { level: 3 })).toBeInViewport();
});

test("the sitemap lists the methodology page in every language", async ({ request, baseURL }) => {
  for (const lang of LANGUAGES) {
    // /sitemap.xml is an index of one sitemap per language and kind of page.
    const xml = await (await request.get(`/sitemaps/${lang}-pages-1.xml`)).text();
    expect(xml).toContain(`<loc>${baseURL}${localized("/methodology", lang)}</loc>`);
  }
});
