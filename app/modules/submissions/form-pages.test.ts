import { describe, expect, it } from "vitest";
import { makeTranslator } from "~/modules/i18n/translator";
import type { Cpu } from "~/modules/catalog/cpu";
import {
  benchmarkPagePath,
  cpuOption,
  issueFormDefaults,
  issuePagePath,
  searchFieldMessages,
} from "./form-pages";
import { MAX_LENGTH } from "./submission-forms";

const { t } = makeTranslator("en", { "forms.issue.subjectPrefill": "Problem on {url}" });

describe("the issue form's page", () => {
  it("keeps the reported page's address, and says when the report was sent", () => {
    expect(issuePagePath("/contact", null)).toBe("/contact");
    expect(issuePagePath("/de/contact", "https://corerank.test/cpus/x")).toBe(
      "/de/contact?url=https%3A%2F%2Fcorerank.test%2Fcpus%2Fx",
    );
    expect(issuePagePath("/contact", "https://corerank.test/", true)).toBe(
      "/contact?url=https%3A%2F%2Fcorerank.test%2F&sent=1",
    );
  });

  it("starts with the reported page's address and a subject naming it", () => {
    expect(issueFormDefaults("https://corerank.test/cpus/x", t)).toEqual({
      issueType: "incorrect-data",
      url: "https://corerank.test/cpus/x",
      subject: "Problem on https://corerank.test/cpus/x",
    });
  });

  it("starts empty without an address, or with one that is not a web address", () => {
    const empty = { issueType: "incorrect-data", url: "", subject: "" };
    expect(issueFormDefaults(null, t)).toEqual(empty);
    expect(issueFormDefaults("javascript:alert(1)", t)).toEqual(empty);
  });

  it("shortens a subject a long address would make too long to send", () => {
    const url = `https://corerank.test/${"a".repeat(MAX_LENGTH.subject)}`;
    const { subject } = issueFormDefaults(url, t);
    expect(subject).toHaveLength(MAX_LENGTH.subject);
    expect(subject.endsWith("…")).toBe(true);
  });
});

describe("the benchmark form's page", () => {
  it("keeps the CPU it was opened for, before and after a result is sent", () => {
    expect(benchmarkPagePath("/submit-benchmark", null)).toBe("/submit-benchmark");
    expect(benchmarkPagePath("/submit-benchmark", "amd-ryzen-5-7600")).toBe(
      "/submit-benchmark?cpu=amd-ryzen-5-7600",
    );
    expect(benchmarkPagePath("/fr/submit-benchmark", "amd-ryzen-5-7600", true)).toBe(
      "/fr/submit-benchmark?sent=1&cpu=amd-ryzen-5-7600",
    );
  });

  it("sends the search field's four texts and nothing else of the home page's", () => {
    const messages = searchFieldMessages({
      "home.search.placeholder": "Search",
      "home.search.suggestions": "Suggestions",
      "home.search.score": "Score {score}",
      "home.search.noMatch": "No match",
      "home.title": "Home",
    });
    expect(Object.keys(messages).sort()).toEqual([
      "home.search.noMatch",
      "home.search.placeholder",
      "home.search.score",
      "home.search.suggestions",
    ]);
  });

  it("shows the CPU in the search field as the suggestions do", () => {
    const cpu = {
      id: "amd-ryzen-5-7600",
      name: "AMD Ryzen 5 7600",
      brand: "AMD",
      architecture: "Zen 4",
      scores: {},
    } as unknown as Cpu;
    expect(cpuOption(cpu)).toEqual({
      id: "amd-ryzen-5-7600",
      name: "AMD Ryzen 5 7600",
      brand: "AMD",
      architecture: "Zen 4",
      benchmarkScore: null,
    });
    expect(cpuOption(undefined)).toBeNull();
  });
});
