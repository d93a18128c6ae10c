import { z } from "zod";
import { cpuInputSchema, type CpuInput } from "../modules/catalog/cpu.schema";
import amdZen1ToZen3 from "./seed-data/amd-ryzen-desktop-zen1-zen3.json";
import amdZen4Zen5 from "./seed-data/amd-zen4-zen5-threadripper-epyc.json";
import intel8thTo11th from "./seed-data/intel-desktop-8th-11th-xeon.json";
import intel12thToUltra from "./seed-data/intel-desktop-12th-ultra.json";
import laptop from "./seed-data/laptop.json";

/** Every file of the reference dataset (see seed-data/README.md), by name. */
export const REFERENCE_FILES: Record<string, unknown[]> = {
  "amd-ryzen-desktop-zen1-zen3.json": amdZen1ToZen3,
  "amd-zen4-zen5-threadripper-epyc.json": amdZen4Zen5,
  "intel-desktop-8th-11th-xeon.json": intel8thTo11th,
  "intel-desktop-12th-ultra.json": intel12thToUltra,
  "laptop.json": laptop,
};

/** Date the curated reference scores were compiled; stored as their `recorded_on`. */
export const REFERENCE_SCORES_RECORDED_ON = "2026-11-22";

let parsed: CpuInput[] | undefined;

/** The validated reference CPUs (parsed once; throws naming the bad row if any). */
export function referenceCpus(): CpuInput[] {
  parsed ??= Object.entries(REFERENCE_FILES).flatMap(([file, rows]) =>
    rows.map((row, i) => {
      const result = cpuInputSchema.safeParse(row);
      if (!result.success) {
        throw new Error(`${file} row ${i + 1}: ${z.prettifyError(result.error)}`);
      }
      return result.data;
    }),
  );
  return parsed;
}
