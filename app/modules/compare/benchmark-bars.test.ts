import { describe, expect, it } from "vitest";
import { benchmarkBars } from "./benchmark-bars";
import { testCpu } from "./test-cpu";

describe("benchmarkBars", () => {
  const ryzen = testCpu(
    { id: "ryzen" },
    { "cinebench-r23-single": 2040, "cinebench-r23-multi": 38000, "passmark-multi": 62800 },
  );
  const intel = testCpu(
    { id: "intel", brand: "Intel" },
    { "cinebench-r23-single": 2250, "cinebench-r23-multi": 39000 },
  );
  const bars = benchmarkBars(ryzen, intel);

  it("draws a pair for every benchmark either CPU has a score for, in benchmark order", () => {
    expect(bars.map((b) => b.benchmark)).toEqual([
      "cinebench-r23-single",
      "cinebench-r23-multi",
      "geekbench-5-single",
      "geekbench-5-multi",
      "passmark-multi",
    ]);
  });

  it("scales each pair to its higher score, which fills the bar", () => {
    expect(bars[1]).toEqual({
      benchmark: "cinebench-r23-multi",
      a: { value: 38000, estimated: false, width: 97.4 },
      b: { value: 39000, estimated: false, width: 100 },
      winner: "b",
    });
  });

  it("draws a lone score at full length with no winner", () => {
    expect(bars[4]).toEqual({
      benchmark: "passmark-multi",
      a: { value: 62800, estimated: false, width: 100 },
      b: null,
      winner: null,
    });
  });

  it("marks scores from the fallback formulas as estimated", () => {
    expect(bars[2]?.a?.estimated).toBe(true);
    expect(bars[2]?.b?.estimated).toBe(true);
  });

  it("gives nothing when neither CPU has a score", () => {
    expect(benchmarkBars(testCpu({ id: "x" }), testCpu({ id: "y" }))).toEqual([]);
  });
});
