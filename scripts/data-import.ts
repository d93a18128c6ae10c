// npm run data:import -- --format <format> <file> [--dry-run] [--read-on YYYY-MM-DD] [--source-url URL] [--copy URL]
//
// Imports a published source into the configured database (DATABASE_URL, or
// the embedded database in DATA_DIR, which the server must not be holding):
// raw names are matched to CPUs through the alias table, empty fields are
// filled, a value that differs from the stored one is recorded as a source
// disagreement and never overwrites it, and the same file imported twice
// changes nothing. --dry-run prints what it would do and writes nothing.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { databaseTargetFromEnv, openDatabase } from "../app/db/client.server";
import { importCpuCsv } from "../app/modules/catalog/csv.server";
import { applyImport, planImport, type ImportPlan } from "../app/modules/data-import/apply.server";
import { parseAmdCsv } from "../app/modules/data-import/formats/amd-csv";
import { parseGeekbenchJson } from "../app/modules/data-import/formats/geekbench-json";
import { parseIntelArkCsv } from "../app/modules/data-import/formats/intel-ark-csv";
import { parseIntelArkLabelsCsv } from "../app/modules/data-import/formats/intel-ark-labels-csv";
import { parsePassmarkCsv } from "../app/modules/data-import/formats/passmark-csv";
import type { ParsedImport, SeedCopy } from "../app/modules/data-import/seed-format";

const FORMATS = [
  "geekbench-json",
  "intel-ark-csv",
  "intel-ark-labels-csv",
  "amd-csv",
  "passmark-csv",
  "corerank-csv",
] as const;
type Format = (typeof FORMATS)[number];

const USAGE = `usage: npm run data:import -- --format <${FORMATS.join("|")}> <file> [--dry-run] [--read-on YYYY-MM-DD] [--source-url URL]
  --read-on     the day the source was read or exported (default: today)
  --source-url  passmark-csv only: the page of the licensed export
  --copy        the public copy read, as a GitHub file address at a commit
                (https://github.com/<owner>/<repo>/blob/<commit>/<path>); its date is --read-on.
                intel-ark-labels-csv is ARK's page labels as columns (the 2025 scrape); amd-csv
                reads AMD's 2023 and 2025 column names`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    "read-on": { type: "string" },
    "source-url": { type: "string" },
    copy: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const format = values.format as Format | undefined;
if (!format || !FORMATS.includes(format)) fail(`--format must be one of ${FORMATS.join(", ")}`);
const [file] = positionals;
if (!file || positionals.length > 1) fail("name exactly one file to import");
const readOn = values["read-on"] ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(readOn)) fail("--read-on must be a date YYYY-MM-DD");
const dryRun = values["dry-run"];
let copy: SeedCopy | undefined;
if (values.copy) {
  const m = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/blob\/[0-9a-f]{7,40}\/(.+)$/.exec(values.copy);
  if (!m) fail("--copy must be a GitHub file address at a commit");
  copy = { name: `${m[1]}, ${m[2]}`, url: values.copy, date: readOn };
}

let text: string;
try {
  text = readFileSync(file, "utf8");
} catch (error) {
  fail(`cannot read ${file}: ${(error as Error).message}`);
}

function parse(): ParsedImport {
  switch (format) {
    case "geekbench-json":
      return parseGeekbenchJson(text, { readOn });
    case "intel-ark-csv":
      return parseIntelArkCsv(text, { readOn, copy });
    case "intel-ark-labels-csv":
      return parseIntelArkLabelsCsv(text, { readOn, copy });
    case "amd-csv":
      return parseAmdCsv(text, { readOn, copy });
    case "passmark-csv": {
      const sourceUrl = values["source-url"];
      if (!sourceUrl) fail("--source-url is required for passmark-csv");
      return parsePassmarkCsv(text, { publishedOn: readOn, sourceUrl });
    }
    default:
      throw new Error(`unexpected format ${format}`);
  }
}

function report(plan: ImportPlan, rows: number) {
  const newConflicts = plan.conflicts.filter((c) => !c.alreadyRecorded).length;
  console.log(`${rows} rows read from ${file} (${format})`);
  console.log(
    `  matched:     ${plan.matched.length} CPUs (${plan.filled.length} empty fields filled)`,
  );
  console.log(`  new:         ${plan.created.length} CPUs`);
  console.log(
    `  conflicting: ${plan.conflicts.length} values (${newConflicts} newly recorded, stored values kept)`,
  );
  console.log(`  unmatched:   ${plan.unmatched.length} rows`);
  console.log(`  skipped:     ${plan.skipped.length} rows`);
  console.log(
    `  figures:     ${plan.results.added} added, ${plan.results.updated} updated, ${plan.results.unchanged} unchanged`,
  );
  for (const c of plan.conflicts.filter((c) => !c.alreadyRecorded).slice(0, 20))
    console.log(
      `    conflict ${c.cpuId} ${c.field}: stored ${String(c.stored)} (${c.storedSource}), source ${String(c.imported)} (${c.importedSource})`,
    );
  for (const u of plan.unmatched.slice(0, 20))
    console.log(`    unmatched "${u.rawName}": ${u.reason}`);
  if (plan.unmatched.length > 20)
    console.log(`    … and ${plan.unmatched.length - 20} more unmatched`);
}

const handle = await openDatabase(databaseTargetFromEnv());
try {
  await handle.migrate();
  if (format === "corerank-csv") {
    const outcome = await importCpuCsv(handle.db, text, { dryRun });
    console.log(JSON.stringify(outcome, null, 2));
    if (outcome.kind !== "imported") process.exitCode = 1;
    else if (dryRun) console.log("dry run: nothing written");
  } else {
    const parsed = parse();
    const plan = await planImport(handle.db, parsed);
    report(plan, parsed.cpus.length + parsed.results.length + parsed.skipped.length);
    if (dryRun) {
      console.log("dry run: nothing written");
    } else {
      let last = 0;
      await applyImport(handle.db, plan, {
        notedOn: readOn,
        progress: (step, done, total) => {
          if (Date.now() - last < 1000 && done < total) return;
          last = Date.now();
          process.stderr.write(`  writing ${step}: ${done}/${total}\n`);
        },
      });
      console.log(`written to ${handle.kind} (${handle.location})`);
    }
  }
} catch (error) {
  console.error(`import failed, nothing written: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
