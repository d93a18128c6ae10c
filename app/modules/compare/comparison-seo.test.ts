import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/modules/i18n/languages";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { comparisonSeoText } from "./comparison-seo";

const ryzen = { id: "amd-ryzen-9-7950x", name: "AMD Ryzen 9 7950X" };
const intel = { id: "intel-core-i9-13900k", name: "Intel Core i9-13900K" };

const PAIRS = [
  [ryzen, intel],
  [
    { id: "amd-ryzen-5-5600", name: "AMD Ryzen 5 5600" },
    { id: "intel-core-i3-12100", name: "Intel Core i3-12100" },
  ],
  [
    { id: "amd-ryzen-threadripper-pro-7995wx", name: "AMD Ryzen Threadripper PRO 7995WX" },
    { id: "intel-xeon-w9-3495x", name: "Intel Xeon w9-3495X" },
  ],
] as const;

describe("comparisonSeoText", () => {
  const en = serverTranslator("en");

  it("titles the page with both names", () => {
    expect(comparisonSeoText([ryzen, intel], en).title).toBe(
      "AMD Ryzen 9 7950X vs Intel Core i9-13900K: benchmarks and specs | CoreRank",
    );
  });

  it("gives both orders of a pair one canonical page, ids in alphabetical order", () => {
    const canonical = "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k";
    expect(comparisonSeoText([ryzen, intel], en).canonicalPath).toBe(canonical);
    expect(comparisonSeoText([intel, ryzen], en).canonicalPath).toBe(canonical);
    expect(comparisonSeoText([intel, ryzen], en).canonicalName).toBe(
      "AMD Ryzen 9 7950X vs Intel Core i9-13900K",
    );
    expect(comparisonSeoText([intel, ryzen], en).title).toMatch(/^Intel Core i9-13900K vs AMD/);
  });

  it("uses both names as keywords", () => {
    expect(comparisonSeoText([ryzen, intel], en).keywords.slice(0, 3)).toEqual([
      "AMD Ryzen 9 7950X vs Intel Core i9-13900K",
      "AMD Ryzen 9 7950X",
      "Intel Core i9-13900K",
    ]);
  });

  it.each(LANGUAGES)(
    "writes a %s description of 120 to 160 characters naming both CPUs",
    (lang) => {
      const tr = serverTranslator(lang);
      for (const [a, b] of PAIRS) {
        const { description } = comparisonSeoText([a, b], tr);
        expect(description).toContain(a.name);
        expect(description).toContain(b.name);
        expect(description.length).toBeGreaterThanOrEqual(120);
        expect(description.length).toBeLessThanOrEqual(160);
      }
    },
  );

  it("titles a three- or four-way page with every name, canonical to the alphabetical order, noindex", () => {
    const third = { id: "amd-ryzen-5-5600", name: "AMD Ryzen 5 5600" };
    const text = comparisonSeoText([ryzen, intel, third], en);
    expect(text.title).toBe(
      "AMD Ryzen 9 7950X vs Intel Core i9-13900K vs AMD Ryzen 5 5600: benchmarks and specs | CoreRank",
    );
    expect(text.canonicalPath).toBe(
      "/cpus/vs/amd-ryzen-5-5600-vs-amd-ryzen-9-7950x-vs-intel-core-i9-13900k",
    );
    expect(text.noindex).toBe(true);
    expect(comparisonSeoText([ryzen, intel], en).noindex).toBe(false);
  });
});
