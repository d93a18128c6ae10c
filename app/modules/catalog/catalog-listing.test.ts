import { describe, expect, it } from "vitest";
import { publishedScore, visitorMedianScore } from "../../../tests/support/test-cpu";
import type { BenchmarkId, ShownScore } from "./benchmarks";
import {
  catalogFilterOptions,
  catalogListing,
  catalogSearch,
  DEFAULT_CATALOG_QUERY,
  paginationPages,
  parseCatalogQuery,
  sortedBy,
  type CatalogQuery,
} from "./catalog-listing";
import type { CpuBrand, CpuType } from "./cpu.schema";

const OVERALL: BenchmarkId = "geekbench-6-multi";
const measured = (value: number): ShownScore => publishedScore(OVERALL, value);

interface Spec {
  name: string;
  brand?: CpuBrand;
  type?: CpuType;
  cores?: number;
  price?: number | null;
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

const options = catalogFilterOptions(cpus);
const query = (search: string) => parseCatalogQuery(new URLSearchParams(search), options);
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
    expect(query("sort=colour&dir=up")).toMatchObject({ sort: "score", dir: "desc" });
    expect(query("sort=name")).toMatchObject({ sort: "name", dir: "asc" });
  });
});

describe("catalog filters", () => {
  it("offers the sockets, years and core counts present", () => {
    expect(options).toEqual({
      sockets: ["AM5", "LGA1151", "LGA1200"],
      years: [2023, 2022, 2020, 2017],
      cores: [6, 12, 16],
    });
  });

  it("combines brand, type, socket, year and core count", () => {
    expect(names(query("brand=intel&cores=6"))).toEqual([
      "Intel Core i5-8400",
      "Intel Core i5-10400",
    ]);
    expect(names(query("type=laptop"))).toEqual(["Intel Core i7-1360P"]);
    expect(names(query("socket=LGA1200"))).toEqual(["Intel Core i5-10400"]);
    expect(names(query("year=2017"))).toEqual(["Intel Core i5-8400"]);
  });

  it("ignores values the catalog does not offer", () => {
    expect(query("brand=via&type=phone&socket=AM3&year=1999&cores=7&page=abc")).toEqual(
      DEFAULT_CATALOG_QUERY,
    );
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
    expect(catalogSearch(query("socket=LGA1200&year=2020&cores=6"))).toBe(
      "?socket=LGA1200&year=2020&cores=6",
    );
  });

  it("sort a new column in its natural direction and flip the current one, back on page 1", () => {
    const start = query("brand=intel&page=2");
    expect(catalogSearch(sortedBy(start, "name"))).toBe("?brand=intel&sort=name&dir=asc");
    expect(catalogSearch(sortedBy(start, "cores"))).toBe("?brand=intel&sort=cores&dir=desc");
    expect(catalogSearch(sortedBy(start, "score"))).toBe("?brand=intel&sort=score&dir=asc");
    expect(catalogSearch(sortedBy(query("sort=name"), "score"), true)).toBe("?sort=score&dir=desc");
  });
});
