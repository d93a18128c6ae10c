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
    // A client that sends no link kind, date meaning or copy gets the plain case: a dated page read directly.
    expect(ok.success && ok.input.scores.cinebenchR23Multi).toEqual({
      ...figure,
      sourcePage: "cpu",
      dateMeaning: "published",
      copy: null,
    });
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
    const result = parseCpuBody({ ...rest, baseFrequency: 3.8, benchmarkScre: 1 });
    expect(result).toEqual({
      success: false,
      fields: {
        name: ["is required"],
        cores: ["is required"],
        baseFrequency: ["is not a known field"],
        benchmarkScre: ["is not a known field"],
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

  it("takes the spec's API shape as a whole CPU: a left-out type is unknown (null), no default", () => {
    const spec = {
      id: "intel-test-6c",
      name: "Intel Test 6C",
      brand: "Intel",
      cores: 6,
      threads: 12,
      baseFreq: 3.5,
      boostFreq: 4.9,
      tdp: 65,
      socket: "LGA1700",
      architecture: "Test Lake",
    };
    const result = parseCpuBody(spec);
    expect(result).toMatchObject({ success: true, input: { ...spec, type: null, l3Cache: null } });
    expect(parseCpuBody({ ...spec, type: null }).success).toBe(true);
    expect(parseCpuBody({ ...spec, type: "Phone" }).success).toBe(false);
  });

  it("takes back a CPU as GET answers it: read-only fields ignored, each score's published figure", () => {
    const published = {
      score: 19_000,
      statistic: "mean",
      sampleCount: 120,
      sourceName: "Fixture Chart",
      sourceUrl: "https://example.com/chart",
      sourcePage: "list",
      publishedOn: "2026-03-01",
      dateMeaning: "listed",
      copy: { name: "A chart mirror", url: "https://example.com/mirror.json", date: "2026-03-01" },
      benchmarkVersion: "6.4.0",
    };
    const read = {
      ...minimal,
      benchmarkScore: 19_000,
      releaseYear: 2024,
      fieldSources: { l3Cache: { name: "Other", url: "https://example.com", date: "2026-01-01" } },
      scores: {
        geekbench6Multi: {
          value: 19_000,
          basis: "published",
          published,
          visitors: { min: 18_000, median: 18_500, max: 19_500, count: 3 },
        },
        cinebenchR23Multi: {
          value: 30_000,
          basis: "visitor-median",
          published: null,
          visitors: { min: 29_000, median: 30_000, max: 31_000, count: 3 },
        },
      },
    };
    const result = parseCpuBody(read, "amd-test-8c");
    expect(result.success).toBe(true);
    if (!result.success) return;
    // A visitor median is no published figure: that benchmark has none.
    expect(result.input.scores).toEqual({ geekbench6Multi: published });
    expect(result.input).not.toHaveProperty("benchmarkScore");
    // A misspelt key in the read shape is still refused.
    const misspelt = parseCpuBody({
      ...minimal,
      scores: { geekbench6Multi: { value: 1, publishd: published } },
    });
    expect(misspelt.success).toBe(false);
  });
});
