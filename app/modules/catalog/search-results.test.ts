import { describe, expect, it } from "vitest";
import { OVERALL_SCORE_BENCHMARK } from "./benchmarks";
import type { Cpu } from "./cpu";
import {
  pairSlotGroup,
  requestedPage,
  SEARCH_PAGE_SIZE,
  searchCanonicalPath,
  searchGroup,
  searchPath,
  searchQueries,
} from "./search-results";

/** Only what a search result shows: the page reads nothing else of a CPU. */
const cpu = (n: number, score: number | null = 1000 + n) =>
  ({
    id: `cpu-${n}`,
    name: `CPU ${n}`,
    brand: "AMD",
    type: "Desktop",
    cores: 8,
    threads: 16,
    scores: score === null ? {} : { [OVERALL_SCORE_BENCHMARK]: { value: score } },
  }) as unknown as Cpu;

/** A catalog search over `count` matches, as searchCatalog answers. */
const matches = (count: number) => {
  const all = Array.from({ length: count }, (_, i) => cpu(i + 1));
  return (offset: number, limit: number) => ({
    items: all.slice(offset, offset + limit),
    total: count,
  });
};

describe("searchQueries", () => {
  it("keeps at most four terms (a comparison of up to four CPUs), trimmed and cut, blanks dropped", () => {
    const long = "x".repeat(150);
    const params = new URLSearchParams([
      ["q", "  "],
      ["q", " ryzen "],
      ["q", long],
      ["q", "third"],
      ["q", "fourth"],
      ["q", "fifth"],
    ]);
    expect(searchQueries(params)).toEqual(["ryzen", "x".repeat(100), "third", "fourth"]);
  });
});

describe("requestedPage", () => {
  it("is the page asked for with one term, and the first with two or a bad number", () => {
    expect(requestedPage(new URLSearchParams("q=a&page=3"), ["a"])).toBe(3);
    expect(requestedPage(new URLSearchParams("q=a&q=b&page=3"), ["a", "b"])).toBe(1);
    expect(requestedPage(new URLSearchParams("q=a&page=-2"), ["a"])).toBe(1);
    expect(requestedPage(new URLSearchParams("q=a&page=x"), ["a"])).toBe(1);
  });
});

describe("searchGroup", () => {
  it("shows a middle page with links both ways", () => {
    const group = searchGroup("ryzen", 2, matches(45));
    expect(group).toMatchObject({
      query: "ryzen",
      total: 45,
      page: 2,
      from: SEARCH_PAGE_SIZE + 1,
      to: 2 * SEARCH_PAGE_SIZE,
      previous: "/search?q=ryzen",
      next: "/search?q=ryzen&page=3",
      chosen: null,
    });
    expect(group.results[0]).toEqual({
      id: "cpu-21",
      name: "CPU 21",
      brand: "AMD",
      type: "Desktop",
      cores: 8,
      threads: 16,
      score: 1021,
    });
  });

  it("shows the last page for a page past the end", () => {
    const group = searchGroup("ryzen", 9, matches(45));
    expect(group).toMatchObject({ page: 3, from: 41, to: 45, next: null });
    expect(group.results).toHaveLength(5);
  });

  it("says nothing matched", () => {
    expect(searchGroup("zzz", 1, matches(0))).toMatchObject({
      total: 0,
      page: 1,
      results: [],
      previous: null,
      next: null,
    });
  });
});

describe("pairSlotGroup", () => {
  it("lists a slot's candidates, the CPU it names, and a link to all its matches", () => {
    const group = pairSlotGroup({
      term: "ryzen 7",
      total: 30,
      candidates: [cpu(1), cpu(2, null)],
      cpu: cpu(1),
    });
    expect(group).toMatchObject({ query: "ryzen 7", from: 1, to: 2, next: "/search?q=ryzen%207" });
    expect(group.chosen?.id).toBe("cpu-1");
    expect(group.results[1]?.score).toBeNull();
  });
});

describe("searchCanonicalPath", () => {
  it("is the one term's page, else the first term's, else the empty search", () => {
    const one = searchGroup("ryzen", 2, matches(45));
    expect(searchCanonicalPath([one], ["ryzen"])).toBe("/search?q=ryzen&page=2");
    expect(searchCanonicalPath([one, one], ["a b", "c"])).toBe(searchPath("a b"));
    expect(searchCanonicalPath([], [])).toBe("/search");
  });
});
