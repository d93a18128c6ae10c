import { describe, expect, it } from "vitest";
import { parseCpuBody } from "./cpu-body";

const minimal = {
  id: "amd-test-8c",
  name: "AMD Test 8C",
  brand: "AMD",
  type: "Desktop",
  cores: 8,
  threads: 16,
  baseFreq: 3.8,
};

describe("parseCpuBody", () => {
  it("takes left-out fields that may be empty as null and left-out scores as none", () => {
    const result = parseCpuBody(minimal);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.input).toMatchObject({
      ...minimal,
      boostFreq: null,
      socket: null,
      specSource: null,
      scores: {},
    });
  });

  it("takes published figures with their provenance, and names each missing part", () => {
    const figure = {
      score: 19_000,
      statistic: "mean",
      sampleCount: null,
      sourceName: "Fixture Chart",
      sourceUrl: "https://example.com/chart",
      publishedOn: "2026-03-01",
      benchmarkVersion: null,
    };
    const ok = parseCpuBody({ ...minimal, scores: { cinebenchR23Multi: figure } });
    expect(ok.success && ok.input.scores.cinebenchR23Multi).toEqual(figure);
    const { sourceName: _s, publishedOn: _p, ...uncited } = figure;
    expect(parseCpuBody({ ...minimal, scores: { cinebenchR23Multi: uncited } })).toEqual({
      success: false,
      fields: {
        "scores.cinebenchR23Multi.sourceName": ["is required"],
        "scores.cinebenchR23Multi.publishedOn": ["is required"],
      },
    });
    expect(parseCpuBody({ ...minimal, scores: { cinebenchR23Multi: 19_000 } }).success).toBe(false);
  });

  it("names every missing required field and every unknown key", () => {
    const { cores: _c, name: _n, ...rest } = minimal;
    const result = parseCpuBody({ ...rest, baseFrequency: 3.8, benchmarkScore: 1 });
    expect(result).toEqual({
      success: false,
      fields: {
        name: ["is required"],
        cores: ["is required"],
        baseFrequency: ["is not a known field"],
        benchmarkScore: ["is not a known field"],
      },
    });
  });

  it("reports wrong types and ranges by field path, scores included", () => {
    const result = parseCpuBody({
      ...minimal,
      cores: "8",
      brand: "ARM",
      scores: { cinebenchR23Multi: -1, unknownBench: 5 },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fields).sort()).toEqual([
      "brand",
      "cores",
      "scores.cinebenchR23Multi",
      "scores.unknownBench",
    ]);
  });

  it("applies the rules across fields once the shape is right", () => {
    expect(parseCpuBody({ ...minimal, threads: 4 })).toEqual({
      success: false,
      fields: { threads: ["must be at least the number of cores"] },
    });
  });

  it("refuses a body that is not an object", () => {
    for (const body of [null, [], "cpu", 3]) expect(parseCpuBody(body).success).toBe(false);
  });

  it("uses the URL's id for an update without one, and keeps a different id as a rename", () => {
    const { id: _id, ...withoutId } = minimal;
    const same = parseCpuBody(withoutId, "amd-test-8c");
    expect(same.success && same.input.id).toBe("amd-test-8c");
    const renamed = parseCpuBody({ ...withoutId, id: "amd-test-8c-v2" }, "amd-test-8c");
    expect(renamed.success && renamed.input.id).toBe("amd-test-8c-v2");
    expect(parseCpuBody(withoutId)).toEqual({ success: false, fields: { id: ["is required"] } });
  });
});
