// Writes app/db/seed-data/curated/results-cinebench-r23.json and results-geekbench-5.json:
// Notebookcheck's Cinebench R23 and Geekbench 5.5 single- and multi-core figures from its
// processor benchmark list (https://www.notebookcheck.net/Mobile-Processors-Benchmark-List.2436.0.html),
// for the list CPUs whose name slugs exactly to the id of a shipped CPU or of a CPU in the vendors'
// specification exports (the build ships only the rows whose CPU it ships). The figures, the checks and
// what was left out are in app/db/seed-data/curated/results-cinebench-r23.notes.md (pass 5) and
// results-geekbench-5.notes.md (decision 016).
//
// Inputs: public copies of the list, each named as the copy read in the rows taken from it:
//   - the transcription of the list as it stood on 2023-12-18 (no links):
//       git --git-dir=<clone of github.com/ahmetk3436/data_science> show \
//         c68baf79d928ed8201dae19252a2ba0679db4e8e:mobile_cpu.csv > /tmp/mobile_cpu.csv
//   - the list page as saved (HTML, every CPU linked to its Notebookcheck page) on or before 2025-05-12,
//     with the R23 columns (--r23-html) and with the Geekbench 5.5 columns (--gb5-html):
//       git --git-dir=<clone of github.com/miptleha/cpu-rating> show \
//         6a059b51b3cd08f6ab80eaf9fcb96241227b77ac:parser/Data/cpu2.html > /tmp/nbc-r23.html
//       git --git-dir=<same> show 12f9b8b00e71f0434a00660f68ad5724f0099ed4:parser/Data/cpu.html > /tmp/nbc-gb5.html
//   - the vendors' exports (github.com/JosuaCarl/cpu-spec-dataset at edf12ad5, dataset/intel-cpus.csv and
//     amd-cpus.csv), for the ids of CPUs that ship once those are imported (--vendor, repeatable).
//
//   npx tsx scripts/notebookcheck-list.ts /tmp/mobile_cpu.csv --r23-html /tmp/nbc-r23.html \
//     --gb5-html /tmp/nbc-gb5.html --vendor /tmp/intel-cpus.csv --vendor /tmp/amd-cpus.csv
//   npx tsx scripts/check-cited-results.ts --write    # cross-checks, then results/cited.json
//
// The transcription separates cells with one space and quotes cells holding spaces, except the cache
// and clock cells, whose parts are joined by a no-break space followed by a space; every line has 19
// cells. A value "2306.5n2" (in the HTML "2306.5<sup>n2</sup>") is Notebookcheck's median of 2 results
// (statistic "median", sampleCount 2); a value without "nN" is one result (statistic "run",
// sampleCount null: the list states no count for it). For each CPU and benchmark the newest reading
// that passes the checks is written (2025 before 2023), dated by its copy; where
// curated/results-notebookcheck-cpu-pages.json has a later figure from the CPU's own page, no list
// figure is written. A row links the CPU's Notebookcheck page when a copy gives its address, else the
// list page. The output is deterministic.
//
// It prints, for every row written, the checks that need only the list: Cinebench R23 multi/single
// against the list's core count, Geekbench 5 multi/single above the core count, and Geekbench 5 single
// against the same CPU's Cinebench R23 single. scripts/check-cited-results.ts runs the full checks on
// the rows whose CPU ships.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import { cpuSlug } from "../app/modules/data-import/cpu-names";
import { readCsv } from "../app/modules/data-import/formats/csv";
import {
  seedCpuSchema,
  seedResultSchema,
  type SeedCopy,
  type SeedResult,
} from "../app/modules/data-import/seed-format";

const ROOT = "app/db/seed-data";
const CPU_PAGES = join(ROOT, "curated/results-notebookcheck-cpu-pages.json");
const LIST_URL = "https://www.notebookcheck.net/Mobile-Processors-Benchmark-List.2436.0.html";
const COPY_COMMIT = "c68baf79d928ed8201dae19252a2ba0679db4e8e";
const SOURCE = {
  sourceName: "Notebookcheck",
  sourceUrl: LIST_URL,
  sourcePage: "list",
  // A live list: the day the transcription read it (its commit, 2023-12-18 21:43 +0300).
  publishedOn: "2023-12-18",
  dateMeaning: "listed",
  copy: {
    name: "Transcription of Notebookcheck's processor benchmark list (GitHub ahmetk3436/data_science, mobile_cpu.csv)",
    url: `https://github.com/ahmetk3436/data_science/blob/${COPY_COMMIT}/mobile_cpu.csv`,
    date: "2023-12-18",
  },
} as const;
const COLUMNS = 19;
/**
 * Copies of the list as saved in May 2025 by github.com/miptleha/cpu-rating: the list page's HTML
 * table, each CPU linked to its page. Read from the commits named; a later reading of a figure wins.
 */
const SAVED_REPO = "https://github.com/miptleha/cpu-rating/blob";
const SAVED: Record<Family, { option: "r23-html" | "gb5-html"; copy: SeedCopy }> = {
  "cinebench-r23": {
    option: "r23-html",
    copy: {
      name: "Saved copy of Notebookcheck's processor benchmark list, Cinebench R23 columns (GitHub miptleha/cpu-rating, parser/Data/cpu2.html)",
      url: `${SAVED_REPO}/6a059b51b3cd08f6ab80eaf9fcb96241227b77ac/parser/Data/cpu2.html`,
      // Committed 2025-05-16, saved with the cpu.html of 2025-05-12: every row's "Days old" is the same.
      date: "2025-05-12",
    },
  },
  "geekbench-5": {
    option: "gb5-html",
    copy: {
      name: "Saved copy of Notebookcheck's processor benchmark list, Geekbench 5.5 columns (GitHub miptleha/cpu-rating, parser/Data/cpu.html)",
      url: `${SAVED_REPO}/12f9b8b00e71f0434a00660f68ad5724f0099ed4/parser/Data/cpu.html`,
      date: "2025-05-12",
    },
  },
};

type Kind = "single" | "multi";
const BENCHMARKS = [
  {
    family: "cinebench-r23",
    version: "R23",
    out: join(ROOT, "curated/results-cinebench-r23.json"),
    columns: { single: "Cinebench R23 Single Core", multi: "Cinebench R23 Multi Core" },
  },
  {
    family: "geekbench-5",
    version: "5.5",
    out: join(ROOT, "curated/results-geekbench-5.json"),
    columns: { single: "Geekbench 5.5 Single-Core", multi: "Geekbench 5.5 Multi-Core" },
  },
] as const;
type Family = (typeof BENCHMARKS)[number]["family"];
/** The benchmark cells after the specifications (x265 … WebXPRT 3), compared to find copied rows. */
const TAIL_FROM = "x265";

/**
 * Figures read and left out after the cross-checks, by the cell read (a later reading with another
 * value is checked afresh); results-cinebench-r23.notes.md and results-geekbench-5.notes.md give each
 * reason in full.
 */
const LEFT_OUT: Record<
  string,
  Partial<Record<`${Family} ${Kind}`, { cell: string; why: string }>>
> = {
  "amd-ryzen-threadripper-pro-3995wx": {
    "geekbench-5 single": {
      cell: "1720",
      why: "34 % above the 3975WX (1285; same Zen 2 core, same 4.2 GHz boost)",
    },
    "geekbench-5 multi": { cell: "14881", why: "on 64 cores, half the 32-core 3975WX's 28798" },
  },
  "intel-core-i9-13905h": {
    "geekbench-5 single": {
      cell: "1685n3",
      why: "15 % below the i9-13900H (1974, n19) while the same row's R23 single is 2 % above it",
    },
  },
  "intel-core-i7-12700f": {
    "geekbench-5 single": {
      cell: "1590",
      why: "17 % below the i7-12700 and i7-12700K (1924, 1911.5) at the same boost, while the row's R23 single matches them",
    },
    "geekbench-5 multi": {
      cell: "10126",
      why: "same row as the single-core; 32 % below the i7-12700",
    },
  },
  "intel-xeon-w-10885m": {
    "cinebench-r23 multi": { cell: "6893", why: "q 0.55 and 27 % below the i9-10885H (same die)" },
  },
  "amd-ryzen-7-5800u": {
    "cinebench-r23 multi": {
      cell: "8154n5",
      why: "q 0.595, below the slower Ryzen 7 5700U; Geekbench 6 puts the 5800U 28 % ahead",
    },
  },
  "intel-core-i5-1250p": {
    "cinebench-r23 multi": {
      cell: "7282",
      why: "q 0.60 (< 0.6); 11 % below the lower-clocked i5-1240P (8195.5, n16)",
    },
  },
  "intel-core-i7-10810u": {
    "cinebench-r23 multi": { cell: "4310.5n2", why: "q 0.54 (< 0.6)" },
  },
  "intel-core-i7-10710u": {
    "cinebench-r23 single": {
      cell: "863",
      why: "25 % below the lower-clocked i7-10510U; R23/R15 ratio 4.9 against about 6.3 for its siblings",
    },
    "cinebench-r23 multi": { cell: "4079", why: "same run as the single-core" },
  },
  "intel-core-i5-11400t": {
    "cinebench-r23 single": {
      cell: "972",
      why: "one heavily limited mini-PC: q 0.56, about 20 % below what its 3.7 GHz boost gives on Rocket Lake",
    },
    "cinebench-r23 multi": {
      cell: "3891",
      why: "same system as the single-core; residual -0.59 against Geekbench 6",
    },
    "geekbench-5 single": {
      cell: "1146",
      why: "14 % below the i5-11400F's 1575 scaled to 3.7 GHz; the row's R23 figures were left out as one limited mini-PC",
    },
    "geekbench-5 multi": {
      cell: "3510",
      why: "residual -0.58 against the core count and -0.52 against Geekbench 6",
    },
  },
  "intel-core-i5-1230u": {
    "cinebench-r23 multi": {
      cell: "4402n3",
      why: "q 0.56, residual -0.57 against Geekbench 6: a 9 W part under sustained load",
    },
  },
  "intel-core-i7-8559u": {
    "geekbench-5 single": {
      cell: "723",
      why: "33 % below the i7-8557U (same 4.5 GHz boost) and 24 % below the slower i5-8259U",
    },
    "geekbench-5 multi": {
      cell: "3660",
      why: "same row; below the 15 W i7-8557U (4119) although the 8559U is a 28 W part",
    },
  },
  "intel-core-i7-1180g7": {
    "cinebench-r23 multi": { cell: "3434", why: "q 0.56: a 7-15 W part under sustained load" },
  },
  "amd-ryzen-3-1300x": {
    "geekbench-5 multi": {
      cell: "5210",
      why: "5.7 x the single-core on 4 cores without SMT: not possible",
    },
  },
  "intel-core-i7-8665u": {
    "cinebench-r23 single": {
      cell: "988",
      why: "contradicts the same list's Cinebench R15 single (13 % ahead of the i5-8265U there, 2 % behind here)",
    },
    "cinebench-r23 multi": { cell: "2729", why: "q 0.58" },
    "geekbench-5 single": {
      cell: "1039",
      why: "the same system's R23 figures were left out; 8 % below the lower-clocked i7-8565U (1135.5, n2)",
    },
    "geekbench-5 multi": { cell: "2671", why: "same system as the single-core" },
  },
  "amd-ryzen-3-5400u": {
    "geekbench-5 multi": {
      cell: "3095",
      why: "residual -0.46 against Geekbench 6; below the Zen 2 Ryzen 3 5300U (4008, n3)",
    },
  },
  "intel-core-i5-1140g7": {
    "cinebench-r23 multi": { cell: "2611", why: "q 0.44: a 7-15 W part under sustained load" },
  },
  "amd-ryzen-3-2200g": {
    "geekbench-5 single": {
      cell: "1086.5n2",
      why: "above the faster Ryzen 5 2400G (1001, n5) and 18 % above the Ryzen 3 1300X at the same clock",
    },
    "geekbench-5 multi": {
      cell: "4881.5n2",
      why: "4.5 x the single-core on 4 cores without SMT, and above the 2400G (4 cores, 8 threads)",
    },
  },
  "intel-core-i5-1130g7": {
    "cinebench-r23 multi": { cell: "2738.5n2", why: "q 0.50: a 7-15 W part under sustained load" },
  },
  "intel-core-i7-8550u": {
    "cinebench-r23 multi": { cell: "2914", why: "q 0.59 (< 0.6)" },
  },
  "intel-core-i5-8260u": {
    "cinebench-r23 single": { cell: "629", why: "38 % below the i5-8265U (same die and clocks)" },
    "cinebench-r23 multi": { cell: "3028", why: "same system as the single-core" },
    "geekbench-5 single": {
      cell: "639",
      why: "as low as the row's R23 single (639): one broken system",
    },
    "geekbench-5 multi": { cell: "1817", why: "same system as the single-core" },
  },
  "intel-core-i5-l16g7": {
    "cinebench-r23 single": {
      cell: "710",
      why: "Lakefield: the single-core fits the small Tremont cores, not the big core",
    },
    "cinebench-r23 multi": { cell: "1810", why: "q 0.51" },
    "geekbench-5 single": {
      cell: "826.5n2",
      why: "Lakefield (1 big + 4 small cores): the Geekbench 6 chart and the core-count model cannot check it",
    },
    "geekbench-5 multi": { cell: "1633.5n2", why: "Lakefield: as the single-core" },
  },
  "intel-core-i3-l13g4": {
    "geekbench-5 single": { cell: "816", why: "Lakefield: as the i5-L16G7" },
    "geekbench-5 multi": { cell: "1349", why: "Lakefield: as the i5-L16G7" },
  },
  "intel-pentium-silver-n5030": {
    "cinebench-r23 single": { cell: "430", why: "same system as the multi-core" },
    "cinebench-r23 multi": {
      cell: "911",
      why: "q 0.53; 26 % below the older, lower-clocked N5000",
    },
  },
  "intel-celeron-n4020": {
    "cinebench-r23 single": {
      cell: "308",
      why: "20 % below the slower-clocked N4100; Geekbench 6 orders them the other way",
    },
    "cinebench-r23 multi": { cell: "616", why: "same system as the single-core" },
  },
  "intel-core-i5-12450hx": {
    "geekbench-5 single": {
      cell: "940",
      why: "one run 43 % below the i5-12450H (1639, n5) with the same cores and clocks; GB5 multi 7680 is 8.2 x it on 8 cores",
    },
  },
  "intel-core-i7-6567u": {
    "cinebench-r23 single": {
      cell: "560",
      why: "one run 42 % below what its own GB5 single (970) gives on Skylake; multi/single 4.0 on 2 cores, 4 threads",
    },
  },
  "intel-core-ultra-5-134u": {
    "cinebench-r23 multi": { cell: "5572", why: "q 0.51: a 9 W part under sustained load" },
  },
  "intel-n200": {
    "cinebench-r23 single": {
      cell: "690",
      why: "one run 26 % below the N100 (931, n3) although the N200 boosts higher",
    },
    "cinebench-r23 multi": { cell: "1406", why: "same run; q 0.51, half the N100's 2983 (n3)" },
  },
  "amd-ryzen-z2-go": {
    "geekbench-5 single": {
      cell: "875",
      why: "one handheld run 40 % below Zen 3+ laptop parts at its clock, while its R23 single fits them",
    },
    "geekbench-5 multi": { cell: "3932", why: "same run as the single-core" },
  },
  "intel-core-5-220h": {
    "cinebench-r23 single": {
      cell: "1853",
      why: "the one laptop whose pair was left out in pass 2 (per-CPU page): multi/single 6.0 on 4P+8E, below the 4P+4E siblings",
    },
    "cinebench-r23 multi": { cell: "11198", why: "same laptop as the single-core" },
  },
};

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    vendor: { type: "string", multiple: true, default: [] },
    "r23-html": { type: "string" },
    "gb5-html": { type: "string" },
  },
});
const listPath = positionals[0];
if (!listPath) {
  console.error(
    "usage: npx tsx scripts/notebookcheck-list.ts <mobile_cpu.csv> [--r23-html <cpu2.html>] [--gb5-html <cpu.html>] [--vendor <csv>]...",
  );
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
const [model, coresThreads, codename, tail] = [
  col("Model"),
  col("Cores / Threads"),
  col("Codename"),
  col(TAIL_FROM),
];
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

// The CPUs a row may name: the shipped ones and those of the vendors' exports (Intel; AMD Ryzen,
// Athlon, Threadripper and EPYC, the families the build selects).
const known = new Set<string>();
const readArray = (path: string) => JSON.parse(readFileSync(path, "utf8")) as unknown[];
for (const file of ["amd-desktop", "amd-laptop", "amd-server-workstation"]
  .concat(["intel-desktop", "intel-laptop", "intel-server-workstation"])
  .map((f) => join(ROOT, "cpus", `${f}.json`)))
  for (const row of readArray(file)) known.add(seedCpuSchema.parse(row).id);
for (const path of args.vendor ?? [])
  for (const { row } of readCsv(readFileSync(path, "utf8"))) {
    const id = cpuSlug(row.CpuName ?? row.Name ?? "");
    if (/^intel-|^amd-(ryzen|athlon|epyc)-/.test(id)) known.add(id);
  }

const pageRows = readArray(CPU_PAGES).map((row) => seedResultSchema.parse(row));
const pageFigures = new Set(pageRows.map((r) => `${r.cpuId} ${r.benchmark}`));

/** One saved copy of the list page: per CPU its page link, cores/threads, codename and the two figures. */
interface SavedRow {
  url: string;
  coresThreads: string;
  codename: string;
  single: string;
  multi: string;
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&nbsp;", "\u00a0")
    .replaceAll("&amp;", "&")
    .trim();
/** Reads the saved HTML table: a figure "2172" with "<sup>n3</sup>" becomes the list's "2172n3". */
function readSaved(path: string, family: Family): Map<string, SavedRow> {
  const html = readFileSync(path, "utf8");
  const trs = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!);
  const tds = (tr: string) => [...tr.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!);
  const head = tds(trs[0]!).map(text);
  const b = BENCHMARKS.find((x) => x.family === family)!;
  const at = (label: string) => {
    const i = head.findIndex((h) => h.replace(/\s+/g, " ") === label);
    if (i < 0) throw new Error(`${path}: no column "${label}" in ${head.join(" | ")}`);
    return i;
  };
  const [single, multi, cores, code] = [
    at(b.columns.single),
    at(b.columns.multi),
    at("Cores / Threads"),
    at("Codename"),
  ];
  const figureCell = (td: string) => {
    const m = /<span class="bl_med_val_\d+_\d+">([^<]*)<\/span>(?:<sup>n(\d+)<\/sup>)?/.exec(td);
    return m && m[1] ? `${m[1]}${m[2] ? `n${m[2]}` : ""}` : "";
  };
  const saved = new Map<string, SavedRow>();
  for (const tr of trs.slice(1)) {
    const c = tds(tr);
    const link = /<a href="(https:\/\/www\.notebookcheck\.net\/[^"]+)">([^<]+)<\/a>/.exec(
      c[1] ?? "",
    );
    if (!link) continue;
    // Repeated header rows link the list itself.
    if (link[1]!.includes("Benchmark-List")) continue;
    const id = cpuSlug(text(link[2]!));
    // Two rows of one name ("Apple M3 Max 16-Core" and "14-Core") name no CPU of the catalog.
    if (saved.has(id) && known.has(id)) throw new Error(`${path}: two rows for ${id}`);
    saved.set(id, {
      url: link[1]!,
      coresThreads: text(c[cores] ?? ""),
      codename: text(c[code] ?? ""),
      single: figureCell(c[single] ?? ""),
      multi: figureCell(c[multi] ?? ""),
    });
  }
  return saved;
}
const saved = new Map<Family, Map<string, SavedRow>>();
for (const b of BENCHMARKS) {
  const path = args[SAVED[b.family].option];
  if (path) saved.set(b.family, readSaved(path, b.family));
}

/**
 * Notebookcheck's page for a CPU, where a copy gives its address (never built from a pattern): the list
 * links each CPU to that page, so its figure is the page's median on the day the list was read. From the
 * saved list pages, the per-CPU page copy, and one link found in a public README (find_string).
 */
const PAGE_URLS = new Map<string, string>([
  [
    "amd-ryzen-7-5800h",
    "https://www.notebookcheck.net/AMD-Ryzen-7-5800H-Processor-Benchmarks-and-Specs.512759.0.html",
  ],
  ...pageRows.map((r) => [r.cpuId, r.sourceUrl] as const),
  ...[...saved.values()].flatMap((m) => [...m].map(([id, r]) => [id, r.url] as const)),
]);

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

/**
 * Cores and effective cores from the list's "cores / threads" (as scripts/check-cited-results.ts
 * counts them): hybrid Intel P-cores run two threads and count 1, E-cores one thread and count 0.5.
 */
function coreCount(cell: string, code: string): { cores: number; effective: number } | null {
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(cell);
  if (!m) return null;
  const [cores, threads] = [Number(m[1]), Number(m[2])];
  if (/Alder Lake|Raptor Lake|Meteor Lake/i.test(code) && threads > cores) {
    const p = threads - cores;
    return { cores, effective: p + 0.5 * (cores - p) };
  }
  return { cores, effective: cores * (threads > cores ? 1.2 : 1) };
}

/** One reading of a figure: the cell and the copy it was read in, newest first. */
interface Reading {
  cell: string;
  copy: SeedCopy;
  copied: boolean;
}
const csvById = new Map<string, string[]>();
for (const c of rows) {
  const id = cpuSlug(c[model]!);
  if (csvById.has(id) && known.has(id)) throw new Error(`two list rows for ${id}`);
  csvById.set(id, c);
}
const ids = new Set([...csvById.keys(), ...[...saved.values()].flatMap((m) => [...m.keys()])]);

const out = new Map<Family, SeedResult[]>(BENCHMARKS.map((b) => [b.family, []]));
const leftOut: string[] = [];
const flags: string[] = [];
const seenCells = new Set<string>();
const r23GbRatios: { id: string; ratio: number }[] = [];
let matched = 0;
for (const id of [...ids].sort()) {
  if (!known.has(id)) continue;
  const c = csvById.get(id);
  const written = new Map<string, number>();
  for (const b of BENCHMARKS)
    for (const kind of ["single", "multi"] as const) {
      const benchmark = `${b.family}-${kind}` as const;
      if (pageFigures.has(`${id} ${benchmark}`)) continue;
      const later = saved.get(b.family)?.get(id)?.[kind];
      const earlier = c?.[col(b.columns[kind])];
      const readings: Reading[] = [
        ...(later ? [{ cell: later, copy: SAVED[b.family].copy, copied: false }] : []),
        ...(earlier
          ? [
              {
                cell: earlier,
                copy: SOURCE.copy,
                copied: copied.has(c![model]!) && b.family === "geekbench-5",
              },
            ]
          : []),
      ];
      const key = `${b.family} ${kind}` as const;
      // The newest reading that passes the checks.
      const chosen = readings.find((r) => {
        seenCells.add(`${id} ${key} ${r.cell}`);
        const left = LEFT_OUT[id]?.[key];
        const why = r.copied
          ? "the row's benchmark cells copy another row's"
          : left?.cell === r.cell
            ? left.why
            : null;
        if (why) leftOut.push(`${id} ${benchmark} ${r.cell} (${r.copy.date}): ${why}`);
        return why === null;
      });
      if (!chosen) continue;
      const page = PAGE_URLS.get(id);
      const row = seedResultSchema.parse({
        cpuId: id,
        benchmark,
        ...figure(chosen.cell),
        ...SOURCE,
        ...(page ? { sourceUrl: page, sourcePage: "cpu" } : {}),
        publishedOn: chosen.copy.date,
        copy: chosen.copy,
        benchmarkVersion: b.version,
      });
      out.get(b.family)!.push(row);
      written.set(benchmark, row.score);
    }
  if (written.size) matched++;
  const spec = saved.get("cinebench-r23")?.get(id) ?? saved.get("geekbench-5")?.get(id);
  const count = spec
    ? coreCount(spec.coresThreads, spec.codename)
    : c
      ? coreCount(c[coresThreads]!, c[codename]!)
      : null;
  const eff = count?.effective ?? null;
  const [r23s, r23m, gb5s, gb5m] = [
    "cinebench-r23-single",
    "cinebench-r23-multi",
    "geekbench-5-single",
    "geekbench-5-multi",
  ].map((x) => written.get(x));
  if (count && eff !== null && r23s && r23m) {
    const q = r23m / r23s / eff;
    if (q < (count.cores > 32 ? 0.45 : 0.6) || q > 1.3)
      flags.push(`R23 ratio: ${id} ${r23m}/${r23s} q ${q.toFixed(2)}`);
  }
  if (eff !== null && gb5s && gb5m && gb5m / gb5s > 1.1 * eff)
    flags.push(`GB5 ratio above the core count: ${id} ${gb5m}/${gb5s}`);
  if (r23s && gb5s) r23GbRatios.push({ id, ratio: gb5s / r23s });
}
const mid = [...r23GbRatios].sort((a, b) => a.ratio - b.ratio)[Math.floor(r23GbRatios.length / 2)];
for (const { id, ratio } of r23GbRatios)
  if (mid && Math.abs(ratio / mid.ratio - 1) > 0.15)
    flags.push(`GB5/R23 single: ${id} ${ratio.toFixed(2)} vs median ${mid.ratio.toFixed(2)}`);
for (const [id, reasons] of Object.entries(LEFT_OUT))
  for (const [key, left] of Object.entries(reasons))
    if (known.has(id) && !seenCells.has(`${id} ${key} ${left.cell}`))
      throw new Error(`LEFT_OUT names ${id} ${key} ${left.cell}, which no list figure matches`);

for (const b of BENCHMARKS) {
  const list = out.get(b.family)!;
  list.sort(
    (x, y) =>
      x.cpuId.localeCompare(y.cpuId) ||
      Number(y.benchmark.endsWith("single")) - Number(x.benchmark.endsWith("single")),
  );
  writeFileSync(
    b.out,
    await format(JSON.stringify(list, null, 2), {
      ...(await resolveConfig(b.out)),
      parser: "json",
      filepath: b.out,
    }),
  );
  const count = (kind: Kind) => list.filter((r) => r.benchmark.endsWith(kind)).length;
  console.log(
    `wrote ${b.out}: ${list.length} rows (single ${count("single")}, multi ${count("multi")}) for ${new Set(list.map((r) => r.cpuId)).size} CPUs`,
  );
}
console.log(
  `${rows.length} rows in the 2023 list, ${[...saved.values()].map((m) => m.size).join(" and ")} in the saved 2025 pages; ${matched} CPUs written\n` +
    `left out (${leftOut.length}):\n  ${leftOut.join("\n  ")}\n` +
    `flags (${flags.length}):\n  ${flags.join("\n  ")}`,
);
