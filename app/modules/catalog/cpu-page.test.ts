import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { BENCHMARKS } from "./benchmarks";
import { cpuPage, type CpuPageRanking } from "./cpu-page";
import type { SegmentTop } from "./top-ten";

const en = serverTranslator("en");

const cpu = testCpu(
  {
    id: "amd-test-9000",
    name: "AMD Test 9000",
    cores: 16,
    threads: 32,
    baseFreq: 4.5,
    boostFreq: 5.7,
    tdp: 170,
    socket: "AM5",
    partNumber: "100-000000514",
  },
  { "cinebench-r23-single": { score: 2000, sourceName: "Maxon" } },
);
const rival = (n: number, cores: number) =>
  testCpu({ id: `amd-rival-${n}`, name: `AMD Rival ${n}`, cores, threads: cores * 2 });
const catalog = [cpu, rival(1, 16), rival(2, 12), rival(3, 8)];
const segmentTop: SegmentTop = {
  benchmark: "cinebench-r23-single",
  segment: "Desktop",
  entries: [
    { rank: 1, id: "amd-top", name: "AMD Top", brand: "AMD", score: 2300, barPercent: 100 },
    { rank: 2, id: cpu.id, name: cpu.name, brand: "AMD", score: 2000, barPercent: 87 },
  ],
  position: 2,
  total: 2,
  rankingPath: "/ranking/cinebench-r23-single?type=desktop",
};

const page = (
  c = cpu,
  ranking: CpuPageRanking = {
    overall: { position: 2, total: 10 },
    segmentTop,
    hiddenFields: new Set(),
  },
) => cpuPage(c, catalog, en, ranking);

describe("the CPU page", () => {
  it("names the CPU and describes it in one sentence", () => {
    const p = page();
    expect(p.cpu).toEqual({ id: cpu.id, name: "AMD Test 9000", brand: "AMD" });
    expect(p.description).toBe(
      "The AMD Test 9000 is a desktop processor from AMD with 16 cores and 32 threads.",
    );
  });

  it("has a title, a description with cores, threads, boost and TDP, and keywords", () => {
    const { seo } = page();
    expect(seo.path).toBe("/cpus/amd-test-9000");
    expect(seo.title).toContain("AMD Test 9000");
    expect(seo.description).toContain("16");
    expect(seo.description).toContain("5.7");
    expect(seo.description).toContain("170");
    expect(seo.keywords).toContain("AMD Test 9000");
    expect(seo.keywords?.every((k) => k === k.trim() && k !== "")).toBe(true);
  });

  it("puts the CPU under the catalog in its breadcrumbs", () => {
    expect(page().seo.breadcrumbs).toEqual([
      { name: "CPUs", path: "/cpus" },
      { name: "AMD Test 9000", path: "/cpus/amd-test-9000" },
    ]);
  });

  it("describes the CPU as a schema.org Product with its part number as MPN", () => {
    const p = page();
    expect(p.seo.structuredData).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: "AMD Test 9000",
        description: expect.stringContaining(p.description),
        category: "CPU",
        sku: "amd-test-9000",
        mpn: "100-000000514",
        brand: { "@type": "Brand", name: "AMD" },
      },
    ]);
  });

  it("leaves the MPN out when no part number is published", () => {
    const product = page({ ...cpu, partNumber: null }).seo.structuredData?.[0];
    expect(product).not.toHaveProperty("mpn");
  });

  it("lists every benchmark, with a source where the CPU has a figure and null where not", () => {
    const { scores } = page();
    expect(scores.map((s) => s.id).sort()).toEqual(BENCHMARKS.map((b) => b.id).sort());
    // Its figures first, the benchmarks without one after, each group in benchmark order.
    expect(scores[0]!.id).toBe("cinebench-r23-single");
    expect(scores.slice(1).map((s) => s.id)).toEqual(
      BENCHMARKS.map((b) => b.id).filter((id) => id !== "cinebench-r23-single"),
    );
    const single = scores.find((s) => s.id === "cinebench-r23-single");
    expect(single?.source?.value).toBe(2000);
    expect(scores.filter((s) => s.source === null)).toHaveLength(BENCHMARKS.length - 1);
  });

  it("passes on the relative-performance chart it is given, and none without one", () => {
    expect(page().relative).toBeNull();
    const relative = {
      benchmark: "geekbench-6-multi" as const,
      offered: ["geekbench-6-multi" as const],
      reference: { id: "amd-ryzen-5-7600", name: "AMD Ryzen 5 7600" },
      bars: [],
    };
    expect(
      page(cpu, {
        overall: { position: 2, total: 10 },
        segmentTop,
        hiddenFields: new Set(),
        relative,
      }).relative,
    ).toEqual(relative);
  });

  it("shows the spec cards, the efficiency cores' only when the CPU has some", () => {
    const p = page();
    expect(p.general?.id).toBe("general");
    expect(p.performance.map((s) => s.id)).toEqual(["performance-cores", "cache"]);
    const hybrid = page({ ...cpu, efficiencyCores: 8 });
    expect(hybrid.performance.map((s) => s.id)).toEqual([
      "performance-cores",
      "efficiency-cores",
      "cache",
    ]);
  });

  it("links the comparisons with its nearest rivals, never with itself", () => {
    const { related } = page();
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r) => r.path.startsWith("/cpus/vs/amd-test-9000-vs-"))).toBe(true);
    expect(related.map((r) => r.rival)).not.toContain("AMD Test 9000");
  });

  it("shows the side box it is given: the top of a ranking the CPU is in, for its segment", () => {
    expect(page().segmentTop).toEqual(segmentTop);
    expect(page(cpu, { overall: null, segmentTop: null, hiddenFields: new Set() }).segmentTop).toBe(
      null,
    );
  });

  it("leaves out the fields unknown for every CPU of the catalog", () => {
    const p = page(cpu, {
      overall: null,
      segmentTop: null,
      hiddenFields: new Set(["configurableTdpMin", "configurableTdpMax"] as const),
    });
    expect(page().general!.notPublished).toContain("Configurable TDP (low)");
    const general = [...p.general!.rows.map((r) => r.label), ...p.general!.notPublished];
    expect(general).not.toContain("Configurable TDP (low)");
    expect(general).not.toContain("Configurable TDP (high)");
  });
});
