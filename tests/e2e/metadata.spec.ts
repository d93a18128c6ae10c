import { expect, test, type Page } from "@playwright/test";

/** Every page type with metadata, by its unprefixed (English) path. */
const PAGES = [
  { name: "home", path: "/" },
  { name: "search", path: "/search?q=ryzen" },
  { name: "CPU page", path: "/cpus/amd-ryzen-9-7950x" },
  { name: "comparison", path: "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k" },
  { name: "comparison landing", path: "/compare" },
  { name: "ranking", path: "/ranking/cinebench-r23-multi" },
  { name: "catalog", path: "/cpus" },
  { name: "legal information", path: "/legal-info" },
  { name: "about us", path: "/about-us" },
] as const;

const LANGUAGES = ["en", "es", "pt", "fr", "de", "it"] as const;

/** A path in a language: English unprefixed, the others under /{lang} (the home page is /de, not /de/). */
function localized(path: string, lang: string): string {
  if (lang === "en") return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

const content = (page: Page, selector: string) =>
  page.locator(selector).first().getAttribute("content");

type JsonLd = Record<string, unknown> & { "@type": string };

async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLd);
}

for (const lang of ["en", "de"] as const) {
  test.describe(`page metadata in ${lang}`, () => {
    for (const { name, path } of PAGES) {
      const url = localized(path, lang);
      test(`${name} (${url}) carries its full metadata`, async ({ page, baseURL }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);

        const title = await page.title();
        expect(title.trim()).not.toBe("");
        expect(title).toMatch(/\S \| CoreRank$/);

        const description = await content(page, 'meta[name="description"]');
        expect(description?.length ?? 0).toBeGreaterThan(50);
        const keywords = await content(page, 'meta[name="keywords"]');
        expect(keywords?.split(",").filter((k) => k.trim() !== "").length ?? 0).toBeGreaterThan(1);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
          "content",
          "index, follow",
        );
        // Exactly one of each tag.
        for (const selector of [
          "title",
          'meta[name="description"]',
          'link[rel="canonical"]',
          'meta[property="og:title"]',
        ]) {
          await expect(page.locator(selector), selector).toHaveCount(1);
        }

        const canonical = `${baseURL}${url}`;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);

        expect(await content(page, 'meta[property="og:title"]')).toBe(title);
        expect(await content(page, 'meta[property="og:description"]')).toBe(description);
        expect(await content(page, 'meta[property="og:url"]')).toBe(canonical);
        expect(await content(page, 'meta[property="og:type"]')).toBe("website");
        expect(await content(page, 'meta[property="og:site_name"]')).toBe("CoreRank");
        const ogImage = await content(page, 'meta[property="og:image"]');
        expect(ogImage).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)(\?v=\d+)?$/);
        expect(await content(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
        expect(await content(page, 'meta[name="twitter:site"]')).toBe("@CoreRank");

        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
          );
        expect(alternates).toHaveLength(7);
        expect(Object.fromEntries(alternates)).toEqual({
          ...Object.fromEntries(LANGUAGES.map((l) => [l, `${baseURL}${localized(path, l)}`])),
          "x-default": `${baseURL}${path}`,
        });

        const data = await structuredData(page);
        const website = data.find((d) => d["@type"] === "WebSite");
        expect(website, "WebSite JSON-LD").toBeTruthy();
        expect(website!.name).toBe("CoreRank");
        const action = website!.potentialAction as { "@type": string; target: unknown };
        expect(action["@type"]).toBe("SearchAction");
        expect(JSON.stringify(action.target)).toContain(
          `${baseURL}${localized("/search", lang)}?q=`,
        );
        const organization = data.find((d) => d["@type"] === "Organization");
        expect(organization, "Organization JSON-LD").toBeTruthy();
        expect(organization!.name).toBe("CoreRank");
      });
    }
  });
}

test("CPU pages carry breadcrumbs and a Product without an invented rating", async ({
  page,
  baseURL,
}) => {
  await page.goto("/cpus/intel-core-i9-13900k");
  const data = await structuredData(page);
  const breadcrumbs = data.find((d) => d["@type"] === "BreadcrumbList");
  expect(breadcrumbs?.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
    { "@type": "ListItem", position: 2, name: "CPUs", item: `${baseURL}/cpus` },
    {
      "@type": "ListItem",
      position: 3,
      name: "Intel Core i9-13900K",
      item: `${baseURL}/cpus/intel-core-i9-13900k`,
    },
  ]);
  const product = data.find((d) => d["@type"] === "Product");
  expect(product?.name).toBe("Intel Core i9-13900K");
  // Nobody rated the CPU: the spec's fixed 4.5 / 127 rating was an invented value (decision 011).
  expect(product).not.toHaveProperty("aggregateRating");
});

test("comparison pages carry breadcrumbs ending at the canonical comparison", async ({
  page,
  baseURL,
}) => {
  await page.goto("/de/cpus/vs/intel-core-i9-13900k-vs-amd-ryzen-9-7950x");
  const data = await structuredData(page);
  const breadcrumbs = data.find((d) => d["@type"] === "BreadcrumbList") as unknown as {
    itemListElement: { position: number; name: string; item: string }[];
  };
  expect(breadcrumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3]);
  expect(breadcrumbs.itemListElement[0]!.item).toBe(`${baseURL}/de`);
  expect(breadcrumbs.itemListElement[1]!.item).toBe(`${baseURL}/de/compare`);
  expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({
    // Named in the canonical order, whichever order the URL gives ("vs." in German).
    name: expect.stringMatching(/^AMD Ryzen 9 7950X vs\.? Intel Core i9-13900K$/),
    item: `${baseURL}/de/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k`,
  });
  expect(data.find((d) => d["@type"] === "Product")).toBeUndefined();
});

test("the home and search pages carry only the WebSite and Organization data", async ({ page }) => {
  for (const path of ["/", "/search?q=ryzen"]) {
    await page.goto(path);
    const types = (await structuredData(page)).map((d) => d["@type"]);
    expect(types, path).toEqual(["WebSite", "Organization"]);
  }
});

test("error pages are titled for what went wrong", async ({ page }) => {
  for (const [path, title] of [
    ["/no-such-page", "Page not found | CoreRank"],
    ["/cpus/no-such-cpu", "CPU not found | CoreRank"],
    ["/cpus/vs/amd-ryzen-9-7950x-vs-no-such-cpu", "CPUs not found | CoreRank"],
    // In the page's language, from the shell's messages.
    ["/es/cpus/no-such-cpu", "Procesador no encontrado | CoreRank"],
    ["/de/cpus/vs/amd-ryzen-9-7950x-vs-no-such-cpu", "CPUs nicht gefunden | CoreRank"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }
});
