import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { differencePercent, reviewFlags } from "./review";

/** An 8-core, 16-thread CPU with published Cinebench R23 figures 2000 / 20000. */
const cpu = testCpu(
  { threads: 16 },
  { "cinebench-r23-single": 2000, "cinebench-r23-multi": 20000 },
);

describe("reviewFlags", () => {
  it("passes a result within 20% of the published figure that fits the other benchmarks", () => {
    expect(reviewFlags({ benchmark: "cinebench-r23-multi", result: 23_999 }, cpu)).toEqual([]);
    expect(reviewFlags({ benchmark: "cinebench-r23-multi", result: 16_001 }, cpu)).toEqual([]);
    // Exactly 20% away is not more than 20%.
    expect(reviewFlags({ benchmark: "cinebench-r23-multi", result: 24_000 }, cpu)).toEqual([]);
  });

  it("flags a result more than 20% above or below the current figure, with the difference", () => {
    expect(reviewFlags({ benchmark: "cinebench-r23-multi", result: 24_001 }, cpu)).toEqual([
      {
        kind: "far-from-current",
        current: 20000,
        basis: "published",
        differencePercent: 20.005,
      },
    ]);
    const [below] = reviewFlags({ benchmark: "cinebench-r23-multi", result: 15_000 }, cpu);
    expect(below).toMatchObject({ kind: "far-from-current", differencePercent: -25 });
  });

  it("compares with the visitors' median where nothing is published", () => {
    const visitorsOnly = testCpu({}, {}, { "geekbench-6-single": [2800, 3000, 3100] });
    expect(reviewFlags({ benchmark: "geekbench-6-single", result: 3500 }, visitorsOnly)).toEqual(
      [],
    );
    expect(
      reviewFlags({ benchmark: "geekbench-6-single", result: 3700 }, visitorsOnly),
    ).toMatchObject([{ kind: "far-from-current", current: 3000, basis: "visitor-median" }]);
  });

  it("flags nothing for a benchmark the CPU has no figure of and no pair figure", () => {
    expect(reviewFlags({ benchmark: "geekbench-5-multi", result: 99_999 }, cpu)).toEqual([]);
    expect(reviewFlags({ benchmark: "cpu-z", result: 12_000 }, cpu)).toEqual([]);
  });

  it("flags a single-core result above the CPU's multi-core figure of the same benchmark", () => {
    const multiOnly = testCpu({ threads: 16 }, { "geekbench-6-multi": 2500 });
    expect(reviewFlags({ benchmark: "geekbench-6-single", result: 2600 }, multiOnly)).toEqual([
      { kind: "single-above-multi", single: 2600, multi: 2500, other: "geekbench-6-multi" },
    ]);
    // A multi-core result below the single-core figure is the same inconsistency.
    expect(
      reviewFlags({ benchmark: "cinebench-r23-multi", result: 1900 }, cpu).map((f) => f.kind),
    ).toEqual(["far-from-current", "single-above-multi"]);
  });

  it("flags multi-core over single-core above threads × 1.5", () => {
    // 16 threads × 1.5 = 24: a single-core result of 800 makes 20000 / 800 = 25.
    const single = testCpu({ threads: 16 }, { "cinebench-r23-multi": 20000 });
    expect(reviewFlags({ benchmark: "cinebench-r23-single", result: 800 }, single)).toEqual([
      {
        kind: "ratio-above-threads",
        ratio: 25,
        limit: 24,
        threads: 16,
        other: "cinebench-r23-multi",
      },
    ]);
    expect(reviewFlags({ benchmark: "cinebench-r23-single", result: 834 }, single)).toEqual([]);
    // The same multi-core result on a 4-thread CPU (limit 6) is flagged against its single-core figure.
    const small = testCpu({ cores: 4, threads: 4 }, { "passmark-single": 3000 });
    expect(
      reviewFlags({ benchmark: "passmark-multi", result: 18_001 }, small).map((f) => f.kind),
    ).toEqual(["ratio-above-threads"]);
    expect(reviewFlags({ benchmark: "passmark-multi", result: 18_000 }, small)).toEqual([]);
  });
});

describe("differencePercent", () => {
  it("is the signed difference in percent of the current figure", () => {
    expect(differencePercent(2400, 2000)).toBe(20);
    expect(differencePercent(1500, 2000)).toBe(-25);
  });
});
