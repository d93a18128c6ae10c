import { describe, expect, it } from "vitest";
import { lastWritten } from "./geekbench-history";

const entry = (id: number, score: number, multi: number, samples: number) => ({
  id,
  score,
  multicore_score: multi,
  samples,
});

describe("the day a copy of the chart last wrote each entry", () => {
  it("is the first version since which the entry's figures are unchanged", () => {
    const written = lastWritten([
      { sha: "a", date: "2026-03-18", entries: [entry(1, 100, 400, 10), entry(2, 200, 900, 5)] },
      { sha: "b", date: "2026-03-19", entries: [entry(1, 100, 400, 10), entry(2, 201, 905, 6)] },
      { sha: "c", date: "2026-03-20", entries: [entry(1, 100, 400, 10), entry(2, 201, 905, 6)] },
    ]);
    expect(written.get(1)).toMatchObject({ sha: "a", date: "2026-03-18", multi: 400 });
    expect(written.get(2)).toMatchObject({ sha: "b", date: "2026-03-19", single: 201 });
  });

  it("counts a sample count change as a new writing, and an entry dropped and listed again from its return", () => {
    const written = lastWritten([
      { sha: "a", date: "2026-03-18", entries: [entry(1, 100, 400, 10), entry(2, 200, 900, 5)] },
      { sha: "b", date: "2026-03-19", entries: [entry(1, 100, 400, 11)] },
      { sha: "c", date: "2026-03-20", entries: [entry(1, 100, 400, 11), entry(2, 200, 900, 5)] },
    ]);
    expect(written.get(1)?.date).toBe("2026-03-19");
    expect(written.get(2)?.date).toBe("2026-03-20");
  });
});
