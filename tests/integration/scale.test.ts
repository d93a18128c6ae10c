import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiCpuSummarySchema } from "~/modules/api/cpu-shape";
import { cpuSuggestionSchema } from "~/modules/api/openapi";
import { getCatalog, refreshCatalog } from "~/modules/catalog/catalog.server";
import { receivedJson } from "~/modules/http/sent-json";
import { searchCpus } from "~/modules/catalog/search";
import { NO_RANKING_FILTERS, rankingForCategory } from "~/modules/rankings/ranking";
import * as cpusRoute from "~/routes/api/cpus";
import * as brandRoute from "~/routes/api/cpus-brand";
import * as searchApiRoute from "~/routes/api/cpus-search";
import * as suggestRoute from "~/routes/api/suggest";
import * as rankingRoute from "~/routes/ranking";
import * as searchRoute from "~/routes/search";
import * as sitemapFileRoute from "~/routes/sitemap-file";
import * as sitemapRoute from "~/routes/sitemap";
import { canonicalPageUrl } from "../../server/page-cache";
import { insertGeneratedCpus } from "../support/generated-cpus";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";
import { routeArgs } from "../support/route-args";

/** More CPUs than one ranking page, search page, sitemap file or API page holds. */
const COUNT = 2_500;
const ORIGIN = "http://localhost";

const summaries = z.array(apiCpuSummarySchema.strict());
const suggestions = z.array(cpuSuggestionSchema.strict());

interface Module {
  loader: (args: never) => unknown;
}

/** Runs a route's loader as React Router does; a thrown Response (a redirect) is returned. */
async function load(route: Module, url: string, params: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${url}`);
  try {
    return await route.loader(routeArgs(request, params, { db: null }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function response(route: Module, url: string, params: Record<string, string> = {}) {
  const answer = await load(route, url, params);
  if (!(answer instanceof Response)) throw new Error(`${url} did not answer with a Response`);
  expect(answer.status, url).toBeLessThan(500);
  return answer;
}

type RankingData = Awaited<ReturnType<typeof rankingRoute.loader>>;
type SearchData = Awaited<ReturnType<typeof searchRoute.loader>>;

/** The whole ranking as the pure function computes it: what every page must agree with. */
const fullRanking = (category: "geekbench-6-multi", brand: "Intel" | null = null) =>
  rankingForCategory(getCatalog().cpus, category, { ...NO_RANKING_FILTERS, brand });
const names = (list: readonly { name: string }[]) => list.map((c) => c.name);

describe.each(testDatabases)(`a catalog of ${COUNT} generated CPUs on $name`, (database) => {
  const db = useTestDatabase(database);

  beforeAll(async () => {
    await insertGeneratedCpus(db(), COUNT);
    await refreshCatalog(db());
  }, 120_000);

  describe("ranking", () => {
    const category = "geekbench-6-multi";
    const ranking = async (search = "") =>
      (await load(rankingRoute, `/ranking/${category}${search}`, { category })) as RankingData;

    it("renders its first 20 rows, counts them all and links the next page", async () => {
      const page = await ranking();
      expect(page.total).toBe(COUNT);
      expect(page.entries.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(names(page.entries)).toEqual(names(fullRanking(category).slice(0, 20)));
      expect(page.nextSearch).toBe("?page=2");
      expect(page.previousSearch).toBeNull();
      expect(page.pageLinks).toEqual({
        previous: null,
        next: `${ORIGIN}/ranking/${category}?page=2`,
      });
      expect(receivedJson(page.seo).canonical).toBe(`${ORIGIN}/ranking/${category}`);
      const head = rankingRoute.meta({ data: page } as never);
      expect(head).toContainEqual({ tagName: "link", rel: "next", href: page.pageLinks.next });
    });

    it("pages through with ?page=N, each page ranked where it stands, with rel prev and next", async () => {
      const page = await ranking("?page=3");
      expect(page.entries.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 41));
      expect(names(page.entries)).toEqual(names(fullRanking(category).slice(40, 60)));
      expect(page.entries[0]!.medal).toBeNull();
      // Bars stay scaled to the top of the whole ranking.
      expect(page.entries[0]!.barPercent).toBeCloseTo(fullRanking(category)[40]!.barPercent);
      expect(page.previousSearch).toBe("?page=2");
      expect(page.nextSearch).toBe("?page=4");
      expect(page.pageLinks).toEqual({
        previous: `${ORIGIN}/ranking/${category}?page=2`,
        next: `${ORIGIN}/ranking/${category}?page=4`,
      });
      expect(receivedJson(page.seo).canonical).toBe(`${ORIGIN}/ranking/${category}?page=3`);
      const last = await ranking(`?page=${COUNT / 20}`);
      expect(last.entries.at(-1)!.rank).toBe(COUNT);
      expect(last.nextSearch).toBeNull();
      expect(last.pageLinks.next).toBeNull();
      // Past the end: the last page, not an error.
      expect((await ranking("?page=99999")).entries.at(-1)!.rank).toBe(COUNT);
    });

    it("shows the rows Load More added from the URL (?shown=60), never more than 500", async () => {
      const page = await ranking("?shown=60");
      expect(page.entries).toHaveLength(60);
      expect(page.nextSearch).toBe("?page=4");
      expect((await ranking("?shown=100000")).entries).toHaveLength(500);
    });

    it("keeps the filters in its links and ranks within them", async () => {
      const page = await ranking("?brand=intel&page=2");
      expect(page.total).toBe(COUNT / 2);
      expect(names(page.entries)).toEqual(names(fullRanking(category, "Intel").slice(20, 40)));
      expect(page.entries[0]!.rank).toBe(21);
      expect(page.nextSearch).toBe("?brand=intel&page=3");
      expect(page.previousSearch).toBe("?brand=intel");
    });

    it("sends the old every-row link (?all=1) to the first page instead of every row", async () => {
      const answer = await response(rankingRoute, `/de/ranking/${category}?type=server&all=1`, {
        category,
        lang: "de",
      });
      expect(answer.status).toBe(301);
      expect(answer.headers.get("Location")).toBe(`/de/ranking/${category}?type=server`);
    });

    it("keeps page and shown in the page cache's key", () => {
      expect(canonicalPageUrl(`/ranking/${category}?shown=60&page=2&utm_source=x`)).toBe(
        `/ranking/${category}?page=2&shown=60`,
      );
      expect(canonicalPageUrl("/search?q=gen&page=3&fbclid=y")).toBe("/search?page=3&q=gen");
    });
  });

  describe("search page", () => {
    const search = async (query: string) => {
      const data = (await load(searchRoute, `/search?${query}`)) as SearchData;
      return { ...data, groups: receivedJson(data.groups) };
    };

    it("shows 20 matches with the total count and the next page", async () => {
      const [group] = (await search("q=generated")).groups;
      expect(group!.total).toBe(COUNT);
      expect(group!.results).toHaveLength(20);
      expect(names(group!.results)).toEqual(names(searchCpus(getCatalog().cpus, "generated", 20)));
      expect(group!.next).toBe("/search?q=generated&page=2");
      expect(group!.previous).toBeNull();
    });

    it("pages through the matches and shows the last page for a page past the end", async () => {
      const page = await search("q=GENERATED%20CPU&page=2");
      const [group] = page.groups;
      expect(names(group!.results)).toEqual(
        names(searchCpus(getCatalog().cpus, "generated", 40).slice(20)),
      );
      expect(group!.from).toBe(21);
      expect(group!.previous).toBe("/search?q=GENERATED%20CPU");
      expect(page.pageLinks.next).toBe(`${ORIGIN}/search?q=GENERATED%20CPU&page=3`);
      const [last] = (await search("q=generated&page=99999")).groups;
      expect(last!.page).toBe(COUNT / 20);
      expect(last!.to).toBe(COUNT);
      expect(last!.next).toBeNull();
    });

    it("gives two terms the first page of each with their totals", async () => {
      const terms = ["generation 1", "generation 7"];
      const { groups } = await search(terms.map((t) => `q=${encodeURIComponent(t)}`).join("&"));
      const all = terms.map((t) => searchCpus(getCatalog().cpus, t, Infinity));
      expect(all.every((matches) => matches.length > 20)).toBe(true);
      expect(groups.map((g) => g.total)).toEqual(all.map((matches) => matches.length));
      expect(groups.map((g) => names(g.results))).toEqual(all.map((m) => names(m.slice(0, 20))));
    });
  });

  describe("sitemaps", () => {
    it("/sitemap.xml is an index of per-language sitemaps by kind of page, long ones in parts", async () => {
      const answer = await response(sitemapRoute, "/sitemap.xml");
      expect(answer.headers.get("Content-Type")).toContain("application/xml");
      const xml = await answer.text();
      expect(xml).toContain("<sitemapindex");
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      for (const lang of ["en", "es", "pt", "fr", "de", "it"])
        for (const file of [
          `${lang}-pages-1`,
          `${lang}-cpus-1`,
          `${lang}-cpus-2`,
          `${lang}-comparisons-1`,
        ])
          expect(locs).toContain(`${ORIGIN}/sitemaps/${file}.xml`);
      expect(locs).not.toContain(`${ORIGIN}/sitemaps/en-cpus-3.xml`);
      expect(xml).toMatch(/<loc>[^<]+en-cpus-1\.xml<\/loc><lastmod>2026-01-01<\/lastmod>/);
    });

    it("each file lists one language's pages, at most 2,000, every CPU once across the parts", async () => {
      const urls: string[] = [];
      for (const part of [1, 2]) {
        const file = `es-cpus-${part}.xml`;
        const xml = await (await response(sitemapFileRoute, `/sitemaps/${file}`, { file })).text();
        const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(locs.length).toBeLessThanOrEqual(2_000);
        expect(xml).toContain("<lastmod>2026-01-01</lastmod>");
        const first = locs[0]!.replace(`${ORIGIN}/es`, "");
        expect(xml).toContain(`hreflang="x-default" href="${ORIGIN}${first}"`);
        expect(xml).toContain(`hreflang="it" href="${ORIGIN}/it${first}"`);
        urls.push(...locs);
      }
      expect(urls).toHaveLength(COUNT);
      expect(new Set(urls).size).toBe(COUNT);
      expect(urls.every((u) => u.startsWith(`${ORIGIN}/es/cpus/generated-cpu-`))).toBe(true);
      const pages = await (
        await response(sitemapFileRoute, "/sitemaps/fr-pages-1.xml", { file: "fr-pages-1.xml" })
      ).text();
      expect(pages).toContain(`<loc>${ORIGIN}/fr/ranking/geekbench-6-multi</loc>`);
      expect(pages).toContain(`<loc>${ORIGIN}/fr/methodology</loc>`);
    });

    it("answers 404 for a part or a name that does not exist", async () => {
      for (const file of ["en-cpus-3.xml", "xx-cpus-1.xml", "en-gpus-1.xml", "en-cpus-1"])
        expect((await response(sitemapFileRoute, `/sitemaps/${file}`, { file })).status, file).toBe(
          404,
        );
    });
  });

  describe("suggestions (GET /api/suggest)", () => {
    const suggest = async (q: string | null) => {
      const url = q === null ? "/api/suggest" : `/api/suggest?q=${encodeURIComponent(q)}`;
      const answer = await response(suggestRoute, url);
      expect(answer.status).toBe(200);
      return suggestions.parse(await answer.json());
    };

    it("gives none for blank text", async () => {
      for (const q of [null, "", "   "]) expect(await suggest(q)).toEqual([]);
    });

    it("matches name, brand or architecture in any case, at most 8, best score first", async () => {
      const catalog = getCatalog().cpus;
      const byName = await suggest("GENERATED cpu 0001");
      expect(byName).toHaveLength(8);
      expect(byName.every((c) => c.name.includes("Generated CPU 0001"))).toBe(true);
      expect(names(byName)).toEqual(names(searchCpus(catalog, "generated cpu 0001")));
      const byBrand = await suggest("amd");
      expect(byBrand).toHaveLength(8);
      expect(byBrand.every((c) => c.brand === "AMD")).toBe(true);
      const byArchitecture = await suggest("GENERATION 7");
      expect(byArchitecture).toHaveLength(8);
      expect(byArchitecture.every((c) => c.architecture === "Generation 7")).toBe(true);
      for (const list of [byName, byBrand, byArchitecture]) {
        const scores = list.map((c) => c.benchmarkScore!);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
      // The best-scoring AMD CPUs of the whole catalog, not just any eight.
      const bestAmd = catalog
        .filter((c) => c.brand === "AMD")
        .map((c) => c.scores["geekbench-6-multi"]!.value)
        .sort((a, b) => b - a)
        .slice(0, 8);
      expect(byBrand.map((c) => c.benchmarkScore)).toEqual(bestAmd);
      expect(await suggest("no such processor")).toEqual([]);
    });
  });

  describe("API lists", () => {
    const get = (route: Module, url: string, params: Record<string, string> = {}) =>
      response(route, url, params);

    it("/api/cpus lists every CPU without limit, and pages with limit and offset and Link", async () => {
      const all = summaries.parse(await (await get(cpusRoute, "/api/cpus")).json());
      expect(all).toHaveLength(COUNT);
      const first = await get(cpusRoute, "/api/cpus?limit=100");
      expect(summaries.parse(await first.json()).map((c) => c.id)).toEqual(
        all.slice(0, 100).map((c) => c.id),
      );
      expect(first.headers.get("Link")).toBe('</api/cpus?limit=100&offset=100>; rel="next"');
      const middle = await get(cpusRoute, "/api/cpus?offset=200&limit=100");
      expect(summaries.parse(await middle.json()).map((c) => c.id)).toEqual(
        all.slice(200, 300).map((c) => c.id),
      );
      expect(middle.headers.get("Link")).toBe(
        '</api/cpus?offset=300&limit=100>; rel="next", </api/cpus?offset=100&limit=100>; rel="prev"',
      );
      const last = await get(cpusRoute, `/api/cpus?offset=${COUNT - 50}&limit=100`);
      expect(summaries.parse(await last.json())).toHaveLength(50);
      expect(last.headers.get("Link")).toBe(
        `</api/cpus?offset=${COUNT - 150}&limit=100>; rel="prev"`,
      );
      expect((await get(cpusRoute, "/api/cpus?offset=-1")).status).toBe(400);
      expect((await get(cpusRoute, "/api/cpus?limit=0")).status).toBe(400);
    });

    it("answers the same ETag until the catalog changes, and 304 to it", async () => {
      const one = await get(cpusRoute, "/api/cpus?limit=10");
      const two = await get(cpusRoute, "/api/cpus?limit=10");
      expect(one.headers.get("ETag")).toBe(two.headers.get("ETag"));
      expect(one.headers.get("ETag")).not.toBe(
        (await get(cpusRoute, "/api/cpus")).headers.get("ETag"),
      );
      const request = new Request(`${ORIGIN}/api/cpus?limit=10`, {
        headers: { "If-None-Match": one.headers.get("ETag")! },
      });
      const again = await cpusRoute.loader(routeArgs(request, {}, { db: null }));
      expect(again.status).toBe(304);
      expect(again.headers.get("Link")).toContain('rel="next"');
    });

    it("pages a brand and a search the same way, search still 10 by default", async () => {
      const brand = await get(brandRoute, "/api/cpus/brand/intel?limit=5&offset=5", {
        brand: "intel",
      });
      const intel = getCatalog().cpus.filter((c) => c.brand === "Intel");
      expect(summaries.parse(await brand.json()).map((c) => c.id)).toEqual(
        intel.slice(5, 10).map((c) => c.id),
      );
      expect(brand.headers.get("Link")).toContain('rel="prev"');
      expect(
        summaries.parse(
          await (await get(brandRoute, "/api/cpus/brand/amd", { brand: "amd" })).json(),
        ),
      ).toHaveLength(COUNT / 2);

      const query = "generated";
      const search = await get(searchApiRoute, `/api/cpus/search/${query}`, { query });
      expect(summaries.parse(await search.json())).toHaveLength(10);
      expect(search.headers.get("Link")).toBe(
        `</api/cpus/search/${query}?offset=10&limit=10>; rel="next"`,
      );
      const later = await get(searchApiRoute, `/api/cpus/search/${query}?offset=20&limit=50`, {
        query,
      });
      expect(names(summaries.parse(await later.json()))).toEqual(
        names(searchCpus(getCatalog().cpus, query, 70).slice(20)),
      );
      expect(later.headers.get("Link")).toContain('?offset=0&limit=50>; rel="prev"');
    });
  });
});
