import { describe, expect, it } from "vitest";
import type { ShownScore } from "./benchmarks";
import { communityFigures } from "./community-figures";
import type { Cpu } from "./cpu";

function score(source: ShownScore["source"], sampleCount: number): ShownScore {
  const estimated = source === "estimated";
  return {
    value: 1000,
    source,
    sampleCount,
    recordedOn: estimated ? null : "2026-01-01",
    estimated,
  };
}

const reference: Pick<Cpu, "brand" | "scores"> = {
  brand: "Intel",
  scores: {
    "cinebench-r23-multi": score("reference", 1),
    "cinebench-r23-single": score("estimated", 0),
  },
};
const withVisitors: Pick<Cpu, "brand" | "scores"> = {
  brand: "AMD",
  scores: {
    "cinebench-r23-multi": score("mixed", 4),
    "geekbench-6-multi": score("visitor", 2),
    "passmark-multi": score("reference", 1),
  },
};
const estimatedOnly: Pick<Cpu, "brand" | "scores"> = {
  brand: "AMD",
  scores: { "geekbench-5-single": score("estimated", 0) },
};

describe("communityFigures", () => {
  it("counts CPUs by brand", () => {
    const figures = communityFigures([reference, withVisitors, estimatedOnly]);
    expect(figures).toMatchObject({ cpus: 3, intelCpus: 1, amdCpus: 2 });
  });

  it("counts only measured scores and adds up their samples", () => {
    const figures = communityFigures([reference, withVisitors, estimatedOnly]);
    expect(figures.measuredScores).toBe(4);
    expect(figures.samples).toBe(8);
  });

  it("counts a CPU once when any of its scores includes visitor results", () => {
    expect(communityFigures([reference, withVisitors, estimatedOnly]).cpusWithVisitorResults).toBe(
      1,
    );
    expect(communityFigures([reference]).cpusWithVisitorResults).toBe(0);
  });

  it("is all zeros for an empty catalog", () => {
    expect(communityFigures([])).toEqual({
      cpus: 0,
      intelCpus: 0,
      amdCpus: 0,
      measuredScores: 0,
      samples: 0,
      cpusWithVisitorResults: 0,
    });
  });
});
