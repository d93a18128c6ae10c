/**
 * What a published figure's provenance must say to mean what it claims: the shipped results and
 * the curated files are checked against these rules (shipped-dataset.test.ts,
 * scripts/check-cited-results.ts).
 */
import type { SeedResult } from "./seed-format";

/** Pages that list many CPUs: Notebookcheck's benchmark lists, Geekbench Browser's chart, PassMark's charts. */
const LIST_PAGES = [
  /^https:\/\/www\.notebookcheck\.net\/[A-Za-z-]+-Benchmark-List\.\d+\.0\.html$/,
  /^https:\/\/browser\.geekbench\.com\/processor-benchmarks(?:\.json)?$/,
  /^https:\/\/www\.cpubenchmark\.net\/?$/,
];

export function isListUrl(url: string): boolean {
  return LIST_PAGES.some((page) => page.test(url));
}

/** A copy's link names what was read: a file at one commit, or an archive's dated capture. */
const FIXED_VERSION = /\/[0-9a-f]{40}\/|^https:\/\/web\.archive\.org\/web\/\d{14}\//;

/** Why a result's provenance does not hold together; empty when it does. */
export function provenanceProblems(r: SeedResult): string[] {
  const problems: string[] = [];
  if (r.sourcePage === "list" && !isListUrl(r.sourceUrl))
    problems.push(`sourcePage "list" but ${r.sourceUrl} is not a list page`);
  if (r.sourcePage === "cpu" && isListUrl(r.sourceUrl))
    problems.push(`${r.sourceUrl} is a list page but sourcePage is "cpu"`);
  if (r.copy) {
    if (!FIXED_VERSION.test(r.copy.url))
      problems.push(`the copy's link ${r.copy.url} does not name the version read`);
    if (r.dateMeaning === "listed" && r.copy.date !== r.publishedOn)
      problems.push(
        `listed on ${r.publishedOn}, but the copy that shows it was made on ${r.copy.date}`,
      );
    if (r.dateMeaning === "published" && r.copy.date < r.publishedOn)
      problems.push(`the copy (${r.copy.date}) predates the publication (${r.publishedOn})`);
  }
  if (r.statistic === "run" && r.sampleCount !== null && r.sampleCount !== 1)
    problems.push(`a single run standing for ${r.sampleCount} runs`);
  if (r.statistic !== "run" && r.sampleCount === 1)
    problems.push(`a ${r.statistic} of one run (statistic "run")`);
  return problems;
}
