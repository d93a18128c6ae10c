/**
 * Geekbench 6 processor chart (https://browser.geekbench.com/processor-benchmarks.json):
 * per processor the mean single-core (`score`) and multi-core (`multicore_score`)
 * result over `samples` uploads. Accepts Primate Labs' own form
 * `{"devices": [{id, name, samples, score, multicore_score, family, frequency, …}]}`
 * and a mirror keyed by name `{"<name>": {id, name, …}}`.
 */
import type { SeedCopy, ImportedResult, ParsedImport } from "../seed-format";

export const GEEKBENCH_SOURCE_NAME = "Geekbench Browser (Primate Labs)";

export interface GeekbenchOptions {
  /** The day the chart was read (it is a live average), YYYY-MM-DD. */
  readOn: string;
  /** The public copy of the chart that was read (a mirror), when not the chart itself. */
  copy?: SeedCopy;
}

/** One chart entry as published, for matching and for comparing specs. */
export interface GeekbenchProcessor {
  /** 1-based position in the file. */
  line: number;
  id: number;
  name: string;
  samples: number | null;
  single: number | null;
  multi: number | null;
  family: string | null;
  frequency: number | null;
  boostFrequency: number | null;
  cores: number | null;
  threads: number | null;
  performanceCores: number | null;
  efficiencyCores: number | null;
  package: string | null;
  tdp: number | null;
  /** https://browser.geekbench.com/processors/<id> */
  url: string;
}

export interface ParsedGeekbench extends ParsedImport {
  processors: GeekbenchProcessor[];
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

function str(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function geekbenchProcessorUrl(id: number): string {
  return `https://browser.geekbench.com/processors/${id}`;
}

export function parseGeekbenchJson(text: string, options: GeekbenchOptions): ParsedGeekbench {
  const data: unknown = JSON.parse(text);
  let entries: unknown[];
  if (data && typeof data === "object" && Array.isArray((data as { devices?: unknown }).devices)) {
    entries = (data as { devices: unknown[] }).devices;
  } else if (data && typeof data === "object" && !Array.isArray(data)) {
    entries = Object.values(data);
  } else if (Array.isArray(data)) {
    entries = data;
  } else {
    throw new Error("Geekbench chart: expected {devices: [...]} or an object keyed by name");
  }

  const result: ParsedGeekbench = { cpus: [], results: [], skipped: [], processors: [] };
  entries.forEach((entry, index) => {
    const line = index + 1;
    const e = (entry ?? {}) as Record<string, unknown>;
    const name = str(e.name);
    const id = typeof e.id === "number" && Number.isInteger(e.id) && e.id > 0 ? e.id : null;
    if (!name || id === null) {
      result.skipped.push({ line, ...(name ? { name } : {}), reason: "no name or processor id" });
      return;
    }
    const samples = num(e.samples);
    const sampleCount = samples !== null && Number.isInteger(samples) ? samples : null;
    const url = geekbenchProcessorUrl(id);
    const processor: GeekbenchProcessor = {
      line,
      id,
      name,
      samples: sampleCount,
      single: num(e.score),
      multi: num(e.multicore_score),
      family: str(e.family),
      frequency: num(e.frequency),
      boostFrequency: num(e.boost_frequency),
      cores: num(e.cores),
      threads: num(e.threads),
      performanceCores: num(e.performance_cores),
      efficiencyCores: num(e.efficiency_cores),
      package: str(e.package),
      tdp: num(e.tdp),
      url,
    };
    result.processors.push(processor);
    if (processor.single === null && processor.multi === null) {
      result.skipped.push({ line, name, reason: "no single-core or multi-core score" });
      return;
    }
    const base = {
      rawName: name,
      statistic: "mean" as const,
      sampleCount,
      sourceName: GEEKBENCH_SOURCE_NAME,
      sourceUrl: url,
      sourcePage: "cpu" as const,
      publishedOn: options.readOn,
      // The chart is a live average: the figure is what it listed on the day it was read.
      dateMeaning: "listed" as const,
      copy: options.copy ?? null,
      benchmarkVersion: "6",
    };
    const add = (benchmark: ImportedResult["benchmark"], score: number | null) => {
      if (score !== null) result.results.push({ ...base, benchmark, score });
    };
    add("geekbench-6-single", processor.single);
    add("geekbench-6-multi", processor.multi);
  });
  return result;
}
