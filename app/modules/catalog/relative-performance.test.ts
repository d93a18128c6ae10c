import { describe, expect, it } from "vitest";
import type { BenchmarkId } from "./benchmarks";
import {
  chartBars,
  scannedRanking,
  chartBenchmark,
  REFERENCE_CPUS,
  referencesOf,
  relativeFigures,
  relativeFiguresByKey,
} from "./relative-performance";

const cpu = (id: string, scores: Partial<Record<BenchmarkId, number>>) => ({
  id,
  name: id,
  scores: Object.fromEntries(Object.entries(scores).map(([b, value]) => [b, { value }])) as Partial<
    Record<BenchmarkId, { value: number }>
  >,
});

const r5 = cpu("amd-ryzen-5-7600", { "geekbench-6-multi": 12230, "cinebench-r23-multi": 12735 });
const i7 = cpu("intel-core-i7-1165g7", { "geekbench-6-multi": 4840, "cinebench-r23-multi": 5216 });
const fast = cpu("fast", { "geekbench-6-multi": 24460 });
const r23Only = cpu("r23-only", { "cinebench-r23-multi": 10432 });
const list = [r5, i7, fast, r23Only];
const byId = new Map(list.map((c) => [c.id, c]));
const references = referencesOf(byId);

describe("relative performance", () => {
  it("names a reference CPU for every benchmark", () => {
    expect(REFERENCE_CPUS["geekbench-6-multi"]).toBe("amd-ryzen-5-7600");
    expect(REFERENCE_CPUS["cinebench-r23-multi"]).toBe("intel-core-i7-1165g7");
  });

  it("gives the reference CPU 100 in its benchmark", () => {
    expect(relativeFigures(r5, references)["geekbench-6-multi"]).toBe(100);
    expect(relativeFigures(i7, references)["cinebench-r23-multi"]).toBe(100);
  });

  it("gives a CPU twice as fast 200, to one decimal", () => {
    expect(relativeFigures(fast, references)["geekbench-6-multi"]).toBe(200);
    expect(relativeFigures(i7, references)["geekbench-6-multi"]).toBe(39.6);
  });

  it("never lets figures of different benchmarks meet", () => {
    // The R23 figure is set against the R23 reference (the i7-1165G7), not the Geekbench 6 one.
    expect(relativeFigures(r23Only, references)).toEqual({ "cinebench-r23-multi": 200 });
    expect(relativeFigures(r5, references)["cinebench-r23-multi"]).toBe(244.2);
  });

  it("gives no relative value without a figure, or without a reference figure", () => {
    expect(relativeFigures(cpu("bare", {}), references)).toEqual({});
    expect(relativeFigures(cpu("gb5", { "geekbench-5-multi": 5000 }), references)).toEqual({});
    expect(referencesOf(new Map())).toEqual({});
  });

  it("keys the API's figures as scores are keyed", () => {
    expect(relativeFiguresByKey(fast, references)).toEqual({ geekbench6Multi: 200 });
  });

  it("charts a CPU's nearest rivals and the reference in one benchmark, highest first", () => {
    const ranked = Array.from({ length: 12 }, (_, i) =>
      cpu(`c${i}`, { "geekbench-6-multi": 30000 - i * 1000 }),
    );
    const all = [...ranked, r5];
    const map = new Map(all.map((c) => [c.id, c]));
    const sorted = [...all]
      .sort((a, b) => b.scores["geekbench-6-multi"]!.value - a.scores["geekbench-6-multi"]!.value)
      .map((c) => ({ cpu: c }));
    const bars = chartBars(
      ranked[5]!,
      "geekbench-6-multi",
      scannedRanking(sorted),
      referencesOf(map),
      map,
      4,
    );
    expect(bars.map((b) => b.cpu.id)).toEqual(["c3", "c4", "c5", "c6", "c7", "amd-ryzen-5-7600"]);
    expect(bars.find((b) => b.role === "self")!.cpu.id).toBe("c5");
    expect(bars.find((b) => b.role === "reference")!.relative).toBe(100);
    // At the top of the ranking its rivals all come from below.
    const top = chartBars(
      ranked[0]!,
      "geekbench-6-multi",
      scannedRanking(sorted),
      referencesOf(map),
      map,
      4,
    );
    expect(top.slice(0, 5).map((b) => b.cpu.id)).toEqual(["c0", "c1", "c2", "c3", "c4"]);
  });

  it("draws no chart in a benchmark the CPU has no figure in", () => {
    expect(chartBars(r23Only, "geekbench-6-multi", scannedRanking([]), references, byId)).toEqual(
      [],
    );
    expect(chartBenchmark(r23Only, references, "geekbench-6-multi")).toBe("cinebench-r23-multi");
    expect(chartBenchmark(r5, references, "cinebench-r23-multi")).toBe("cinebench-r23-multi");
    expect(chartBenchmark(cpu("bare", {}), references, null)).toBeNull();
  });
});
