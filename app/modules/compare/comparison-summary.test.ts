import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/modules/i18n/languages";
import { serverTranslator } from "~/modules/i18n/messages.server";
import type { Cpu } from "~/modules/catalog/cpu";
import { writeMessage } from "./comparison-message";
import { comparisonSummary } from "./comparison-summary";
import { testCpu } from "../../../tests/support/test-cpu";

const en = serverTranslator("en");

function written(a: Cpu, b: Cpu) {
  const summary = comparisonSummary(a, b);
  return {
    lines: summary.lines.map((m) => writeMessage(m, en)),
    a: summary.advantages.a.map((m) => writeMessage(m, en)),
    b: summary.advantages.b.map((m) => writeMessage(m, en)),
  };
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

describe("comparisonSummary: the overview", () => {
  const { lines } = written(ryzen, intel);

  it("states the leads on the newest benchmark both CPUs have (Geekbench 6), with the margin", () => {
    expect(lines[0]).toBe("Intel Core i9-13900K is 3% faster in single-core (Geekbench 6).");
    expect(lines[1]).toBe("Intel Core i9-13900K is 5% faster in multi-core (Geekbench 6).");
  });

  it("states cores and threads, TDP and launch price", () => {
    expect(lines).toContain(
      "AMD Ryzen 9 7950X has 16 cores and 32 threads; Intel Core i9-13900K has 24 cores (8 P + 16 E) and 32 threads.",
    );
    expect(lines).toContain(
      "Intel Core i9-13900K has the lower TDP: 125 W against 170 W for AMD Ryzen 9 7950X.",
    );
    expect(lines).toContain(
      "Intel Core i9-13900K launched at $589, $110 less than AMD Ryzen 9 7950X ($699).",
    );
  });

  it("states performance per dollar, and per watt of maximum package power rather than TDP", () => {
    // 21000 / 589 = 35.7 and 20000 / 699 = 28.6; 20000 / 230 = 87 and 21000 / 253 = 83
    expect(lines).toContain(
      "Intel Core i9-13900K gives 25% more multi-core performance per dollar (Geekbench 6: 35.7 against 28.6 points per dollar).",
    );
    expect(lines).toContain(
      "AMD Ryzen 9 7950X gives 5% more multi-core performance per watt of maximum package power (Intel PL2 / AMD PPT) (Geekbench 6: 87 against 83 points per watt).",
    );
    expect(lines.join(" ")).not.toContain("per watt of TDP");
  });

  it("leaves performance per watt out when either CPU has no published maximum package power", () => {
    const noPl2 = testCpu(
      { id: "b", name: "No PL2", maxTurboPower: null, tdp: 65 },
      { "geekbench-6-multi": 12000 },
    );
    const { lines: without, a, b } = written(ryzen, noPl2);
    expect([...without, ...a, ...b].join(" ")).not.toContain("per watt");
    expect(without.join(" ")).toContain("per dollar");
  });

  it("falls back to Geekbench 5, then Cinebench R23, then PassMark when either CPU lacks the newer one", () => {
    const gb5 = (name: string, single: number, multi: number) =>
      testCpu({ id: name, name }, { "geekbench-5-single": single, "geekbench-5-multi": multi });
    const { lines: five } = written(
      testCpu(
        { id: "a", name: "First" },
        { "geekbench-5-single": 1100, "geekbench-5-multi": 11000, "geekbench-6-multi": 9000 },
      ),
      gb5("Second", 1000, 10000),
    );
    expect(five[0]).toBe("First is 10% faster in single-core (Geekbench 5).");
    expect(five[1]).toBe("First is 10% faster in multi-core (Geekbench 5).");

    const cinebenchOnly = testCpu(
      { id: "b", name: "Cinebench CPU" },
      { "cinebench-r23-single": 1700, "cinebench-r23-multi": 19000 },
    );
    expect(written(ryzen, cinebenchOnly).lines[1]).toBe(
      "AMD Ryzen 9 7950X is 100% faster in multi-core (Cinebench R23).",
    );

    const passmarkOnly = testCpu(
      { id: "b", name: "Other CPU" },
      { "passmark-single": 3880, "passmark-multi": 57100 },
    );
    const { lines: fallback } = written(ryzen, passmarkOnly);
    expect(fallback[0]).toBe("AMD Ryzen 9 7950X is 10% faster in single-core (PassMark).");
    expect(fallback[1]).toBe("AMD Ryzen 9 7950X is 10% faster in multi-core (PassMark).");
  });

  it("says so when the CPUs have no single-core or multi-core result in common", () => {
    const { lines: none } = written(ryzen, testCpu({ id: "b", name: "Unmeasured" }));
    expect(none[0]).toBe("There is no single-core benchmark result that both CPUs have.");
    expect(none[1]).toBe("There is no multi-core benchmark result that both CPUs have.");
    expect(none.join(" ")).not.toContain("per dollar");
    expect(none.join(" ")).not.toContain("per watt");
  });

  it("derives nothing from an overall score without a stored result behind it", () => {
    const bare = testCpu({ id: "b", name: "Bare", benchmarkScore: 50000 });
    expect(bare.scores).toEqual({});
    const { lines: none, b } = written(ryzen, bare);
    expect(none[0]).toBe("There is no single-core benchmark result that both CPUs have.");
    expect(none[1]).toBe("There is no multi-core benchmark result that both CPUs have.");
    expect(b.join(" ")).not.toContain("faster");
  });

  it("compares a visitors' median where nothing was published", () => {
    const visitorsOnly = testCpu(
      { id: "b", name: "Visitor CPU" },
      {},
      {
        "geekbench-6-multi": [9000, 10000, 40000],
      },
    );
    expect(written(ryzen, visitorsOnly).lines[1]).toBe(
      "AMD Ryzen 9 7950X is 100% faster in multi-core (Geekbench 6).",
    );
  });

  it("calls a difference that rounds to 0% a tie", () => {
    const close = testCpu(
      { id: "b", name: "Close CPU" },
      { "geekbench-6-single": 2905, "geekbench-6-multi": 20000 },
    );
    const { lines: tie, a, b } = written(ryzen, close);
    expect(tie[0]).toBe("AMD Ryzen 9 7950X and Close CPU are on par in single-core (Geekbench 6).");
    expect(tie[1]).toBe("AMD Ryzen 9 7950X and Close CPU are on par in multi-core (Geekbench 6).");
    expect([...a, ...b].join(" ")).not.toContain("faster");
  });

  it("words equal figures as shared", () => {
    const twin = testCpu(
      { id: "b", name: "Twin", cores: 16, threads: 32, tdp: 170, maxTurboPower: 230, price: 699 },
      { "geekbench-6-multi": 20000 },
    );
    const { lines: same } = written(ryzen, twin);
    expect(same).toContain("Both have 16 cores and 32 threads.");
    expect(same).toContain("Both have a TDP of 170 W.");
    expect(same).toContain("Both launched at $699.");
    expect(same).toContain(
      "AMD Ryzen 9 7950X and Twin give about the same multi-core performance per dollar (Geekbench 6).",
    );
    expect(same).toContain(
      "AMD Ryzen 9 7950X and Twin give about the same multi-core performance per watt of maximum package power (Intel PL2 / AMD PPT) (Geekbench 6).",
    );
  });

  it("states a launch price known for one CPU only, and skips performance per dollar", () => {
    const oem = testCpu({ id: "b", name: "OEM CPU", price: null }, { "geekbench-6-multi": 15000 });
    const { lines: oneSided } = written(ryzen, oem);
    expect(oneSided).toContain(
      "AMD Ryzen 9 7950X launched at $699; there is no launch price for OEM CPU.",
    );
    expect(oneSided.join(" ")).not.toContain("per dollar");
    expect(oneSided.join(" ")).toContain("per watt");
  });

  it("uses singular counts where they apply", () => {
    const single = testCpu({ id: "b", name: "Tiny", cores: 1, threads: 1 });
    expect(written(ryzen, single).lines).toContain(
      "AMD Ryzen 9 7950X has 16 cores and 32 threads; Tiny has 1 core and 1 thread.",
    );
  });
});

describe("comparisonSummary: each CPU's advantages", () => {
  const { a, b } = written(ryzen, intel);

  it("lists what the first CPU does better", () => {
    expect(a).toEqual([
      "5% more multi-core performance per watt of maximum package power (Geekbench 6)",
      "8 more performance cores (16 vs 8)",
      "Larger L3 cache: 64 MB vs 36 MB",
      "8 more PCIe lanes (28 vs 20)",
    ]);
  });

  it("lists what the second CPU does better", () => {
    expect(b).toEqual([
      "3% faster in single-core (Geekbench 6)",
      "5% faster in multi-core (Geekbench 6)",
      "25% more multi-core performance per dollar (Geekbench 6)",
      "More cores in total: 24 cores (8 P + 16 E) vs 16 cores",
      "Higher boost clock: 5.8 GHz vs 5.7 GHz",
      "Lower TDP: 125 W vs 170 W",
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
    const de = comparisonSummary(ryzen, intel).advantages.b.map((m) =>
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
    const summaries = [comparisonSummary(ryzen, intel), comparisonSummary(intel, locked)];
    const sentences = summaries.flatMap((s) => [...s.lines, ...s.advantages.a, ...s.advantages.b]);
    for (const sentence of sentences.map((m) => writeMessage(m, tr))) {
      expect(sentence).not.toMatch(/compare\.|\{\w+\}/);
    }
  });
});
