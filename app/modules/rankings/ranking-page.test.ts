import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import { serverTranslator } from "~/modules/i18n/messages.server";
import {
  filterRanked,
  FIRST_RANKING_VIEW,
  NO_RANKING_FILTERS,
  onlyShownDiffers,
  rankCategory,
  type CategoryRanking,
  type RankingFilters,
} from "./ranking";
import { rankingPage } from "./ranking-page";

const en = serverTranslator("en");
const de = serverTranslator("de");
const ORIGIN = "https://corerank.test";
const MULTI = "geekbench-6-multi";

/** 45 CPUs scored 10000 down to 5600: every third an Intel, every fifth a laptop. */
const cpus = Array.from({ length: 45 }, (_, i) =>
  testCpu(
    {
      id: `test-cpu-${i + 1}`,
      name: `Test CPU ${String(i + 1).padStart(2, "0")}`,
      brand: i % 3 === 2 ? "Intel" : "AMD",
      type: i % 5 === 4 ? "Laptop" : "Desktop",
    },
    { [MULTI]: 10_000 - i * 100 },
  ),
);
// Without a figure in the category: never ranked, never counted.
const unscored = testCpu(
  { id: "test-unscored", name: "Test Unscored" },
  { "cinebench-r23-single": 1 },
);

function rankingOf(
  category: BenchmarkId = MULTI,
  filters: RankingFilters = NO_RANKING_FILTERS,
): CategoryRanking {
  const all = rankCategory([...cpus, unscored], category);
  return { category, filters, all, matching: filterRanked(all, filters) };
}

const page = (view = FIRST_RANKING_VIEW, ranking = rankingOf(), tr = en) =>
  rankingPage(ranking, view, tr, ORIGIN);

describe("the ranking page", () => {
  it("shows the first 20 rows, counts them all and links the next page", () => {
    const p = page();
    expect(p.total).toBe(45);
    expect(p.categoryCount).toBe(45);
    expect(p.page).toBe(1);
    expect(p.offset).toBe(0);
    expect(p.entries.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(p.entries[0]).toMatchObject({ id: "test-cpu-1", medal: "gold", barPercent: 100 });
    expect(p.nextSearch).toBe("?page=2");
    expect(p.previousSearch).toBeNull();
    expect(p.pageLinks).toEqual({ previous: null, next: `${ORIGIN}/ranking/${MULTI}?page=2` });
    expect(p.seo.path).toBe(`/ranking/${MULTI}`);
  });

  it("pages through, each page its own canonical page, with the pages before and after", () => {
    const p = page({ page: 2, shown: 20 });
    expect(p.entries.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect(p.entries[0]!.medal).toBeNull();
    // Bars stay scaled to the top of the whole ranking.
    expect(p.entries[0]!.barPercent).toBeCloseTo(80);
    // The first page's address has no query.
    expect(p.previousSearch).toBe("");
    expect(p.nextSearch).toBe("?page=3");
    expect(p.pageLinks).toEqual({
      previous: `${ORIGIN}/ranking/${MULTI}`,
      next: `${ORIGIN}/ranking/${MULTI}?page=3`,
    });
    expect(p.seo.path).toBe(`/ranking/${MULTI}?page=2`);
    const last = page({ page: 3, shown: 20 });
    expect(last.entries.map((e) => e.rank)).toEqual([41, 42, 43, 44, 45]);
    expect(last.previousSearch).toBe("?page=2");
    expect(last.nextSearch).toBeNull();
    expect(last.pageLinks.next).toBeNull();
  });

  it("shows more rows without a new canonical page, and the next page after them", () => {
    const p = page({ page: 1, shown: 40 });
    expect(p.entries).toHaveLength(40);
    expect(p.nextSearch).toBe("?page=3");
    expect(p.seo.path).toBe(`/ranking/${MULTI}`);
  });

  it("shows the last page for a page past the end", () => {
    const p = page({ page: 99, shown: 20 });
    expect(p.page).toBe(3);
    expect(p.offset).toBe(40);
    expect(p.seo.path).toBe(`/ranking/${MULTI}?page=3`);
  });

  it("ranks within the filtered list, keeps the filters in its links and counts the whole category", () => {
    const p = page(
      FIRST_RANKING_VIEW,
      rankingOf(MULTI, { ...NO_RANKING_FILTERS, brand: "Intel", type: null }),
    );
    expect(p.total).toBe(15);
    expect(p.categoryCount).toBe(45);
    expect(p.entries[0]).toMatchObject({ rank: 1, id: "test-cpu-3", barPercent: 100 });
    expect(p.filterForm.values).toMatchObject({ brand: "intel", type: "", sort: "figure" });
    expect(p.filterSearch).toBe("?brand=intel");
    expect(
      page(
        { page: 1, shown: 20 },
        rankingOf(MULTI, { ...NO_RANKING_FILTERS, brand: null, type: "Laptop" }),
      ),
    ).toMatchObject({
      total: 9,
      filterForm: { values: { brand: "", type: "laptop" } },
      nextSearch: null,
    });
    const second = page(
      { page: 2, shown: 20 },
      rankingOf(MULTI, { ...NO_RANKING_FILTERS, brand: "AMD", type: null }),
    );
    expect(second.previousSearch).toBe("?brand=amd");
    expect(second.pageLinks.previous).toBe(`${ORIGIN}/ranking/${MULTI}?brand=amd`);
    expect(second.nextSearch).toBeNull();
  });

  it("offers every brand and type as a filter", () => {
    const p = page();
    expect(p.filterForm.brandOptions).toEqual([
      { value: "intel", brand: "Intel" },
      { value: "amd", brand: "AMD" },
    ]);
    expect(p.filterForm.typeOptions.map((o) => o.value)).toContain("laptop");
    expect(p.filterForm.typeOptions.every((o) => o.value === o.type.toLowerCase())).toBe(true);
  });

  it("has no rows and says so in its description for a category without figures", () => {
    const p = page(FIRST_RANKING_VIEW, rankingOf("passmark-single"));
    expect(p).toMatchObject({ total: 0, categoryCount: 0, entries: [], nextSearch: null });
    expect(p.seo.description).toBe(
      en.t("ranking.meta.descriptionEmpty", {
        benchmark: en.t("common.benchmark.passmark-single"),
      }),
    );
  });

  it("names the benchmark in its title, description, keywords and breadcrumbs", () => {
    const benchmark = en.t(`common.benchmark.${MULTI}`);
    const { seo } = page();
    expect(seo.title).toBe(en.t("ranking.meta.title", { benchmark }));
    expect(seo.description).toBe(en.plural("ranking.meta.description", 45, { benchmark }));
    expect(seo.keywords).toContain(benchmark);
    expect(seo.keywords.every((k) => k === k.trim() && k !== "")).toBe(true);
    expect(seo.breadcrumbs).toEqual([
      { name: en.t("common.nav.ranking"), path: "/ranking/cinebench-r23-multi" },
      { name: benchmark, path: `/ranking/${MULTI}` },
    ]);
  });

  it("lists the unfiltered top 10 as an ItemList, linked in the page's language", () => {
    const filtered = rankingOf(MULTI, { ...NO_RANKING_FILTERS, brand: "Intel", type: null });
    const [list] = page({ page: 2, shown: 20 }, filtered, de).seo.structuredData ?? [];
    expect(list).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: de.t("ranking.title", { benchmark: de.t(`common.benchmark.${MULTI}`) }),
    });
    const items = (list as { itemListElement: unknown[] }).itemListElement;
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Test CPU 01",
      url: `${ORIGIN}/de/cpus/test-cpu-1`,
    });
  });

  it("links the pages before and after in the page's language", () => {
    expect(page({ page: 2, shown: 20 }, rankingOf(), de).pageLinks).toEqual({
      previous: `${ORIGIN}/de/ranking/${MULTI}`,
      next: `${ORIGIN}/de/ranking/${MULTI}?page=3`,
    });
  });
});

describe("a change of ranking URL", () => {
  const url = (search: string) => new URL(`${ORIGIN}/ranking/${MULTI}${search}`);

  it("needs no new data when only the rows shown change", () => {
    expect(onlyShownDiffers(url("?brand=amd"), url("?brand=amd&shown=60"))).toBe(true);
    expect(onlyShownDiffers(url("?page=2&shown=40"), url("?page=2&shown=60"))).toBe(true);
  });

  it("needs it for another page, filter or category", () => {
    expect(onlyShownDiffers(url(""), url("?page=2"))).toBe(false);
    expect(onlyShownDiffers(url(""), url("?brand=amd&shown=40"))).toBe(false);
    expect(onlyShownDiffers(url(""), new URL(`${ORIGIN}/ranking/passmark-single`))).toBe(false);
  });
});
