import { describe, expect, it } from "vitest";
import {
  benchmarkFormSchema,
  contactFormSchema,
  issueFormSchema,
  parseScore,
  prefilledPageAddress,
  parseVisitorForm,
} from "./submission.schema";

const catalog: Record<string, string> = { "amd-ryzen-9-7950x": "AMD Ryzen 9 7950X" };
const benchmark = (lang: "en" | "de" = "en") => benchmarkFormSchema(lang, (id) => catalog[id]);

const validBenchmark = {
  benchmarkName: "cinebench-r23-multi",
  result: "38500",
  cpu: "amd-ryzen-9-7950x",
  ram: "",
  motherboard: "",
  storage: "",
  gpu: "",
};

describe("parseScore", () => {
  it("reads a decimal point in every language and a decimal comma where the language writes one", () => {
    expect(parseScore("1520.5", "en")).toBe(1520.5);
    expect(parseScore("1520.5", "de")).toBe(1520.5);
    expect(parseScore("1520,5", "de")).toBe(1520.5);
    expect(parseScore("1520,5", "fr")).toBe(1520.5);
    expect(parseScore(" 38 500 ", "fr")).toBe(38500);
  });

  it("refuses what it would have to guess: grouping marks, signs, words", () => {
    expect(parseScore("1,520", "en")).toBeNull();
    expect(parseScore("1.234,5", "de")).toBeNull();
    expect(parseScore("1,2,3", "de")).toBeNull();
    expect(parseScore("-5", "en")).toBeNull();
    expect(parseScore("1e5", "en")).toBeNull();
    expect(parseScore("fast", "en")).toBeNull();
    expect(parseScore("", "en")).toBeNull();
  });
});

describe("benchmark form", () => {
  it("accepts the spec's required fields and keeps the CPU's catalog name", () => {
    const result = parseVisitorForm(benchmark(), { ...validBenchmark, ram: "  32 GB DDR5  " });
    expect(result).toEqual({
      ok: true,
      data: {
        benchmarkName: "cinebench-r23-multi",
        result: 38500,
        cpu: { id: "amd-ryzen-9-7950x", name: "AMD Ryzen 9 7950X" },
        ram: "32 GB DDR5",
        motherboard: null,
        storage: null,
        gpu: null,
      },
    });
  });

  it("names every missing required field", () => {
    const result = parseVisitorForm(benchmark(), {});
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        benchmarkName: { key: "forms.error.required" },
        result: { key: "forms.error.required" },
        cpu: { key: "forms.error.required" },
      },
    });
  });

  it("refuses an unknown benchmark, CPU, a score that is not positive or too large, and long text", () => {
    const result = parseVisitorForm(benchmark(), {
      ...validBenchmark,
      benchmarkName: "3dmark",
      cpu: "no-such-cpu",
      result: "0",
      gpu: "x".repeat(201),
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        benchmarkName: { key: "forms.error.benchmark" },
        cpu: { key: "forms.error.cpuUnknown" },
        result: { key: "forms.error.result" },
        gpu: { key: "forms.error.tooLong", vars: { max: 200 } },
      },
    });
    expect(parseVisitorForm(benchmark(), { ...validBenchmark, result: "10000001" })).toEqual({
      ok: false,
      fieldErrors: { result: { key: "forms.error.resultTooLarge", vars: { max: 10_000_000 } } },
    });
  });

  it("reads a German decimal comma but not an English one", () => {
    expect(
      parseVisitorForm(benchmark("de"), { ...validBenchmark, result: "1520,5" }),
    ).toMatchObject({
      ok: true,
      data: { result: 1520.5 },
    });
    expect(
      parseVisitorForm(benchmark("en"), { ...validBenchmark, result: "1520,5" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { result: { key: "forms.error.result" } },
    });
  });
});

describe("issue report", () => {
  const valid = {
    name: "Ada",
    email: "ada@example.com",
    issueType: "missing-info",
    subject: "Missing L2 cache",
    description: "The L2 cache is missing.",
    url: "https://corerank.example/cpus/amd-ryzen-9-7950x",
  };

  it("defaults the issue type to incorrect-data and allows no page address", () => {
    expect(parseVisitorForm(issueFormSchema, { ...valid, issueType: "", url: "" })).toMatchObject({
      ok: true,
      data: { issueType: "incorrect-data", url: null },
    });
  });

  it("refuses a bad email, an unknown issue type and a page address that is not http(s)", () => {
    expect(
      parseVisitorForm(issueFormSchema, {
        ...valid,
        email: "ada@",
        issueType: "spam",
        url: "javascript:alert(1)",
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        email: { key: "forms.error.email" },
        issueType: { key: "forms.error.issueType" },
        url: { key: "forms.error.url" },
      },
    });
  });

  it("prefills the page address only from a usable ?url=", () => {
    expect(prefilledPageAddress("http://127.0.0.1:3000/cpus/x")).toBe(
      "http://127.0.0.1:3000/cpus/x",
    );
    expect(prefilledPageAddress("javascript:alert(1)")).toBeNull();
    expect(prefilledPageAddress(`https://a.example/${"x".repeat(2000)}`)).toBeNull();
    expect(prefilledPageAddress(null)).toBeNull();
  });
});

describe("contact form", () => {
  it("requires every field", () => {
    expect(
      parseVisitorForm(contactFormSchema, { name: " ", email: "", subject: "", message: "" }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        name: { key: "forms.error.required" },
        email: { key: "forms.error.required" },
        subject: { key: "forms.error.required" },
        message: { key: "forms.error.required" },
      },
    });
  });
});
