import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { SEARCH_CPUS } from "../../../tests/support/search-cpus";
import { referenceCpus } from "~/db/reference-data";
import {
  inCatalog,
  MAX_SUGGESTIONS,
  pickCpu,
  searchCpus,
  searchIndex,
  searchNeedle,
  searchPage,
  splitComparison,
  withinOneEdit,
} from "./search";

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

describe("forgiving search on real CPU names (issue 12)", () => {
  const catalog = SEARCH_CPUS;
  const index = searchIndex(catalog);
  const first = (text: string) => searchPage(index, text, { limit: 1 }).items[0]?.name;

  it.each([
    ["ryzn", /^AMD Ryzen /],
    ["ryzen7", /^AMD Ryzen 7 /],
    ["i7 13700", /^Intel Core i7-13700$/],
    ["i5 12400", /^Intel Core i5-12400$/],
    ["7800x 3d", /^AMD Ryzen 7 7800X3D$/],
    ["7800X3D", /^AMD Ryzen 7 7800X3D$/],
    ["Ryzen 9 7950X", /^AMD Ryzen 9 7950X$/],
    ["intel i9 13900k", /^Intel Core i9-13900K$/],
    ["core i9-13900k", /^Intel Core i9-13900K$/],
    ["AMD  Ryzen-9 7950x", /^AMD Ryzen 9 7950X$/],
    ["rzyen 9 7950x", /^AMD Ryzen 9 7950X$/],
  ])("%j finds the intended CPU first", (text, name) => {
    expect(first(text)).toMatch(name);
  });

  it("matches sockets, spaced or not", () => {
    for (const text of ["lga1700", "LGA 1700", "am5"]) {
      const found = searchPage(index, text, { limit: 8 }).items;
      expect(found, text).toHaveLength(8);
      const socket = text.replace(/\s/g, "").toUpperCase();
      expect(
        found.every((c) => c.socket?.toUpperCase().includes(socket)),
        text,
      ).toBe(true);
    }
  });

  it("ranks exact and substring matches before forgiving ones", () => {
    const found = searchPage(index, "13900k", { limit: 50, count: true }).items.map((c) => c.name);
    expect(found[0]).toBe("Intel Core i9-13900K");
    expect(found.slice(1, 3).sort()).toEqual(["Intel Core i9-13900KF", "Intel Core i9-13900KS"]);
    // Every name containing "Ryzen 7" before the CPUs that have "ryzen" and a "7" elsewhere.
    const spaced = searchPage(index, "ryzen 7", { limit: 1000 }).items.map((c) => c.name);
    const literal = spaced.findIndex((name) => !name.includes("Ryzen 7"));
    expect(literal).toBe(catalog.filter((c) => c.name.includes("Ryzen 7")).length);
    expect(spaced.slice(literal).some((name) => name.includes("Ryzen 7"))).toBe(false);
    expect(spaced.slice(literal)).toContain("AMD Ryzen 3 7320U");
    // A typo-matched CPU after every one matched as written.
    const ryzen = searchPage(index, "ryzen", { limit: 1000 }).items;
    expect(ryzen.every((c) => c.name.includes("Ryzen"))).toBe(true);
  });

  it("forgives one typo, not two, and never in numbers", () => {
    expect(first("ryzn")).toBeDefined();
    expect(first("rysn")).toBeUndefined(); // two edits
    expect(first("ryzn 9 7950xx")).toBeUndefined(); // a typo in two words
    expect(searchPage(index, "i7 13790", { limit: 8 }).items).toEqual([]);
    expect(first("qwertyuiop")).toBeUndefined();
  });

  it("keeps the spec's rules: blank gives none, at most 8, by score within a tier", () => {
    expect(searchCpus(catalog, "  ")).toEqual([]);
    const found = searchCpus(catalog, "ryzn");
    expect(found).toHaveLength(MAX_SUGGESTIONS);
    const shown = found.map((c) => c.benchmarkScore ?? -Infinity);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it("picks the CPU a term means, or gives the candidates", () => {
    expect(pickCpu(index, "Ryzen 9 7950X", 5).cpu?.name).toBe("AMD Ryzen 9 7950X");
    expect(pickCpu(index, "intel-core-i9-13900k", 5).cpu?.name).toBe("Intel Core i9-13900K");
    expect(pickCpu(index, "i7 13700", 5).cpu?.name).toBe("Intel Core i7-13700");
    const ryzen7 = pickCpu(index, "ryzen 7", 5);
    expect(ryzen7.cpu).toBeNull();
    expect(ryzen7.candidates).toHaveLength(5);
    expect(ryzen7.total).toBeGreaterThan(5);
    expect(pickCpu(index, "i9", 5).cpu).toBeNull();
    expect(pickCpu(index, "nothing like it", 5)).toEqual({ cpu: null, candidates: [], total: 0 });
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["ryzn", "ryzen", true],
    ["rzyen", "ryzen", true],
    ["ryzen", "ryzen", true],
    ["rizen", "ryzen", true],
    ["rysn", "ryzen", false],
    ["ryzenn7", "ryzen", false],
  ])("%s → %s: %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe("splitComparison", () => {
  it.each([
    "AMD Ryzen 9 7950X vs Intel Core i9-13900K",
    "AMD Ryzen 9 7950X vs. Intel Core i9-13900K",
    "AMD Ryzen 9 7950X VS Intel Core i9-13900K",
    "AMD Ryzen 9 7950X versus Intel Core i9-13900K",
    "AMD Ryzen 9 7950X contre Intel Core i9-13900K",
    "AMD Ryzen 9 7950X gegen Intel Core i9-13900K",
    "AMD Ryzen 9 7950X contra Intel Core i9-13900K",
    "AMD Ryzen 9 7950X contro Intel Core i9-13900K",
    "amd-ryzen-9-7950x-vs-intel-core-i9-13900k",
  ])("splits %j", (text) => {
    const parts = splitComparison(text)!.map((p) => p.toLowerCase().replace(/-/g, " "));
    expect(parts).toEqual(["amd ryzen 9 7950x", "intel core i9 13900k"]);
  });

  it("splits three and four CPUs typed as one", () => {
    expect(splitComparison("9800x3d vs 14900k vs 285k")).toEqual(["9800x3d", "14900k", "285k"]);
    expect(splitComparison("a vs b contre c -vs- d")).toEqual(["a", "b", "c", "d"]);
  });

  it.each(["Ryzen 9 7950X", "vs 13900k", "7950x vs ", "a vs b vs ", "7950xvs13900k"])(
    "leaves %j alone",
    (text) => {
      expect(splitComparison(text)).toBeNull();
    },
  );
});

describe("order within a tier", () => {
  it("puts the query's words in a row before words found apart", () => {
    const cpus = [
      cpu("AMD Ryzen Threadripper 7980X", "AMD", "Zen 4", 60000),
      cpu("AMD Ryzen 9 7950X", "AMD", "Zen 4", 38000),
    ];
    expect(searchCpus(cpus, "ryzen9").map((c) => c.name)).toEqual(["AMD Ryzen 9 7950X"]);
    expect(searchCpus(cpus, "ryzn 9").map((c) => c.name)).toEqual([
      "AMD Ryzen 9 7950X",
      "AMD Ryzen Threadripper 7980X",
    ]);
  });
});

describe("the scan that finds the candidates (issue 23)", () => {
  const fold = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const catalog = referenceCpus().map(
    ({ id, name, brand, architecture, socket, processorNumber }) => ({
      ...{ id, name, brand, architecture, socket, processorNumber },
      benchmarkScore: null,
    }),
  );
  const index = searchIndex(catalog);

  it("says a word is in the catalog exactly when some CPU's compacted fields hold it", () => {
    const words = ["ryzen", "ryzn", "core", "coer", "i9", "x3d", "am5", "lga1700", "zz", "q"];
    for (const word of words)
      expect(inCatalog(index, word), word).toBe(
        index.entries.some((entry) => entry.compact.includes(word)),
      );
    expect(inCatalog(index, "ryzen")).toBe(true);
    expect(inCatalog(index, "ryzn")).toBe(false);
  });

  it("finds, for every word, model and pair of words of the catalog, what testing each CPU finds", () => {
    const queries = new Set<string>();
    for (const { name, socket, id } of catalog.slice(0, 400)) {
      const words = name.split(/\s+/);
      words.forEach((word, at) => {
        queries.add(word);
        if (at > 0) queries.add(`${words[at - 1]} ${word}`);
      });
      queries.add(name.slice(2, 9));
      if (socket) queries.add(socket.replace(/\s+/g, ""));
      queries.add(id);
    }
    let matched = 0;
    for (const query of queries) {
      const needle = searchNeedle(query);
      const tokens = fold(query)
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
      // Only queries without a typo correction take the scan: each of their words is in the catalog.
      if (tokens.some((token) => !inCatalog(index, token))) continue;
      const exact = new Set(index.exact.get(tokens.join("")) ?? []);
      const tested = index.entries
        .filter(
          (entry, position) =>
            exact.has(position) ||
            entry.text.includes(needle) ||
            (tokens.length > 0 && tokens.every((token) => entry.compact.includes(token))),
        )
        .map((entry) => entry.cpu.name)
        .sort();
      const found = searchPage(index, query, { limit: catalog.length }).items.map((c) => c.name);
      expect(found.sort(), query).toEqual(tested);
      matched += found.length;
    }
    expect(queries.size).toBeGreaterThan(500);
    expect(matched).toBeGreaterThan(5_000);
  });
});

describe("a page of many matches", () => {
  // Each tier is cut at the page's end (issue 23): every page and count must be the whole
  // ordered list's, whichever tiers and buckets the page spans.
  const catalog = referenceCpus().map(
    ({ id, name, brand, architecture, socket, processorNumber }, at) => ({
      ...{ id, name, brand, architecture, socket, processorNumber },
      // Figures in an order of their own, so that no tier is simply alphabetical.
      benchmarkScore: (at * 7919) % 1000,
    }),
  );
  const index = searchIndex(catalog);
  const everything = (text: string) =>
    searchPage(index, text, { limit: catalog.length, count: true });
  it.each(["intel", "ryzen", "core i7", "ryzn 7", "amd 5", "i9 13900k", "lake"])(
    "%j: every page is that slice of all its matches, with their count",
    (text) => {
      const all = everything(text);
      const total = all.items.length;
      expect(all.total).toBe(total);
      expect(total).toBeGreaterThan(1);
      for (const limit of [1, 2, 20])
        for (const offset of [0, 1, 3, 19, 20, total - 1, total + 5]) {
          const page = searchPage(index, text, { offset, limit, count: true });
          expect(page.items, `${offset}+${limit}`).toEqual(all.items.slice(offset, offset + limit));
          expect(page.total).toBe(total);
        }
      const picked = pickCpu(index, text, 5);
      expect(picked.candidates).toEqual(all.items.slice(0, 5));
      expect(picked.total).toBe(total);
    },
  );
});
