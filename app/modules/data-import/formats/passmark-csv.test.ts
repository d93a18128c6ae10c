import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parsePassmarkCsv } from "./passmark-csv";

const text = readFileSync("tests/fixtures/import/passmark.csv", "utf8");
const options = { sourceUrl: "https://www.cpubenchmark.net/", publishedOn: "2026-01-15" };

describe("parsePassmarkCsv", () => {
  it("maps CPU Mark to passmark-multi and Thread Mark to passmark-single", () => {
    const parsed = parsePassmarkCsv(text, options);
    expect(parsed.results.filter((r) => r.rawName.startsWith("Intel"))).toEqual([
      {
        rawName: "Intel Core i9-13900K @ 3.00GHz",
        benchmark: "passmark-multi",
        score: 59000,
        statistic: "mean",
        sampleCount: 5120,
        sourceName: "PassMark Software",
        sourceUrl: "https://www.cpubenchmark.net/",
        sourcePage: "list",
        publishedOn: "2026-01-15",
        dateMeaning: "listed",
        copy: null,
        benchmarkVersion: null,
      },
      {
        rawName: "Intel Core i9-13900K @ 3.00GHz",
        benchmark: "passmark-single",
        score: 4600,
        statistic: "mean",
        sampleCount: 5120,
        sourceName: "PassMark Software",
        sourceUrl: "https://www.cpubenchmark.net/",
        sourcePage: "list",
        publishedOn: "2026-01-15",
        dateMeaning: "listed",
        copy: null,
        benchmarkVersion: null,
      },
    ]);
  });

  it("keeps an empty sample count null and skips rows without scores", () => {
    const parsed = parsePassmarkCsv(text, options);
    expect(
      parsed.results.filter((r) => r.rawName.startsWith("AMD Ryzen 5"))[0]?.sampleCount,
    ).toBeNull();
    expect(parsed.skipped).toEqual([
      { line: 5, name: "Mystery CPU", reason: "no CPU Mark or Thread Mark" },
    ]);
    expect(parsed.results).toHaveLength(6);
  });

  it("requires an https source", () => {
    expect(() => parsePassmarkCsv(text, { ...options, sourceUrl: "http://example.com" })).toThrow();
  });
});
