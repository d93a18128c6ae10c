import { describe, expect, it } from "vitest";
import { publishedScore, visitorMedianScore } from "../../../tests/support/test-cpu";
import { serverTranslator } from "~/modules/i18n/messages.server";
import {
  compactSourceText,
  lowSampleRuns,
  methodologySection,
  scoreSource,
  statisticText,
} from "./score-provenance";

const en = serverTranslator("en");

describe("scoreSource", () => {
  it("carries the published figure's source, link, date, statistic, runs and version", () => {
    const source = scoreSource(
      "geekbench-6-multi",
      publishedScore("geekbench-6-multi", {
        score: 21000,
        statistic: "mean",
        sampleCount: 13493,
        sourceName: "Geekbench Browser",
        sourceUrl: "https://browser.geekbench.com/processor-benchmarks",
        recordedOn: "2026-11-20",
        benchmarkVersion: "6.3",
        dateMeaning: "listed",
        sourcePage: "list",
        copy: {
          name: "A chart mirror",
          url: "https://example.com/mirror.json",
          date: "2026-11-20",
        },
      }),
    );
    expect(source).toEqual({
      value: 21000,
      basis: "published",
      sourceName: "Geekbench Browser",
      sourceUrl: "https://browser.geekbench.com/processor-benchmarks",
      publishedOn: "2026-11-20",
      dateMeaning: "listed",
      sourcePage: "list",
      copy: { name: "A chart mirror", url: "https://example.com/mirror.json", date: "2026-11-20" },
      statistic: "mean",
      sampleCount: 13493,
      benchmarkVersion: "6.3",
      methodology: "/methodology#geekbench-6",
      visitors: null,
    });
  });

  it("links each benchmark to its methodology section, a visitors' median to the visitor section", () => {
    expect(methodologySection("cinebench-r23-single")).toBe("cinebench-r23");
    expect(methodologySection("geekbench-5-multi")).toBe("geekbench-5");
    expect(methodologySection("passmark-single")).toBe("passmark");
    expect(
      scoreSource("geekbench-6-multi", visitorMedianScore("geekbench-6-multi", [1, 2, 3]))
        .methodology,
    ).toBe("/methodology#visitor-results");
  });
});

describe("what a figure is, in words", () => {
  const words = (figure: Parameters<typeof publishedScore>[1]) =>
    statisticText(scoreSource("passmark-multi", publishedScore("passmark-multi", figure)), en);

  it("says a mean or median of how many runs, or a single run", () => {
    expect(words({ score: 1, statistic: "mean", sampleCount: 13493 })).toBe("mean of 13,493 runs");
    expect(words({ score: 1, statistic: "median", sampleCount: 1 })).toBe("median of 1 run");
    expect(words({ score: 1, statistic: "run", sampleCount: 1 })).toBe("single run");
  });

  it("says the source states no run count rather than inventing one", () => {
    expect(words({ score: 1, statistic: "mean", sampleCount: null })).toBe(
      "mean; the source states no number of runs",
    );
  });

  it("says a visitors' median is one, and of how many verified results", () => {
    const source = scoreSource(
      "passmark-multi",
      visitorMedianScore("passmark-multi", [100, 200, 300]),
    );
    expect(statisticText(source, en)).toBe("median of 3 verified visitor results");
    expect(compactSourceText(source, en)).toBe("median of 3 visitor results");
  });

  it("names the source compactly, with runs only when the source states them", () => {
    const compact = (figure: Parameters<typeof publishedScore>[1]) =>
      compactSourceText(
        scoreSource("passmark-multi", publishedScore("passmark-multi", figure)),
        en,
      );
    expect(compact({ score: 1, sourceName: "Geekbench Browser", sampleCount: 13493 })).toBe(
      "Geekbench Browser · 13,493 runs",
    );
    expect(
      compact({ score: 1, sourceName: "Tom's Hardware", statistic: "run", sampleCount: 1 }),
    ).toBe("Tom's Hardware");
    expect(compact({ score: 1, sourceName: "Tom's Hardware", sampleCount: null })).toBe(
      "Tom's Hardware",
    );
  });

  it("marks a figure from fewer than 5 runs with its count, and claims nothing when none is stated", () => {
    const runs = (figure: Parameters<typeof publishedScore>[1]) =>
      lowSampleRuns(scoreSource("passmark-multi", publishedScore("passmark-multi", figure)));
    expect(runs({ score: 1, sourceName: "Lab", statistic: "run", sampleCount: 1 })).toBe(1);
    expect(runs({ score: 1, sourceName: "Lab", statistic: "median", sampleCount: 2 })).toBe(2);
    expect(runs({ score: 1, sourceName: "Lab", statistic: "median", sampleCount: 4 })).toBe(4);
    expect(runs({ score: 1, sourceName: "Lab", statistic: "median", sampleCount: 5 })).toBeNull();
    expect(runs({ score: 1, sourceName: "Lab", sampleCount: null })).toBeNull();
    const visitors = scoreSource(
      "passmark-multi",
      visitorMedianScore("passmark-multi", [100, 200, 300]),
    );
    expect(lowSampleRuns(visitors)).toBe(3);
    expect(en.plural("specs.source.lowSample", 1)).toBe("1 run");
    expect(serverTranslator("de").plural("specs.source.lowSample", 2)).toBe("2 Durchläufe");
  });
});
