/**
 * The shipped reference dataset (app/db/seed-data/cpus, results,
 * disagreements.json) as written by scripts/build-seed-data.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeCpuName } from "./cpu-names";
import { provenanceProblems } from "./result-provenance";
import {
  type SeedCpu,
  type SeedResult,
  seedCpuSchema,
  seedDisagreementSchema,
  seedResultSchema,
} from "./seed-format";

const ROOT = "app/db/seed-data";

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(dir, f));
}

function load(path: string): unknown[] {
  const data: unknown = JSON.parse(readFileSync(path, "utf8"));
  expect(Array.isArray(data), `${path} is an array`).toBe(true);
  return data as unknown[];
}

const cpus: SeedCpu[] = [];
const cpuProblems: string[] = [];
for (const file of jsonFiles(join(ROOT, "cpus"))) {
  load(file).forEach((row, i) => {
    const parsed = seedCpuSchema.safeParse(row);
    if (parsed.success) cpus.push(parsed.data);
    else
      cpuProblems.push(
        `${file}[${i}] ${(row as { id?: string }).id}: ${parsed.error.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`,
      );
  });
}

const results: (SeedResult & { file: string })[] = [];
const resultProblems: string[] = [];
for (const file of jsonFiles(join(ROOT, "results"))) {
  load(file).forEach((row, i) => {
    const parsed = seedResultSchema.safeParse(row);
    if (parsed.success) results.push({ ...parsed.data, file });
    else
      resultProblems.push(
        `${file}[${i}]: ${parsed.error.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`,
      );
  });
}

describe("shipped dataset", () => {
  it("every CPU row matches the seed schema", () => {
    expect(cpuProblems).toEqual([]);
    expect(cpus.length).toBeGreaterThanOrEqual(600);
  });

  it("ids are unique and aliases name one CPU only", () => {
    const ids = cpus.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const cpu of cpus) {
      for (const alias of [cpu.name, ...cpu.aliases]) {
        for (const key of [`raw:${alias}`, `key:${normalizeCpuName(alias)}`]) {
          const have = owner.get(key);
          if (have && have !== cpu.id) clashes.push(`${alias}: ${have} and ${cpu.id}`);
          owner.set(key, cpu.id);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("every CPU follows the README consistency rules", () => {
    const broken: string[] = [];
    for (const c of cpus) {
      if (c.threads < c.cores) broken.push(`${c.id}: threads < cores`);
      if (c.boostFreq !== null && c.baseFreq !== null && c.boostFreq < c.baseFreq)
        broken.push(`${c.id}: boost < base`);
      if (
        c.performanceCores !== null &&
        c.efficiencyCores !== null &&
        c.performanceCores + c.efficiencyCores !== c.cores
      )
        broken.push(`${c.id}: P + E != cores`);
      if (
        c.performanceCoreThreads !== null &&
        c.efficiencyCoreThreads !== null &&
        c.performanceCoreThreads + c.efficiencyCoreThreads !== c.threads
      )
        broken.push(`${c.id}: P + E threads != threads`);
    }
    expect(broken).toEqual([]);
  });

  it("every CPU names its spec source with an https URL and a read date", () => {
    for (const c of cpus) {
      expect(c.specSource.url.startsWith("https://"), c.id).toBe(true);
      for (const s of Object.values(c.fieldSources ?? {}))
        expect(s.url.startsWith("https://"), c.id).toBe(true);
    }
  });

  it("every result matches the schema and names a shipped CPU", () => {
    expect(resultProblems).toEqual([]);
    const ids = new Set(cpus.map((c) => c.id));
    const orphans = results.filter((r) => !ids.has(r.cpuId)).map((r) => `${r.file}: ${r.cpuId}`);
    expect(orphans).toEqual([]);
  });

  it("every figure says who published it, where, when and what it is, and what was read", () => {
    const broken: string[] = [];
    for (const r of results) {
      const at = `${r.file}: ${r.cpuId} ${r.benchmark}`;
      if (!r.sourceName.trim() || !r.sourceUrl.startsWith("https://"))
        broken.push(`${at}: no publisher or link`);
      for (const problem of provenanceProblems(r)) broken.push(`${at}: ${problem}`);
      // Nothing was read from these publishers' own sites: every such figure names its copy.
      if (/^(Notebookcheck|Geekbench Browser)/.test(r.sourceName) && r.copy === null)
        broken.push(`${at}: read from a copy that it does not name`);
    }
    expect(broken).toEqual([]);
  });

  it("a CPU has at most one figure per benchmark across the result files", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const r of results) {
      const key = `${r.cpuId} ${r.benchmark}`;
      const other = seen.get(key);
      if (other) twice.push(`${key}: ${other} and ${r.file}`);
      seen.set(key, r.file);
    }
    expect(twice).toEqual([]);
  });

  // Issue 20 ships whole current families (every 12th–14th-gen Core, Core Ultra, Ryzen…), many of
  // which no chart lists yet: the bar is a figure of each kind, from any benchmark, for three in four.
  it("at least 75% of CPUs have a multi-core and a single-core figure", () => {
    const kinds = new Map<string, Set<string>>();
    for (const r of results) {
      const kind = r.benchmark.endsWith("-multi") || r.benchmark === "cpu-z" ? "multi" : "single";
      kinds.set(r.cpuId, (kinds.get(r.cpuId) ?? new Set()).add(kind));
    }
    const both = cpus.filter((c) => kinds.get(c.id)?.size === 2).length;
    expect(both / cpus.length).toBeGreaterThanOrEqual(0.75);
  });

  // AMD's specification exports publish no launch price for client parts (only EPYC "1kU Pricing"):
  // a Ryzen or Threadripper price ships only with the dated launch source that states it.
  it("AMD client launch prices come from a cited, dated source for that exact part", () => {
    const uncited = cpus
      .filter((c) => c.brand === "AMD" && c.price !== null && !/^AMD EPYC/.test(c.name))
      .filter((c) => !c.fieldSources?.price)
      .map((c) => c.id);
    expect(uncited).toEqual([]);
    const r9 = cpus.find((c) => c.id === "amd-ryzen-9-7950x");
    expect(r9?.price).toBe(699);
    expect(r9?.priceMax).toBeNull();
    expect(r9?.fieldSources?.price).toEqual({
      name: "Gamereactor",
      url: "https://www.gamereactor.eu/amd-reveals-4-cpus-in-the-new-5nm-ryzen-7000-series-1180923/",
      date: "2022-08-30",
    });
    // The launch date stays AMD's own (the vendor export wins over a curated value).
    expect(r9?.releaseDate).toBe("2022-09-27");
    expect(cpus.find((c) => c.id === "amd-ryzen-5-7600x")?.price).toBe(299);
    const r5950 = cpus.find((c) => c.id === "amd-ryzen-9-5950x");
    expect(r5950?.price).toBe(799);
    expect(r5950?.fieldSources?.price?.name).toBe("HotHardware");
    expect(r5950?.fieldSources?.price?.date).toBe("2020-10-13");
  });

  // AMD's exports leave "Launch Date" empty for the non-PRO Ryzen 8040 parts (except the 8845HS,
  // which AMD dates 2023-12-06) and the Ryzen Z1: dated launch news naming each part fills it.
  it("AMD launch dates from launch news name their dated source", () => {
    const r9 = cpus.find((c) => c.id === "amd-ryzen-9-8945hs");
    expect(r9?.releaseDate).toBe("2023-12-06");
    expect(r9?.fieldSources?.releaseDate?.name).toBe("TweakTown");
    expect(r9?.fieldSources?.releaseDate?.date).toBe("2023-12-06");
    expect(r9?.fieldSources?.releaseDate?.url).toMatch(
      /^https:\/\/www\.tweaktown\.com\/news\/94796\//,
    );
    const z1 = cpus.find((c) => c.id === "amd-ryzen-z1-extreme");
    expect(z1?.releaseDate).toBe("2023-04-25");
    expect(z1?.fieldSources?.releaseDate?.url).toBe(
      "https://liliputing.com/amd-launches-ryzen-z1-chips-for-handheld-game-consoles/",
    );
    expect(cpus.find((c) => c.id === "amd-athlon-gold-7220u")?.releaseDate).toBe("2022-09-20");
    // A PRO part the source does not name stays without a date.
    expect(cpus.find((c) => c.id === "amd-ryzen-9-pro-8945hs")?.releaseDate).toBeNull();
  });

  it("curated launch-news rows carry only values their source states", () => {
    const identity = new Set(["id", "name", "brand", "type", "cores", "threads"]);
    const path = join(ROOT, "curated", "specs-launch-news-cited.json");
    const unsourced: string[] = [];
    for (const row of load(path)) {
      const cpu = seedCpuSchema.parse(row);
      for (const [field, value] of Object.entries(cpu)) {
        if (identity.has(field) || ["specSource", "fieldSources", "aliases"].includes(field))
          continue;
        if (value !== null && !cpu.fieldSources?.[field]) unsourced.push(`${cpu.id}.${field}`);
      }
    }
    expect(unsourced).toEqual([]);
  });

  it("disagreements match the schema and name shipped CPUs", () => {
    const path = join(ROOT, "disagreements.json");
    const ids = new Set(cpus.map((c) => c.id));
    for (const row of load(path)) {
      const d = seedDisagreementSchema.parse(row);
      expect(ids.has(d.cpuId), d.cpuId).toBe(true);
    }
  });
});
