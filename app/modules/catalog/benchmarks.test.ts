import { describe, expect, it } from "vitest";
import {
  benchmarkById,
  combineResults,
  OVERALL_SCORE_BENCHMARK,
  overallBenchmarkScore,
  RANKING_CATEGORY_IDS,
} from "./benchmarks";

describe("benchmarks", () => {
  it("has the eight ranking categories of spec section 3", () => {
    expect([...RANKING_CATEGORY_IDS].sort()).toEqual(
      [
        "cinebench-r23-single",
        "geekbench-5-single",
        "cinebench-r23-multi",
        "geekbench-5-multi",
        "passmark-single",
        "geekbench-6-single",
        "passmark-multi",
        "geekbench-6-multi",
      ].sort(),
    );
  });

  it("defines the overall score as the shown Geekbench 6 multi-core figure", () => {
    expect(OVERALL_SCORE_BENCHMARK).toBe("geekbench-6-multi");
    expect(overallBenchmarkScore({ "geekbench-6-multi": { value: 21000 } })).toBe(21000);
    expect(
      overallBenchmarkScore({
        "cinebench-r23-multi": { value: 38000 },
        "passmark-multi": { value: 60000 },
      }),
    ).toBeNull();
  });

  it("shows nothing for a benchmark without results", () => {
    expect(combineResults([])).toBeNull();
  });
});

describe("benchmarkById", () => {
  it("finds a benchmark by its URL id and nothing for an unknown or missing one", () => {
    expect(benchmarkById("passmark-multi")?.label).toBe("PassMark CPU Mark");
    expect(benchmarkById("passmark")).toBeUndefined();
    expect(benchmarkById(undefined)).toBeUndefined();
  });
});
