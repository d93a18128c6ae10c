import type { MessageKey } from "~/modules/i18n/message-keys";
import type { Cpu } from "./cpu";
import { CPU_BRANDS, CPU_TYPES, releaseYearOf, type CpuBrand, type CpuType } from "./cpu.schema";
import { highestLaunchPrice } from "./launch-price";
import { inSocketFamily } from "./socket-family";

/**
 * The filter set rankings and the catalog share, kept in the URL (a GET form, so it works without
 * script): brand, type, socket family, release year range, core count range, maximum power
 * (the published maximum package power: Intel PL2, AMD PPT) and maximum launch price.
 */
export interface CpuFilters {
  brand: CpuBrand | null;
  type: CpuType | null;
  /** A socket family (socket-family.ts): "FP7" covers "FP7, FP7r2". */
  socket: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  coresMin: number | null;
  coresMax: number | null;
  /** Watts: CPUs whose published maximum package power is at most this. */
  maxPower: number | null;
  /** US dollars: CPUs whose cited launch price (a range's upper bound) is at most this. */
  maxPrice: number | null;
}

export const NO_CPU_FILTERS: CpuFilters = {
  brand: null,
  type: null,
  socket: null,
  yearFrom: null,
  yearTo: null,
  coresMin: null,
  coresMax: null,
  maxPower: null,
  maxPrice: null,
};

/** The URL names of the numeric filters, with the values each accepts. */
const NUMERIC = {
  yearFrom: { param: "yearFrom", min: 1970, max: 2100 },
  yearTo: { param: "yearTo", min: 1970, max: 2100 },
  coresMin: { param: "coresMin", min: 1, max: 1024 },
  coresMax: { param: "coresMax", min: 1, max: 1024 },
  maxPower: { param: "maxPower", min: 1, max: 2000 },
  maxPrice: { param: "maxPrice", min: 1, max: 100_000 },
} as const;
type NumericFilter = keyof typeof NUMERIC;
export const NUMERIC_FILTERS = Object.keys(NUMERIC) as NumericFilter[];

/** A whole number within the filter's range; anything else (text, "1e9", a negative) is ignored. */
function wholeIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

/**
 * The filters of a URL. A value that is not one the site offers (an unknown brand, a socket
 * family no CPU has, a year of "abc", a negative price) is ignored: the page shows as if it were
 * not set, never an error.
 */
export function parseCpuFilters(
  params: URLSearchParams,
  socketFamilies: readonly string[],
): CpuFilters {
  const pick = <T extends string>(list: readonly T[], value: string | null) =>
    list.find((item) => item.toLowerCase() === value?.trim().toLowerCase()) ?? null;
  const filters: CpuFilters = {
    ...NO_CPU_FILTERS,
    brand: pick(CPU_BRANDS, params.get("brand")),
    type: pick(CPU_TYPES, params.get("type")),
    socket: pick(socketFamilies, params.get("socket")),
  };
  for (const key of NUMERIC_FILTERS) {
    const { param, min, max } = NUMERIC[key];
    filters[key] = wholeIn(params.get(param), min, max);
  }
  return filters;
}

/** The URL parameters of a filter set, unset filters left out (`brand=amd&socket=AM5`). */
export function cpuFilterParams(filters: CpuFilters): [string, string][] {
  const params: [string, string][] = [];
  if (filters.brand) params.push(["brand", filters.brand.toLowerCase()]);
  if (filters.type) params.push(["type", filters.type.toLowerCase()]);
  if (filters.socket) params.push(["socket", filters.socket]);
  for (const key of NUMERIC_FILTERS) {
    const value = filters[key];
    if (value !== null) params.push([NUMERIC[key].param, String(value)]);
  }
  return params;
}

/** The filters as the form shows them: each field's URL value as text, "" where unset. */
export type CpuFilterValues = Record<"brand" | "type" | "socket" | NumericFilter, string>;

export function cpuFilterValues(filters: CpuFilters): CpuFilterValues {
  const values = { brand: "", type: "", socket: "" } as CpuFilterValues;
  for (const [name, value] of cpuFilterParams(filters))
    values[name as keyof CpuFilterValues] = value;
  for (const key of NUMERIC_FILTERS) values[key] ??= "";
  return values;
}

/** One choice of the form's Sort select: its URL value and the message naming it. */
export interface SortOption {
  value: string;
  label: MessageKey;
}

/**
 * What the one filter form of rankings and the catalog (components/cpu-filter-form.tsx) shows:
 * the filters in force and the sort, every brand and type, the catalog's socket families and
 * the page's sorts.
 */
export function cpuFilterForm(
  filters: CpuFilters,
  socketFamilies: readonly string[],
  sort: string,
  sortOptions: readonly SortOption[],
) {
  return {
    values: { ...cpuFilterValues(filters), sort },
    brandOptions: CPU_BRANDS.map((brand) => ({ value: brand.toLowerCase(), brand })),
    typeOptions: CPU_TYPES.map((type) => ({ value: type.toLowerCase(), type })),
    socketOptions: [...socketFamilies],
    sortOptions: [...sortOptions],
  };
}

export type CpuFilterFormData = ReturnType<typeof cpuFilterForm>;

/** Whether any filter is set. */
export function anyCpuFilter(filters: CpuFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}

type Filterable = Pick<
  Cpu,
  | "brand"
  | "type"
  | "socket"
  | "releaseYear"
  | "releaseDate"
  | "cores"
  | "maxTurboPower"
  | "price"
  | "priceMax"
>;

/**
 * Whether a CPU passes the filters. A range or maximum leaves out a CPU whose value is not
 * published: it cannot be shown to be within it.
 */
export function matchesCpuFilters(cpu: Filterable, f: CpuFilters): boolean {
  const year = cpu.releaseYear ?? releaseYearOf(cpu.releaseDate);
  const within = (value: number | null, min: number | null, max: number | null) =>
    (min === null && max === null) ||
    (value !== null && (min === null || value >= min) && (max === null || value <= max));
  return (
    (f.brand === null || cpu.brand === f.brand) &&
    (f.type === null || cpu.type === f.type) &&
    (f.socket === null || inSocketFamily(cpu.socket, f.socket)) &&
    within(year, f.yearFrom, f.yearTo) &&
    within(cpu.cores, f.coresMin, f.coresMax) &&
    within(cpu.maxTurboPower, null, f.maxPower) &&
    // A price published as a range passes only when its upper bound does (decision 025).
    within(highestLaunchPrice(cpu), null, f.maxPrice)
  );
}

/** What a ranking is sorted by: the figure, points per launch dollar, or points per watt. */
export const VALUE_SORTS = ["figure", "perDollar", "perWatt"] as const;
export type ValueSort = (typeof VALUE_SORTS)[number];

export function parseValueSort(value: string | null): ValueSort {
  return VALUE_SORTS.find((s) => s === value) ?? "figure";
}

/** The value sorts as the filter form offers them. */
export const VALUE_SORT_OPTIONS: readonly SortOption[] = VALUE_SORTS.map((value) => ({
  value,
  label: `filters.sort.${value}` as const,
}));

/**
 * Points per US dollar of cited launch price (never a street price); null without a price.
 * One decimal below 10, else whole points.
 */
export function pointsPerDollar(figure: number, price: number | null): number | null {
  if (price === null || price <= 0) return null;
  return roundValue(figure / price);
}

/**
 * Points per launch dollar of a CPU whose price may be a range (decision 025): `perDollar` at the
 * price's upper bound (what holds at every published price; rankings and sorts read it), and
 * `perDollarAtLowestPrice` at its lower bound when the price is a range, else null.
 */
export function perDollarRange(
  figure: number,
  cpu: { price: number | null; priceMax: number | null },
): { perDollar: number | null; perDollarAtLowestPrice: number | null } {
  return {
    perDollar: pointsPerDollar(figure, highestLaunchPrice(cpu)),
    perDollarAtLowestPrice: cpu.priceMax === null ? null : pointsPerDollar(figure, cpu.price),
  };
}

/**
 * Points per watt of the published maximum package power (Intel PL2, AMD PPT: `maxTurboPower`)
 * only; null without it. TDP or base power never stands in.
 */
export function pointsPerWatt(figure: number, maxPackagePower: number | null): number | null {
  if (maxPackagePower === null || maxPackagePower <= 0) return null;
  return roundValue(figure / maxPackagePower);
}

/**
 * A figure per dollar or per watt unrounded, for ordering (the rounded value would tie CPUs that
 * differ); null without the divisor.
 */
export function valueRatio(figure: number | null, divisor: number | null): number | null {
  if (figure === null || divisor === null || divisor <= 0) return null;
  return figure / divisor;
}

function roundValue(value: number): number {
  return value < 10 ? Math.round(value * 100) / 100 : Math.round(value * 10) / 10;
}
