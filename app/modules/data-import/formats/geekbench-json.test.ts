import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseGeekbenchJson } from "./geekbench-json";

const devices = readFileSync("tests/fixtures/import/geekbench-devices.json", "utf8");
const keyed = readFileSync("tests/fixtures/import/geekbench-keyed.json", "utf8");

describe("parseGeekbenchJson", () => {
  it("reads Primate Labs' {devices: [...]} form into single and multi results", () => {
    const parsed = parseGeekbenchJson(devices, { readOn: "2026-04-24" });
    const i9 = parsed.results.filter((r) => r.rawName === "Intel Core i9-13900K");
    expect(i9).toEqual([
      {
        rawName: "Intel Core i9-13900K",
        benchmark: "geekbench-6-single",
        score: 2983,
        statistic: "mean",
        sampleCount: 22931,
        sourceName: "Geekbench Browser (Primate Labs)",
        sourceUrl: "https://browser.geekbench.com/processors/2926",
        sourcePage: "cpu",
        publishedOn: "2026-04-24",
        dateMeaning: "listed",
        copy: null,
        benchmarkVersion: "6",
      },
      {
        rawName: "Intel Core i9-13900K",
        benchmark: "geekbench-6-multi",
        score: 19922,
        statistic: "mean",
        sampleCount: 22931,
        sourceName: "Geekbench Browser (Primate Labs)",
        sourceUrl: "https://browser.geekbench.com/processors/2926",
        sourcePage: "cpu",
        publishedOn: "2026-04-24",
        dateMeaning: "listed",
        copy: null,
        benchmarkVersion: "6",
      },
    ]);
    expect(parsed.cpus).toEqual([]);
  });

  it("names the mirror it was read from as the copy of every figure", () => {
    const copy = {
      name: "A chart mirror",
      url: "https://example.com/mirror.json",
      date: "2026-04-24",
    };
    const parsed = parseGeekbenchJson(devices, { readOn: "2026-04-24", copy });
    expect(parsed.results.length).toBeGreaterThan(0);
    expect(parsed.results.every((r) => r.copy === copy && r.dateMeaning === "listed")).toBe(true);
  });

  it("keeps a missing sample count null and skips entries without scores or id", () => {
    const parsed = parseGeekbenchJson(devices, { readOn: "2026-04-24" });
    const odd = parsed.results.filter((r) => r.rawName === "Intel Core i5-0000X");
    expect(odd).toHaveLength(1);
    expect(odd[0]).toMatchObject({ benchmark: "geekbench-6-single", sampleCount: null });
    expect(parsed.skipped).toEqual([
      { line: 5, name: "Intel Core i5-0001X", reason: "no single-core or multi-core score" },
      { line: 6, name: "No id", reason: "no name or processor id" },
    ]);
  });

  it("exposes chart specs for comparison", () => {
    const parsed = parseGeekbenchJson(devices, { readOn: "2026-04-24" });
    expect(parsed.processors.find((p) => p.id === 2925)).toMatchObject({
      name: "AMD Ryzen 9 7950X",
      family: "Raphael",
      frequency: 4.5,
      boostFrequency: 5.7,
      cores: 16,
      threads: 32,
      tdp: 170,
      samples: 13493,
      url: "https://browser.geekbench.com/processors/2925",
    });
  });

  it("reads the mirror keyed by name", () => {
    const parsed = parseGeekbenchJson(keyed, { readOn: "2026-04-24" });
    expect(parsed.results.map((r) => [r.rawName, r.benchmark, r.score])).toEqual([
      ["Intel Core i7-1165G7", "geekbench-6-single", 1712],
      ["Intel Core i7-1165G7", "geekbench-6-multi", 4840],
      ["AMD Ryzen AI 5 340 w/ Radeon 840M", "geekbench-6-single", 2339],
      ["AMD Ryzen AI 5 340 w/ Radeon 840M", "geekbench-6-multi", 9179],
    ]);
    expect(parsed.processors[1]?.family).toBeNull();
  });

  it("rejects other shapes", () => {
    expect(() => parseGeekbenchJson("42", { readOn: "2026-04-24" })).toThrow();
  });
});
