import type { Cpu } from "~/modules/catalog/cpu";
import { pageWindow } from "~/modules/http/page-window";

/** One row of the admin's CPU list. */
export interface AdminCpuRow {
  id: string;
  name: string;
  brand: string;
  cores: number;
  threads: number;
}

/** CPUs per page of the admin list: the page stays small however large the catalog grows. */
export const ADMIN_PAGE_SIZE = 100;

/** One page of the admin list, with what its heading and page links say. */
export interface AdminCpuPage {
  rows: AdminCpuRow[];
  /** CPUs the search matches (every CPU when it is blank). */
  matching: number;
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** The 1-based position of the first row shown (0 when none is). */
  from: number;
}

/** The page number a `page` parameter asks for: a whole number from 1, else 1. */
export function adminPageParam(raw: string | null): number {
  const page = raw !== null && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : 1;
  return Math.max(1, page);
}

/**
 * The admin list (spec sections 6 and 7: the catalog's order, searched by name or brand),
 * ADMIN_PAGE_SIZE CPUs at a time. A page past the last shows the last.
 */
export function adminCpuPage(cpus: readonly Cpu[], query: string, page: number): AdminCpuPage {
  const matched = filterAdminCpus(cpus, query);
  const {
    page: current,
    pageCount: pages,
    offset: start,
  } = pageWindow(matched.length, page, ADMIN_PAGE_SIZE);
  const rows = matched
    .slice(start, start + ADMIN_PAGE_SIZE)
    .map(({ id, name, brand, cores, threads }) => ({ id, name, brand, cores, threads }));
  return {
    rows,
    matching: matched.length,
    page: current,
    pages,
    from: rows.length ? start + 1 : 0,
  };
}

/** Spec section 6: the admin searches by name or brand, ignoring case; blank shows all. */
export function filterAdminCpus<T extends { name: string; brand: string }>(
  rows: readonly T[],
  query: string,
): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return rows;
  return rows.filter(
    (row) => row.name.toLowerCase().includes(needle) || row.brand.toLowerCase().includes(needle),
  );
}

/** The dashboard's figures: total, Intel and AMD CPU counts. */
export function cpuCounts(cpus: readonly { brand: string }[]): {
  total: number;
  intel: number;
  amd: number;
} {
  return {
    total: cpus.length,
    intel: cpus.filter((c) => c.brand === "Intel").length,
    amd: cpus.filter((c) => c.brand === "AMD").length,
  };
}
