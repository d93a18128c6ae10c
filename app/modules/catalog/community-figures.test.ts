import { describe, expect, it } from "vitest";
import { combineResults } from "./benchmarks";
import { communityFigures } from "./community-figures";
import type { Cpu } from "./cpu";
import {
  publishedResult,
  publishedScore,
  visitorMedianScore,
  visitorResult,
} from "../../../tests/support/test-cpu";

const reference: Pick<Cpu, "brand" | "scores"> = {
  brand: "Intel",
  scores: {
    "cinebench-r23-multi": publishedScore("cinebench-r23-multi", 30000),
    "geekbench-6-multi": publishedScore("geekbench-6-multi", 15000),
  },
};
const withVisitors: Pick<Cpu, "brand" | "scores"> = {
  brand: "AMD",
  scores: {
    // A published figure with two verified visitor results beside it.
    "cinebench-r23-multi": combineResults([
      publishedResult("cinebench-r23-multi", 38000),
      visitorResult("cinebench-r23-multi", 37000, 1),
      visitorResult("cinebench-r23-multi", 39000, 2),
    ])!,
    // Nothing published: the median of three visitor results.
    "geekbench-6-multi": visitorMedianScore("geekbench-6-multi", [20000, 21000, 22000]),
  },
};
const unscored: Pick<Cpu, "brand" | "scores"> = { brand: "AMD", scores: {} };

describe("communityFigures", () => {
  it("counts CPUs by brand", () => {
    const figures = communityFigures([reference, withVisitors, unscored]);
    expect(figures).toMatchObject({ cpus: 3, intelCpus: 1, amdCpus: 2 });
  });

  it("counts the shown figures and the verified visitor results behind them", () => {
    const figures = communityFigures([reference, withVisitors, unscored]);
    expect(figures.measuredScores).toBe(4);
    expect(figures.visitorResults).toBe(5);
  });

  it("counts a CPU once when any of its figures has verified visitor results", () => {
    expect(communityFigures([reference, withVisitors, unscored]).cpusWithVisitorResults).toBe(1);
    expect(communityFigures([reference]).cpusWithVisitorResults).toBe(0);
  });

  it("is all zeros for an empty catalog", () => {
    expect(communityFigures([])).toEqual({
      cpus: 0,
      intelCpus: 0,
      amdCpus: 0,
      measuredScores: 0,
      visitorResults: 0,
      cpusWithVisitorResults: 0,
    });
  });
});
