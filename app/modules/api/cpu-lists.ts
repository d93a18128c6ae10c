import { CPU_BRANDS, type CpuBrand } from "~/modules/catalog/cpu.schema";
import { ApiError } from "./api-error";

/** Spec section 9: search answers 10 CPUs unless asked for more, and never more than 50. */
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
/** Spec section 9: the top list has 10 CPUs unless asked for more, and never more than 100. */
export const TOP_DEFAULT_COUNT = 10;
export const TOP_MAX_COUNT = 100;

/**
 * A requested number of CPUs: the default when absent, at most `max` (larger
 * requests are served capped), 400 unless it is a whole number of at least 1.
 */
export function parseCount(
  raw: string | null | undefined,
  name: string,
  { fallback, max }: { fallback: number; max: number },
): number {
  if (raw === null || raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw new ApiError(400, `invalid_${name}`, `${name} must be a whole number of at least 1`, {
      [name]: [`'${raw}' is not a whole number of at least 1`],
    });
  return Math.min(Number(raw), max);
}

/** Where a list starts: 0 when absent, 400 unless it is a whole number. */
export function parseOffset(raw: string | null): number {
  if (raw === null) return 0;
  if (!/^\d{1,9}$/.test(raw))
    throw new ApiError(400, "invalid_offset", "offset must be a whole number of at least 0", {
      offset: [`'${raw}' is not a whole number of at least 0`],
    });
  return Number(raw);
}

/**
 * The Link header of one page of a list (RFC 8288): the same URL with the offset of the next
 * page (rel="next") when there are more, and of the previous one (rel="prev") when this page
 * does not start at the beginning; null when there is neither.
 */
export function pageLinks(
  url: URL,
  { offset, limit, hasNext }: { offset: number; limit: number; hasNext: boolean },
): string | null {
  const at = (start: number) => {
    const target = new URL(url);
    target.searchParams.set("offset", String(start));
    target.searchParams.set("limit", String(limit));
    return `<${target.pathname}${target.search}>`;
  };
  const links = [
    ...(hasNext ? [`${at(offset + limit)}; rel="next"`] : []),
    ...(offset > 0 ? [`${at(Math.max(0, offset - limit))}; rel="prev"`] : []),
  ];
  return links.length > 0 ? links.join(", ") : null;
}

/** The brand named in a URL, in any letter case; 400 naming the brands there are otherwise. */
export function parseBrand(raw: string): CpuBrand {
  const brand = CPU_BRANDS.find((b) => b.toLowerCase() === raw.trim().toLowerCase());
  if (!brand)
    throw new ApiError(
      400,
      "unknown_brand",
      `Unknown brand '${raw}'; the brands are ${CPU_BRANDS.join(" and ")}`,
      { brand: [`must be one of ${CPU_BRANDS.join(", ")}`] },
    );
  return brand;
}

/**
 * The best CPUs by Geekbench 6 multi-core figure, from CPUs in the catalog's order (that figure
 * descending); CPUs without one are not ranked (no other benchmark stands in). Stops at `count`.
 */
export function topCpus<T extends { benchmarkScore: number | null }>(
  ordered: readonly T[],
  count: number,
): T[] {
  const top: T[] = [];
  for (const cpu of ordered) {
    if (top.length >= count) break;
    if (cpu.benchmarkScore !== null) top.push(cpu);
  }
  return top;
}
