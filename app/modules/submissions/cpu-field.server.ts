import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { searchCpus } from "~/modules/catalog/search";

/** The search field's name: the CPU combobox (app/components/cpu-combobox.tsx) sends its text as q. */
export const CPU_SEARCH_FIELD = "q";

/**
 * The CPU a benchmark form names. With the script, the combobox's choice
 * arrives as `cpu` (an id) and its text as `q` (the chosen name); without
 * it, or when the visitor typed and chose nothing, only `q` says which:
 * the CPU of that exact name (in any letter case), or the only CPU the
 * search finds. Anything else is "" and the form asks to choose a CPU.
 */
export function resolveCpuField(id: string, searchText: unknown): string {
  const text = typeof searchText === "string" ? searchText.trim() : "";
  const chosen = id ? findCpu(id) : undefined;
  if (chosen && (text === "" || text.toLowerCase() === chosen.name.toLowerCase())) return chosen.id;
  if (text === "") return id;
  const cpus = getCatalog().cpus;
  const named = cpus.find((cpu) => cpu.name.toLowerCase() === text.toLowerCase());
  if (named) return named.id;
  const found = searchCpus(cpus, text, 2);
  return found.length === 1 ? found[0]!.id : "";
}
