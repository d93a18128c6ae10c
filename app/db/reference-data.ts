import { z } from "zod";
import { benchmarkById } from "../modules/catalog/benchmarks";
import type { CpuInput } from "../modules/catalog/cpu.schema";
import {
  seedCpuSchema,
  seedDisagreementSchema,
  seedResultSchema,
  type SeedCpu,
  type SeedDisagreement,
  type SeedResult,
} from "../modules/data-import/seed-format";
import amdDesktop from "./seed-data/cpus/amd-desktop.json";
import amdLaptop from "./seed-data/cpus/amd-laptop.json";
import amdServerWorkstation from "./seed-data/cpus/amd-server-workstation.json";
import intelDesktop from "./seed-data/cpus/intel-desktop.json";
import intelLaptop from "./seed-data/cpus/intel-laptop.json";
import intelServerWorkstation from "./seed-data/cpus/intel-server-workstation.json";
import disagreements from "./seed-data/disagreements.json";
import cited from "./seed-data/results/cited.json";
import geekbench6 from "./seed-data/results/geekbench-6.json";

/**
 * The shipped reference dataset (seed-data/README.md): vendor specifications
 * with their sources, published benchmark figures with their provenance, and
 * the disagreements found between sources. Built by scripts/build-seed-data.ts.
 */
export const REFERENCE_FILES = {
  cpus: {
    "cpus/amd-desktop.json": amdDesktop,
    "cpus/amd-laptop.json": amdLaptop,
    "cpus/amd-server-workstation.json": amdServerWorkstation,
    "cpus/intel-desktop.json": intelDesktop,
    "cpus/intel-laptop.json": intelLaptop,
    "cpus/intel-server-workstation.json": intelServerWorkstation,
  } as Record<string, unknown[]>,
  results: {
    "results/geekbench-6.json": geekbench6,
    "results/cited.json": cited,
  } as Record<string, unknown[]>,
  disagreements: { "disagreements.json": disagreements } as Record<string, unknown[]>,
};

/** The date the shipped reference dataset was last rebuilt (its newest source reading). */
export const REFERENCE_DATA_UPDATED_ON = "2026-11-23";

function parseFiles<T>(files: Record<string, unknown[]>, schema: z.ZodType<T>): T[] {
  return Object.entries(files).flatMap(([file, rows]) =>
    rows.map((row, i) => {
      const result = schema.safeParse(row);
      if (!result.success) {
        throw new Error(`${file} row ${i + 1}: ${z.prettifyError(result.error)}`);
      }
      return result.data;
    }),
  );
}

interface ReferenceData {
  cpus: SeedCpu[];
  results: SeedResult[];
  disagreements: SeedDisagreement[];
}

let parsed: ReferenceData | undefined;

/** The validated reference dataset (parsed once; throws naming the bad row if any). */
export function referenceData(): ReferenceData {
  parsed ??= {
    cpus: parseFiles(REFERENCE_FILES.cpus, seedCpuSchema),
    results: parseFiles(REFERENCE_FILES.results, seedResultSchema),
    disagreements: parseFiles(REFERENCE_FILES.disagreements, seedDisagreementSchema),
  };
  return parsed;
}

let inputs: CpuInput[] | undefined;

/**
 * The reference CPUs with their published figures, in the shape the admin
 * form, the API and CSV use (parsed once).
 */
export function referenceCpus(): CpuInput[] {
  if (inputs) return inputs;
  const { cpus, results } = referenceData();
  const byCpu = new Map<string, SeedResult[]>();
  for (const r of results) byCpu.set(r.cpuId, [...(byCpu.get(r.cpuId) ?? []), r]);
  inputs = cpus.map((cpu) => referenceCpuInput(cpu, byCpu.get(cpu.id) ?? []));
  return inputs;
}

function referenceCpuInput(cpu: SeedCpu, results: readonly SeedResult[]): CpuInput {
  const { aliases: _aliases, fieldSources: _fieldSources, ...fields } = cpu;
  const scores: CpuInput["scores"] = {};
  for (const r of results) {
    scores[benchmarkById(r.benchmark)!.key] = {
      score: r.score,
      statistic: r.statistic,
      sampleCount: r.sampleCount,
      sourceName: r.sourceName,
      sourceUrl: r.sourceUrl,
      sourcePage: r.sourcePage,
      publishedOn: r.publishedOn,
      dateMeaning: r.dateMeaning,
      copy: r.copy,
      benchmarkVersion: r.benchmarkVersion,
    };
  }
  return {
    ...fields,
    specSource: { ...fields.specSource, copy: fields.specSource.copy ?? null },
    scores,
  };
}
