import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { catalogFilterOptions, catalogListing } from "./catalog-listing";
import { cpuCatalogPage } from "./catalog-page";
import type { Cpu } from "./cpu";
import { overallScores } from "./overall-score";

const en = serverTranslator("en");

/** 30 CPUs: AMD desktops with Geekbench 6 figures 1000 to 2900 and 8 or 16 cores, then Intel laptops. */
const scored = Array.from({ length: 30 }, (_, i) =>
  testCpu(
    {
      id: `cpu-${i}`,
      name: `CPU ${String(i).padStart(2, "0")}`,
      brand: i < 20 ? "AMD" : "Intel",
      type: i < 20 ? "Desktop" : "Laptop",
      socket: i < 20 ? "AM5" : "BGA",
      cores: i % 2 === 0 ? 8 : 16,
      threads: i % 2 === 0 ? 16 : 32,
      releaseDate: i < 10 ? "2022-09-27" : "2024-01-08",
      releaseYear: i < 10 ? 2022 : 2024,
    },
    { "geekbench-6-multi": 1000 + i * 100 },
  ),
);
/** Ranked by Cinebench R23 alone: an overall score, no Geekbench 6 figure. */
const cinebenchOnly = testCpu(
  { id: "cpu-cb", name: "CPU CB", cores: 24, threads: 32 },
  { "cinebench-r23-multi": 30000 },
);
/** No multi-core figure at all: no overall score either. */
const unscored = testCpu({ id: "cpu-none", name: "CPU None", cores: 4, threads: 8 });

const cpus: Cpu[] = [...scored, cinebenchOnly, unscored];
const overall = overallScores(cpus);
cpus.forEach((cpu, i) => (cpu.overall = overall[i]!));

const views = {
  options: catalogFilterOptions(cpus),
  page: (query: Parameters<typeof catalogListing>[1]) => catalogListing(cpus, query),
};

const page = (search = "", source: "database" | "fallback" = "database") =>
  cpuCatalogPage(new URLSearchParams(search), { cpus, source }, en, views);

describe("the catalog page", () => {
  it("lists the first 25 CPUs by overall score, highest first, and links to the next page", () => {
    const p = page();
    expect(p).toMatchObject({ sort: "score", dir: "desc", total: 32, matching: 32 });
    expect(p).toMatchObject({ page: 1, from: 1, to: 25, readOnly: false });
    expect(p.rows).toHaveLength(25);
    const indexes = p.rows.map((r) => r.overall!);
    expect(indexes).toEqual([...indexes].sort((a, b) => b - a));
    expect(p.pages).toEqual([
      { page: 1, search: "" },
      { page: 2, search: "?page=2" },
    ]);
    expect(p.previousSearch).toBeNull();
    expect(p.nextSearch).toBe("?page=2");
  });

  it("gives each row the overall score's index and the Geekbench 6 multi-core figure", () => {
    const rows = page("?sort=name&dir=asc&page=2").rows;
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row("cpu-29")).toMatchObject({ name: "CPU 29", brand: "Intel", score: 3900 });
    expect(row("cpu-29").overall).toBe(cpus.find((c) => c.id === "cpu-29")!.overall!.index);
    expect(row("cpu-cb").overall).toBeGreaterThan(0);
    expect(row("cpu-cb").score).toBeNull();
    expect(row("cpu-none")).toMatchObject({ overall: null, score: null, cores: 4, threads: 8 });
    expect(Object.keys(row("cpu-29"))).toEqual([
      "id",
      "name",
      "brand",
      "type",
      "cores",
      "threads",
      "baseFreq",
      "boostFreq",
      "tdp",
      "socket",
      "releaseDate",
      "price",
      "overall",
      "score",
    ]);
  });

  it("shows the last page when asked for one past the end, with a link back", () => {
    const p = page("?page=9");
    expect(p).toMatchObject({ page: 2, from: 26, to: 32 });
    expect(p.previousSearch).toBe("");
    expect(p.nextSearch).toBeNull();
  });

  it("keeps the chosen filters as their URL values and ignores values the catalog lacks", () => {
    expect(page("?brand=AMD&type=desktop&socket=AM5&year=2024&cores=16").filters).toEqual({
      brand: "amd",
      type: "desktop",
      socket: "AM5",
      year: "2024",
      cores: "16",
    });
    expect(page("?brand=via&socket=LGA1&year=1999&cores=abc").filters).toEqual({
      brand: "",
      type: "",
      socket: "",
      year: "",
      cores: "",
    });
  });

  it("offers every brand and type, and the sockets, years and core counts present", () => {
    const { options } = page();
    expect(options.brands).toEqual([
      { value: "intel", brand: "Intel" },
      { value: "amd", brand: "AMD" },
    ]);
    expect(options.types.map((t) => t.value)).toContain("laptop");
    expect(options.sockets).toEqual(["AM5", "BGA"]);
    expect(options.years).toEqual([2024, 2022]);
    expect(options.cores).toEqual([4, 8, 16, 24]);
  });

  it("filters, counting the matches, and keeps the filters in the page links", () => {
    const p = page("?brand=amd&cores=16");
    expect(p).toMatchObject({ matching: 10, from: 1, to: 10 });
    expect(p.rows.every((r) => r.brand === "AMD" && r.cores === 16)).toBe(true);
    expect(p.pages).toEqual([{ page: 1, search: "?brand=amd&cores=16" }]);
  });

  it("links each column header to its order, flipping the current one and keeping the filters", () => {
    const { sortLinks } = page("?type=laptop&sort=cores&dir=desc&page=2");
    expect(sortLinks.cores).toEqual({ search: "?type=laptop&sort=cores&dir=asc", dir: "asc" });
    expect(sortLinks.name).toEqual({ search: "?type=laptop&sort=name&dir=asc", dir: "asc" });
    expect(sortLinks.score).toEqual({ search: "?type=laptop&sort=score&dir=desc", dir: "desc" });
    expect(Object.keys(sortLinks)).toHaveLength(10);
  });

  it("resets the filters but keeps the order, as hidden fields of the filter form", () => {
    const sorted = page("?brand=amd&sort=cores&dir=asc");
    expect(sorted.resetSearch).toBe("?sort=cores&dir=asc");
    expect(sorted.keptFields).toEqual([
      ["sort", "cores"],
      ["dir", "asc"],
    ]);
    const byDefault = page("?brand=amd");
    expect(byDefault.resetSearch).toBe("");
    expect(byDefault.keptFields).toEqual([]);
  });

  it("has no rows and one page when nothing matches", () => {
    const p = page("?brand=intel&socket=AM5");
    expect(p).toMatchObject({ rows: [], matching: 0, from: 0, to: 0, page: 1 });
    expect(p.pages).toEqual([{ page: 1, search: "?brand=intel&socket=AM5" }]);
    expect(p.previousSearch).toBeNull();
    expect(p.nextSearch).toBeNull();
  });

  it("says when the built-in list is served read-only", () => {
    expect(page("", "fallback").readOnly).toBe(true);
  });

  it("has a title, a description counting the catalog's CPUs, keywords and a breadcrumb", () => {
    const { seo } = page();
    expect(seo.path).toBe("/cpus");
    expect(seo.title).toBe(en.t("catalog.meta.title"));
    expect(seo.description).toContain("32");
    expect(seo.keywords?.length).toBeGreaterThan(1);
    expect(seo.keywords?.every((k) => k === k.trim() && k !== "")).toBe(true);
    expect(seo.breadcrumbs).toEqual([{ name: "CPUs", path: "/cpus" }]);
  });

  it("writes the metadata in the page's language", () => {
    const fr = serverTranslator("fr");
    const { seo } = cpuCatalogPage(new URLSearchParams(), { cpus, source: "database" }, fr, views);
    expect(seo.title).toBe(fr.t("catalog.meta.title"));
    expect(seo.title).not.toBe(en.t("catalog.meta.title"));
  });
});
