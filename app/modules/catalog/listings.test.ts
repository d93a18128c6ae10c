import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { cpuOptions, recentCpus } from "./listings";

describe("catalog listings", () => {
  const cpus = [
    testCpu({ id: "old", name: "Old", releaseDate: "2019-07-07" }),
    testCpu({ id: "quarter", name: "Quarter", releaseDate: "2025-Q1" }),
    testCpu({ id: "new", name: "New", releaseDate: "2025-03-12" }),
    testCpu({ id: "month", name: "Month", releaseDate: "2024-11" }),
    testCpu({ id: "undated", name: "Undated", releaseDate: null }),
  ];

  it("recent CPUs are the newest published releases, newest first, a quarter at its first month", () => {
    expect(recentCpus(cpus, 6).map((c) => c.id)).toEqual(["new", "quarter", "month", "old"]);
    expect(recentCpus(cpus, 2).map((c) => c.id)).toEqual(["new", "quarter"]);
  });

  it("gives search suggestions the overall score (Geekbench 6 multi-core) and nothing else", () => {
    const options = cpuOptions([
      testCpu({ id: "gb6" }, { "geekbench-6-multi": 21000, "cinebench-r23-multi": 38000 }),
      testCpu({ id: "cb" }, { "cinebench-r23-multi": 38000 }),
    ]);
    expect(options.map((o) => [o.id, o.benchmarkScore])).toEqual([
      ["gb6", 21000],
      ["cb", null],
    ]);
  });
});
