// Writes app/db/seed-data/curated/results-geekbench-5.json: Notebookcheck's
// Geekbench 5.5 single- and multi-core figures from its processor benchmark list
// (https://www.notebookcheck.net/Mobile-Processors-Benchmark-List.2436.0.html)
// as read on 2023-12-18, for the list CPUs whose name slugs exactly to a shipped
// CPU id. The figures, the checks and what was left out are in
// app/db/seed-data/curated/results-geekbench-5.notes.md (decision 016).
//
// Input: the public transcription of that list (the file is never cited; the
// publisher and the list page are):
//
//   git --git-dir=<clone of github.com/ahmetk3436/data_science> show \
//     c68baf79d928ed8201dae19252a2ba0679db4e8e:mobile_cpu.csv > /tmp/mobile_cpu.csv
//   npx tsx scripts/notebookcheck-list-geekbench-5.ts /tmp/mobile_cpu.csv
//   npx tsx scripts/check-cited-results.ts --write    # cross-checks, then results/cited.json
//
// The transcription separates cells with one space and quotes cells holding
// spaces, except the cache and clock cells, whose parts are joined by a no-break
// space followed by a space; an empty cell is the empty text between two
// spaces. Every line has 19 cells. A value "2306.5n2" is Notebookcheck's median
// of 2 results (statistic "median", sampleCount 2); a value without "nN" is one
// result (statistic "run", sampleCount null). The output is deterministic.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { cpuSlug } from "../app/modules/data-import/cpu-names";
import {
  seedCpuSchema,
  seedResultSchema,
  type SeedResult,
} from "../app/modules/data-import/seed-format";

const ROOT = "app/db/seed-data";
const OUT = join(ROOT, "curated/results-geekbench-5.json");
const SOURCE = {
  sourceName: "Notebookcheck",
  sourceUrl: "https://www.notebookcheck.net/Mobile-Processors-Benchmark-List.2436.0.html",
  // A live list: the day the transcription read it (its commit, 2023-12-18).
  publishedOn: "2023-12-18",
  benchmarkVersion: "5.5",
} as const;
const COLUMNS = 19;
const SINGLE = "Geekbench 5.5 Single-Core";
const MULTI = "Geekbench 5.5 Multi-Core";
/** The benchmark cells after the specifications (x265 … WebXPRT 3), compared to find copied rows. */
const TAIL_FROM = "x265";

type Kind = "single" | "multi";
/**
 * Figures read and left out after the cross-checks (scripts/check-cited-results.ts);
 * the notes give each reason in full.
 */
const LEFT_OUT: Record<string, Partial<Record<Kind, string>>> = {
  "amd-ryzen-threadripper-pro-3995wx": {
    single: "34 % above the 3975WX (1285; same Zen 2 core, same 4.2 GHz boost)",
    multi: "on 64 cores, half the 32-core 3975WX's 28798",
  },
  "intel-core-i7-12700f": {
    single:
      "17 % below the i7-12700 and i7-12700K (1924, 1911.5) at the same boost, while the row's R23 single matches them",
    multi: "same row as the single-core; 32 % below the i7-12700",
  },
  "intel-core-i7-8559u": {
    single: "33 % below the i7-8557U (same 4.5 GHz boost) and 24 % below the slower i5-8259U",
    multi: "same row; below the 15 W i7-8557U (4119) although the 8559U is a 28 W part",
  },
  "intel-core-i5-11400t": {
    single:
      "14 % below the i5-11400F's 1575 scaled to 3.7 GHz; the row's R23 figures were left out as one limited mini-PC",
    multi: "residual -0.58 against the core count and -0.52 against Geekbench 6",
  },
  "amd-ryzen-3-2200g": {
    single:
      "above the faster Ryzen 5 2400G (1001, n5) and 18 % above the Ryzen 3 1300X at the same clock",
    multi: "4.5 x the single-core on 4 cores without SMT, and above the 2400G (4 cores, 8 threads)",
  },
  "amd-ryzen-3-1300x": {
    multi: "5.7 x the single-core on 4 cores without SMT: not possible",
  },
  "amd-ryzen-3-5400u": {
    multi: "residual -0.46 against Geekbench 6; below the Zen 2 Ryzen 3 5300U (4008, n3)",
  },
  "intel-core-i5-l16g7": {
    single:
      "Lakefield (1 big + 4 small cores): the Geekbench 6 chart and the core-count model cannot check it",
    multi: "Lakefield: as the single-core",
  },
  "intel-core-i3-l13g4": {
    single: "Lakefield: as the i5-L16G7",
    multi: "Lakefield: as the i5-L16G7",
  },
};

const listPath = process.argv[2];
if (!listPath) {
  console.error("usage: npx tsx scripts/notebookcheck-list-geekbench-5.ts <mobile_cpu.csv>");
  process.exit(2);
}

/** One line's cells: single spaces separate, double quotes group. */
function cells(line: string): string[] {
  const text = line.replace(/\r$/, "").replaceAll("\u00a0 ", "\u00a0");
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === " " && !quoted) {
      out.push(cell);
      cell = "";
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

const lines = readFileSync(listPath, "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map(cells);
const header = lines[0]!;
const bad = lines.filter((c) => c.length !== COLUMNS);
if (header[1] !== "Model" || bad.length) {
  console.error(
    `not the expected list: header ${header.join("|")}; ${bad.length} lines without ${COLUMNS} cells`,
  );
  process.exit(1);
}
const col = (name: string) => {
  const i = header.indexOf(name);
  if (i < 0) throw new Error(`no column "${name}"`);
  return i;
};
const [model, single, multi, tail] = [col("Model"), col(SINGLE), col(MULTI), col(TAIL_FROM)];
const rows = lines.filter((c) => c[0] !== "Pos");

// Rows whose benchmark cells copy another row's (the i9-12900 carries the
// i9-11900KB's x265, Blender, 7-Zip, Geekbench 5.5 and WebXPRT values).
const byTail = new Map<string, string[]>();
for (const c of rows) {
  const t = c.slice(tail);
  if (t.filter((x) => x !== "").length < 3) continue;
  byTail.set(t.join("|"), [...(byTail.get(t.join("|")) ?? []), c[model]!]);
}
const copied = new Set([...byTail.values()].filter((names) => names.length > 1).flat());

const shipped = new Set<string>();
for (const file of readdirSync(join(ROOT, "cpus")).filter((f) => f.endsWith(".json")))
  for (const row of JSON.parse(readFileSync(join(ROOT, "cpus", file), "utf8")) as unknown[])
    shipped.add(seedCpuSchema.parse(row).id);

function figure(cell: string) {
  const m = /^(\d+(?:\.\d+)?)(?:n(\d+))?$/.exec(cell);
  if (!m) throw new Error(`unreadable figure "${cell}"`);
  const count = m[2] === undefined ? null : Number(m[2]);
  return {
    score: Number(m[1]),
    statistic: count === null ? "run" : "median",
    sampleCount: count,
  } as const;
}

const out: SeedResult[] = [];
const leftOut: string[] = [];
const seen = new Set<string>();
let matched = 0;
for (const c of rows) {
  const id = cpuSlug(c[model]!);
  if (!shipped.has(id) || (c[single] === "" && c[multi] === "")) continue;
  if (seen.has(id)) throw new Error(`two list rows for ${id}`);
  seen.add(id);
  matched++;
  for (const [kind, i] of [
    ["single", single],
    ["multi", multi],
  ] as const) {
    if (c[i] === "") continue;
    const reason = copied.has(c[model]!)
      ? "the row's benchmark cells copy another row's"
      : LEFT_OUT[id]?.[kind];
    if (reason) {
      leftOut.push(`${id} ${kind} ${c[i]}: ${reason}`);
      continue;
    }
    out.push(
      seedResultSchema.parse({
        cpuId: id,
        benchmark: `geekbench-5-${kind}`,
        ...figure(c[i]!),
        ...SOURCE,
      }),
    );
  }
}
for (const id of Object.keys(LEFT_OUT))
  if (!seen.has(id)) throw new Error(`LEFT_OUT names ${id}, which no list row matches`);

out.sort(
  (a, b) =>
    a.cpuId.localeCompare(b.cpuId) ||
    Number(b.benchmark.endsWith("single")) - Number(a.benchmark.endsWith("single")),
);
writeFileSync(
  OUT,
  await format(JSON.stringify(out, null, 2), {
    ...(await resolveConfig(OUT)),
    parser: "json",
    filepath: OUT,
  }),
);
const count = (kind: Kind) => out.filter((r) => r.benchmark === `geekbench-5-${kind}`).length;
console.log(
  `${rows.length} list rows; ${matched} name a shipped CPU and have a Geekbench 5.5 figure\n` +
    `wrote ${OUT}: ${out.length} rows (single ${count("single")}, multi ${count("multi")})\n` +
    `left out (${leftOut.length}):\n  ${leftOut.join("\n  ")}`,
);
