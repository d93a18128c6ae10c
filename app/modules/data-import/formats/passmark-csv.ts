/**
 * A PassMark CPU chart export, which an operator may license from PassMark
 * Software: columns `CPU Name`, `CPU Mark`, `Thread Mark`, `Samples` (other
 * columns such as `Rank` or `Price` are ignored). CPU Mark → "passmark-multi",
 * Thread Mark → "passmark-single", both the mean over `Samples` submissions.
 * No PassMark data ships with CoreRank.
 */
import type { ImportedResult, ParsedImport } from "../seed-format";
import { readCsv } from "./csv";

export const PASSMARK_SOURCE_NAME = "PassMark Software";

export interface PassmarkOptions {
  /** Where the licensed data comes from (https). */
  sourceUrl: string;
  /** The day the data was published or received, YYYY-MM-DD. */
  publishedOn: string;
  benchmarkVersion?: string | null;
}

function readScore(text: string | undefined): number | null {
  const t = text?.trim().replace(/,/g, "");
  if (!t || !/^\d+(?:\.\d+)?$/.test(t)) return null;
  const v = Number(t);
  return v > 0 ? v : null;
}

function pick(row: Record<string, string>, ...names: string[]): string | undefined {
  for (const n of names) {
    const key = Object.keys(row).find((k) => k.toLowerCase() === n.toLowerCase());
    if (key !== undefined) return row[key];
  }
  return undefined;
}

export function parsePassmarkCsv(text: string, options: PassmarkOptions): ParsedImport {
  if (!options.sourceUrl.startsWith("https://"))
    throw new Error("PassMark import: sourceUrl must be an https URL");
  const result: ParsedImport = { cpus: [], results: [], skipped: [] };
  for (const { line, row } of readCsv(text)) {
    const rawName = pick(row, "CPU Name", "Name", "CPU")?.trim() ?? "";
    if (!rawName) {
      result.skipped.push({ line, reason: "no CPU name" });
      continue;
    }
    const multi = readScore(pick(row, "CPU Mark", "CPUMark"));
    const single = readScore(pick(row, "Thread Mark", "Single Thread Rating", "ThreadMark"));
    const samplesText = pick(row, "Samples", "Sample Count")?.trim().replace(/,/g, "");
    const sampleCount =
      samplesText && /^\d+$/.test(samplesText) && Number(samplesText) > 0
        ? Number(samplesText)
        : null;
    if (multi === null && single === null) {
      result.skipped.push({ line, name: rawName, reason: "no CPU Mark or Thread Mark" });
      continue;
    }
    const base = {
      rawName,
      statistic: "mean" as const,
      sampleCount,
      sourceName: PASSMARK_SOURCE_NAME,
      sourceUrl: options.sourceUrl,
      sourcePage: "list" as const,
      publishedOn: options.publishedOn,
      // PassMark's charts are live averages: the export shows what they listed that day.
      dateMeaning: "listed" as const,
      copy: null,
      benchmarkVersion: options.benchmarkVersion ?? null,
    };
    const add = (benchmark: ImportedResult["benchmark"], score: number | null) => {
      if (score !== null) result.results.push({ ...base, benchmark, score });
    };
    add("passmark-multi", multi);
    add("passmark-single", single);
  }
  return result;
}
