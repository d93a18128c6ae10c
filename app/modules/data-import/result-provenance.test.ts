import { describe, expect, it } from "vitest";
import { isListUrl, provenanceProblems } from "./result-provenance";
import type { SeedResult } from "./seed-format";

const LIST = "https://www.notebookcheck.net/Mobile-Processors-Benchmark-List.2436.0.html";
const PAGE =
  "https://www.notebookcheck.net/Intel-Core-i9-13900H-Processor-Benchmarks-and-Specs.677396.0.html";
const listed: SeedResult = {
  cpuId: "intel-core-i7-13700h",
  benchmark: "cinebench-r23-multi",
  score: 15609,
  statistic: "median",
  sampleCount: 25,
  sourceName: "Notebookcheck",
  sourceUrl: LIST,
  sourcePage: "list",
  publishedOn: "2023-12-18",
  dateMeaning: "listed",
  copy: {
    name: "Transcription of Notebookcheck's processor benchmark list",
    url: "https://github.com/ahmetk3436/data_science/blob/c68baf79d928ed8201dae19252a2ba0679db4e8e/mobile_cpu.csv",
    date: "2023-12-18",
  },
  benchmarkVersion: "R23",
};

describe("provenanceProblems", () => {
  it("accepts a list figure read through a copy made the day it was listed", () => {
    expect(provenanceProblems(listed)).toEqual([]);
    expect(provenanceProblems({ ...listed, sourceUrl: PAGE, sourcePage: "cpu" })).toEqual([]);
  });

  it("tells a CPU's own page from a list page", () => {
    expect(isListUrl(LIST)).toBe(true);
    expect(isListUrl("https://browser.geekbench.com/processor-benchmarks")).toBe(true);
    expect(isListUrl(PAGE)).toBe(false);
    expect(isListUrl("https://browser.geekbench.com/processors/2926")).toBe(false);
    expect(provenanceProblems({ ...listed, sourceUrl: PAGE })).toHaveLength(1);
    expect(provenanceProblems({ ...listed, sourcePage: "cpu" })).toHaveLength(1);
  });

  it("rejects a listed date that is not the day the copy was made", () => {
    const copy = { ...listed.copy!, date: "2024-01-03" };
    expect(provenanceProblems({ ...listed, copy })[0]).toMatch(/listed on 2023-12-18/);
  });

  it("rejects a copy link that names no fixed version", () => {
    const copy = {
      ...listed.copy!,
      url: "https://github.com/ahmetk3436/data_science/blob/main/mobile_cpu.csv",
    };
    expect(provenanceProblems({ ...listed, copy })[0]).toMatch(/does not name the version/);
  });

  it("keeps counts and statistics consistent", () => {
    expect(provenanceProblems({ ...listed, sampleCount: 1 })[0]).toMatch(/median of one run/);
    expect(provenanceProblems({ ...listed, statistic: "run", sampleCount: 3 })).toHaveLength(1);
    expect(provenanceProblems({ ...listed, statistic: "run", sampleCount: null })).toEqual([]);
  });

  it("rejects a copy made before the figure was published", () => {
    const review = {
      ...listed,
      sourceUrl: PAGE,
      sourcePage: "cpu" as const,
      dateMeaning: "published" as const,
      publishedOn: "2024-02-01",
    };
    expect(provenanceProblems(review)[0]).toMatch(/predates the publication/);
  });
});
