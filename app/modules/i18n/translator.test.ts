import { describe, expect, it } from "vitest";
import { localizePath, splitLanguage } from "./languages";
import { combinedMessages, messagesFor, sendMessages } from "./messages.server";
import { makeTranslator, receivedMessages } from "./translator";

describe("language prefixes", () => {
  it("English has no prefix; the other languages use their code", () => {
    expect(localizePath("/cpus/amd-ryzen-9-7950x", "en")).toBe("/cpus/amd-ryzen-9-7950x");
    expect(localizePath("/cpus/amd-ryzen-9-7950x", "de")).toBe("/de/cpus/amd-ryzen-9-7950x");
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/search?q=ryzen", "it")).toBe("/it/search?q=ryzen");
  });

  it("reads the language from a path and strips it", () => {
    expect(splitLanguage("/es/ranking/passmark-multi")).toEqual({
      lang: "es",
      path: "/ranking/passmark-multi",
    });
    expect(splitLanguage("/pt")).toEqual({ lang: "pt", path: "/" });
    expect(splitLanguage("/cpus")).toEqual({ lang: "en", path: "/cpus" });
    // A path that merely starts with the letters of a code is not prefixed.
    expect(splitLanguage("/esports")).toEqual({ lang: "en", path: "/esports" });
  });
});

describe("translator", () => {
  const en = makeTranslator("en", {
    "home.heading": "Compare {a} and {b}",
    "common.samples_one": "{count} sample",
    "common.samples_other": "{count} samples",
  });
  const de = makeTranslator("de", {
    "common.samples_one": "{count} Messung",
    "common.samples_other": "{count} Messungen",
  });

  it("fills placeholders, formatting numbers for the language", () => {
    expect(en.t("home.heading", { a: "X", b: 12345 })).toBe("Compare X and 12,345");
  });

  it("picks the plural form by the language's rules", () => {
    expect(en.plural("common.samples", 1)).toBe("1 sample");
    expect(en.plural("common.samples", 2500)).toBe("2,500 samples");
    expect(de.plural("common.samples", 2500)).toBe("2.500 Messungen");
  });

  it("writes numbers, prices and dates in the language's format", () => {
    expect(de.number(4.5)).toBe("4,5");
    expect(en.usd(699)).toBe("$699");
    expect(de.usd(699).replace(/\s/g, " ")).toBe("699 $");
    expect(en.date("2022-09-27")).toBe("September 27, 2022");
    expect(de.date("2022-09-27")).toBe("27. September 2022");
    expect(makeTranslator("fr", {}).date("2024-10")).toBe("octobre 2024");
    expect(en.date("2021")).toBe("2021");
  });

  it("rounds each number to the fraction digits asked for, whatever was asked before", () => {
    expect(en.number(3.14159)).toBe("3.14");
    expect(en.number(3.14159, 0)).toBe("3");
    expect(en.number(3.14159, 1)).toBe("3.1");
    expect(en.number(3.14159)).toBe("3.14");
    expect(de.number(3.14159, 1)).toBe("3,1");
    expect(en.percent(0.426)).toBe("43%");
    expect(de.percent(0.426).replace(/\s/g, " ")).toBe("43 %");
    expect(en.usdRange(300, 450).replace(/\s/g, "")).toBe("$300–$450");
  });

  it("shows the key of a missing message instead of failing", () => {
    expect(en.t("cpu.title")).toBe("cpu.title");
  });
});

describe("messages as a loader sends them", () => {
  it("arrive as the same table, read once per text", () => {
    const table = messagesFor("de", "home");
    const sent = sendMessages(table);
    expect(typeof sent).toBe("string");
    // One text per table: a page type's loader sends the same text on every render.
    expect(sendMessages(table)).toBe(sent);
    // The server reads back the table it sent; a browser parses the text once.
    expect(receivedMessages(sent)).toBe(table);
    const copy = JSON.stringify(table) as typeof sent;
    const received = receivedMessages(`${copy} ` as typeof sent);
    expect(received).toEqual(table);
    expect(receivedMessages(`${copy} ` as typeof sent)).toBe(received);
    expect(makeTranslator("de", received).t("home.heading")).toBe(
      makeTranslator("de", table).t("home.heading"),
    );
  });

  it("are none when a loader sends none", () => {
    expect(receivedMessages(undefined)).toEqual({});
  });

  it("combine a page's own table once per key", () => {
    const make = () => ({ ...messagesFor("fr", "home"), "methodology.rankingSource": "x" });
    const first = combinedMessages("test|fr", make);
    expect(combinedMessages("test|fr", make)).toBe(first);
    expect(first["methodology.rankingSource"]).toBe("x");
    expect(Object.isFrozen(first)).toBe(true);
  });
});
