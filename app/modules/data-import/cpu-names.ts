/**
 * CPU names as sources write them ("Intel(R) Core(TM) i9-13900K CPU @ 3.00GHz",
 * "AMD Ryzen™ 9 7950X", "13th Gen Intel(R) Core(TM) i9-13900K") reduced to a
 * match key, a display name and a URL slug.
 */

/** Marks and marketing words that never distinguish two CPUs. */
function stripMarks(raw: string): string {
  return (
    raw
      // zero-width and no-break spaces (AMD's export has "6800U\u200b")
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
      .replace(/\u00A0/g, " ")
      .replace(/[®™©]/g, " ")
      .replace(/\((?:R|TM|C)\)/gi, " ")
      // "CPU @ 3.00GHz", "@ 2.6 GHz"
      .replace(/\bCPU\b/gi, " ")
      .replace(/@\s*[\d.]+\s*[GM]Hz\b/gi, " ")
      // "13th Gen Intel", "12th Generation"
      .replace(/\b\d+(?:st|nd|rd|th)\s+Gen(?:eration)?\b/gi, " ")
      // "w/ Radeon 840M", "with Radeon Graphics", "with Radeon Vega Mobile Gfx"
      .replace(/\s(?:w\/|with)\s*Radeon\b.*$/i, " ")
      // "16-Core", "Six-Core", "Quad-Core"
      .replace(/\b(?:\d+|Dual|Quad|Six|Eight|Twelve|Sixteen)-Core\b/gi, " ")
      .replace(/\bX-series\b/gi, " ")
      .replace(/\bExtreme Edition\b/gi, " ")
      .replace(/\bProcessors?\b/gi, " ")
      .replace(/,/g, " ")
  );
}

/** A key shared by every spelling of one CPU's name: lowercase, no marks, no hyphens. */
export function normalizeCpuName(raw: string): string {
  return stripMarks(raw)
    .toLowerCase()
    .replace(/[-_/]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The display name: "Intel Core i9-13900K", "AMD Ryzen 9 7950X", "Intel Core Ultra 7 165H". */
export function cleanCpuName(raw: string): string {
  return stripMarks(raw).replace(/\s+/g, " ").trim();
}

/** The URL slug of a CPU name: only `[a-z0-9-]`, "+" spelled "plus", never `-vs-`. */
export function cpuSlug(name: string): string {
  const slug = cleanCpuName(name)
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // "-vs-" is reserved for comparison URLs.
  return slug.replace(/(^|-)vs(?=-|$)/g, "$1v-s");
}
