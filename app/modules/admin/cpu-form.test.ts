import { describe, expect, it } from "vitest";
import { BENCHMARK_KEYS } from "~/modules/catalog/benchmarks";
import { cpuInputSchema } from "~/modules/catalog/cpu.schema";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { CPU_FORM_FIELD_NAMES, cpuFormSections, cpuFormValues, parseCpuForm } from "./cpu-form";

const sections = cpuFormSections(serverTranslator("en"));
const fields = sections.flatMap((s) => s.fields);
const field = (name: string) => fields.find((f) => f.name === name)!;

/** A valid form as an operator fills it: only the required fields and two scores. */
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
    "scores.cinebenchR23Single": "2100",
    "scores.cinebenchR23Multi": "17500",
    ...overrides,
  };
  for (const name of CPU_FORM_FIELD_NAMES) form.set(name, values[name] ?? "");
  return form;
}

describe("the CPU form's sections", () => {
  it("hold every field of cpuInputSchema and every benchmark score exactly once", () => {
    const names = fields.map((f) => f.name).sort();
    const expected = [
      ...Object.keys(cpuInputSchema.shape).filter((k) => k !== "scores"),
      ...BENCHMARK_KEYS.map((k) => `scores.${k}`),
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
      "Benchmark scores",
    ]);
    expect(field("baseFreq")).toMatchObject({ label: "Base clock", unit: "GHz", required: true });
    expect(field("scores.passmarkMulti").label).toBe("PassMark CPU Mark");
  });

  it("take required fields, number kinds and choices from the schema", () => {
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual([
      "id",
      "name",
      "brand",
      "type",
      "cores",
      "threads",
      "baseFreq",
    ]);
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
      scores: { cinebenchR23Single: 2100, cinebenchR23Multi: 17500 },
    });
    expect(Object.keys(result.input.scores)).toHaveLength(2);
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
        "scores.geekbench5Multi": "-3",
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
      "scores.geekbench5Multi": "Must be greater than 0",
    });
    expect(result.values).toMatchObject({ id: "Not A Slug", cores: "six", brand: "Cyrix" });
  });

  it("reports the schema's rules across fields on the field they concern", () => {
    const result = parseCpuForm(filledForm({ threads: "4", "scores.cinebenchR23Multi": "1000" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      threads: "Must be at least the number of cores",
      scores: "Cinebench R23 multi-core must not be below single-core",
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
  it("shows a stored CPU as the form's text, unknown values empty, so saving it unchanged round-trips", () => {
    const parsed = parseCpuForm(filledForm({ eccMemorySupport: "no", l3Cache: "32", tdp: "65" }));
    if (!parsed.ok) throw new Error("fixture is invalid");
    const values = cpuFormValues(parsed.input);
    expect(values).toMatchObject({
      cores: "6",
      baseFreq: "3.9",
      tdp: "65",
      eccMemorySupport: "no",
      socket: "",
      "scores.cinebenchR23Multi": "17500",
      "scores.passmarkMulti": "",
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    const again = parseCpuForm(form);
    expect(again.ok && again.input).toEqual(parsed.input);
  });
});
