import { describe, expect, it } from "vitest";
import type { BenchmarkId, ShownScore } from "~/modules/catalog/benchmarks";
import type { CpuBrand, CpuType } from "~/modules/catalog/cpu.schema";
import { lowSampleRuns } from "~/modules/catalog/score-provenance";
import { publishedScore, visitorMedianScore } from "../../../tests/support/test-cpu";
import {
  filterRanked,
  isRankingCategory,
  NO_RANKING_FILTERS,
  parseRankingFilters,
  parseRankingView,
  rankCategory,
  rankingEntries,
  rankingForCategory,
  rankingSearch,
  rankingWindow,
  withRankingView,
} from "./ranking";

const MULTI = "cinebench-r23-multi";
const measured = (value: number, sampleCount: number | null = 1): ShownScore =>
  publishedScore(MULTI, { score: value, sampleCount, sourceName: "Test Lab" });

const cpu = (
  name: string,
  brand: CpuBrand,
  type: CpuType,
  scores: Partial<Record<BenchmarkId, ShownScore>>,
) => ({
  id: name.toLowerCase().replace(/ /g, "-"),
  name,
  brand,
  type,
  cores: 8,
  threads: 16,
  baseFreq: 3.5,
  releaseDate: "2022-09-27",
  releaseYear: 2022,
  socket: brand === "AMD" ? (type === "Desktop" ? "AM5" : "FP7, FP7r2") : "LGA1700",
  maxTurboPower: null as number | null,
  price: null as number | null,
  priceMax: null as number | null,
  scores,
});

const cpus = [
  cpu("AMD Ryzen 7 7700X", "AMD", "Desktop", { [MULTI]: measured(19000) }),
  cpu("Intel Core i9-13900K", "Intel", "Desktop", { [MULTI]: measured(38000, 4) }),
  cpu("AMD Ryzen 9 7950X", "AMD", "Desktop", { [MULTI]: measured(38000) }),
  cpu("AMD Ryzen 7 7840U", "AMD", "Laptop", { [MULTI]: measured(15000) }),
  cpu("Intel Core i5-8400", "Intel", "Desktop", { "cinebench-r23-single": measured(1200) }),
  cpu("Intel Core i7-1360P", "Intel", "Laptop", {}),
];

describe("rankingForCategory", () => {
  it("marks figures from fewer than 5 runs, the #1 of a ranking included, and states the runs", () => {
    const ranking = rankingForCategory(cpus, MULTI, NO_RANKING_FILTERS);
    // The top figure is one run: it carries the mark (it is never shown without it).
    expect(ranking[0]!.source.sampleCount).toBe(1);
    expect(lowSampleRuns(ranking[0]!.source)).toBe(1);
    expect(lowSampleRuns(ranking[1]!.source)).toBe(4);
    const wellSampled = rankingForCategory(
      [cpu("AMD Ryzen 5 7600", "AMD", "Desktop", { [MULTI]: measured(15000, 10172) })],
      MULTI,
      NO_RANKING_FILTERS,
    );
    expect(wellSampled[0]!.source.sampleCount).toBe(10172);
    expect(lowSampleRuns(wellSampled[0]!.source)).toBeNull();
  });

  it("ranks only stored scores, highest first, ties by name", () => {
    const ranking = rankingForCategory(cpus, MULTI, NO_RANKING_FILTERS);
    expect(ranking.map((e) => [e.rank, e.name, e.score])).toEqual([
      [1, "AMD Ryzen 9 7950X", 38000],
      [2, "Intel Core i9-13900K", 38000],
      [3, "AMD Ryzen 7 7700X", 19000],
      [4, "AMD Ryzen 7 7840U", 15000],
    ]);
  });

  it("never ranks a CPU without a figure in the category, whatever else it has", () => {
    const names = rankingForCategory(cpus, MULTI, NO_RANKING_FILTERS).map((e) => e.name);
    expect(names).not.toContain("Intel Core i5-8400");
    expect(names).not.toContain("Intel Core i7-1360P");
  });

  it("gives the top three medals and everyone else none", () => {
    const medals = rankingForCategory(cpus, MULTI, NO_RANKING_FILTERS).map((e) => e.medal);
    expect(medals).toEqual(["gold", "silver", "bronze", null]);
  });

  it("scales bars to the top score of the list shown", () => {
    const bars = rankingForCategory(cpus, MULTI, NO_RANKING_FILTERS).map((e) => e.barPercent);
    expect(bars).toEqual([100, 100, 50, (15000 / 38000) * 100]);
  });

  it("names the source of every ranked figure, with its run count when the source states one", () => {
    const ranking = rankingForCategory(cpus, MULTI, NO_RANKING_FILTERS);
    expect(ranking.every((e) => e.source.sourceName === "Test Lab")).toBe(true);
    expect(ranking[1]!.source).toMatchObject({
      basis: "published",
      sampleCount: 4,
      sourceUrl: `https://example.com/${MULTI}`,
      methodology: "/methodology#cinebench-r23",
    });
  });

  it("ranks the visitors' median where nothing was published, and says so", () => {
    const withVisitors = [
      ...cpus,
      cpu("AMD Ryzen 5 7600", "AMD", "Desktop", {
        [MULTI]: visitorMedianScore(MULTI, [14000, 16000, 30000]),
      }),
    ];
    const entry = rankingForCategory(withVisitors, MULTI, NO_RANKING_FILTERS).find(
      (e) => e.name === "AMD Ryzen 5 7600",
    )!;
    expect(entry).toMatchObject({ rank: 4, score: 16000 });
    expect(entry.source).toMatchObject({
      basis: "visitor-median",
      sourceName: null,
      visitors: { count: 3 },
      methodology: "/methodology#visitor-results",
    });
  });

  it("ranks 1..N within the filtered list and scales bars to its own top", () => {
    const laptops = rankingForCategory(cpus, MULTI, {
      ...NO_RANKING_FILTERS,
      brand: "AMD",
      type: "Laptop",
    });
    expect(laptops.map((e) => [e.rank, e.name, e.medal, e.barPercent])).toEqual([
      [1, "AMD Ryzen 7 7840U", "gold", 100],
    ]);
  });

  it("is empty for a category without stored scores", () => {
    expect(rankingForCategory(cpus, "geekbench-6-multi", NO_RANKING_FILTERS)).toEqual([]);
  });
});

describe("ranking URLs", () => {
  it("knows the eight categories and nothing else", () => {
    expect(isRankingCategory("passmark-multi")).toBe(true);
    expect(isRankingCategory("cpu-z")).toBe(false);
    expect(isRankingCategory("unknown")).toBe(false);
    expect(isRankingCategory(undefined)).toBe(false);
  });

  it("reads the brand and type filters in any case and ignores unknown values", () => {
    expect(parseRankingFilters(new URLSearchParams("brand=AMD&type=laptop"))).toMatchObject({
      brand: "AMD",
      type: "Laptop",
    });
    expect(parseRankingFilters(new URLSearchParams("brand=via&type=phone"))).toMatchObject(
      NO_RANKING_FILTERS,
    );
  });

  it("writes the filters into links, with the page and rows shown when not the first 20", () => {
    expect(rankingSearch({ ...NO_RANKING_FILTERS, brand: "Intel", type: "Server" })).toBe(
      "?brand=intel&type=server",
    );
    expect(
      rankingSearch({ ...NO_RANKING_FILTERS, brand: "AMD", type: null }, { page: 3, shown: 20 }),
    ).toBe("?brand=amd&page=3");
    expect(rankingSearch(NO_RANKING_FILTERS, { page: 1, shown: 60 })).toBe("?shown=60");
    expect(rankingSearch(NO_RANKING_FILTERS)).toBe("");
    expect(withRankingView("?type=laptop", { page: 2, shown: 40 })).toBe(
      "?type=laptop&page=2&shown=40",
    );
  });
});

describe("ranking pages", () => {
  const view = (search: string) => parseRankingView(new URLSearchParams(search));

  it("reads the page and rows shown: whole pages of 20, at most 500, nonsense as the first 20", () => {
    expect(view("")).toEqual({ page: 1, shown: 20 });
    expect(view("page=3&shown=60")).toEqual({ page: 3, shown: 60 });
    expect(view("shown=45")).toEqual({ page: 1, shown: 60 });
    expect(view("shown=5")).toEqual({ page: 1, shown: 20 });
    expect(view("shown=99999")).toEqual({ page: 1, shown: 500 });
    expect(view("page=0&shown=-4")).toEqual({ page: 1, shown: 20 });
    expect(view("page=abc&shown=1e3")).toEqual({ page: 1, shown: 20 });
  });

  it("turns a view into rows to show, a page past the end into the last page", () => {
    expect(rankingWindow({ page: 1, shown: 20 }, 45)).toEqual({
      page: 1,
      offset: 0,
      count: 20,
      lastPage: 3,
    });
    expect(rankingWindow({ page: 2, shown: 40 }, 45)).toEqual({
      page: 2,
      offset: 20,
      count: 25,
      lastPage: 3,
    });
    expect(rankingWindow({ page: 9, shown: 20 }, 45)).toMatchObject({
      page: 3,
      offset: 40,
      count: 5,
    });
    expect(rankingWindow({ page: 4, shown: 20 }, 0)).toMatchObject({
      page: 1,
      offset: 0,
      count: 0,
    });
  });

  it("ranks a slice by its place in the whole list, medals and bars included", () => {
    const ranked = rankCategory(cpus, MULTI);
    const slice = rankingEntries(ranked, MULTI, 2, 2);
    expect(slice.map((e) => [e.rank, e.name, e.medal])).toEqual([
      [3, "AMD Ryzen 7 7700X", "bronze"],
      [4, "AMD Ryzen 7 7840U", null],
    ]);
    expect(slice[0]!.barPercent).toBeCloseTo(50);
    expect(
      rankingEntries(
        filterRanked(ranked, { ...NO_RANKING_FILTERS, brand: "AMD", type: null }),
        MULTI,
        1,
        5,
      ),
    ).toEqual(
      rankingForCategory(cpus, MULTI, { ...NO_RANKING_FILTERS, brand: "AMD", type: null }).slice(1),
    );
  });

  it("gives a range-priced CPU its points per dollar over the range, and sorts and filters by its upper bound", () => {
    const priced = [
      {
        ...cpu("Intel Core i5-12400F", "Intel", "Desktop", { [MULTI]: measured(12000) }),
        price: 184,
        priceMax: 194,
      },
      { ...cpu("AMD Ryzen 5 7600", "AMD", "Desktop", { [MULTI]: measured(12000) }), price: 190 },
    ];
    const [amd, intel] = rankingForCategory(priced, MULTI, {
      ...NO_RANKING_FILTERS,
      sort: "perDollar",
    });
    // 12000/194 = 61.9 at the upper bound ranks below 12000/190 = 63.2, though 12000/184 = 65.2.
    expect([amd!.name, amd!.perDollar, amd!.perDollarAtLowestPrice]).toEqual([
      "AMD Ryzen 5 7600",
      63.2,
      null,
    ]);
    expect([intel!.name, intel!.perDollar, intel!.perDollarAtLowestPrice]).toEqual([
      "Intel Core i5-12400F",
      61.9,
      65.2,
    ]);
    expect(
      rankingForCategory(priced, MULTI, { ...NO_RANKING_FILTERS, maxPrice: 190 }).map(
        (e) => e.name,
      ),
    ).toEqual(["AMD Ryzen 5 7600"]);
  });
});
