import { describe, expect, it } from "vitest";
import { cpuInputSchema } from "~/modules/catalog/cpu.schema";
import { referenceCatalog } from "../../../tests/support/reference-catalog";
import {
  apiCpuDetailSchema,
  apiCpuSummarySchema,
  toApiCpuDetail,
  toApiCpuSummary,
} from "./cpu-shape";

const catalog = referenceCatalog();

describe("toApiCpuSummary", () => {
  it("gives the spec's API fields plus the overall score, nothing more", () => {
    for (const cpu of catalog) apiCpuSummarySchema.strict().parse(toApiCpuSummary(cpu));
    expect(Object.keys(toApiCpuSummary(catalog[0]!))).toEqual([
      "id",
      "name",
      "brand",
      "cores",
      "threads",
      "baseFreq",
      "boostFreq",
      "tdp",
      "socket",
      "architecture",
      "benchmarkScore",
    ]);
  });
});

describe("toApiCpuDetail", () => {
  it("matches its documented schema exactly for every reference CPU", () => {
    for (const cpu of catalog) apiCpuDetailSchema.strict().parse(toApiCpuDetail(cpu));
  });

  it("has every field a CPU body has", () => {
    const detail = toApiCpuDetail(catalog[0]!);
    for (const key of Object.keys(cpuInputSchema.shape)) expect(detail).toHaveProperty(key);
  });

  it("names defaulted fields and marks estimated scores with their provenance", () => {
    const cpu = catalog.find((c) => c.estimated.size > 0 && c.benchmarkScore !== null)!;
    const detail = toApiCpuDetail(cpu);
    const defaulted = [...cpu.estimated].filter((name) => !name.includes("-"));
    expect(detail.estimatedFields).toEqual(defaulted.sort());
    expect(detail.scores.cinebenchR23Multi).toMatchObject({
      value: cpu.benchmarkScore,
      source: "reference",
      sampleCount: 1,
      estimated: false,
    });
    const estimated = Object.values(detail.scores).filter((s) => s?.estimated);
    for (const score of estimated)
      expect(score).toMatchObject({ source: "estimated", sampleCount: 0, recordedOn: null });
  });
});
