import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/modules/i18n/messages.server";
import {
  compareRows as rowsOf,
  pickWinners,
  winnerRule,
  type CompareSection,
} from "./compare-rows";
import type { Cpu } from "~/modules/catalog/cpu";
import { testCpu } from "../../../tests/support/test-cpu";

const en = serverTranslator("en");

/** A pair's row as sides a and b with its winner side, the form these tests were written in. */
function row(sections: CompareSection[], id: string) {
  const found = sections.flatMap((s) => s.rows).find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id}`);
  const winner = found.winners.length === 1 ? (["a", "b"] as const)[found.winners[0]!] : null;
  return { ...found, a: found.cells[0]!, b: found.cells[1]!, winner };
}

/** A pair's winner as a side, the form these tests were written in. */
function pickWinner(
  a: Parameters<typeof pickWinners>[0][number],
  b: Parameters<typeof pickWinners>[0][number],
  rule: Parameters<typeof pickWinners>[1],
) {
  const winners = pickWinners([a, b], rule);
  return winners.length === 1 ? (["a", "b"] as const)[winners[0]!] : null;
}
const compareRows = (a: Cpu, b: Cpu, tr: Parameters<typeof rowsOf>[1]) => rowsOf([a, b], tr);

describe("pickWinner (spec section 5)", () => {
  it("gives the higher number the win when higher is better", () => {
    expect(pickWinner(16, 24, "higher")).toBe("b");
    expect(pickWinner(5.8, 5.7, "higher")).toBe("a");
  });

  it("gives the lower number the win when lower is better", () => {
    expect(pickWinner(253, 230, "lower")).toBe("b");
    expect(pickWinner(89, 100, "lower")).toBe("a");
  });

  it("parses numbers written as text", () => {
    expect(pickWinner("5.0", "4.0", "higher")).toBe("a");
    expect(pickWinner("7nm", "5nm", "lower")).toBe("b");
  });

  it("calls equal values a tie", () => {
    expect(pickWinner(16, 16, "higher")).toBeNull();
    expect(pickWinner("5.0", "5.0", "higher")).toBeNull();
  });

  it("never picks a winner when either value is missing", () => {
    expect(pickWinner(null, 24, "higher")).toBeNull();
    expect(pickWinner(24, null, "lower")).toBeNull();
  });

  it("calls values that are not numbers a tie", () => {
    expect(pickWinner("AM5", "LGA1700", "higher")).toBeNull();
    expect(pickWinner("TSMC N5", "Intel 7", "lower")).toBeNull();
    expect(pickWinner(true, false, "higher")).toBeNull();
  });

  it("never picks a winner for an unranked row", () => {
    expect(pickWinner(1, 2, "none")).toBeNull();
  });
});

describe("winnerRule", () => {
  it.each([
    "powerConsumption",
    "maxTurboPower",
    "gpuPowerConsumption",
    "tdp",
    "price",
    "manufacturingProcess",
  ] as const)("ranks %s lower-is-better", (field) => {
    const format = field === "price" ? "usd" : field === "manufacturingProcess" ? "text" : "watts";
    expect(winnerRule(field, format)).toBe("lower");
  });

  it.each([
    ["cores", "count"],
    ["boostFreq", "ghz"],
    ["l3Cache", "mb"],
    ["maxMemoryBandwidth", "gbps"],
    ["pcieVersion", "text"],
    ["pcieLanes", "count"],
    ["efficiencyCoreTurboFreq", "ghz"],
  ] as const)("ranks %s higher-is-better", (field, format) => {
    expect(winnerRule(field, format)).toBe("higher");
  });

  it.each([
    ["socket", "text"],
    ["memoryTypes", "text"],
    ["architecture", "text"],
    ["processorNumber", "text"],
    ["brand", "text"],
    ["type", "cpuType"],
    ["eccMemorySupport", "yesNo"],
    ["instructionSet", "text"],
    ["integratedGraphicsName", "text"],
    ["multiplier", "multiplier"],
    ["busFrequency", "mhz"],
    ["efficiencyCores", "count"],
    ["efficiencyCoreThreads", "count"],
    ["releaseDate", "date"],
    ["peakOperatingTemp", "celsius"],
    ["configurableTdpMin", "watts"],
    ["configurableTdpMax", "watts"],
  ] as const)("never ranks %s", (field, format) => {
    expect(winnerRule(field, format)).toBe("none");
  });
});

describe("compareRows", () => {
  const amd = testCpu(
    {
      id: "amd",
      name: "AMD Test",
      cores: 16,
      threads: 32,
      performanceCores: 16,
      performanceCoreThreads: 32,
      tdp: 170,
      powerConsumption: 170,
      price: 699,
    },
    { "cinebench-r23-single": 2040, "cinebench-r23-multi": 38000, "passmark-multi": 62800 },
  );
  const intel = testCpu(
    {
      id: "intel",
      name: "Intel Test",
      brand: "Intel",
      socket: "LGA1700",
      cores: 24,
      threads: 32,
      tdp: 125,
      powerConsumption: 125,
      price: 589,
      releaseDate: "2022-10-20",
      pcieVersion: "5.0",
      performanceCores: 8,
      performanceCoreThreads: 16,
      efficiencyCores: 16,
      efficiencyCoreThreads: 16,
      efficiencyCoreBaseFreq: 2.2,
      efficiencyCoreTurboFreq: 4.3,
      eccMemorySupport: true,
    },
    { "cinebench-r23-single": 2250, "cinebench-r23-multi": 39000 },
  );
  const sections = compareRows(amd, intel, en);

  it("lists the sections in page order, with efficiency cores when either CPU has some", () => {
    expect(sections.map((s) => s.id)).toEqual([
      "general",
      "performance-cores",
      "efficiency-cores",
      "cache",
      "memory",
      "graphics",
      "pcie",
      "benchmarks",
      "value",
    ]);
    expect(sections.map((s) => s.title)).toContain("Efficiency cores");
  });

  it("leaves out efficiency cores when neither CPU has any", () => {
    const ids = compareRows(amd, testCpu({ id: "other" }), en).map((s) => s.id);
    expect(ids).not.toContain("efficiency-cores");
    expect(ids).toContain("performance-cores");
  });

  it("never shows the miscellaneous part number", () => {
    expect(sections.map((s) => s.id)).not.toContain("misc");
    expect(sections.flatMap((s) => s.rows).map((r) => r.id)).not.toContain("partNumber");
  });

  it("labels rows and writes both values with their units", () => {
    expect(row(sections, "boostFreq")).toMatchObject({
      label: "Boost clock",
      a: { value: "5 GHz", source: null },
      b: { value: "5 GHz", source: null },
      winner: null,
    });
    expect(row(sections, "price")).toMatchObject({
      a: { value: "$699" },
      b: { value: "$589" },
      winner: "b",
    });
  });

  it("gives more cores the win within hybrid or non-hybrid CPUs, and lower power the win", () => {
    const small = testCpu({ id: "small", cores: 8, threads: 16 });
    expect(row(compareRows(amd, small, en), "cores").winner).toBe("a");
    expect(row(sections, "threads").winner).toBeNull();
    expect(row(sections, "tdp").winner).toBe("b");
    expect(row(sections, "powerConsumption").winner).toBe("b");
    expect(row(sections, "peakOperatingTemp").winner).toBeNull();
  });

  it("marks no winner where more is not better: release date, multiplier, bus, efficiency cores", () => {
    const older = testCpu({
      id: "older",
      releaseDate: "2019-07-07",
      multiplier: 36,
      busFrequency: 100,
      cores: 16,
      performanceCores: 8,
      efficiencyCores: 8,
      efficiencyCoreThreads: 8,
    });
    const rows = compareRows(older, intel, en);
    expect(row(rows, "releaseDate")).toMatchObject({
      a: { value: "July 7, 2019" },
      b: { value: "October 20, 2022" },
      winner: null,
    });
    for (const field of ["multiplier", "busFrequency", "efficiencyCores", "efficiencyCoreThreads"])
      expect(row(rows, field).winner, field).toBeNull();
    expect(row(compareRows(amd, intel, en), "efficiencyCores").winner).toBeNull();
  });

  it("does not count efficiency cores as more cores against a CPU without them", () => {
    // 24 cores (8 P + 16 E) against 16 cores: the performance-core row ranks them instead.
    expect(row(sections, "cores").winner).toBeNull();
    expect(row(sections, "performanceCores")).toMatchObject({ a: { value: "16" }, winner: "a" });
  });

  it("never ranks text or yes/no rows", () => {
    expect(row(sections, "socket")).toMatchObject({
      a: { value: "AM5" },
      b: { value: "LGA1700" },
      winner: null,
    });
    expect(row(sections, "eccMemorySupport")).toMatchObject({
      a: { value: "No" },
      b: { value: "Yes" },
      winner: null,
    });
  });

  it("never ranks Intel execution units against AMD compute units, but does within a brand", () => {
    const radeon = testCpu({ id: "radeon", integratedGraphics: true, executionUnits: 2 });
    const uhd = testCpu({
      id: "uhd",
      brand: "Intel",
      integratedGraphics: true,
      executionUnits: 32,
    });
    const bigRadeon = testCpu({ id: "big-radeon", integratedGraphics: true, executionUnits: 12 });
    expect(row(compareRows(radeon, uhd, en), "executionUnits").winner).toBeNull();
    expect(row(compareRows(radeon, bigRadeon, en), "executionUnits").winner).toBe("b");
  });

  it("shows a launch price published as a range as that range, cheapest only below the whole range", () => {
    const range = testCpu({ id: "range", price: 184, priceMax: 194 });
    const at = (price: number) => testCpu({ id: `at-${price}`, price });
    expect(row(compareRows(range, at(199), en), "price")).toMatchObject({
      a: { value: "$184 – $194" },
      b: { value: "$199" },
      winner: "a",
    });
    expect(row(compareRows(range, at(190), en), "price").winner).toBeNull();
    expect(row(compareRows(range, at(180), en), "price").winner).toBe("b");
    // The upper bound is shown in the launch price's row, never as a row of its own.
    expect(compareRows(range, at(199), en).flatMap((s) => s.rows.map((r) => r.id))).not.toContain(
      "priceMax",
    );
  });

  it('shows an unpublished value as null ("not published") and gives no winner against it', () => {
    const unpriced = testCpu({ id: "oem", price: null });
    expect(row(compareRows(amd, unpriced, en), "price")).toMatchObject({
      a: { value: "$699" },
      b: { value: null },
      winner: null,
    });
    expect(row(sections, "efficiencyCoreBaseFreq")).toMatchObject({
      a: { value: null },
      b: { value: "2.2 GHz" },
      winner: null,
    });
  });

  it("fills no unpublished value with a default, so it never wins a row", () => {
    for (const field of ["l3Cache", "pcieLanes", "maxMemorySize", "memoryTypes"] as const) {
      const sparse = testCpu({ id: "sparse", [field]: null });
      const cells = row(compareRows(amd, sparse, en), field);
      expect(cells.b.value, field).toBeNull();
      expect(cells.winner, field).toBeNull();
      expect(row(compareRows(sparse, amd, en), field).winner, field).toBeNull();
    }
  });

  it("compares every benchmark either CPU has a score for, higher is better", () => {
    const benchmarks = sections.find((s) => s.id === "benchmarks")!;
    expect(benchmarks.title).toBe("Benchmarks");
    expect(benchmarks.rows.map((r) => r.label)).toEqual([
      "Cinebench R23 Single-Core",
      "Cinebench R23 Multi-Core",
      "PassMark CPU Mark",
    ]);
    expect(row(sections, "cinebench-r23-multi")).toMatchObject({
      a: { value: "38,000" },
      b: { value: "39,000" },
      winner: "b",
    });
    expect(row(sections, "passmark-multi")).toMatchObject({
      a: { value: "62,800" },
      b: { value: null },
      winner: null,
    });
  });

  it("gives every benchmark figure its source, and none where there is no figure", () => {
    expect(row(sections, "cinebench-r23-multi").a.source).toMatchObject({
      basis: "published",
      sourceName: "Test Source",
      sourceUrl: "https://example.com/cinebench-r23-multi",
      publishedOn: "2026-01-01",
      statistic: "mean",
      sampleCount: 100,
    });
    expect(row(sections, "passmark-multi").b.source).toBeNull();
  });

  it("derives no benchmark figure from a formula: a benchmark neither CPU has is not listed", () => {
    expect(sections.flatMap((s) => s.rows).map((r) => r.id)).not.toContain("geekbench-5-single");
  });

  it("has no benchmark section when neither CPU has a score", () => {
    const ids = compareRows(testCpu({ id: "x" }), testCpu({ id: "y" }), en).map((s) => s.id);
    expect(ids).not.toContain("benchmarks");
  });

  it("keeps the sides in the order asked", () => {
    expect(row(compareRows(intel, amd, en), "tdp")).toMatchObject({
      a: { value: "125 W" },
      b: { value: "170 W" },
      winner: "a",
    });
  });

  it("writes values in the reader's language", () => {
    const de = compareRows(amd, intel, serverTranslator("de"));
    expect(row(de, "cinebench-r23-multi").a.value).toBe("38.000");
    expect(row(de, "efficiencyCoreBaseFreq").b.value).toBe("2,2 GHz");
  });
});

describe("pickWinners: three and four CPUs", () => {
  it("marks every CPU holding the best value, none when all are equal or one is unknown", () => {
    expect(pickWinners([16, 24, 8], "higher")).toEqual([1]);
    expect(pickWinners([24, 16, 24, 8], "higher")).toEqual([0, 2]);
    expect(pickWinners([125, 125, 125], "lower")).toEqual([]);
    expect(pickWinners([125, null, 170, 65], "lower")).toEqual([]);
  });
});

describe("compareRows: limits and power (decision 021, verdicts by use)", () => {
  const cool = testCpu({ id: "cool", peakOperatingTemp: 89, tdp: 120, maxTurboPower: null });
  const hot = testCpu({
    id: "hot",
    brand: "Intel",
    peakOperatingTemp: 100,
    tdp: 125,
    maxTurboPower: 253,
    releaseDate: "2023-10-17",
    socket: "LGA1700",
    multiplier: 60,
  });

  it("never marks a peak temperature, release date, multiplier or socket as better", () => {
    const sections = rowsOf([cool, hot], en);
    for (const field of ["peakOperatingTemp", "releaseDate", "multiplier", "socket"])
      expect(row(sections, field).winners, field).toEqual([]);
  });

  it("gives a lower TDP no win when a published maximum package power differs or is missing", () => {
    expect(row(rowsOf([cool, hot], en), "tdp").winners).toEqual([]);
    const lowMax = testCpu({ id: "low", tdp: 65, maxTurboPower: 88 });
    const highMax = testCpu({ id: "high", tdp: 105, maxTurboPower: 142 });
    expect(row(rowsOf([lowMax, highMax], en), "tdp").winners).toEqual([]);
    expect(row(rowsOf([lowMax, highMax], en), "maxTurboPower").winners).toEqual([0]);
    const sameMax = testCpu({ id: "same", tdp: 65, maxTurboPower: 142 });
    expect(row(rowsOf([sameMax, highMax], en), "tdp").winners).toEqual([0]);
  });

  it("lays out one cell per CPU for four CPUs, in the order given", () => {
    const cpus = [8, 16, 12, 6].map((cores, i) =>
      testCpu({ id: `c${i}`, cores, threads: cores * 2 }),
    );
    const cores = row(rowsOf(cpus, en), "cores");
    expect(cores.cells.map((cell) => cell.value)).toEqual(["8", "16", "12", "6"]);
    expect(cores.winners).toEqual([1]);
  });
});

describe("the value row: points per dollar at launch price", () => {
  const figures = { "cinebench-r23-multi": 20000, "geekbench-6-multi": 12000 };
  const a = testCpu({ id: "a", price: 200 }, figures);
  const b = testCpu({ id: "b", price: 400 }, { "cinebench-r23-multi": 30000 });
  const c = testCpu({ id: "c", price: null }, figures);
  const valueSection = (cpus: Cpu[]) => rowsOf(cpus, en).find((s) => s.id === "value");

  it("divides each benchmark figure shown by the cited launch price, and names it so", () => {
    const section = valueSection([a, b])!;
    expect(section.title).toBe("Points per dollar at launch price (not today’s price)");
    expect(section.rows.map((r) => [r.label, r.cells.map((cell) => cell.value)])).toEqual([
      ["Cinebench R23 Multi-Core, points per dollar", ["100 pts/$", "75 pts/$"]],
      // b has no Geekbench 6 figure: nothing to divide.
      ["Geekbench 6 Multi-Core, points per dollar", ["60 pts/$", null]],
    ]);
    expect(section.rows.every((r) => r.cells.every((cell) => cell.source === null))).toBe(true);
  });

  it("marks the best value only when every CPU has one, as every row", () => {
    const section = valueSection([a, b])!;
    expect(section.rows[0]!.winners).toEqual([0]);
    expect(section.rows[1]!.winners).toEqual([]);
    // Three CPUs, one without a launch price: two have the value, none is marked.
    const three = valueSection([a, b, c])!;
    expect(three.rows[0]!.cells.map((cell) => cell.value)).toEqual(["100 pts/$", "75 pts/$", null]);
    expect(three.rows[0]!.winners).toEqual([]);
    // Equal values: no best either.
    const same = testCpu({ id: "same", price: 400 }, { "cinebench-r23-multi": 40000 });
    expect(valueSection([a, same])!.rows[0]!.winners).toEqual([]);
  });

  it("gives a price range a range of value, and marks a best only where it holds at every price", () => {
    // 20,000 points at $184–$194 (decision 025): 103.1–108.7 pts/$.
    const ranged = testCpu({ id: "ranged", price: 184, priceMax: 194 }, figures);
    const section = valueSection([ranged, b])!;
    expect(section.rows[0]!.cells.map((cell) => cell.value)).toEqual([
      "103.1–108.7 pts/$",
      "75 pts/$",
    ]);
    expect(section.rows[0]!.winners).toEqual([0]);
    // 21,000 points at $200: 105 pts/$, inside the range's 103.1–108.7: no best either way.
    const close = testCpu({ id: "close", price: 200 }, { "cinebench-r23-multi": 21000 });
    expect(valueSection([ranged, close])!.rows[0]!.winners).toEqual([]);
  });

  it("has no value rows without a cited launch price, and writes small values to the cent", () => {
    expect(valueSection([c, testCpu({ id: "d", price: null }, figures)])).toBeUndefined();
    const dear = testCpu({ id: "dear", price: 4000 }, { "cinebench-r23-multi": 29000 });
    expect(valueSection([dear, c])!.rows[0]!.cells[0]!.value).toBe("7.25 pts/$");
    const de = serverTranslator("de");
    expect(rowsOf([a, b], de).find((s) => s.id === "value")!.rows[0]!.cells[1]!.value).toBe(
      "75 Pkt./$",
    );
  });
});
