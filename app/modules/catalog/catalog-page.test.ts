import { describe, expect, it } from "vitest";
import { testCpu } from "../../../tests/support/test-cpu";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { catalogListing } from "./catalog-listing";
import { cpuCatalogPage } from "./catalog-page";
import type { Cpu } from "./cpu";
import { referencesOf } from "./relative-performance";
import { socketFamilyOptions } from "./socket-family";

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
/** Measured in Cinebench R23 alone: no Geekbench 6 figure. */
const cinebenchOnly = testCpu(
  { id: "cpu-cb", name: "CPU CB", cores: 24, threads: 32 },
  { "cinebench-r23-multi": 30000 },
);
/** No figure at all. */
const unscored = testCpu({ id: "cpu-none", name: "CPU None", cores: 4, threads: 8 });

/** The Geekbench 6 reference (= 100), with 2000 points. */
const reference = testCpu(
  { id: "amd-ryzen-5-7600", name: "AMD Ryzen 5 7600", cores: 6, threads: 12 },
  { "geekbench-6-multi": 2000 },
);

const cpus: Cpu[] = [...scored, cinebenchOnly, unscored, reference];
const references = referencesOf(new Map(cpus.map((c) => [c.id, c])));

const views = {
  socketFamilies: socketFamilyOptions(cpus.map((c) => c.socket)),
  page: (query: Parameters<typeof catalogListing>[1]) => catalogListing(cpus, query),
};

const page = (search = "", source: "database" | "fallback" = "database") =>
  cpuCatalogPage(new URLSearchParams(search), { cpus, source, references }, en, views);

describe("the catalog page", () => {
  it("lists the first 25 CPUs by Geekbench 6 multi-core figure, highest first, and links to the next page", () => {
    const p = page();
    expect(p).toMatchObject({ sort: "figure", dir: "desc", total: 33, matching: 33 });
    expect(p).toMatchObject({
      page: 1,
      from: 1,
      to: 25,
      readOnly: false,
      benchmark: "geekbench-6-multi",
    });
    expect(p.reference).toEqual({ id: "amd-ryzen-5-7600", name: "AMD Ryzen 5 7600" });
    expect(p.rows).toHaveLength(25);
    const figures = p.rows.map((r) => r.figure!.value);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
    expect(p.pages).toEqual([
      { page: 1, search: "" },
      { page: 2, search: "?page=2" },
    ]);
    expect(p.previousSearch).toBeNull();
    expect(p.nextSearch).toBe("?page=2");
  });

  it("gives each row its figure in the chosen benchmark with its source, and relative to the reference", () => {
    const rows = page("?sort=name&dir=asc&page=2").rows;
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row("cpu-29")).toMatchObject({ name: "CPU 29", brand: "Intel", relative: 195, has: [] });
    expect(row("cpu-29").figure).toMatchObject({ value: 3900, basis: "published" });
    expect(row("cpu-29").figure!.sourceName).toBeTruthy();
    // No Geekbench 6 figure: no relative value, and the benchmarks it has instead.
    expect(row("cpu-cb")).toMatchObject({ figure: null, relative: null });
    expect(row("cpu-cb").has).toEqual(["cinebench-r23-multi"]);
    expect(row("cpu-none")).toMatchObject({ figure: null, relative: null, has: [], cores: 4 });
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
      "priceMax",
      "figure",
      "relative",
      "perDollar",
      "perDollarAtLowestPrice",
      "perWatt",
      "has",
    ]);
  });

  it("switches to another benchmark by link, the measured CPUs first, never mixing benchmarks", () => {
    const p = page("?bench=cinebench-r23-multi");
    expect(p.benchmark).toBe("cinebench-r23-multi");
    // The R23 reference (the Core i7-1165G7) is not in this catalog: no relative value.
    expect(p.reference).toBeNull();
    expect(p.rows[0]).toMatchObject({ id: "cpu-cb", relative: null });
    expect(p.rows[0]!.figure!.value).toBe(30000);
    expect(p.rows.slice(1).every((r) => r.figure === null)).toBe(true);
    expect(p.rows[1]!.has).toEqual(["geekbench-6-multi"]);
    expect(p.benchmarkLinks.map((l) => l.id)).toContain("geekbench-5-multi");
    expect(p.benchmarkLinks.find((l) => l.id === "geekbench-6-multi")!.search).toBe("");
    expect(page("?brand=amd&page=2").benchmarkLinks.find((l) => l.id === "cpu-z")!.search).toBe(
      "?brand=amd&bench=cpu-z",
    );
    // An unknown benchmark is ignored.
    expect(page("?bench=3dmark").benchmark).toBe("geekbench-6-multi");
  });

  it("shows the last page when asked for one past the end, with a link back", () => {
    const p = page("?page=9");
    expect(p).toMatchObject({ page: 2, from: 26, to: 33 });
    expect(p.previousSearch).toBe("");
    expect(p.nextSearch).toBeNull();
  });

  it("keeps the chosen filters as their URL values and ignores values the catalog lacks", () => {
    expect(page("?brand=AMD&type=desktop&socket=AM5&year=2024&cores=16").filterForm.values).toEqual(
      {
        brand: "amd",
        type: "desktop",
        socket: "AM5",
        yearFrom: "2024",
        yearTo: "2024",
        coresMin: "16",
        coresMax: "16",
        maxPower: "",
        maxPrice: "",
        sort: "figure",
      },
    );
    expect(
      page("?brand=via&socket=LGA1&yearFrom=abc&coresMin=0&maxPrice=-5").filterForm.values,
    ).toMatchObject({ brand: "", type: "", socket: "", yearFrom: "", coresMin: "", maxPrice: "" });
  });

  it("offers every brand and type, the socket families present and the value sorts", () => {
    const { filterForm } = page();
    expect(filterForm.brandOptions).toEqual([
      { value: "intel", brand: "Intel" },
      { value: "amd", brand: "AMD" },
    ]);
    expect(filterForm.typeOptions.map((t) => t.value)).toContain("laptop");
    expect(filterForm.socketOptions).toEqual(["AM5", "BGA"]);
    expect(filterForm.sortOptions.map((o) => o.value)).toEqual(["figure", "perDollar", "perWatt"]);
    // Ordered by a column: the form offers it too, so Apply keeps it.
    expect(page("?sort=cores").filterForm.sortOptions.at(-1)).toEqual({
      value: "cores",
      label: "specs.field.cores",
    });
    expect(page("?sort=cores").filterForm.values.sort).toBe("cores");
  });

  it("filters, counting the matches, and keeps the filters in the page links", () => {
    const p = page("?brand=amd&coresMin=16&coresMax=16");
    expect(p).toMatchObject({ matching: 10, from: 1, to: 10 });
    expect(p.rows.every((r) => r.brand === "AMD" && r.cores === 16)).toBe(true);
    expect(p.pages).toEqual([{ page: 1, search: "?brand=amd&coresMin=16&coresMax=16" }]);
  });

  it("gives points per launch dollar and per watt beside the figure, and sorts by them", () => {
    const figure = { "geekbench-6-multi": 2500 };
    const all = [
      testCpu({ id: "unpriced", name: "Unpriced", price: null, maxTurboPower: null }, figure),
      testCpu({ id: "priced", name: "Priced", price: 100, maxTurboPower: 50 }, figure),
      testCpu({ id: "dear", name: "Dear", price: 1000, maxTurboPower: 500 }, figure),
    ];
    const p = cpuCatalogPage(
      new URLSearchParams("?sort=perDollar"),
      { cpus: all, source: "database", references },
      en,
      { socketFamilies: [], page: (query) => catalogListing(all, query) },
    );
    expect(p.sort).toBe("perDollar");
    expect(p.rows.map((r) => [r.id, r.perDollar, r.perWatt])).toEqual([
      ["priced", 25, 50],
      ["dear", 2.5, 5],
      // Without a cited launch price or a published maximum power: no value, after those with it.
      ["unpriced", null, null],
    ]);
    expect(p.noValue).toBeNull();
    // Nothing in the list has the value: the page says so (the rows are in name order).
    const none = cpuCatalogPage(
      new URLSearchParams("?sort=perWatt"),
      { cpus: all, source: "database", references },
      en,
      { socketFamilies: [], page: (query) => catalogListing(all.slice(0, 1), query) },
    );
    expect(none.noValue).toBe("perWatt");
    expect(page("?sort=figure").noValue).toBeNull();
  });

  it("links each column header to its order, flipping the current one and keeping the filters", () => {
    const { sortLinks } = page("?type=laptop&sort=cores&dir=desc&page=2");
    expect(sortLinks.cores).toEqual({ search: "?type=laptop&sort=cores&dir=asc", dir: "asc" });
    expect(sortLinks.name).toEqual({ search: "?type=laptop&sort=name&dir=asc", dir: "asc" });
    expect(sortLinks.figure).toEqual({ search: "?type=laptop&sort=figure&dir=desc", dir: "desc" });
  });

  it("resets the filters but keeps the benchmark and the order; Apply keeps the benchmark", () => {
    const sorted = page("?brand=amd&sort=cores&dir=asc");
    expect(sorted.resetSearch).toBe("?sort=cores&dir=asc");
    expect(sorted.formHidden).toEqual([]);
    const byDefault = page("?brand=amd");
    expect(byDefault.resetSearch).toBe("");
    const benchmark = page("?brand=amd&bench=cpu-z");
    expect(benchmark.resetSearch).toBe("?bench=cpu-z");
    expect(benchmark.formHidden).toEqual([["bench", "cpu-z"]]);
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
    expect(seo.description).toContain("33");
    expect(seo.keywords?.length).toBeGreaterThan(1);
    expect(seo.keywords?.every((k) => k === k.trim() && k !== "")).toBe(true);
    expect(seo.breadcrumbs).toEqual([{ name: "CPUs", path: "/cpus" }]);
  });

  it("writes the metadata in the page's language", () => {
    const fr = serverTranslator("fr");
    const { seo } = cpuCatalogPage(
      new URLSearchParams(),
      { cpus, source: "database", references },
      fr,
      views,
    );
    expect(seo.title).toBe(fr.t("catalog.meta.title"));
    expect(seo.title).not.toBe(en.t("catalog.meta.title"));
  });
});
