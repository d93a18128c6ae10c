import { describe, expect, it } from "vitest";
import { compareOverall, overallScores } from "./overall-score";

const cpu = (scores: Record<string, number>) => ({
  scores: Object.fromEntries(Object.entries(scores).map(([id, value]) => [id, { value }])),
});

describe("overall score", () => {
  it("is the percentile rank among the CPUs measured in Geekbench 6 multi-core", () => {
    const scores = overallScores([
      cpu({ "geekbench-6-multi": 4000 }),
      cpu({ "geekbench-6-multi": 1000 }),
      cpu({ "geekbench-6-multi": 3000 }),
      cpu({ "geekbench-6-multi": 2000 }),
    ]);
    expect(scores.map((s) => s?.index)).toEqual([87.5, 12.5, 62.5, 37.5]);
    expect(scores[0]).toEqual({ index: 87.5, benchmark: "geekbench-6-multi", measured: 4 });
  });

  it("counts CPUs level with one as half below it", () => {
    const scores = overallScores([
      cpu({ "geekbench-6-multi": 2000 }),
      cpu({ "geekbench-6-multi": 2000 }),
      cpu({ "geekbench-6-multi": 1000 }),
      cpu({ "geekbench-6-multi": 3000 }),
    ]);
    expect(scores.map((s) => s?.index)).toEqual([50, 50, 12.5, 87.5]);
  });

  it("takes a CPU without Geekbench 6 from its Cinebench R23 multi-core position, never a converted figure", () => {
    const scores = overallScores([
      cpu({ "geekbench-6-multi": 9000, "cinebench-r23-multi": 20000 }),
      cpu({ "geekbench-6-multi": 5000, "cinebench-r23-multi": 10000 }),
      cpu({ "cinebench-r23-multi": 15000 }),
      cpu({ "cinebench-r23-single": 1500 }),
      cpu({}),
    ]);
    expect(scores[2]).toEqual({ index: 50, benchmark: "cinebench-r23-multi", measured: 3 });
    expect(scores[0]).toMatchObject({ index: 75, benchmark: "geekbench-6-multi", measured: 2 });
    // A single-core figure alone gives no overall score, nor does no figure.
    expect(scores[3]).toBeNull();
    expect(scores[4]).toBeNull();
  });

  it("prefers Cinebench R23 over Geekbench 5 and Geekbench 5 over PassMark", () => {
    const [a, b, c] = overallScores([
      cpu({ "geekbench-5-multi": 10000, "cinebench-r23-multi": 20000, "passmark-multi": 1 }),
      cpu({ "geekbench-5-multi": 12000, "passmark-multi": 2 }),
      cpu({ "passmark-multi": 30000 }),
    ]);
    expect(a?.benchmark).toBe("cinebench-r23-multi");
    expect(b?.benchmark).toBe("geekbench-5-multi");
    expect(c).toEqual({
      index: expect.closeTo(83.33, 2),
      benchmark: "passmark-multi",
      measured: 3,
    });
  });

  it("orders higher scores first and CPUs without one last", () => {
    const high = { index: 90, benchmark: "geekbench-6-multi", measured: 3 } as const;
    const low = { index: 10, benchmark: "cinebench-r23-multi", measured: 3 } as const;
    expect([null, low, high].sort(compareOverall)).toEqual([high, low, null]);
  });
});
