import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { messagesFor, serverTranslator } from "~/modules/i18n/messages.server";
import { comparisonClientMessages, comparisonPage, cpusNotFound } from "./comparison-page";

const en = serverTranslator("en");

const amd = testCpu(
  { id: "amd-test-9000", name: "AMD Test 9000", cores: 16, threads: 32 },
  { "cinebench-r23-single": 2000, "cinebench-r23-multi": 38000 },
);
const intel = testCpu(
  { id: "intel-test-900k", name: "Intel Test 900K", brand: "Intel", cores: 24, threads: 32 },
  { "cinebench-r23-single": 2200 },
);
const laptop = testCpu({ id: "amd-test-7840hs", name: "AMD Test 7840HS", type: "Laptop" });
const catalog = [
  amd,
  intel,
  laptop,
  testCpu({ id: "amd-test-9001", name: "AMD Test 9001" }),
  testCpu({ id: "amd-test-9100", name: "AMD Test 9100" }),
];

describe("the comparison page", () => {
  const page = comparisonPage([amd, intel], catalog, en);

  it("names both CPUs in the order of the address", () => {
    expect(page.cpus).toEqual([
      { id: "amd-test-9000", name: "AMD Test 9000", brand: "AMD" },
      { id: "intel-test-900k", name: "Intel Test 900K", brand: "Intel" },
    ]);
    expect(comparisonPage([intel, amd], catalog, en).cpus[0]?.name).toBe("Intel Test 900K");
  });

  it("writes the summary and each side's advantages as sentences", () => {
    expect(page.summary.length).toBeGreaterThan(0);
    expect(page.summary.every((line) => typeof line === "string" && line !== "")).toBe(true);
    expect(page.advantages[1]?.join(" ")).toMatch(/Single-Core/);
    expect(page.verdicts.map((v) => v.group)).toEqual(["multiCore", "singleCore", "efficiency"]);
  });

  it("draws a bar pair for each benchmark either CPU has a figure in", () => {
    const single = page.bars.find((p) => p.benchmark === "cinebench-r23-single");
    expect(single?.winners).toEqual([1]);
    const multi = page.bars.find((p) => p.benchmark === "cinebench-r23-multi");
    expect(multi?.bars[1]).toBeNull();
  });

  it("sends each figure's source once, the bars and the table naming it by index", () => {
    const multi = page.bars.find((p) => p.benchmark === "cinebench-r23-multi")!;
    const row = page.sections
      .find((s) => s.id === "benchmarks")!
      .rows.find((r) => r.id === "cinebench-r23-multi")!;
    // The bar and the table cell cite the same figure: one source, one index.
    expect(typeof multi.bars[0]!.source).toBe("number");
    expect(row.cells[0]!.source).toBe(multi.bars[0]!.source);
    expect(row.cells[1]!.source).toBeNull();
    expect(page.sources[multi.bars[0]!.source]).toMatchObject({
      value: 38000,
      basis: "published",
      sourceName: "Test Source",
    });
    // Three figures (R23 single of both, R23 multi of the AMD): three sources, none repeated.
    expect(page.sources).toHaveLength(3);
    const cited = [
      ...page.bars.flatMap((g) => g.bars.map((b) => b?.source ?? null)),
      ...page.sections.flatMap((s) => s.rows.flatMap((r) => r.cells.map((c) => c.source))),
    ].filter((i): i is number => i !== null);
    expect(new Set(cited)).toEqual(new Set([0, 1, 2]));
  });

  it("sends the browser only the messages its components read", () => {
    const all = messagesFor("en", "compare", "specs");
    const sent = comparisonClientMessages(all);
    for (const key of [
      "compare.bars.heading",
      "compare.table.caption",
      "compare.verdict.heading.multiCore",
      "compare.verdict.intro",
      "compare.summary.heading",
      "compare.advantages.of",
      "compare.edit.swapLabel",
      "compare.laptops.heading",
      "specs.notPublished",
      "specs.source.runs_other",
      "specs.source.mean.unstated",
      "specs.source.lowSample_one",
    ] as const)
      expect(sent[key], key).toBe(all[key]);
    // Written on the server: the verdicts' and advantages' templates, field names, metadata.
    for (const key of [
      "compare.verdict.score.lead",
      "compare.advantage.ahead",
      "compare.meta.title",
      "compare.value.cell",
      "specs.field.cores",
      "specs.section.benchmarks",
    ] as const)
      expect(sent[key], key).toBeUndefined();
    expect(Object.keys(sent).length).toBeLessThan(Object.keys(all).length / 2);
  });

  it("has the detailed table's sections", () => {
    expect(page.sections.length).toBeGreaterThan(0);
    expect(page.sections[0]?.rows.length).toBeGreaterThan(0);
  });

  it("shows Amazon laptop cards only for a laptop CPU, with the affiliate tag when there is one", () => {
    expect(page.laptops).toBeNull();
    const cards = comparisonPage([laptop, intel], catalog, en, "corerank-20").laptops;
    expect(cards).not.toBeNull();
    expect(JSON.stringify(cards)).toContain("tag=corerank-20");
  });

  it("links related comparisons that are not this one", () => {
    expect(page.related.length).toBeGreaterThan(0);
    for (const { path, names } of page.related) {
      expect(path).toMatch(/^\/cpus\/vs\/.+-vs-.+$/);
      expect(names).toHaveLength(2);
      expect(new Set(names)).not.toEqual(new Set(["AMD Test 9000", "Intel Test 900K"]));
    }
  });

  it("is described under its canonical address, in the breadcrumbs after Comparison", () => {
    const swapped = comparisonPage([intel, amd], catalog, en);
    expect(swapped.seo.path).toBe(page.seo.path);
    expect(page.seo.title).toContain("AMD Test 9000");
    expect(page.seo.title).toContain("Intel Test 900K");
    expect(page.seo.breadcrumbs).toEqual([
      { name: "Comparison", path: "/compare" },
      { name: expect.stringContaining(" vs ") as unknown as string, path: page.seo.path },
    ]);
    expect(page.seo.structuredData).toBeUndefined();
    expect(page.noindex).toBe(false);
  });

  it("offers removing a CPU only from three or four, and adding one only up to four", () => {
    expect(page.removePaths).toEqual([null, null]);
    expect(page.canAdd).toBe(true);
    const three = comparisonPage([amd, intel, laptop], catalog, en);
    expect(three.removePaths).toEqual([
      "/cpus/vs/intel-test-900k-vs-amd-test-7840hs",
      "/cpus/vs/amd-test-9000-vs-amd-test-7840hs",
      "/cpus/vs/amd-test-9000-vs-intel-test-900k",
    ]);
    expect(three.noindex).toBe(true);
    const four = comparisonPage([amd, intel, laptop, catalog[3]!], catalog, en);
    expect(four.canAdd).toBe(false);
    expect(four.cpus).toHaveLength(4);
    expect(four.related.map((r) => r.names)).toHaveLength(6);
  });
});

describe("CPUs not found", () => {
  const ids = (a: string, b: string) => [a, b];

  it("names the unknown id and suggests comparisons of the known CPU with the closest ones", () => {
    const found = cpusNotFound(ids("amd-test-9000", "amd-test-910"), [amd, undefined], catalog);
    expect(found.unknown).toEqual(["amd-test-910"]);
    expect(found.known).toBe("AMD Test 9000");
    expect(found.suggestions.length).toBeGreaterThan(0);
    for (const s of found.suggestions) {
      expect(s.names[0]).toBe("AMD Test 9000");
      expect(s.path).toMatch(/^\/cpus\/vs\/amd-test-9000-vs-/);
    }
  });

  it("keeps the known CPU on its side when the first id is the unknown one", () => {
    const found = cpusNotFound(ids("amd-test-910", "intel-test-900k"), [undefined, intel], catalog);
    expect(found.known).toBe("Intel Test 900K");
    expect(found.suggestions.every((s) => s.names[1] === "Intel Test 900K")).toBe(true);
    expect(found.suggestions.every((s) => s.path.endsWith("-vs-intel-test-900k"))).toBe(true);
  });

  it("suggests nothing when neither CPU is known", () => {
    expect(cpusNotFound(ids("nope", "nada"), [undefined, undefined], catalog)).toEqual({
      unknown: ["nope", "nada"],
      known: null,
      suggestions: [],
    });
  });
});
