import { referenceCpus } from "~/db/reference-data";
import type { Cpu } from "~/modules/catalog/cpu";
import { recordFromInput, referenceResultsFromInput } from "~/modules/catalog/cpu";
import { toCpu } from "~/modules/catalog/map-cpu";
import { byBenchmarkScore } from "~/modules/catalog/search";

/** The shipped reference dataset as the app's CPUs, ordered like the catalog. */
export function referenceCatalog(): Cpu[] {
  return referenceCpus()
    .map((input) => toCpu(recordFromInput(input), referenceResultsFromInput(input)))
    .sort(byBenchmarkScore);
}

export function referenceCpu(id: string): Cpu {
  const cpu = referenceCatalog().find((c) => c.id === id);
  if (!cpu) throw new Error(`no reference CPU ${id}`);
  return cpu;
}
