import { describe, expect, it } from "vitest";
import {
  anyCpuFilter,
  cpuFilterForm,
  cpuFilterParams,
  matchesCpuFilters,
  NO_CPU_FILTERS,
  parseCpuFilters,
  parseValueSort,
  pointsPerDollar,
  pointsPerWatt,
  VALUE_SORT_OPTIONS,
  valueRatio,
} from "./cpu-filters";

const FAMILIES = ["AM4", "AM5", "FP7", "FP8", "LGA1700"];
const parse = (search: string) => parseCpuFilters(new URLSearchParams(search), FAMILIES);

const cpu = {
  brand: "AMD" as const,
  type: "Desktop" as const,
  socket: "AM5",
  releaseYear: 2023,
  releaseDate: "2023-01-10",
  cores: 6,
  maxTurboPower: 88,
  price: 229,
  priceMax: null as number | null,
};

describe("the shared CPU filters", () => {
  it("reads every filter from the URL, in any letter case", () => {
    expect(
      parse(
        "brand=AMD&type=desktop&socket=am5&yearFrom=2022&yearTo=2024&coresMin=6&coresMax=16&maxPower=120&maxPrice=300",
      ),
    ).toEqual({
      brand: "AMD",
      type: "Desktop",
      socket: "AM5",
      yearFrom: 2022,
      yearTo: 2024,
      coresMin: 6,
      coresMax: 16,
      maxPower: 120,
      maxPrice: 300,
    });
  });

  it("ignores bad values instead of failing", () => {
    expect(
      parse(
        "brand=via&type=phone&socket=LGA1&yearFrom=abc&yearTo=99999&coresMin=-4&coresMax=1e3&maxPower=0&maxPrice=%00&socket=",
      ),
    ).toEqual(NO_CPU_FILTERS);
    expect(parse("socket=FP7r2").socket).toBeNull();
    expect(anyCpuFilter(parse(""))).toBe(false);
  });

  it("writes the set filters back as URL parameters, and reads them back the same", () => {
    const filters = parse("socket=AM5&type=desktop&maxPrice=300");
    const params = cpuFilterParams(filters);
    expect(params).toEqual([
      ["type", "desktop"],
      ["socket", "AM5"],
      ["maxPrice", "300"],
    ]);
    expect(parse(new URLSearchParams(params).toString())).toEqual(filters);
  });

  it("keeps a CPU within every filter and leaves out one whose value is not published", () => {
    expect(matchesCpuFilters(cpu, parse("brand=amd&type=desktop&socket=AM5"))).toBe(true);
    expect(matchesCpuFilters(cpu, parse("socket=AM4"))).toBe(false);
    expect(matchesCpuFilters(cpu, parse("yearFrom=2023&yearTo=2023"))).toBe(true);
    expect(matchesCpuFilters(cpu, parse("yearFrom=2024"))).toBe(false);
    expect(matchesCpuFilters(cpu, parse("coresMin=8"))).toBe(false);
    expect(matchesCpuFilters(cpu, parse("maxPower=88&maxPrice=229"))).toBe(true);
    expect(matchesCpuFilters(cpu, parse("maxPrice=200"))).toBe(false);
    expect(matchesCpuFilters({ ...cpu, price: null }, parse("maxPrice=1000"))).toBe(false);
    expect(matchesCpuFilters({ ...cpu, maxTurboPower: null }, parse("maxPower=500"))).toBe(false);
    // A price published as a range ($184–$194) is at most the maximum only by its upper bound.
    const range = { ...cpu, price: 184, priceMax: 194 };
    expect(matchesCpuFilters(range, parse("maxPrice=190"))).toBe(false);
    expect(matchesCpuFilters(range, parse("maxPrice=194"))).toBe(true);
    expect(matchesCpuFilters({ ...cpu, socket: "FP7, FP7r2" }, parse("socket=FP7"))).toBe(true);
  });

  it("sorts by figure unless a value sort is named", () => {
    expect(parseValueSort("perDollar")).toBe("perDollar");
    expect(parseValueSort("perWatt")).toBe("perWatt");
    expect(parseValueSort("cheapest")).toBe("figure");
    expect(parseValueSort(null)).toBe("figure");
  });
});

describe("value figures", () => {
  it("divides by the cited launch price only, and gives nothing without one", () => {
    expect(pointsPerDollar(12230, 229)).toBe(53.4);
    expect(pointsPerDollar(1852, 229)).toBe(8.09);
    expect(pointsPerDollar(12230, null)).toBeNull();
    expect(pointsPerDollar(12230, 0)).toBeNull();
  });

  it("divides by the published maximum package power only, and gives nothing without it", () => {
    expect(pointsPerWatt(20069, 253)).toBe(79.3);
    expect(pointsPerWatt(20069, null)).toBeNull();
  });

  it("orders by the unrounded ratio, null without the figure or the divisor", () => {
    expect(valueRatio(1000, 3)).toBeCloseTo(333.333, 3);
    expect(valueRatio(null, 3)).toBeNull();
    expect(valueRatio(1000, null)).toBeNull();
    expect(valueRatio(1000, 0)).toBeNull();
  });
});

describe("the shared filter form", () => {
  it("shows the filters in force as their URL values, unset ones empty, with the sort", () => {
    const form = cpuFilterForm(
      parse("socket=AM5&type=desktop&yearFrom=2022&maxPrice=300"),
      FAMILIES,
      "perDollar",
      VALUE_SORT_OPTIONS,
    );
    expect(form.values).toEqual({
      brand: "",
      type: "desktop",
      socket: "AM5",
      yearFrom: "2022",
      yearTo: "",
      coresMin: "",
      coresMax: "",
      maxPower: "",
      maxPrice: "300",
      sort: "perDollar",
    });
    expect(form.socketOptions).toEqual(FAMILIES);
    expect(form.brandOptions.map((o) => o.value)).toEqual(["intel", "amd"]);
    expect(form.sortOptions).toEqual([
      { value: "figure", label: "filters.sort.figure" },
      { value: "perDollar", label: "filters.sort.perDollar" },
      { value: "perWatt", label: "filters.sort.perWatt" },
    ]);
  });
});
