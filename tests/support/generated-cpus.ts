import type { Database } from "~/db/client.server";
import { benchmarkResults, cpuAliases, cpus } from "~/db/schema";
import { RANKING_CATEGORY_IDS } from "~/modules/catalog/benchmarks";
import { normalizeCpuName } from "~/modules/data-import/cpu-names";

/**
 * Made-up CPUs for measuring and testing at catalog sizes the real dataset
 * does not reach. Every one is named "Generated CPU NNNNN", its source says
 * it was generated, and it is only ever written to a throwaway database.
 */
export const GENERATED_SOURCE = {
  name: "CoreRank test generator (not a real CPU)",
  url: "https://example.invalid/generated",
  date: "2026-01-01",
};

/** A small deterministic generator, so every run builds the same catalog. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number) => String(n).padStart(5, "0");

export function generatedCpuId(n: number): string {
  return `generated-cpu-${pad(n)}`;
}

/**
 * Inserts `count` generated CPUs (numbered from 1), each with a figure for
 * every ranking benchmark, in chunks. Returns their ids.
 */
export async function insertGeneratedCpus(db: Database, count: number): Promise<string[]> {
  const next = random(count);
  const types = ["Desktop", "Laptop", "Workstation", "Server"] as const;
  const ids: string[] = [];
  for (let start = 1; start <= count; start += 500) {
    const rows: (typeof cpus.$inferInsert)[] = [];
    const results: (typeof benchmarkResults.$inferInsert)[] = [];
    const aliases: (typeof cpuAliases.$inferInsert)[] = [];
    for (let n = start; n < Math.min(start + 500, count + 1); n++) {
      const id = generatedCpuId(n);
      const name = `Generated CPU ${pad(n)}`;
      const cores = 2 + Math.floor(next() * 62);
      const base = Math.round((1.5 + next() * 2.5) * 10) / 10;
      const multi = Math.round(2000 + next() * 20_000);
      const single = Math.round(800 + next() * 2500);
      ids.push(id);
      rows.push({
        id,
        name,
        brand: n % 2 === 0 ? "AMD" : "Intel",
        type: types[n % types.length],
        cores,
        threads: cores * 2,
        baseFreq: base,
        boostFreq: Math.round((base + next() * 2) * 10) / 10,
        tdp: 15 + Math.floor(next() * 300),
        socket: "Generated",
        architecture: `Generation ${(n % 12) + 1}`,
        releaseDate: `20${17 + (n % 9)}-0${1 + (n % 9)}`,
        releaseYear: 2017 + (n % 9),
        processorNumber: pad(n),
        benchmarkScore: multi,
        specSourceName: GENERATED_SOURCE.name,
        specSourceUrl: GENERATED_SOURCE.url,
        specSourceDate: GENERATED_SOURCE.date,
      });
      aliases.push({ alias: normalizeCpuName(name), cpuId: id, rawName: name });
      for (const benchmark of RANKING_CATEGORY_IDS) {
        const isMulti = benchmark.endsWith("multi");
        results.push({
          cpuId: id,
          benchmark,
          score: benchmark === "geekbench-6-multi" ? multi : isMulti ? multi * 2 : single,
          source: "reference",
          statistic: "mean",
          sampleCount: 1 + Math.floor(next() * 500),
          recordedOn: GENERATED_SOURCE.date,
          sourceName: GENERATED_SOURCE.name,
          sourceUrl: GENERATED_SOURCE.url,
          benchmarkVersion: null,
        });
      }
    }
    await db.insert(cpus).values(rows);
    await db.insert(cpuAliases).values(aliases);
    for (let i = 0; i < results.length; i += 1000)
      await db.insert(benchmarkResults).values(results.slice(i, i + 1000));
  }
  return ids;
}
