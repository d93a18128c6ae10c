import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { envFrom } from "../modules/config/env.server";
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

/**
 * The shipped reference dataset (seed-data/README.md): vendor specifications
 * with their sources, published benchmark figures with their provenance, and
 * the disagreements found between sources. Built by scripts/build-seed-data.ts.
 * The files are read from SEED_DATA_DIR when first needed (a seed, the fallback
 * list): about 5 MB of JSON, 30 MB resident once parsed, that a server on a
 * seeded database never needs (decision 023, eleventh pass). Bundled into the
 * server build, they were parsed at every start and kept for good.
 */
const REFERENCE_FILES = {
  cpus: [
    "cpus/amd-desktop.json",
    "cpus/amd-laptop.json",
    "cpus/amd-server-workstation.json",
    "cpus/intel-desktop.json",
    "cpus/intel-laptop.json",
    "cpus/intel-server-workstation.json",
  ],
  results: ["results/geekbench-6.json", "results/cited.json"],
  disagreements: ["disagreements.json"],
};

/** Each file's rows, by its name in REFERENCE_FILES. */
function readFiles(files: readonly string[]): Record<string, unknown[]> {
  const dir = path.resolve(envFrom().SEED_DATA_DIR);
  return Object.fromEntries(
    files.map((file) => {
      const rows: unknown = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
      if (!Array.isArray(rows)) throw new Error(`${file}: not a list of rows`);
      return [file, rows];
    }),
  );
}

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
    cpus: parseFiles(readFiles(REFERENCE_FILES.cpus), seedCpuSchema),
    results: parseFiles(readFiles(REFERENCE_FILES.results), seedResultSchema),
    disagreements: parseFiles(readFiles(REFERENCE_FILES.disagreements), seedDisagreementSchema),
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
