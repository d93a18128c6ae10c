import type { Cpu } from "~/modules/catalog/cpu";

/** One row of the admin's CPU list. */
export interface AdminCpuRow {
  id: string;
  name: string;
  brand: string;
  cores: number;
  threads: number;
}

/** The admin list in the catalog's order (benchmark score, highest first: spec section 7). */
export function adminCpuRows(cpus: readonly Cpu[]): AdminCpuRow[] {
  return cpus.map(({ id, name, brand, cores, threads }) => ({ id, name, brand, cores, threads }));
}

/** Spec section 6: the admin searches by name or brand, ignoring case; blank shows all. */
export function filterAdminCpus<T extends { name: string; brand: string }>(
  rows: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...rows];
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
