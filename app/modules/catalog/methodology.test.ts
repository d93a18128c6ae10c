import { describe, expect, it } from "vitest";
import { BENCHMARKS } from "./benchmarks";
import { methodologyAnchors, placeholderPieces } from "./methodology";
import { methodologySection } from "./score-provenance";

describe("the methodology page's anchors", () => {
  it("lists the sections and, under the sources, each benchmark's source, in page order", () => {
    expect(methodologyAnchors()).toEqual([
      "sources",
      "geekbench-6",
      "cinebench-r23",
      "geekbench-5",
      "passmark",
      "specifications",
      "statistics",
      "versions",
      "visitor-results",
      "relative-performance",
      "per-watt",
      "reuse",
    ]);
  });

  it("has the anchor every score's source links to", () => {
    const anchors = methodologyAnchors();
    for (const benchmark of BENCHMARKS) {
      expect(anchors).toContain(methodologySection(benchmark.id));
    }
  });
});

describe("placeholderPieces", () => {
  it("cuts a sentence around its placeholders, the names at odd positions", () => {
    expect(placeholderPieces("Figures from {link}, checked against {intel} and {amd}.")).toEqual([
      "Figures from ",
      "link",
      ", checked against ",
      "intel",
      " and ",
      "amd",
      ".",
    ]);
  });

  it("leaves a sentence without placeholders whole", () => {
    expect(placeholderPieces("No links here.")).toEqual(["No links here."]);
  });
});
