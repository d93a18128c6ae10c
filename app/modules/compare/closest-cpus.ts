import type { Cpu } from "~/modules/catalog/cpu";
import { searchCpus } from "~/modules/catalog/search";

/** At most this many suggestions when a comparison names an unknown CPU. */
export const MAX_CLOSEST = 5;

/**
 * The catalog CPUs closest to an unknown id, for "did you mean": the catalog
 * search on the id's words (hyphens as spaces, and as written, since names
 * such as "Core i9-13900K" keep a hyphen), dropping trailing words until
 * something matches ("amd-ryzen-9-7950xx" finds the Ryzen 9 CPUs). `exclude`
 * (the known CPUs of the comparison) are never suggested.
 */
export function closestCpus(
  id: string,
  cpus: readonly Cpu[],
  exclude: string | readonly string[] = [],
): Cpu[] {
  const excluded = new Set(typeof exclude === "string" ? [exclude] : exclude);
  const words = id.toLowerCase().split("-").filter(Boolean);
  for (let n = words.length; n > 0; n -= 1) {
    const prefix = words.slice(0, n);
    for (const text of [prefix.join(" "), prefix.join("-")]) {
      const found = searchCpus(cpus, text, MAX_CLOSEST + 1).filter((cpu) => !excluded.has(cpu.id));
      if (found.length > 0) return found.slice(0, MAX_CLOSEST);
    }
  }
  return [];
}
