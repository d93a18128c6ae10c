import { describe, expect, it } from "vitest";
import { testCpu } from "~/modules/compare/test-cpu";
import { MAX_SUGGESTIONS, searchCpus, searchIndex, searchPage } from "./search";

const cpu = (
  name: string,
  brand: "Intel" | "AMD",
  architecture: string | null,
  benchmarkScore: number | null,
) => ({
  name,
  brand,
  architecture,
  benchmarkScore,
});

const list = [
  cpu("AMD Ryzen 5 5600X", "AMD", "Zen 3 (Vermeer)", 11000),
  cpu("Intel Core i9-13900K", "Intel", "Raptor Lake", 39000),
  cpu("AMD Ryzen 9 7950X", "AMD", "Zen 4 (Raphael)", 38000),
  cpu("Intel Core i5-8400", "Intel", "Coffee Lake", null),
  cpu("Intel Core i7-13700K", "Intel", "Raptor Lake", 30500),
];

describe("searchCpus (spec section 5)", () => {
  it.each(["", "   ", "\t"])("gives nothing for blank text %j", (text) => {
    expect(searchCpus(list, text)).toEqual([]);
  });

  it("matches the name case-insensitively", () => {
    expect(searchCpus(list, "RYZEN 9").map((c) => c.name)).toEqual(["AMD Ryzen 9 7950X"]);
  });

  it("matches the brand and orders by benchmark score, unscored last", () => {
    expect(searchCpus(list, "intel").map((c) => c.name)).toEqual([
      "Intel Core i9-13900K",
      "Intel Core i7-13700K",
      "Intel Core i5-8400",
    ]);
  });

  it("matches the architecture", () => {
    expect(searchCpus(list, "raptor lake").map((c) => c.name)).toEqual([
      "Intel Core i9-13900K",
      "Intel Core i7-13700K",
    ]);
    expect(searchCpus(list, "zen 3").map((c) => c.name)).toEqual(["AMD Ryzen 5 5600X"]);
  });

  it("returns at most 8 suggestions, the highest scores", () => {
    const many = Array.from({ length: 20 }, (_, i) => cpu(`AMD Part ${i}`, "AMD", null, i * 100));
    const found = searchCpus(many, "part");
    expect(found).toHaveLength(MAX_SUGGESTIONS);
    expect(found[0]?.benchmarkScore).toBe(1900);
    expect(found[7]?.benchmarkScore).toBe(1200);
  });

  it("finds nothing when nothing matches", () => {
    expect(searchCpus(list, "pentium")).toEqual([]);
  });
});

describe("searchCpus on catalog CPUs", () => {
  it("orders by the shown Geekbench 6 multi-core figure, a visitors' median included, those without it last", () => {
    const cpus = [
      testCpu({ id: "none", name: "Zen none" }, { "cinebench-r23-multi": 40000 }),
      testCpu({ id: "published", name: "Zen published" }, { "geekbench-6-multi": 15000 }),
      testCpu(
        { id: "visitors", name: "Zen visitors" },
        {},
        { "geekbench-6-multi": [16000, 18000] },
      ),
    ];
    expect(searchCpus(cpus, "zen").map((c) => c.id)).toEqual(["visitors", "published", "none"]);
  });
});

describe("searchPage", () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    cpu(`Part ${String(i).padStart(2, "0")}`, i % 2 ? "AMD" : "Intel", null, 1000 - i),
  );
  const index = searchIndex(many);

  it("gives one page of the ordered matches and, when asked, how many there are", () => {
    const page = searchPage(index, "PART", { offset: 10, limit: 5, count: true });
    expect(page.items.map((c) => c.name)).toEqual([10, 11, 12, 13, 14].map((i) => `Part ${i}`));
    expect(page.total).toBe(30);
    expect(searchPage(index, "amd", { limit: 3 })).toEqual({
      items: [many[1], many[3], many[5]],
      total: null,
    });
  });

  it("counts matches past the page and gives nothing for blank text or past the end", () => {
    expect(searchPage(index, "part", { offset: 40, limit: 5, count: true })).toEqual({
      items: [],
      total: 30,
    });
    expect(searchPage(index, "  ", { limit: 5, count: true })).toEqual({ items: [], total: 0 });
  });
});
