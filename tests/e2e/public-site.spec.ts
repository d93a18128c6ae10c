import { expect, test, type Page } from "@playwright/test";

/** The combobox of one search slot on the home page. */
const slot = (page: Page, name: "First CPU" | "Second CPU") => page.getByRole("combobox", { name });

test.describe("home page two-slot search", () => {
  test("suggestions follow the spec: none when blank, at most 8 by score, keyboard and click outside", async ({
    page,
  }) => {
    await page.goto("/");
    const first = slot(page, "First CPU");
    await first.fill("   ");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await first.fill("RYZEN");
    const options = page.getByRole("option");
    await expect(options).toHaveCount(8);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    // Ordered by score: the highest-scoring Ryzen comes first.
    await expect(options.first()).toContainText("AMD Ryzen");

    // Arrow Down from the last wraps to the first; Arrow Up from the first wraps to the last.
    await first.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await first.press("ArrowUp");
    await expect(options.nth(7)).toHaveAttribute("aria-selected", "true");
    await first.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    const firstId = await options.nth(0).getAttribute("id");
    await expect(first).toHaveAttribute("aria-activedescendant", firstId!);

    await first.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();

    await first.fill("raphael");
    await expect(options.first()).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("listbox")).toBeHidden();
  });

  test("matching is case-insensitive on name, brand and architecture", async ({ page }) => {
    await page.goto("/");
    const first = slot(page, "First CPU");
    await first.fill("raptor lake");
    await expect(page.getByRole("option").first()).toContainText("Intel");
    await first.fill("intel");
    await expect(page.getByRole("option")).toHaveCount(8);
    await first.fill("7950x3d");
    await expect(page.getByRole("option")).toHaveCount(1);
  });

  test("Compare is enabled only with both CPUs chosen, says so, and opens the comparison", async ({
    page,
  }) => {
    await page.goto("/");
    const compare = page.getByRole("button", { name: "Compare" });
    await expect(compare).toBeDisabled();
    await slot(page, "First CPU").fill("9 7950X");
    // The exact model first (issue 12), then by Geekbench 6 multi-core figure: the 7950X, then the 7950X3D.
    await expect(page.getByRole("option")).toHaveCount(2);
    await expect(page.getByRole("option").first()).toContainText("AMD Ryzen 9 7950X");
    await slot(page, "First CPU").press("ArrowDown");
    await slot(page, "First CPU").press("ArrowDown");
    await slot(page, "First CPU").press("ArrowDown");
    await slot(page, "First CPU").press("Enter");
    await expect(slot(page, "First CPU")).toHaveValue("AMD Ryzen 9 7950X");
    await expect(compare).toBeDisabled();
    await slot(page, "Second CPU").fill("13900K");
    await page
      .getByRole("option")
      .filter({ has: page.getByText("Intel Core i9-13900K", { exact: true }) })
      .click();
    await expect(
      page.getByText("Ready to compare AMD Ryzen 9 7950X vs Intel Core i9-13900K"),
    ).toBeVisible();
    await expect(compare).toBeEnabled();
    await compare.click();
    await expect(page).toHaveURL(/\/cpus\/vs\/amd-ryzen-9-7950x-vs-intel-core-i9-13900k$/);
  });

  test("editing a chosen CPU's text unchooses it", async ({ page }) => {
    await page.goto("/");
    await slot(page, "First CPU").fill("9 7950X");
    await expect(page.getByRole("option")).toHaveCount(2);
    await slot(page, "First CPU").press("ArrowDown");
    await slot(page, "First CPU").press("Enter");
    await slot(page, "Second CPU").fill("13900K");
    await expect(page.getByRole("option").first()).toBeVisible();
    await slot(page, "Second CPU").press("ArrowDown");
    await slot(page, "Second CPU").press("Enter");
    await expect(page.getByRole("button", { name: "Compare" })).toBeEnabled();
    await slot(page, "Second CPU").press("Backspace");
    await expect(page.getByRole("button", { name: "Compare" })).toBeDisabled();
  });

  test("says when no CPU matches, in the page's language", async ({ page }) => {
    await page.goto("/");
    await slot(page, "First CPU").fill("zzz no such cpu");
    await expect(page.getByText("No CPU matches “zzz no such cpu”.")).toBeVisible();
    await expect(page.getByRole("listbox")).toBeHidden();
    await slot(page, "First CPU").fill("7950X3D");
    await expect(page.getByRole("option")).toHaveCount(1);
    await expect(page.getByText(/^No CPU matches/)).toHaveCount(0);
    await page.goto("/de");
    await page.getByRole("combobox", { name: "Erste CPU" }).fill("zzz");
    await expect(page.getByText("Keine CPU passt zu „zzz“.")).toBeVisible();
  });

  test("the same CPU in both slots is refused before the click", async ({ page }) => {
    await page.goto("/");
    for (const name of ["First CPU", "Second CPU"] as const) {
      await slot(page, name).fill("7950X3D");
      await page.getByRole("option", { name: /AMD Ryzen 9 7950X3D/ }).click();
    }
    await expect(
      page.getByText(
        "AMD Ryzen 9 7950X3D is in both slots: a CPU cannot be compared with itself. Choose another CPU.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Compare" })).toBeDisabled();
    await slot(page, "Second CPU").fill("14900K");
    await page
      .getByRole("option", { name: /Intel Core i9-14900K\b/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Compare" })).toBeEnabled();
  });

  test("suggestions come from the server as typing pauses; the page does not carry the catalog", async ({
    page,
    request,
  }) => {
    const [hidden] = (await (await request.get("/api/suggest?q=i3-8")).json()) as {
      name: string;
    }[];
    expect(hidden).toBeDefined();
    const html = await (await request.get("/")).text();
    expect(html).not.toContain(hidden!.name);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/suggest")) asked.push(new URL(r.url()).searchParams.get("q")!);
    });
    await page.goto("/");
    await slot(page, "First CPU").pressSequentially("i3-8", { delay: 20 });
    await expect(page.getByRole("option", { name: new RegExp(hidden!.name) })).toBeVisible();
    // Typing quickly (faster than the 150 ms pause) asks once, for the whole text.
    expect(asked).toEqual(["i3-8"]);
    // Asked again, the same text is answered from what the page already has.
    await slot(page, "First CPU").fill("");
    await slot(page, "First CPU").fill("I3-8");
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(asked).toEqual(["i3-8"]);
  });

  test("the home page lists recent CPUs, recent GPUs and popular comparisons that open real pages", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Recent CPUs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent GPUs" })).toBeVisible();
    const popular = page.locator("section", {
      has: page.getByRole("heading", { name: "Popular CPU Comparisons" }),
    });
    const links = popular.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      const response = await page.request.get(href!);
      expect(response.status(), href!).toBe(200);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The home search sends both terms to /search, which opens their comparison when each
  // names one CPU and otherwise lets the visitor choose (tests/e2e/search.spec.ts).
  test("the home search is a form to /search that opens the comparison of two named CPUs", async ({
    page,
  }) => {
    await page.goto("/");
    await slot(page, "First CPU").fill("7950X3D");
    await slot(page, "Second CPU").fill("14900KF");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/cpus\/vs\/amd-ryzen-9-7950x3d-vs-intel-core-i9-14900kf$/);
  });

  test("the language switcher is a list of links to the same page", async ({ page }) => {
    await page.goto("/cpus/amd-ryzen-9-7950x");
    await page.getByLabel("Language: English (US)").click();
    await page.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/cpus\/amd-ryzen-9-7950x$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test.describe("search page", () => {
  test("lists every match, server-rendered and linked", async ({ page }) => {
    const response = await page.goto("/search?q=ryzen 9");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText(
      "CPUs match “ryzen 9”",
    );
    const rows = page.getByRole("row");
    expect(await rows.count()).toBeGreaterThan(9);
  });

  test("pages through many matches with a total count", async ({ page }) => {
    await page.goto("/search?q=intel");
    const heading = page.getByRole("main").getByRole("heading", { level: 2 });
    const total = Number(((await heading.textContent()) ?? "").replace(/[^\d]/g, ""));
    expect(total).toBeGreaterThan(40);
    const results = page.locator("main table tbody tr");
    await expect(results).toHaveCount(20);
    await expect(page.getByText(`Showing 1–20 of ${total}`)).toBeVisible();
    const first = (await results.first().getByRole("link").textContent())!;
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\?q=intel&page=2$/);
    await expect(page.getByText(`Showing 21–40 of ${total}`)).toBeVisible();
    await expect(results.first().getByRole("link")).not.toHaveText(first);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(results.first().getByRole("link")).toHaveText(first);
  });

  test("an empty query explains itself, and a query without match says so", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByText("Type a CPU name, a brand")).toBeVisible();
    await page.goto("/search?q=qwertyuiop");
    await expect(page.getByText("No CPU matches “qwertyuiop”")).toBeVisible();
  });
});

test.describe("CPU page", () => {
  test("has a description, every section, submit buttons and a report link in every data section", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/cpus/amd-ryzen-9-7950x");
    await expect(
      page.getByText(/^The AMD Ryzen 9 7950X is a desktop processor from AMD/),
    ).toBeVisible();
    for (const name of [
      "General parameters",
      "Benchmark scores",
      "Performance",
      "Memory",
      "Graphics",
      "PCIe",
      "Miscellaneous",
      "Top desktop CPUs",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("row", { name: /^Part number/ })).toContainText("100-100000514WOF");
    const reports = page.getByRole("link", { name: /^Report an issue\b/ });
    expect(await reports.count()).toBeGreaterThanOrEqual(6);
    await expect(reports.first()).toHaveAttribute(
      "href",
      `/contact?url=${encodeURIComponent(`${baseURL}/cpus/amd-ryzen-9-7950x`)}`,
    );
    await expect(
      page.getByRole("link", {
        name: /^Submit a result\W+Cinebench R23 Multi-Core\W+AMD Ryzen 9 7950X$/,
      }),
    ).toHaveAttribute("href", "/submit-benchmark/cinebench-r23-multi?cpu=amd-ryzen-9-7950x");
    await expect(
      page.getByRole("link", {
        name: /^Submit a result\W+Geekbench 6 Single-Core\W+AMD Ryzen 9 7950X$/,
      }),
    ).toHaveAttribute("href", "/submit-benchmark/geekbench-6-single?cpu=amd-ryzen-9-7950x");
  });

  test("every score shows its source as a link, a date, what it is, and how we source it", async ({
    page,
  }) => {
    for (const id of ["amd-ryzen-9-7950x", "intel-core-i9-13900k"]) {
      await page.goto(`/cpus/${id}`);
      const benchmarks = page.locator("li[data-benchmark]");
      await expect(benchmarks).toHaveCount(9);
      let scored = 0;
      for (const item of await benchmarks.all()) {
        const benchmark = await item.getAttribute("data-benchmark");
        const source = item.locator("[data-score-source]");
        if ((await item.innerText()).includes("No result yet")) {
          await expect(source, `${id} ${benchmark}`).toHaveCount(0);
          continue;
        }
        scored += 1;
        await expect(source, `${id} ${benchmark}`).toHaveCount(1);
        const text = await source.innerText();
        if (/median of \d+ verified visitor result/.test(text)) {
          await expect(source.getByRole("link", { name: /^How we source/ })).toHaveAttribute(
            "href",
            "/methodology#visitor-results",
          );
        } else {
          // The source's name links to the exact page, the copy read (where one was) links to
          // that copy at its commit (issue 20), and the date is written out.
          const copied = /read from a copy made on/.test(text);
          await expect(source.locator('a[href^="http"]')).toHaveCount(copied ? 2 : 1);
          await expect(source.locator("time[datetime]")).toHaveText(/\d{4}/);
          expect(text).toMatch(/single run|mean|median/);
          expect(text).toMatch(/version/);
          await expect(source.getByRole("link", { name: /^How we source/ })).toHaveAttribute(
            "href",
            /^\/methodology#(geekbench-6|geekbench-5|cinebench-r23|passmark|statistics)$/,
          );
        }
      }
      expect(scored, id).toBeGreaterThan(0);
    }
  });

  test("the CPU page charts relative performance one benchmark at a time, each bar cited", async ({
    page,
  }) => {
    await page.goto("/cpus/amd-ryzen-7-7800x3d");
    const section = page.getByRole("region", { name: "Relative performance" });
    const chart = section.locator("[data-relative-chart]");
    await expect(chart).toHaveAttribute("data-relative-chart", "geekbench-6-multi");
    await expect(section).toContainText("relative to the AMD Ryzen 5 7600 (= 100)");
    // The reference is 100; this CPU and its rivals are bars, each citing its source.
    const reference = chart.locator('[data-relative-bar="amd-ryzen-5-7600"]');
    await expect(reference).toContainText("(reference)100");
    await expect(reference).toContainText("(reference)");
    await expect(chart.locator('[data-relative-bar="amd-ryzen-7-7800x3d"]')).toContainText(
      "(this CPU)",
    );
    const bars = chart.locator("[data-relative-bar]");
    expect(await bars.count()).toBeGreaterThanOrEqual(5);
    for (const bar of await bars.all())
      await expect(bar.locator("[data-score-source] a")).toHaveAttribute("href", /^https:\/\//);
    // The chart is the section right after the CPU's benchmark figures.
    const order = await page
      .locator("section[aria-labelledby]")
      .evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-labelledby")));
    expect(order.indexOf("relative-performance-title")).toBe(order.indexOf("benchmarks-title") + 1);
    // Another benchmark by link, no script needed; the reference is that benchmark's own.
    await section.getByRole("link", { name: "Cinebench R23 Multi-Core" }).click();
    await expect(page).toHaveURL(/\?rel=cinebench-r23-multi#relative-performance-title$/);
    await expect(chart).toHaveAttribute("data-relative-chart", "cinebench-r23-multi");
    await expect(section).toContainText("relative to the Intel Core i7-1165G7 (= 100)");
    await expect(chart.locator('[data-relative-bar="intel-core-i7-1165g7"]')).toContainText(
      "(reference)100",
    );
    // In German too.
    await page.goto("/de/cpus/amd-ryzen-7-7800x3d");
    await expect(page.getByRole("region", { name: "Relative Leistung" })).toContainText(
      "relativ zum AMD Ryzen 5 7600 (= 100)",
    );
  });

  test("a value nobody published says 'not published', never a default or an estimate", async ({
    page,
  }) => {
    await page.goto("/cpus/amd-ryzen-9-7950x");
    const main = page.getByRole("main");
    // Named in one line per section: "Not published: L1 cache, …".
    const unpublished = await main.getByText(/^Not published: /).count();
    expect(unpublished).toBeGreaterThan(0);
    await expect(main).not.toContainText("estimated");
    await expect(main).not.toContainText("N/A");
    // The specifications name where they come from, linked.
    const specSource = page.locator("[data-spec-source]");
    await expect(specSource).toContainText("Specifications from");
    // The vendor's page, and the public copy of its data that was read (issue 20).
    await expect(specSource.locator('a[href^="http"]')).toHaveCount(2);

    await page.goto("/de/cpus/amd-ryzen-9-7950x");
    expect(
      await page
        .getByRole("main")
        .getByText(/^Nicht veröffentlicht: /)
        .count(),
    ).toBe(unpublished);
  });

  test("carries metadata, breadcrumbs and Product data without an invented rating", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/fr/cpus/amd-ryzen-9-7950x");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/fr/cpus/amd-ryzen-9-7950x`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = data.map((d) => JSON.parse(d)["@type"]);
    expect(types).toEqual(["WebSite", "Organization", "BreadcrumbList", "Product"]);
    const product = JSON.parse(data[3]!);
    expect(product).not.toHaveProperty("aggregateRating");
  });
});

test.describe("languages", () => {
  test("every language prefix serves the page in that language; /en redirects to the unprefixed URL", async ({
    page,
    request,
  }) => {
    for (const [prefix, lang, home] of [
      ["", "en", "Home"],
      ["/es", "es", "Inicio"],
      ["/pt", "pt", "Início"],
      ["/fr", "fr", "Accueil"],
      ["/de", "de", "Startseite"],
      ["/it", "it", "Home"],
    ] as const) {
      const response = await page.goto(`${prefix}/ranking/cinebench-r23-multi`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(
        page.getByRole("navigation", { name: /./ }).first().getByRole("link").first(),
      ).toBeVisible();
      expect(await page.locator("header nav").innerText()).toContain(home);
    }
    const redirect = await request.get("/en/cpus/amd-ryzen-9-7950x", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe("/cpus/amd-ryzen-9-7950x");
    expect((await request.get("/xx/cpus/amd-ryzen-9-7950x")).status()).toBe(404);
  });

  test("the switcher shows the current language and keeps the page", async ({ page }) => {
    await page.goto("/it/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k");
    await expect(page.locator("header summary")).toHaveText("Italiano");
    await page.locator("header summary").click();
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/cpus\/vs\/amd-ryzen-9-7950x-vs-intel-core-i9-13900k$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("numbers use the language's format and only its messages are sent", async ({ page }) => {
    await page.goto("/de/cpus/amd-ryzen-9-7950x");
    await expect(page.getByRole("row", { name: /^Basistakt|^Grundtakt/ }).first()).toContainText(
      "4,5 GHz",
    );
    const html = await page.content();
    expect(html).not.toContain("Report an issue");
    expect(html).not.toContain("Signaler un problème");
  });
});

test.describe("footer newsletter", () => {
  test("stores a valid address once and thanks the visitor; a bad one gets a clear message", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/about-us");
    const email = page.getByRole("textbox", { name: "Email address" });
    const address = `reader-${Date.now()}@example.com`;
    await email.fill(address);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
    // The subscription's own page (no mail is configured) behind its random link: what is
    // stored, the link to keep and how to leave.
    await expect(page).toHaveURL(/\/newsletter\/[\w-]{43}$/);
    await expect(page.getByTestId("subscription-link")).toHaveText(page.url());
    // The same address sent again gets the neutral thank-you page, nothing about the address.
    await page.goto("/about-us");
    await email.fill(address);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/thanks$/);
    await expect(page.getByText("The address you sent is on the newsletter list.")).toBeVisible();
    await expect(page.getByText(address)).toHaveCount(0);

    const invalid = await page.request.post("/newsletter", {
      form: { email: "not-an-address", returnTo: "/about-us" },
      maxRedirects: 0,
      headers: { origin: baseURL! },
    });
    expect(invalid.status()).toBe(303);
    expect(invalid.headers().location).toBe("/about-us?newsletter=invalid#newsletter");
  });

  test("a cross-site post is refused", async ({ request }) => {
    const response = await request.post("/newsletter", {
      form: { email: "a@example.com", returnTo: "/" },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});

test.describe("errors", () => {
  test("an unknown URL gets the not-found page inside the shell, in the URL's language", async ({
    page,
  }) => {
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test.describe("page cache", () => {
  test("anonymous pages carry an ETag and Cache-Control and answer 304 to a matching If-None-Match", async ({
    request,
  }) => {
    const first = await request.get("/ranking/passmark-multi");
    const etag = first.headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers()["cache-control"]).toContain("public");
    const again = await request.get("/ranking/passmark-multi", {
      headers: { "if-none-match": etag! },
    });
    expect(again.status()).toBe(304);
    const third = await request.get("/ranking/passmark-multi");
    expect(await third.text()).toBe(await first.text());
  });

  test("sitemap.xml indexes the sitemaps, and robots.txt names it", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const index = await sitemap.text();
    expect(index).toContain("<sitemapindex");
    const file = async (name: string) => {
      expect(index).toContain(`<loc>${baseURL}/sitemaps/${name}</loc>`);
      return (await request.get(`/sitemaps/${name}`)).text();
    };
    expect(await file("es-cpus-1.xml")).toMatch(
      new RegExp(
        `<loc>${baseURL}/es/cpus/amd-ryzen-9-7950x</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );
    expect(await file("en-pages-1.xml")).toContain(
      `<loc>${baseURL}/ranking/geekbench-6-multi</loc>`,
    );
    expect(await file("en-comparisons-1.xml")).toContain(
      "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k</loc>",
    );
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
