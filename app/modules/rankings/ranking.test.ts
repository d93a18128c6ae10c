import { describe, expect, it } from "vitest";
import type { BenchmarkId, ShownScore } from "~/modules/catalog/benchmarks";
import type { CpuBrand, CpuType } from "~/modules/catalog/cpu.schema";
import { publishedScore, visitorMedianScore } from "~/modules/compare/test-cpu";
import {
  initialRowCount,
  isRankingCategory,
  NO_RANKING_FILTERS,
  parseRankingFilters,
  rankingForCategory,
  rankingSearch,
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
    const laptops = rankingForCategory(cpus, MULTI, { brand: "AMD", type: "Laptop" });
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
    expect(parseRankingFilters(new URLSearchParams("brand=AMD&type=laptop"))).toEqual({
      brand: "AMD",
      type: "Laptop",
    });
    expect(parseRankingFilters(new URLSearchParams("brand=via&type=phone"))).toEqual(
      NO_RANKING_FILTERS,
    );
  });

  it("writes the filters into links, with all=1 for the full list", () => {
    expect(rankingSearch({ brand: "Intel", type: "Server" })).toBe("?brand=intel&type=server");
    expect(rankingSearch({ brand: "AMD", type: null }, true)).toBe("?brand=amd&all=1");
    expect(rankingSearch(NO_RANKING_FILTERS)).toBe("");
  });
});

describe("initialRowCount", () => {
  it("shows the first 20 rows, or every row when asked", () => {
    expect(initialRowCount(26, false)).toBe(20);
    expect(initialRowCount(26, true)).toBe(26);
    expect(initialRowCount(11, false)).toBe(11);
  });
});
