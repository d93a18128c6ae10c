import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/modules/i18n/languages";
import { serverTranslator } from "~/modules/i18n/messages.server";
import type { Cpu } from "~/modules/catalog/cpu";
import { writeMessage, type Message } from "./comparison-message";
import { comparisonSummary, LEVEL_MARGIN, type VerdictGroup } from "./comparison-summary";
import { testCpu } from "../../../tests/support/test-cpu";

const en = serverTranslator("en");

function writtenAll(cpus: Cpu[], tr = en) {
  const summary = comparisonSummary(cpus);
  const write = (messages: Message[]) => messages.map((m) => writeMessage(m, tr));
  return {
    verdicts: Object.fromEntries(summary.sections.map((s) => [s.group, write(s.lines)])) as Record<
      VerdictGroup,
      string[]
    >,
    lines: write(summary.lines),
    advantages: summary.advantages.map(write),
  };
}

function written(a: Cpu, b: Cpu) {
  const all = writtenAll([a, b]);
  return { ...all, a: all.advantages[0]!, b: all.advantages[1]! };
}

const ryzen = testCpu(
  {
    id: "amd-ryzen-9-7950x",
    name: "AMD Ryzen 9 7950X",
    cores: 16,
    threads: 32,
    performanceCores: 16,
    performanceCoreThreads: 32,
    boostFreq: 5.7,
    tdp: 170,
    maxTurboPower: 230,
    price: 699,
    l3Cache: 64,
    pcieLanes: 28,
  },
  {
    "geekbench-6-single": 2900,
    "geekbench-6-multi": 20000,
    "cinebench-r23-single": 2040,
    "cinebench-r23-multi": 38000,
    "passmark-single": 4270,
    "passmark-multi": 62800,
  },
);
const intel = testCpu(
  {
    id: "intel-core-i9-13900k",
    name: "Intel Core i9-13900K",
    brand: "Intel",
    cores: 24,
    threads: 32,
    boostFreq: 5.8,
    tdp: 125,
    maxTurboPower: 253,
    price: 589,
    l3Cache: 36,
    pcieLanes: 20,
    maxMemorySize: 192,
    eccMemorySupport: true,
    integratedGraphicsName: "Intel UHD Graphics 770",
    efficiencyCores: 16,
    efficiencyCoreThreads: 16,
    performanceCores: 8,
    performanceCoreThreads: 16,
  },
  {
    "geekbench-6-single": 3000,
    "geekbench-6-multi": 21000,
    "cinebench-r23-single": 2250,
    "cinebench-r23-multi": 39000,
  },
);

describe("comparisonSummary: verdicts by use", () => {
  const { verdicts } = written(ryzen, intel);

  it("reports every benchmark both CPUs share, grouped as multi-core and single-core, each with its lead", () => {
    // Cinebench R23 multi-core is 2.6% apart: within the level margin.
    expect(verdicts.multiCore[0]).toBe(
      "Level in Cinebench R23 Multi-Core; Intel Core i9-13900K 5% ahead in Geekbench 6 Multi-Core.",
    );
    expect(verdicts.singleCore).toEqual([
      "Intel Core i9-13900K 10% ahead in Cinebench R23 Single-Core; Intel Core i9-13900K 3% ahead in Geekbench 6 Single-Core.",
    ]);
    // PassMark: only the Ryzen has a figure, so it is no verdict.
    expect(JSON.stringify(verdicts)).not.toContain("PassMark");
  });

  it("says plainly when benchmarks of one group disagree, and not when they agree", () => {
    expect(verdicts.multiCore[1]).toMatch(/^These benchmarks disagree/);
    expect(verdicts.singleCore.join(" ")).not.toContain("disagree");
  });

  it("names both leads of the 7800X3D against the 13600K: Cinebench R23 and Geekbench 6", () => {
    const x3d = testCpu(
      { id: "amd-ryzen-7-7800x3d", name: "AMD Ryzen 7 7800X3D", maxTurboPower: null },
      { "cinebench-r23-multi": 17387, "geekbench-6-multi": 14800 },
    );
    const k = testCpu(
      {
        id: "intel-core-i5-13600k",
        name: "Intel Core i5-13600K",
        brand: "Intel",
        maxTurboPower: 181,
      },
      { "cinebench-r23-multi": 24221, "geekbench-6-multi": 14650 },
    );
    const { verdicts: v } = written(x3d, k);
    expect(v.multiCore).toEqual([
      "Intel Core i5-13600K 39% ahead in Cinebench R23 Multi-Core; level in Geekbench 6 Multi-Core.",
      expect.stringMatching(/^These benchmarks disagree/) as unknown as string,
    ]);
  });

  it("calls a lead under the documented margin level, and one at the margin a lead", () => {
    const base = testCpu({ id: "base" }, { "geekbench-6-multi": 10000 });
    const under = testCpu({ id: "under", name: "Under" }, { "geekbench-6-multi": 10290 });
    const at = testCpu(
      { id: "at", name: "At" },
      { "geekbench-6-multi": 10000 * (1 + LEVEL_MARGIN) },
    );
    expect(written(base, under).verdicts.multiCore).toEqual(["Level in Geekbench 6 Multi-Core."]);
    expect(written(base, at).verdicts.multiCore).toEqual([
      "At 3% ahead in Geekbench 6 Multi-Core.",
    ]);
  });

  it("says so when the CPUs share no single-core or multi-core benchmark", () => {
    const onlyR23 = testCpu({ id: "r", name: "R" }, { "cinebench-r23-multi": 1000 });
    const onlyGb = testCpu({ id: "g", name: "G" }, { "geekbench-6-single": 1000 });
    const { verdicts: v } = written(onlyR23, onlyGb);
    expect(v.multiCore).toEqual(["No multi-core benchmark has a figure for every CPU here."]);
    expect(v.singleCore).toEqual(["No single-core benchmark has a figure for every CPU here."]);
  });

  it("compares a visitors' median where nothing was published", () => {
    const visitors = testCpu(
      { id: "v", name: "Visitors" },
      {},
      { "geekbench-6-multi": [9000, 10000, 30000] },
    );
    const other = testCpu({ id: "o", name: "Other" }, { "geekbench-6-multi": 12000 });
    expect(written(visitors, other).verdicts.multiCore[0]).toBe(
      "Other 20% ahead in Geekbench 6 Multi-Core.",
    );
  });
});

describe("comparisonSummary: efficiency", () => {
  it("divides every shared multi-core figure by the published maximum package power", () => {
    const { verdicts } = written(ryzen, intel);
    expect(verdicts.efficiency).toEqual([
      "Published maximum package power (Intel maximum turbo power, AMD PPT): AMD Ryzen 9 7950X 230 W, Intel Core i9-13900K 253 W.",
      "AMD Ryzen 9 7950X 7% more Cinebench R23 Multi-Core points per watt; AMD Ryzen 9 7950X 5% more Geekbench 6 Multi-Core points per watt.",
    ]);
  });

  it("gives no efficiency verdict when either CPU lacks a published maximum power, whatever the TDPs", () => {
    const noMax = { ...ryzen, id: "nomax", name: "No Max", maxTurboPower: null, tdp: 65 } as Cpu;
    const { verdicts, a, b } = written(noMax, intel);
    expect(verdicts.efficiency).toEqual([
      "No efficiency verdict: there is no published maximum package power (Intel maximum turbo power, AMD PPT) for No Max. A TDP is not what a CPU draws under load, so it is not used.",
    ]);
    expect([...a, ...b].join(" ")).not.toMatch(/per watt|TDP|maximum package power/);
    const both = written({ ...noMax, id: "n2", name: "N2" } as Cpu, noMax).verdicts.efficiency;
    expect(both[0]).toContain("for N2, No Max.");
  });
});

describe("comparisonSummary: no winner on limits and facts", () => {
  const cool = testCpu({
    id: "cool",
    name: "Cool",
    peakOperatingTemp: 89,
    releaseDate: "2024-11-07",
    multiplier: 47,
    socket: "AM5",
    tdp: 120,
    maxTurboPower: null,
  });
  const hot = testCpu({
    id: "hot",
    name: "Hot",
    brand: "Intel",
    peakOperatingTemp: 100,
    releaseDate: "2023-10-17",
    multiplier: 60,
    socket: "LGA1700",
    tdp: 125,
    maxTurboPower: 253,
  });

  it("never lists a lower peak temperature, a date, a multiplier, a socket or a lower TDP as an advantage", () => {
    const { a, b } = written(cool, hot);
    const all = [...a, ...b].join(" | ");
    expect(all).not.toMatch(/temperature|°C|2024|2023|multiplier|socket|AM5|LGA|TDP/i);
  });

  it("gives a lower TDP no advantage against a different published maximum power, but counts the lower maximum power", () => {
    const low = testCpu({ id: "low", name: "Low", tdp: 65, maxTurboPower: 88 });
    const high = testCpu({ id: "high", name: "High", tdp: 125, maxTurboPower: 181 });
    expect(written(low, high).a).toContain("Lower maximum package power: 88 W vs 181 W");
    expect(written(low, high).a.join(" ")).not.toContain("TDP");
    const same = testCpu({ id: "same", name: "Same", tdp: 105, maxTurboPower: 88 });
    expect(written(low, same).a).toContain("Lower TDP: 65 W vs 105 W");
  });
});

describe("comparisonSummary: the other lines", () => {
  it("states the gaming line honestly, then cores, threads and launch prices", () => {
    const { lines } = written(ryzen, intel);
    expect(lines[0]).toMatch(/^Gaming: CoreRank records no gaming benchmark/);
    expect(lines[0]).toContain("Cinebench R23, Geekbench 5 and 6, PassMark and CPU-Z");
    expect(lines).toContain(
      "AMD Ryzen 9 7950X has 16 cores and 32 threads; Intel Core i9-13900K has 24 cores (8 P + 16 E) and 32 threads.",
    );
    expect(lines).toContain("Launch price: AMD Ryzen 9 7950X $699; Intel Core i9-13900K $589.");
    expect(lines).toContain(
      "Intel Core i9-13900K 22% more Cinebench R23 Multi-Core points per dollar of launch price; Intel Core i9-13900K 25% more Geekbench 6 Multi-Core points per dollar of launch price.",
    );
  });

  it("states a launch price known for one CPU only, and gives no points per dollar", () => {
    const { lines } = written(ryzen, { ...intel, price: null } as Cpu);
    expect(lines).toContain(
      "Launch price: AMD Ryzen 9 7950X $699; Intel Core i9-13900K not published.",
    );
    expect(lines.join(" ")).not.toContain("per dollar");
  });

  it("states a launch price published as a range as that range, and claims only what holds across it", () => {
    // Intel's i5-12400F: "$184.00-$194.00"; 12,000 points against 12,000 at one price each.
    const score = (cpu: Cpu) => ({ ...cpu.scores });
    const rangeCpu = { ...intel, name: "Range", price: 184, priceMax: 194 } as Cpu;
    const at = (price: number) =>
      ({ ...ryzen, name: "Single", price, scores: score(intel) }) as Cpu;
    const lines = (price: number) => written(at(price), rangeCpu).lines.join(" ");
    expect(written(at(150), rangeCpu).lines).toContain(
      "Launch price: Single $150; Range $184 – $194.",
    );
    // Per dollar, Single at $150 leads Range at every price of its range: by the least lead, at $184.
    expect(lines(150)).toContain("Single 23% more Cinebench R23 Multi-Core points per dollar");
    // At $190 the range straddles it: a lead at $194 (2%) is level, at $184 none (3%): nothing said.
    expect(lines(190)).not.toContain("Cinebench R23 Multi-Core points per dollar");
    // At $189 both ends are within 3%: level at every price.
    expect(lines(189)).toContain("Level in Cinebench R23 Multi-Core points per dollar");
    expect(written(at(150), rangeCpu).a).toContain(
      "$34 – $44 cheaper at launch ($150 vs $184 – $194)",
    );
    // Overlapping prices: neither is cheaper.
    expect(written(at(190), rangeCpu).a.join(" ")).not.toContain("cheaper");
    const same = written(rangeCpu, { ...rangeCpu, id: "twin", name: "Twin" } as Cpu).lines;
    expect(same).toContain("Both launched at $184 – $194.");
  });

  it("words equal figures as shared, with singular counts where they apply", () => {
    const one = testCpu({ id: "one", cores: 1, threads: 1, price: 100 });
    const { lines } = written(one, { ...one, id: "two" } as Cpu);
    expect(lines).toContain("Both have 1 core and 1 thread.");
    expect(lines).toContain("Both launched at $100.");
  });
});

describe("comparisonSummary: three and four CPUs, against the fastest", () => {
  const third = testCpu(
    { id: "third", name: "Third", maxTurboPower: 142, price: 299 },
    { "geekbench-6-multi": 14000, "geekbench-6-single": 2950, "cinebench-r23-multi": 19000 },
  );

  it("names the fastest in each shared benchmark and its lead over each other CPU", () => {
    const { verdicts } = writtenAll([ryzen, intel, third]);
    expect(verdicts.multiCore[0]).toBe(
      "Intel Core i9-13900K ahead in Cinebench R23 Multi-Core (level with AMD Ryzen 9 7950X, 105% ahead of Third); Intel Core i9-13900K ahead in Geekbench 6 Multi-Core (5% ahead of AMD Ryzen 9 7950X, 50% ahead of Third).",
    );
    expect(verdicts.singleCore[0]).toBe(
      "Intel Core i9-13900K ahead in Geekbench 6 Single-Core (3% ahead of AMD Ryzen 9 7950X, level with Third).",
    );
  });

  it("gives each of four CPUs only what it does better than all the others", () => {
    const fourth = testCpu({ id: "fourth", name: "Fourth", l3Cache: 128, cores: 4, threads: 8 });
    const { advantages } = writtenAll([ryzen, intel, third, fourth]);
    expect(advantages).toHaveLength(4);
    expect(advantages[3]).toContain("Larger L3 cache: 128 MB vs 64 MB");
    expect(advantages[0]!.join(" ")).not.toContain("L3");
  });
});

describe("comparisonSummary: each CPU's advantages", () => {
  const { a, b } = written(ryzen, intel);

  it("lists what the first CPU does better", () => {
    expect(a).toEqual([
      "7% more Cinebench R23 Multi-Core points per watt of maximum package power",
      "5% more Geekbench 6 Multi-Core points per watt of maximum package power",
      "8 more performance cores (16 vs 8)",
      "Larger L3 cache: 64 MB vs 36 MB",
      "Lower maximum package power: 230 W vs 253 W",
      "8 more PCIe lanes (28 vs 20)",
    ]);
  });

  it("lists what the second CPU does better", () => {
    expect(b).toEqual([
      "10% ahead in Cinebench R23 Single-Core",
      "3% ahead in Geekbench 6 Single-Core",
      "5% ahead in Geekbench 6 Multi-Core",
      "22% more Cinebench R23 Multi-Core points per dollar of launch price",
      "25% more Geekbench 6 Multi-Core points per dollar of launch price",
      "More cores in total: 24 cores (8 P + 16 E) vs 16 cores",
      "Higher boost clock: 5.8 GHz vs 5.7 GHz",
      "$110 cheaper at launch ($589 vs $699)",
      "Supports more memory: up to 192 GB vs 128 GB",
      "Supports ECC memory",
    ]);
  });

  it("never counts efficiency cores as more cores, and tells hybrid splits apart", () => {
    const all = [...written(ryzen, intel).a, ...written(ryzen, intel).b].join(" | ");
    expect(all).not.toContain("8 more cores");
    const older = testCpu({
      id: "older",
      name: "Older Hybrid",
      cores: 16,
      threads: 24,
      performanceCores: 8,
      efficiencyCores: 8,
      efficiencyCoreThreads: 8,
    });
    const { lines, a, b } = written(older, intel);
    expect(lines).toContain(
      "Older Hybrid has 16 cores (8 P + 8 E) and 24 threads; Intel Core i9-13900K has 24 cores (8 P + 16 E) and 32 threads.",
    );
    expect(b).toContain("More cores in total: 24 cores (8 P + 16 E) vs 16 cores (8 P + 8 E)");
    expect([...a, ...b].join(" ")).not.toContain("performance cores");
    const de = comparisonSummary([ryzen, intel]).advantages[1]!.map((m) =>
      writeMessage(m, serverTranslator("de")),
    );
    expect(de).toContain("Mehr Kerne insgesamt: 24 Kerne (8 P + 16 E) vs. 16 Kerne");
  });

  it("names features only one CPU has", () => {
    const locked = testCpu({
      id: "b",
      name: "Locked",
      unlockedMultiplier: false,
      integratedGraphics: false,
      integratedGraphicsName: null,
      pcieVersion: "4.0",
      threads: 8,
      cores: 8,
    });
    expect(written(ryzen, locked).a).toEqual(
      expect.arrayContaining([
        "8 more cores (16 vs 8)",
        "24 more threads (32 vs 8)",
        "Newer PCIe version: 5.0 vs 4.0",
        "Has integrated graphics (AMD Radeon Graphics)",
        "Unlocked multiplier for overclocking",
      ]),
    );
  });

  it("claims nothing from a value nobody published", () => {
    const defaults = testCpu({
      id: "b",
      name: "Sparse",
      l3Cache: null,
      pcieVersion: null,
      pcieLanes: null,
      maxMemorySize: null,
      eccMemorySupport: null,
      unlockedMultiplier: null,
      integratedGraphics: null,
    });
    const { a: mine, b: theirs } = written(ryzen, defaults);
    const all = [...mine, ...theirs].join(" ");
    for (const topic of ["L3", "PCIe", "memory", "ECC", "graphics", "Unlocked"]) {
      expect(all).not.toContain(topic);
    }
  });

  it("lists nothing for identical CPUs", () => {
    const { a: mine, b: theirs } = written(ryzen, { ...ryzen, id: "copy" } as Cpu);
    expect(mine).toEqual([]);
    expect(theirs).toEqual([]);
  });
});

describe("comparisonSummary in every language", () => {
  it.each(LANGUAGES)("writes every sentence in %s without a raw key or placeholder", (lang) => {
    const tr = serverTranslator(lang);
    const locked = testCpu({
      id: "b",
      name: "Locked",
      unlockedMultiplier: false,
      cores: 1,
      threads: 1,
    });
    const summaries = [
      comparisonSummary([ryzen, intel]),
      comparisonSummary([intel, locked]),
      comparisonSummary([ryzen, intel, locked]),
      comparisonSummary([{ ...ryzen, maxTurboPower: null } as Cpu, intel]),
    ];
    const sentences = summaries.flatMap((s) => [
      ...s.sections.flatMap((section) => section.lines),
      ...s.lines,
      ...s.advantages.flat(),
    ]);
    for (const sentence of sentences.map((m) => writeMessage(m, tr))) {
      expect(sentence).not.toMatch(/compare\.|\{\w+\}/);
    }
  });
});
