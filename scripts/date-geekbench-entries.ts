/**
 * Dates each Geekbench 6 figure in app/db/seed-data/results/geekbench-6.json by the copy that
 * last wrote it (issue 20: dates mean what they say).
 *
 * The figures are read from r59q/geekbench-cpu-specs, a daily copy of Geekbench Browser's
 * processor chart (cpu-list.v1.json). That copy rewrites an entry only when the chart's figures
 * for it changed (or when its re-read failed and it kept the old ones), so the newest copy
 * holds entries last written weeks earlier. A figure is therefore "as listed on" the day of
 * the commit that last changed that entry's score, multi-core score or sample count, and its
 * copy link names that commit: a date the chart certainly showed that figure.
 *
 *   npx tsx scripts/date-geekbench-entries.ts --mirror <git dir of r59q/geekbench-cpu-specs>
 *
 * (`fetch github:r59q/geekbench-cpu-specs` gives the git dir.) Rows whose figure is not in the
 * copy's history as shipped are reported and left as they are; the script exits 1 on them.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import { geekbenchCopyName, lastWritten } from "../app/modules/data-import/geekbench-history";
import { type SeedResult } from "../app/modules/data-import/seed-format";

const { values } = parseArgs({
  options: {
    mirror: { type: "string" },
    results: { type: "string", default: "app/db/seed-data/results/geekbench-6.json" },
  },
});
if (!values.mirror) {
  console.error("--mirror <git dir of r59q/geekbench-cpu-specs> is required");
  process.exit(2);
}
const FILE = "cpu-list.v1.json";
const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", values.mirror!, ...args], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });

// Oldest first: each commit of the chart file with its day.
const commits = git("log", "--reverse", "--format=%H %ad", "--date=short", "--", FILE)
  .trim()
  .split("\n")
  .map((line) => {
    const [sha, date] = line.split(" ");
    return { sha: sha!, date: date! };
  });
// A commit that removed the file is a version with no entries: what it lists again later was
// written again then.
const present = new Set(
  git("log", "--format=%H", "--diff-filter=AMR", "--", FILE).trim().split("\n"),
);
const versions = commits.map((c) => ({
  ...c,
  entries: (present.has(c.sha)
    ? Object.values(JSON.parse(git("show", `${c.sha}:${FILE}`)))
    : []) as { id: number; samples: number; score: number; multicore_score: number }[],
}));
const written = lastWritten(versions);

const rows = JSON.parse(readFileSync(values.results!, "utf8")) as SeedResult[];
const missing: string[] = [];
let changed = 0;
for (const row of rows) {
  const id = Number(/\/processors\/(\d+)$/.exec(row.sourceUrl)?.[1]);
  const entry = written.get(id);
  const score = row.benchmark === "geekbench-6-multi" ? entry?.multi : entry?.single;
  if (!entry || score !== row.score || entry.samples !== row.sampleCount) {
    missing.push(`${row.cpuId} ${row.benchmark} (${row.sourceUrl})`);
    continue;
  }
  const copy = {
    name: geekbenchCopyName,
    url: `https://github.com/r59q/geekbench-cpu-specs/blob/${entry.sha}/${FILE}`,
    date: entry.date,
  };
  if (row.publishedOn !== entry.date || JSON.stringify(row.copy) !== JSON.stringify(copy))
    changed++;
  row.publishedOn = entry.date;
  row.dateMeaning = "listed";
  row.copy = copy;
}
const options = (await resolveConfig(values.results!)) ?? {};
writeFileSync(
  values.results!,
  await format(JSON.stringify(rows), { ...options, filepath: values.results! }),
);
const byDate = new Map<string, number>();
for (const row of rows) byDate.set(row.publishedOn, (byDate.get(row.publishedOn) ?? 0) + 1);
console.log(`${rows.length} rows, ${changed} re-dated; rows per "as listed on" date:`);
for (const [date, n] of [...byDate].sort()) console.log(`  ${date}: ${n}`);
if (missing.length) {
  console.error(`${missing.length} rows not found as shipped in the copy's history:`);
  for (const m of missing) console.error(`  ${m}`);
  process.exit(1);
}
