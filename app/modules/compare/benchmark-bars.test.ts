import { describe, expect, it } from "vitest";
import { benchmarkBars, SIDE_COLOURS } from "./benchmark-bars";
import { testCpu } from "../../../tests/support/test-cpu";

describe("benchmarkBars", () => {
  const ryzen = testCpu(
    { id: "ryzen" },
    { "cinebench-r23-single": 2040, "cinebench-r23-multi": 38000, "passmark-multi": 62800 },
  );
  const intel = testCpu(
    { id: "intel", brand: "Intel" },
    { "cinebench-r23-single": 2250, "cinebench-r23-multi": 39000 },
  );
  const bars = benchmarkBars([ryzen, intel]);

  it("draws a group for every benchmark either CPU has a score for, in benchmark order", () => {
    expect(bars.map((b) => b.benchmark)).toEqual([
      "cinebench-r23-single",
      "cinebench-r23-multi",
      "passmark-multi",
    ]);
  });

  it("scales each pair to its higher score, which fills the bar", () => {
    expect(bars[1]).toMatchObject({
      benchmark: "cinebench-r23-multi",
      bars: [
        { value: 38000, width: 97.4 },
        { value: 39000, width: 100 },
      ],
      winners: [1],
    });
  });

  it("draws a lone score at full length with no winner", () => {
    expect(bars[2]).toMatchObject({
      benchmark: "passmark-multi",
      bars: [{ value: 62800, width: 100 }, null],
      winners: [],
    });
  });

  it("carries each figure's source, to be shown under its bar", () => {
    expect(bars[1]?.bars[0]?.source).toMatchObject({
      basis: "published",
      sourceName: "Test Source",
      sourceUrl: "https://example.com/cinebench-r23-multi",
      sampleCount: 100,
    });
  });

  it("draws the visitors' median where nothing was published, saying it is one", () => {
    const visitors = testCpu({ id: "v" }, {}, { "cinebench-r23-multi": [30000, 31000, 35000] });
    const [pair] = benchmarkBars([visitors, intel]).filter(
      (b) => b.benchmark === "cinebench-r23-multi",
    );
    expect(pair?.bars[0]).toMatchObject({ value: 31000, source: { basis: "visitor-median" } });
  });

  it("draws one bar per CPU for four CPUs, scaled to the highest, marking the fastest", () => {
    const four = [30000, 38000, 39000, 19500].map((multi, i) =>
      testCpu({ id: `c${i}` }, { "cinebench-r23-multi": multi }),
    );
    const [group] = benchmarkBars(four);
    expect(group?.bars.map((bar) => bar?.width)).toEqual([76.9, 97.4, 100, 50]);
    expect(group?.winners).toEqual([2]);
  });

  it("gives nothing when neither CPU has a score", () => {
    expect(benchmarkBars([testCpu({ id: "x" }), testCpu({ id: "y" })])).toEqual([]);
  });
});

describe("SIDE_COLOURS", () => {
  it("gives each of four CPUs its own bar colour, so CPUs of one brand are told apart", () => {
    expect(new Set(SIDE_COLOURS).size).toBe(4);
    // Neither colour is a brand's colour, which would make one brand's pair look alike again.
    expect(Object.values(SIDE_COLOURS)).not.toContain("bg-[#b91c1c]");
  });
});
