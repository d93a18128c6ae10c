import { describe, expect, it } from "vitest";
import { publishedScore, visitorMedianScore } from "../../../tests/support/test-cpu";
import type { BenchmarkId, ShownScore } from "./benchmarks";
import {
  catalogListing,
  catalogSearch,
  DEFAULT_CATALOG_QUERY,
  paginationPages,
  parseCatalogQuery,
  sortedBy,
  type CatalogQuery,
} from "./catalog-listing";
import type { CpuBrand, CpuType } from "./cpu.schema";
import { socketFamilyOptions } from "./socket-family";

const OVERALL: BenchmarkId = "geekbench-6-multi";
const measured = (value: number): ShownScore => publishedScore(OVERALL, value);

interface Spec {
  name: string;
  brand?: CpuBrand;
  type?: CpuType;
  cores?: number;
  price?: number | null;
  maxTurboPower?: number | null;
  socket?: string | null;
  releaseDate?: string;
  score?: ShownScore;
  /** Other shown figures, which never order the catalog. */
  others?: Partial<Record<BenchmarkId, ShownScore>>;
}

const cpu = ({
  name,
  brand = "AMD",
  type = "Desktop",
  cores = 8,
  price = null,
  maxTurboPower = null,
  socket = "AM5",
  releaseDate = "2022-09-27",
  score,
  others = {},
}: Spec) => ({
  name,
  brand,
  type,
  cores,
  threads: cores * 2,
  baseFreq: 3.5,
  boostFreq: 5,
  tdp: 105,
  socket,
  releaseDate,
  releaseYear: Number(releaseDate.slice(0, 4)),
  price,
  priceMax: null,
  maxTurboPower,
  scores: { ...others, ...(score ? { [OVERALL]: score } : {}) },
});

const cpus = [
  cpu({ name: "AMD Ryzen 5 7600X", cores: 6, price: 299, score: measured(15000) }),
  cpu({ name: "AMD Ryzen 9 7950X", cores: 16, price: 699, score: measured(38000) }),
  cpu({
    name: "Intel Core i5-8400",
    brand: "Intel",
    cores: 6,
    socket: "LGA1151",
    releaseDate: "2017-10",
  }),
  cpu({
    name: "Intel Core i5-10400",
    brand: "Intel",
    cores: 6,
    price: 182,
    socket: "LGA1200",
    releaseDate: "2020-04-30",
  }),
  cpu({
    name: "Intel Core i7-1360P",
    brand: "Intel",
    type: "Laptop",
    cores: 12,
    socket: null,
    releaseDate: "2023-01",
    others: { "cinebench-r23-multi": publishedScore("cinebench-r23-multi", 99000) },
  }),
];

const families = socketFamilyOptions(cpus.map((c) => c.socket));
const query = (search: string) => parseCatalogQuery(new URLSearchParams(search), families);
const names = (q: CatalogQuery) => catalogListing(cpus, q).items.map((c) => c.name);

describe("catalog order", () => {
  it("defaults to the overall score (Geekbench 6 multi-core), highest first, CPUs without it last by name", () => {
    expect(names(query(""))).toEqual([
      "AMD Ryzen 9 7950X",
      "AMD Ryzen 5 7600X",
      "Intel Core i5-8400",
      "Intel Core i5-10400",
      "Intel Core i7-1360P",
    ]);
  });

  it("orders by the visitors' median where no Geekbench 6 multi-core figure was published", () => {
    const more = [
      ...cpus,
      cpu({ name: "AMD Ryzen 7 7700", score: visitorMedianScore(OVERALL, [20000, 22000, 30000]) }),
    ];
    expect(
      catalogListing(more, query(""))
        .items.map((c) => c.name)
        .slice(0, 3),
    ).toEqual(["AMD Ryzen 9 7950X", "AMD Ryzen 7 7700", "AMD Ryzen 5 7600X"]);
  });

  it("sorts a release date published only as a quarter by the quarter's first month", () => {
    const more = [
      cpu({ name: "Q3 part", releaseDate: "2023-Q3" }),
      cpu({ name: "August part", releaseDate: "2023-08-15" }),
      cpu({ name: "June part", releaseDate: "2023-06-01" }),
    ];
    expect(catalogListing(more, query("sort=release&dir=desc")).items.map((c) => c.name)).toEqual([
      "August part",
      "Q3 part",
      "June part",
    ]);
  });

  it("keeps CPUs without a value last in both directions", () => {
    expect(names(query("sort=price&dir=asc"))).toEqual([
      "Intel Core i5-10400",
      "AMD Ryzen 5 7600X",
      "AMD Ryzen 9 7950X",
      "Intel Core i5-8400",
      "Intel Core i7-1360P",
    ]);
    expect(names(query("sort=price&dir=desc")).slice(-2)).toEqual([
      "Intel Core i5-8400",
      "Intel Core i7-1360P",
    ]);
  });

  it("breaks ties by name, reading model numbers as numbers", () => {
    expect(names(query("sort=cores&dir=asc")).slice(0, 3)).toEqual([
      "AMD Ryzen 5 7600X",
      "Intel Core i5-8400",
      "Intel Core i5-10400",
    ]);
  });

  it("sorts by release date, newest first", () => {
    expect(names(query("sort=release&dir=desc"))[0]).toBe("Intel Core i7-1360P");
    expect(names(query("sort=release&dir=asc"))[0]).toBe("Intel Core i5-8400");
  });

  it("ignores an unknown sort or direction", () => {
    expect(query("sort=colour&dir=up")).toMatchObject({ sort: "figure", dir: "desc" });
    expect(query("sort=name")).toMatchObject({ sort: "name", dir: "asc" });
  });
});

describe("catalog filters", () => {
  it("read the filter set rankings share: brand, type, socket family, year and core ranges", () => {
    expect(names(query("brand=intel&coresMin=6&coresMax=6"))).toEqual([
      "Intel Core i5-8400",
      "Intel Core i5-10400",
    ]);
    expect(names(query("type=laptop"))).toEqual(["Intel Core i7-1360P"]);
    expect(names(query("socket=LGA1200"))).toEqual(["Intel Core i5-10400"]);
    expect(names(query("yearFrom=2017&yearTo=2020"))).toEqual([
      "Intel Core i5-8400",
      "Intel Core i5-10400",
    ]);
    // A maximum launch price leaves out the CPUs without a cited one.
    expect(names(query("maxPrice=300"))).toEqual(["AMD Ryzen 5 7600X", "Intel Core i5-10400"]);
  });

  it("still read the catalog's older links: one year, one core count, a socket as published", () => {
    expect(query("year=2017&cores=6").filters).toMatchObject({
      yearFrom: 2017,
      yearTo: 2017,
      coresMin: 6,
      coresMax: 6,
    });
    expect(names(query("year=2017"))).toEqual(["Intel Core i5-8400"]);
    expect(names(query("brand=intel&cores=6"))).toEqual([
      "Intel Core i5-8400",
      "Intel Core i5-10400",
    ]);
    // The new parameters win over the old ones.
    expect(query("year=2017&yearFrom=2020").filters).toMatchObject({
      yearFrom: 2020,
      yearTo: null,
    });
    // A socket as published maps to its family: "AM5r2" is a revision of AM5.
    expect(query("socket=AM5r2").filters.socket).toBe("AM5");
    expect(query("socket=AM5, LGA1200").filters.socket).toBeNull();
    // The figure's older sort name.
    expect(query("sort=score&dir=asc")).toMatchObject({ sort: "figure", dir: "asc" });
  });

  it("ignores values the catalog does not offer", () => {
    expect(
      query("brand=via&type=phone&socket=AM3&year=1999&cores=7x&maxPrice=-1&page=abc"),
    ).toEqual({
      ...DEFAULT_CATALOG_QUERY,
      filters: { ...DEFAULT_CATALOG_QUERY.filters, yearFrom: 1999, yearTo: 1999 },
    });
    expect(query("brand=via&type=phone&socket=AM3&cores=0&page=abc")).toEqual(
      DEFAULT_CATALOG_QUERY,
    );
  });
});

describe("catalog value sorts", () => {
  const value = [
    cpu({ name: "A cheap", price: 100, maxTurboPower: 200, score: measured(10000) }),
    cpu({ name: "B dear", price: 500, maxTurboPower: 50, score: measured(30000) }),
    cpu({ name: "C no price", maxTurboPower: 100, score: measured(40000) }),
    cpu({ name: "D no figure", price: 50, maxTurboPower: 10 }),
    cpu({ name: "E middle", price: 200, score: measured(25000) }),
  ];
  const sorted = (search: string) =>
    catalogListing(value, parseCatalogQuery(new URLSearchParams(search), ["AM5"])).items.map(
      (c) => c.name,
    );

  it("orders by points per launch dollar, CPUs without a price or figure after those with it", () => {
    // 100, 60 and 125 points per dollar; C has no price, D no figure.
    expect(sorted("sort=perDollar")).toEqual([
      "E middle",
      "A cheap",
      "B dear",
      "C no price",
      "D no figure",
    ]);
    // Lowest first, still with the CPUs without the value last.
    expect(sorted("sort=perDollar&dir=asc").slice(0, 3)).toEqual(["B dear", "A cheap", "E middle"]);
  });

  it("orders by points per watt of the published maximum package power only", () => {
    // 50, 600 and 400 points per watt; E has no maximum power (its TDP never stands in).
    expect(sorted("sort=perWatt")).toEqual([
      "B dear",
      "C no price",
      "A cheap",
      "D no figure",
      "E middle",
    ]);
  });

  it("orders by the chosen benchmark's figure", () => {
    expect(sorted("sort=perDollar&bench=cinebench-r23-multi")).toEqual([
      "A cheap",
      "B dear",
      "C no price",
      "D no figure",
      "E middle",
    ]);
  });
});

describe("catalog pages", () => {
  const many = Array.from({ length: 60 }, (_, i) =>
    cpu({ name: `CPU ${String(i + 1).padStart(2, "0")}`, score: measured(1000 - i) }),
  );

  it("shows 25 CPUs per page with their positions", () => {
    const second = catalogListing(many, { ...DEFAULT_CATALOG_QUERY, page: 2 });
    expect(second).toMatchObject({ total: 60, page: 2, pageCount: 3, from: 26, to: 50 });
    expect(second.items[0]!.name).toBe("CPU 26");
  });

  it("shows the last page for a page past the end", () => {
    const past = catalogListing(many, { ...DEFAULT_CATALOG_QUERY, page: 9 });
    expect(past).toMatchObject({ page: 3, from: 51, to: 60 });
  });

  it("has one empty page when nothing matches", () => {
    const none = catalogListing(many, query("brand=intel"));
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1, from: 0, to: 0 });
  });

  it("lists every page when there are few, else the ends and the neighbours of the current one", () => {
    expect(paginationPages(1, 3)).toEqual([1, 2, 3]);
    expect(paginationPages(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationPages(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(paginationPages(1, 12)).toEqual([1, 2, null, 12]);
    expect(paginationPages(12, 12)).toEqual([1, null, 11, 12]);
  });
});

describe("catalog links", () => {
  it("write the state into the query string and leave out the defaults", () => {
    expect(catalogSearch(DEFAULT_CATALOG_QUERY)).toBe("");
    expect(catalogSearch(query("brand=AMD&sort=cores&dir=desc&page=2"))).toBe(
      "?brand=amd&sort=cores&dir=desc&page=2",
    );
    expect(catalogSearch(query("socket=LGA1200&yearFrom=2020&coresMax=6&maxPower=125"))).toBe(
      "?socket=LGA1200&yearFrom=2020&coresMax=6&maxPower=125",
    );
    // An older link is written in the shared filter set's words.
    expect(catalogSearch(query("year=2020&cores=6"))).toBe(
      "?yearFrom=2020&yearTo=2020&coresMin=6&coresMax=6",
    );
    expect(catalogSearch(query("sort=perDollar"))).toBe("?sort=perDollar&dir=desc");
  });

  it("sort a new column in its natural direction and flip the current one, back on page 1", () => {
    const start = query("brand=intel&page=2");
    expect(catalogSearch(sortedBy(start, "name"))).toBe("?brand=intel&sort=name&dir=asc");
    expect(catalogSearch(sortedBy(start, "cores"))).toBe("?brand=intel&sort=cores&dir=desc");
    expect(catalogSearch(sortedBy(start, "figure"))).toBe("?brand=intel&sort=figure&dir=asc");
    expect(catalogSearch(sortedBy(query("sort=name"), "figure"), true)).toBe(
      "?sort=figure&dir=desc",
    );
  });
});
