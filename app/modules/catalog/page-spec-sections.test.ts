import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { fieldsUnknownEverywhere, pageSpecSections, type SpecField } from "./spec-sections";
import { segmentTopBenchmark } from "./top-ten";

const en = serverTranslator("en");
const de = serverTranslator("de");
const none: ReadonlySet<SpecField> = new Set();
const section = (sections: ReturnType<typeof pageSpecSections>, id: string) =>
  sections.find((s) => s.id === id);

describe("the CPU page's specification rows", () => {
  it("leaves out a field only when no CPU of the catalog has it", () => {
    const a = testCpu({ id: "a", busFrequency: null, l1Cache: null, gpuBaseFreq: null });
    const b = testCpu({ id: "b", busFrequency: null, l1Cache: 512, gpuBaseFreq: null });
    const unknown = fieldsUnknownEverywhere([a, b]);
    expect(unknown.has("busFrequency")).toBe(true);
    expect(unknown.has("gpuBaseFreq")).toBe(true);
    expect(unknown.has("l1Cache")).toBe(false);
    expect(unknown.has("cores")).toBe(false);
    // An empty catalog knows nothing, so nothing is left for a row either.
    expect(fieldsUnknownEverywhere([]).has("cores")).toBe(true);

    const cache = section(pageSpecSections(a, en, unknown), "cache")!;
    const labels = [...cache.rows.map((r) => r.label), ...cache.notPublished];
    expect(labels).not.toContain("Bus frequency");
    // Unknown for this CPU but known for another: still named, as not published.
    expect(cache.notPublished).toContain("L1 cache");
  });

  it("collapses a section's unknown rows into one list, keeping the published rows as rows", () => {
    const cpu = testCpu({ maxMemorySize: null, maxMemoryBandwidth: null, memoryTypes: "DDR5" });
    const memory = section(pageSpecSections(cpu, en, none), "memory")!;
    expect(memory.rows.every((r) => r.value !== null)).toBe(true);
    expect(memory.rows.map((r) => r.label)).toContain("Memory types");
    expect(memory.notPublished).toEqual(["Max memory size", "Max memory bandwidth"]);
    expect(en.t("specs.notPublishedList", { fields: memory.notPublished.join(", ") })).toBe(
      "Not published: Max memory size, Max memory bandwidth",
    );
    const german = section(pageSpecSections(cpu, de, none), "memory")!;
    expect(german.notPublished).toHaveLength(2);
    expect(german.notPublished).not.toContain("Max memory size");
  });

  it("says 'No integrated graphics' once when the vendor says there is none", () => {
    const f = testCpu({
      integratedGraphics: false,
      integratedGraphicsName: null,
      gpuBaseFreq: null,
      gpuMaxDynamic: null,
      executionUnits: null,
    });
    const graphics = section(pageSpecSections(f, en, none), "graphics")!;
    expect(graphics.noGraphics).toBe(true);
    expect(graphics.rows).toEqual([]);
    expect(graphics.notPublished).toEqual([]);
    expect(en.t("specs.noGraphics")).toBe("No integrated graphics");
  });

  it("treats unknown graphics as unknown, never as 'none', whatever the name suggests", () => {
    const kf = testCpu({
      name: "Intel Core i9-14900KF",
      processorNumber: "i9-14900KF",
      integratedGraphics: null,
      integratedGraphicsName: null,
    });
    const graphics = section(pageSpecSections(kf, en, none), "graphics")!;
    expect(graphics.noGraphics).toBe(false);
    expect(graphics.notPublished).toContain("Integrated graphics");
  });

  it("drops a section with nothing left to say", () => {
    const cpu = testCpu({ partNumber: null });
    expect(section(pageSpecSections(cpu, en, new Set(["partNumber"])), "misc")).toBeUndefined();
    expect(section(pageSpecSections(cpu, en, none), "misc")?.notPublished).toEqual(["Part number"]);
  });
});

describe("the CPU page's side box", () => {
  it("shows a ranking the CPU has a figure in, multi-core first", () => {
    const r23 = testCpu({}, { "cinebench-r23-single": { score: 2000 } });
    expect(segmentTopBenchmark(r23)).toBe("cinebench-r23-single");
    const both = testCpu(
      {},
      { "cinebench-r23-single": { score: 2000 }, "geekbench-6-multi": { score: 15000 } },
    );
    expect(segmentTopBenchmark(both)).toBe("geekbench-6-multi");
    expect(segmentTopBenchmark(testCpu({}, {}))).toBeNull();
  });
});
