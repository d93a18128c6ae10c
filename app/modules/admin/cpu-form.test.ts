import { describe, expect, it } from "vitest";
import { BENCHMARK_KEYS } from "~/modules/catalog/benchmarks";
import { cpuInputSchema, scoreInputSchema, sourceSchema } from "~/modules/catalog/cpu.schema";
import { serverTranslator } from "~/modules/i18n/messages.server";
import {
  CPU_FORM_FIELD_NAMES,
  cpuFormResult,
  cpuFormSections,
  cpuFormValues,
  nestedFormValues,
  parseCpuForm,
} from "./cpu-form";

const sections = cpuFormSections(serverTranslator("en"));
const fields = sections.flatMap((s) => s.fields);
const field = (name: string) => fields.find((f) => f.name === name)!;

/** A published figure's controls as an operator fills them. */
function figure(key: string, score: string, changes: Record<string, string> = {}) {
  const parts: Record<string, string> = {
    score,
    statistic: "mean",
    sampleCount: "",
    sourceName: "Fixture Chart",
    sourceUrl: `https://example.com/chart/${key}`,
    publishedOn: "2026-03-01",
    benchmarkVersion: "2.0",
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(parts).map(([part, value]) => [`scores.${key}.${part}`, value]),
  );
}

/** A valid form as an operator fills it: only the required fields, the spec source and two figures. */
function filledForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    id: "amd-ryzen-5-9999x",
    name: "AMD Ryzen 5 9999X",
    brand: "AMD",
    type: "Desktop",
    cores: "6",
    threads: "12",
    baseFreq: "3.9",
    boostFreq: "5.4",
    "specSource.name": "Fixture Vendor page",
    "specSource.url": "https://example.com/products/9999x",
    "specSource.date": "2026-02-10",
    ...figure("cinebenchR23Single", "2100", { statistic: "run", sampleCount: "1" }),
    ...figure("cinebenchR23Multi", "17500"),
    ...overrides,
  };
  for (const name of CPU_FORM_FIELD_NAMES) form.set(name, values[name] ?? "");
  return form;
}

const COPY_PARTS = ["copy.name", "copy.url", "copy.date"];

describe("the CPU form's sections", () => {
  it("hold every field of cpuInputSchema, the spec source and each figure's provenance exactly once", () => {
    const names = fields.map((f) => f.name).sort();
    const expected = [
      ...Object.keys(cpuInputSchema.shape).filter((k) => k !== "scores" && k !== "specSource"),
      ...Object.keys(sourceSchema.shape).flatMap((k) =>
        k === "copy" ? COPY_PARTS.map((p) => `specSource.${p}`) : [`specSource.${k}`],
      ),
      ...BENCHMARK_KEYS.flatMap((b) =>
        Object.keys(scoreInputSchema.shape).flatMap((k) =>
          k === "copy" ? COPY_PARTS.map((p) => `scores.${b}.${p}`) : [`scores.${b}.${k}`],
        ),
      ),
    ].sort();
    expect(names).toEqual(expected);
    expect([...CPU_FORM_FIELD_NAMES].sort()).toEqual(expected);
  });

  it("follow the spec's sections with their English titles and labels", () => {
    expect(sections.map((s) => s.title)).toEqual([
      "Identity",
      "General parameters",
      "Performance cores",
      "Efficiency cores",
      "Cache and clock",
      "Memory",
      "Graphics",
      "PCIe",
      "Miscellaneous",
      "Specification source",
      "Cinebench R23 Single-Core",
      "Cinebench R23 Multi-Core",
      "Geekbench 5 Single-Core",
      "Geekbench 5 Multi-Core",
      "Geekbench 6 Single-Core",
      "Geekbench 6 Multi-Core",
      "PassMark Single-Thread",
      "PassMark CPU Mark",
      "CPU-Z Multi-Thread",
    ]);
    expect(sections.filter((s) => s.kind === "score")).toHaveLength(9);
    // Intel hybrid parts publish no single base clock: the field may be left empty.
    expect(field("baseFreq")).toMatchObject({ label: "Base clock", unit: "GHz", required: false });
    expect(field("scores.passmarkMulti.score")).toMatchObject({
      label: "PassMark CPU Mark",
      unit: "points",
    });
    const passmark = sections.find((s) => s.id === "score-passmarkMulti")!;
    expect(passmark.fields.map((f) => f.label)).toEqual([
      "PassMark CPU Mark",
      "Statistic",
      "Sample count",
      "Source name",
      "Source link",
      "Source link points to",
      "Date published or listed",
      "What the date means",
      "Figure: copy read",
      "Figure: copy link",
      "Figure: copy made on",
      "Benchmark version",
    ]);
  });

  it("offer the statistic as a choice of single run, mean or median, and dates and links as such", () => {
    expect(field("scores.geekbench6Multi.statistic")).toMatchObject({
      kind: "choice",
      choices: ["run", "mean", "median"],
      choiceLabels: { run: "Single run", mean: "Mean of several runs" },
    });
    expect(field("scores.geekbench6Multi.sampleCount").kind).toBe("integer");
    expect(field("scores.geekbench6Multi.publishedOn").kind).toBe("date");
    expect(field("scores.geekbench6Multi.sourceUrl").kind).toBe("url");
    expect(field("specSource.date").kind).toBe("date");
  });

  it("take required fields, number kinds and choices from the schema", () => {
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual([
      "id",
      "name",
      "brand",
      "cores",
      "threads",
    ]);
    // A type no source states is unknown (decision 011): the form offers "Unknown".
    expect(field("type")).toMatchObject({ kind: "choice", required: false });
    expect(field("cores").kind).toBe("integer");
    expect(field("l2Cache").kind).toBe("decimal");
    expect(field("eccMemorySupport").kind).toBe("yesNo");
    expect(field("brand").choices).toEqual(["Intel", "AMD"]);
    expect(field("pcieVersion")).toMatchObject({ kind: "choice", required: false });
  });
});

describe("parseCpuForm", () => {
  it("turns a filled form into the schema's input: empty is unknown, numbers and yes/no parsed", () => {
    const result = parseCpuForm(
      filledForm({ eccMemorySupport: "yes", unlockedMultiplier: "no", l2Cache: " 6.5 " }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      id: "amd-ryzen-5-9999x",
      cores: 6,
      baseFreq: 3.9,
      tdp: null,
      socket: null,
      l2Cache: 6.5,
      eccMemorySupport: true,
      unlockedMultiplier: false,
      integratedGraphics: null,
      specSource: {
        name: "Fixture Vendor page",
        url: "https://example.com/products/9999x",
        date: "2026-02-10",
      },
      scores: {
        cinebenchR23Single: {
          score: 2100,
          statistic: "run",
          sampleCount: 1,
          sourceName: "Fixture Chart",
          sourceUrl: "https://example.com/chart/cinebenchR23Single",
          publishedOn: "2026-03-01",
          benchmarkVersion: "2.0",
        },
        cinebenchR23Multi: { score: 17500, statistic: "mean", sampleCount: null },
      },
    });
    expect(Object.keys(result.input.scores)).toHaveLength(2);
  });

  it("reads an empty spec source as none and an optional link or version left empty as unknown", () => {
    const result = parseCpuForm(
      filledForm({
        "specSource.name": "",
        "specSource.url": "",
        "specSource.date": "",
        "scores.cinebenchR23Multi.sourceUrl": "",
        "scores.cinebenchR23Multi.benchmarkVersion": "",
      }),
    );
    expect(result.ok && result.input.specSource).toBeNull();
    expect(result.ok && result.input.scores.cinebenchR23Multi).toMatchObject({
      sourceUrl: null,
      benchmarkVersion: null,
    });
  });

  it("refuses a score without its source name and date, and provenance without a score, per field", () => {
    const result = parseCpuForm(
      filledForm({
        "scores.cinebenchR23Multi.sourceName": "",
        "scores.cinebenchR23Multi.publishedOn": "",
        "scores.cinebenchR23Multi.statistic": "",
        "scores.passmarkMulti.sourceName": "PassMark chart",
        "scores.geekbench6Multi.score": "15000",
        "scores.geekbench6Multi.statistic": "average",
        "scores.geekbench6Multi.sampleCount": "0",
        "scores.geekbench6Multi.sourceName": "Geekbench Browser",
        "scores.geekbench6Multi.sourceUrl": "browser.geekbench.com",
        "scores.geekbench6Multi.publishedOn": "March 2026",
        "specSource.date": "",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      "specSource.date": "Required",
      "scores.cinebenchR23Multi.statistic": "Required",
      "scores.cinebenchR23Multi.sourceName": "Required",
      "scores.cinebenchR23Multi.publishedOn": "Required",
      "scores.geekbench6Multi.statistic": "Must be one of: run, mean, median",
      "scores.geekbench6Multi.sampleCount": "Must be greater than 0",
      "scores.geekbench6Multi.sourceUrl": "Must be a web address",
      "scores.geekbench6Multi.publishedOn": "Must be a date YYYY-MM-DD",
      "scores.passmarkMulti.score": "Required",
      "scores.passmarkMulti.statistic": "Required",
      "scores.passmarkMulti.publishedOn": "Required",
    });
  });

  it("names each field with a problem and keeps what was typed", () => {
    const result = parseCpuForm(
      filledForm({
        id: "Not A Slug",
        name: "",
        cores: "six",
        threads: "12.5",
        baseFreq: "42",
        eccMemorySupport: "maybe",
        brand: "Cyrix",
        ...figure("geekbench5Multi", "-3"),
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      id: "Must be lowercase letters and digits joined by single hyphens",
      name: "Required",
      brand: "Must be one of: Intel, AMD",
      cores: "Must be a number",
      threads: "Must be a whole number",
      baseFreq: "Must be at most 10",
      eccMemorySupport: "Choose yes, no or unknown",
      "scores.geekbench5Multi.score": "Must be greater than 0",
    });
    expect(result.values).toMatchObject({ id: "Not A Slug", cores: "six", brand: "Cyrix" });
  });

  it("reports the schema's rules across fields on the field they concern", () => {
    const result = parseCpuForm(
      filledForm({ threads: "4", "scores.cinebenchR23Multi.score": "1000" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      threads: "Must be at least the number of cores",
      scores: "Cinebench R23 multi-core must not be below single-core",
    });
  });

  it("takes a launch price range's upper bound, optional, and refuses one below the launch price", () => {
    expect(field("priceMax")).toMatchObject({
      label: "Launch price, upper bound (range)",
      kind: "decimal",
      required: false,
      unit: "USD",
    });
    const range = parseCpuForm(filledForm({ price: "184", priceMax: "194" }));
    expect(range.ok && range.input).toMatchObject({ price: 184, priceMax: 194 });
    const single = parseCpuForm(filledForm({ price: "589", priceMax: "" }));
    expect(single.ok && single.input).toMatchObject({ price: 589, priceMax: null });
    const below = parseCpuForm(filledForm({ price: "194", priceMax: "184" }));
    expect(below.ok).toBe(false);
    if (!below.ok)
      expect(below.errors).toEqual({
        priceMax: "Must be at least the launch price (the lower bound of the range)",
      });
    const alone = parseCpuForm(filledForm({ price: "", priceMax: "194" }));
    expect(!alone.ok && alone.errors).toEqual({
      priceMax: "Needs a launch price: the lower bound of the range",
    });
  });

  it("treats a file posted in place of a field as empty", () => {
    const form = filledForm();
    form.set("name", new File(["x"], "x.txt"));
    const result = parseCpuForm(form);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.name).toBe("Required");
  });
});

describe("cpuFormValues", () => {
  it("shows a stored CPU as the form's text, provenance included, so saving it unchanged round-trips", () => {
    const parsed = parseCpuForm(filledForm({ eccMemorySupport: "no", l3Cache: "32", tdp: "65" }));
    if (!parsed.ok) throw new Error("fixture is invalid");
    const values = cpuFormValues(parsed.input);
    expect(values).toMatchObject({
      cores: "6",
      baseFreq: "3.9",
      tdp: "65",
      eccMemorySupport: "no",
      socket: "",
      "specSource.url": "https://example.com/products/9999x",
      "scores.cinebenchR23Multi.score": "17500",
      "scores.cinebenchR23Multi.statistic": "mean",
      "scores.cinebenchR23Multi.sampleCount": "",
      "scores.cinebenchR23Single.sampleCount": "1",
      "scores.cinebenchR23Multi.publishedOn": "2026-03-01",
      "scores.passmarkMulti.score": "",
      "scores.passmarkMulti.sourceName": "",
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    const again = parseCpuForm(form);
    expect(again.ok && again.input).toEqual(parsed.input);
  });
});

describe("the editor's Conform state", () => {
  it("nests the control names' dots and puts the whole form's message under ''", () => {
    expect(
      cpuFormResult({
        values: { name: "X", "specSource.url": "u", "scores.geekbench6Multi.score": "1" },
        errors: { form: "The form could not be read.", "specSource.url": "Required" },
      }),
    ).toEqual({
      status: "error",
      initialValue: {
        name: "X",
        specSource: { url: "u" },
        scores: { geekbench6Multi: { score: "1" } },
      },
      error: { "": "The form could not be read.", "specSource.url": "Required" },
    });
  });

  it("reads the first text of a control posted twice", () => {
    const form = filledForm();
    form.append("cores", "99");
    const result = parseCpuForm(form);
    expect(result.ok && result.input.cores).toBe(6);
    expect(nestedFormValues(result.values)).toMatchObject({
      cores: "6",
      specSource: { date: "2026-02-10" },
    });
  });
});
