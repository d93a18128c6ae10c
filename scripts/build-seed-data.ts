/**
 * Builds the shipped reference dataset (app/db/seed-data/cpus, results,
 * disagreements.json) from vendor spec exports, the Geekbench 6 processor
 * chart and the hand-curated files. See app/db/seed-data/README.md, "How to
 * rebuild".
 *
 *   npx tsx scripts/build-seed-data.ts --intel-ark <csv> --amd <csv> \
 *     --geekbench <json> --geekbench-read-on 2026-04-24 \
 *     [--curated app/db/seed-data/curated] [--vendor-read-on 2023-07-09] [--out app/db/seed-data]
 *     [--intel-ark-copy URL] [--amd-copy URL]
 *     [--intel-ark-newer <csv> --intel-ark-newer-read-on YYYY-MM-DD --intel-ark-newer-copy URL]
 *     [--amd-newer <csv> --amd-newer-read-on YYYY-MM-DD --amd-newer-copy URL]
 *
 * The "newer" exports (ARK's page labels as columns, AMD's 2025 column names) win per field over
 * the older ones; a value only the older export publishes fills the field, with the older export
 * named in `fieldSources`; where both publish different values the newer one is kept and the
 * difference recorded in disagreements.json. A `--…-copy` URL is the public copy read (a GitHub
 * file at the commit read); it is recorded as `specSource.copy`.
 *
 * Deterministic: the same inputs give byte-identical output.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import { cleanCpuName, cpuSlug, normalizeCpuName } from "../app/modules/data-import/cpu-names";
import { AMD_SOURCE_NAME, parseAmdCsv } from "../app/modules/data-import/formats/amd-csv";
import {
  GEEKBENCH_SOURCE_NAME,
  type GeekbenchProcessor,
  parseGeekbenchJson,
} from "../app/modules/data-import/formats/geekbench-json";
import {
  INTEL_ARK_SOURCE_NAME,
  parseIntelArkCsv,
} from "../app/modules/data-import/formats/intel-ark-csv";
import { parseIntelArkLabelsCsv } from "../app/modules/data-import/formats/intel-ark-labels-csv";
import {
  type ImportedCpu,
  SEED_CPU_SPEC_FIELDS,
  type SeedCpu,
  type ParsedImport,
  type SeedCopy,
  type SeedCpuField,
  type SeedDisagreement,
  type SeedResult,
  type SeedSource,
  seedCpuSchema,
  seedDisagreementSchema,
  seedResultSchema,
} from "../app/modules/data-import/seed-format";

/** The label of the dataset this build replaces, for disagreements.json. */
const PREVIOUS_DATASET = "CoreRank dataset before 2026-11-23";
const MIN_SAMPLES = 5;
const MIN_SAMPLES_PENTIUM_CELERON = 50;
const REPORT_UNMATCHED_SAMPLES = 500;

type Value = string | number | boolean | null;
type Spec = Partial<SeedCpu>;

interface Candidate {
  key: string;
  /** Where the row came from: a vendor export or a curated file. */
  origin: "vendor" | "curated";
  spec: Spec;
  specSource: SeedSource;
  fieldSources: Partial<Record<SeedCpuField, SeedSource>>;
  aliases: Set<string>;
  /** The previous dataset's row for this CPU, if any. */
  previous?: Record<string, unknown>;
}

const { values: args } = parseArgs({
  options: {
    "intel-ark": { type: "string" },
    amd: { type: "string" },
    geekbench: { type: "string" },
    "geekbench-read-on": { type: "string" },
    "vendor-read-on": { type: "string", default: "2023-07-09" },
    curated: { type: "string", default: "app/db/seed-data/curated" },
    previous: { type: "string", default: "app/db/seed-data/previous" },
    out: { type: "string", default: "app/db/seed-data" },
    "intel-ark-copy": { type: "string" },
    "amd-copy": { type: "string" },
    "intel-ark-newer": { type: "string" },
    "intel-ark-newer-read-on": { type: "string" },
    "intel-ark-newer-copy": { type: "string" },
    "amd-newer": { type: "string" },
    "amd-newer-read-on": { type: "string" },
    "amd-newer-copy": { type: "string" },
    "geekbench-copy": { type: "string" },
  },
});

function required(name: keyof typeof args): string {
  const v = args[name];
  if (typeof v !== "string" || !v) {
    console.error(`missing --${name}`);
    process.exit(2);
  }
  return v;
}

const intelPath = required("intel-ark");
const amdPath = required("amd");
const gbPath = required("geekbench");
const gbReadOn = required("geekbench-read-on");
const vendorReadOn = required("vendor-read-on");
const curatedDir = args.curated as string;
const previousDir = args.previous as string;
const outDir = args.out as string;
for (const d of [gbReadOn, vendorReadOn])
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`not a YYYY-MM-DD date: ${d}`);

const warnings: string[] = [];
const warn = (msg: string) => warnings.push(msg);

/**
 * A GitHub file address at a commit ("https://github.com/o/r/blob/<sha>/dataset/x.csv") → the
 * copy record: what it is (repository and path), its link, the day it was made.
 */
function copyOf(url: string | undefined, date: string): SeedCopy | undefined {
  if (!url) return undefined;
  const m = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/blob\/[0-9a-f]{7,40}\/(.+)$/.exec(url);
  if (!m) throw new Error(`a copy must be a GitHub file address at a commit: ${url}`);
  return { name: `${m[1]}, ${m[2]}`, url, date };
}

function optionalDate(name: keyof typeof args): string {
  const v = required(name);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new Error(`not a YYYY-MM-DD date: ${v}`);
  return v;
}

// ---------------------------------------------------------------- inputs
const intel = parseIntelArkCsv(readFileSync(intelPath, "utf8"), {
  readOn: vendorReadOn,
  copy: copyOf(args["intel-ark-copy"], vendorReadOn),
});
const amd = parseAmdCsv(readFileSync(amdPath, "utf8"), {
  readOn: vendorReadOn,
  copy: copyOf(args["amd-copy"], vendorReadOn),
});
const emptyImport: ParsedImport = { cpus: [], results: [], skipped: [] };
const intelNewerReadOn = args["intel-ark-newer"] ? optionalDate("intel-ark-newer-read-on") : "";
const amdNewerReadOn = args["amd-newer"] ? optionalDate("amd-newer-read-on") : "";
const intelNewer = args["intel-ark-newer"]
  ? parseIntelArkLabelsCsv(readFileSync(args["intel-ark-newer"], "utf8"), {
      readOn: intelNewerReadOn,
      copy: copyOf(args["intel-ark-newer-copy"], intelNewerReadOn),
    })
  : emptyImport;
const amdNewer = args["amd-newer"]
  ? parseAmdCsv(readFileSync(args["amd-newer"], "utf8"), {
      readOn: amdNewerReadOn,
      copy: copyOf(args["amd-newer-copy"], amdNewerReadOn),
    })
  : emptyImport;
const gbCopy = copyOf(args["geekbench-copy"], gbReadOn);
const gb = parseGeekbenchJson(readFileSync(gbPath, "utf8"), {
  readOn: gbReadOn,
  ...(gbCopy
    ? {
        copy: {
          ...gbCopy,
          name: `${gbCopy.name} (a daily mirror of Geekbench Browser's processor chart)`,
        },
      }
    : {}),
});

/** Geekbench chart entries by match key (the one with most samples wins a tie). */
const gbByKey = new Map<string, GeekbenchProcessor>();
for (const p of gb.processors) {
  const key = normalizeCpuName(p.name);
  const have = gbByKey.get(key);
  if (!have || (p.samples ?? 0) > (have.samples ?? 0)) gbByKey.set(key, p);
}

function readJsonArray(path: string): unknown[] {
  const data: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (!Array.isArray(data)) throw new Error(`${path}: expected a JSON array`);
  return data;
}

/** The dataset this build replaced (app/db/seed-data/previous, read only): the other side of its recorded disagreements. */
const previousByKey = new Map<string, Record<string, unknown>>();
for (const file of listJson(previousDir, () => true)) {
  for (const row of readJsonArray(join(previousDir, file)) as Record<string, unknown>[]) {
    if (typeof row.name === "string" && typeof row.id === "string")
      previousByKey.set(normalizeCpuName(row.name), row);
  }
}

function listJson(dir: string, match: (f: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".json") && match(e.name))
    .map((e) => e.name)
    .sort();
}

const curatedSpecs: SeedCpu[] = [];
const curatedResults: SeedResult[] = [];
for (const file of listJson(curatedDir, (f) => f.startsWith("specs-"))) {
  readJsonArray(join(curatedDir, file)).forEach((row, i) => {
    const parsed = seedCpuSchema.safeParse(row);
    if (parsed.success) curatedSpecs.push(parsed.data);
    else
      warn(
        `curated ${file}[${i}] invalid, left out: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`,
      );
  });
}
for (const file of listJson(curatedDir, (f) => f.startsWith("results-"))) {
  readJsonArray(join(curatedDir, file)).forEach((row, i) => {
    const parsed = seedResultSchema.safeParse(row);
    if (parsed.success) curatedResults.push(parsed.data);
    else
      warn(
        `curated ${file}[${i}] invalid, left out: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`,
      );
  });
}

// ---------------------------------------------------------------- vendor rows
function filled(spec: Spec): number {
  return Object.values(spec).filter((v) => v !== null && v !== undefined).length;
}

/** One row per CPU and vendor: duplicates (ARK lists some parts twice) keep the fuller row. */
function dedupe(cpus: ImportedCpu[]): Map<string, ImportedCpu & { rawNames: string[] }> {
  const byKey = new Map<string, ImportedCpu & { rawNames: string[] }>();
  for (const cpu of cpus) {
    const key = normalizeCpuName(cpu.spec.name ?? cpu.rawName);
    const have = byKey.get(key);
    if (!have) byKey.set(key, { ...cpu, rawNames: [cpu.rawName] });
    else {
      const rawNames = [...have.rawNames, cpu.rawName];
      if (filled(cpu.spec) > filled(have.spec)) byKey.set(key, { ...cpu, rawNames });
      else have.rawNames = rawNames;
    }
  }
  return byKey;
}

function releaseYear(spec: Spec): number | null {
  return spec.releaseDate ? Number(spec.releaseDate.slice(0, 4)) : null;
}

/** Launched 2017 or later by the vendor's date (Ryzen, Threadripper and EPYC did not exist before 2017). */
function launched2017OrLater(spec: Spec): boolean {
  const year = releaseYear(spec);
  if (year !== null) return year >= 2017;
  const name = spec.name ?? "";
  if (/^AMD (Ryzen|EPYC)\b/.test(name)) return true;
  // Zen-based Athlons (no launch date in the export); older Athlons are 28nm or larger.
  if (/^AMD Athlon\b/.test(name)) return /\b(14|12|7|6)nm\b/.test(spec.manufacturingProcess ?? "");
  return false;
}

const INTEL_FAMILY =
  /^Intel (Core (i[3579]-|Ultra [3579] |[357] |m[357]-)|Xeon (E-|E3-|E5-|E7-|W-|w[3579]-|Bronze |Silver |Gold |Platinum |6\d{3})|Pentium |Celeron )/;
const AMD_FAMILY = /^AMD (Ryzen|EPYC|Athlon)\b/;

function familyOk(name: string): boolean {
  return INTEL_FAMILY.test(name) || AMD_FAMILY.test(name);
}

function minSamplesFor(name: string): number {
  return /^Intel (Pentium|Celeron)\b/.test(name) ? MIN_SAMPLES_PENTIUM_CELERON : MIN_SAMPLES;
}

const candidates = new Map<string, Candidate>();
const notSelected: { name: string; reason: string }[] = [];

const curatedByKey = new Map<string, SeedCpu>();
for (const c of curatedSpecs) {
  for (const k of [c.name, ...c.aliases].map(normalizeCpuName))
    if (!curatedByKey.has(k)) curatedByKey.set(k, c);
}

/**
 * Families shipped whole when launched 2017 or later (every desktop, laptop, workstation and server
 * member in a vendor export), whether or not a chart counts runs for them: Intel Core i3–i9 (8th to
 * 14th generation and the 2017 parts of the 7th), Core N, Core Ultra and Core 3/5/7, Xeon 6, Xeon
 * W and w, 4th/5th-generation Xeon Scalable, and every Ryzen, Ryzen AI and Threadripper (issue 20:
 * the families visitors look for). Embedded parts are left out by the parsers.
 */
const WHOLE_FAMILY =
  /^(Intel Core (i[3579]-\d{4,5}[A-Z0-9]*$|i3-N\d{3}$|Ultra [3579] |[357] \d{3})|Intel Xeon (6\d{3}|w[3579]-|(Platinum|Gold|Silver|Bronze) [3-9][45]\d{2})|AMD Ryzen (AI |Threadripper |Z\d|[3579] ))/;

/** Ids that curated figures wait for (a cited figure for a CPU the build did not select yet). */
const waitingIds = new Set(curatedResults.map((r) => r.cpuId));

type VendorRow = ImportedCpu & { rawNames: string[] };
const vendorDisagreements: (SeedDisagreement & { _key: string })[] = [];

/**
 * One row per CPU from an older and a newer export of the same vendor: the newer row's values,
 * a value only the older one publishes filling the field (its source named in fieldSources), and
 * every value both publish differently recorded (the newer kept).
 */
function mergeExports(older: ParsedImport, newer: ParsedImport): Map<string, VendorRow> {
  const olderRows = dedupe(older.cpus);
  const merged = dedupe(newer.cpus);
  for (const [key, old] of olderRows) {
    const row = merged.get(key);
    if (!row) {
      merged.set(key, old);
      continue;
    }
    row.rawNames = [...new Set([...row.rawNames, ...old.rawNames])];
    row.fieldSources = { ...(row.fieldSources ?? {}) };
    for (const field of SEED_CPU_SPEC_FIELDS) {
      if (field === "id" || field === "name") continue;
      const now = row.spec[field];
      const before = old.spec[field];
      if (before === null || before === undefined) continue;
      // AMD's 2025 export states the memory type without its speed ("DDR5") or without the unit
      // ("Up to 3200"); the 2023 one gives "DDR5-5200" / "Up to 3200MHz" for the same part: the
      // fuller statement of the same fact is kept.
      const fuller =
        field === "memoryTypes" &&
        typeof now === "string" &&
        typeof before === "string" &&
        (before.startsWith(`${now}-`) || before.replace(/MHz\b/g, "") === now);
      if (now === null || now === undefined || fuller) {
        (row.spec as Record<string, unknown>)[field] = before;
        row.fieldSources[field] = old.specSource;
      } else if (!same(now, before)) {
        vendorDisagreements.push({
          cpuId: "",
          _key: key,
          field,
          keptValue: asValue(now),
          keptSource: `${row.specSource.name} (read ${row.specSource.date})`,
          otherValue: asValue(before),
          otherSource: `${old.specSource.name} (read ${old.specSource.date})`,
          otherUrl: old.specSource.url,
          resolution:
            "the vendor's newer export kept (the vendor revised the value or its wording)",
        });
      }
    }
  }
  return merged;
}

for (const [sourceName, rows] of [
  [INTEL_ARK_SOURCE_NAME, mergeExports(intel, intelNewer)],
  [AMD_SOURCE_NAME, mergeExports(amd, amdNewer)],
] as const) {
  for (const [key, cpu] of rows) {
    const name = cpu.spec.name ?? cleanCpuName(cpu.rawName);
    const previous = previousByKey.get(key);
    const curated = curatedByKey.get(key);
    const chart = gbByKey.get(key);
    const wanted =
      previous !== undefined ||
      curated !== undefined ||
      (waitingIds.has(cpuSlug(name)) && launched2017OrLater(cpu.spec)) ||
      (launched2017OrLater(cpu.spec) && WHOLE_FAMILY.test(name)) ||
      (familyOk(name) &&
        launched2017OrLater(cpu.spec) &&
        (chart?.samples ?? 0) >= minSamplesFor(name));
    if (!wanted) {
      notSelected.push({ name, reason: `${sourceName}: not selected` });
      continue;
    }
    candidates.set(key, {
      key,
      origin: "vendor",
      spec: { ...cpu.spec },
      specSource: cpu.specSource,
      fieldSources: { ...(cpu.fieldSources ?? {}) },
      aliases: new Set(cpu.rawNames),
      ...(previous ? { previous } : {}),
    });
  }
}

// ---------------------------------------------------------------- curated rows
const disagreements: SeedDisagreement[] = [];

function same(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) < 1e-9;
  return a === b;
}

function asValue(v: unknown): Value {
  return v === undefined ? null : (v as Value);
}

function keptSourceOf(c: Candidate, field: SeedCpuField): SeedSource {
  return c.fieldSources[field] ?? c.specSource;
}

for (const cur of curatedSpecs) {
  const key = normalizeCpuName(cur.name);
  const keys = [key, ...cur.aliases.map(normalizeCpuName)];
  const existing = keys.map((k) => candidates.get(k)).find((c) => c !== undefined);
  const { specSource, fieldSources = {}, aliases, ...curSpec } = cur;
  if (!existing) {
    candidates.set(key, {
      key,
      origin: "curated",
      spec: { ...curSpec },
      specSource,
      fieldSources: { ...fieldSources },
      aliases: new Set(aliases),
      ...(previousByKey.get(key) ? { previous: previousByKey.get(key) } : {}),
    });
    continue;
  }
  // The vendor export wins per field; a curated value fills a field the export leaves empty.
  for (const alias of aliases) existing.aliases.add(alias);
  for (const field of SEED_CPU_SPEC_FIELDS) {
    if (field === "id") continue;
    const vendorValue = existing.spec[field];
    const curatedValue = (curSpec as Spec)[field];
    if (curatedValue === null || curatedValue === undefined) continue;
    const curatedSource = fieldSources[field] ?? specSource;
    if (vendorValue === null || vendorValue === undefined) {
      (existing.spec as Record<string, unknown>)[field] = curatedValue;
      existing.fieldSources[field] = curatedSource;
    } else if (!same(vendorValue, curatedValue)) {
      disagreements.push({
        cpuId: "", // set once ids are known
        field,
        keptValue: asValue(vendorValue),
        keptSource: keptSourceOf(existing, field).name,
        otherValue: asValue(curatedValue),
        otherSource: `curated: ${curatedSource.name}`,
        otherUrl: curatedSource.url,
        resolution: "vendor export kept (the vendor export wins per field over a curated row)",
        // keep the key to resolve the id later
        ...({ _key: existing.key } as object),
      } as SeedDisagreement);
    }
  }
}

disagreements.push(...(vendorDisagreements as SeedDisagreement[]));

// ---------------------------------------------------------------- Geekbench fill + ids
const gbSource = (p: GeekbenchProcessor): SeedSource => ({
  name: GEEKBENCH_SOURCE_NAME,
  url: p.url,
  date: gbReadOn,
});

function chartFor(c: Candidate): GeekbenchProcessor | undefined {
  for (const k of [c.key, ...[...c.aliases].map(normalizeCpuName)]) {
    const p = gbByKey.get(k);
    if (p) return p;
  }
  return undefined;
}

const dropped: { name: string; reason: string }[] = [];
const shipped: SeedCpu[] = [];
const keyToId = new Map<string, string>();
const idToCandidate = new Map<string, Candidate>();
const chartById = new Map<string, GeekbenchProcessor>();

for (const c of [...candidates.values()].sort((a, b) => a.key.localeCompare(b.key))) {
  const chart = chartFor(c);
  // A hybrid Intel part has no base clock of the chip (ARK publishes P- and E-core base clocks):
  // the chart's frequency is what benchmarked systems reported, not a published base clock.
  const hybridIntel = c.spec.brand === "Intel" && (c.spec.efficiencyCores ?? 0) > 0;
  if (hybridIntel && (c.origin === "curated" || c.fieldSources.baseFreq)) {
    // A curated row wrote the P-core base clock as the chip's; that is performanceCoreBaseFreq.
    c.spec.baseFreq = null;
    delete c.fieldSources.baseFreq;
  }
  if (chart) {
    c.aliases.add(chart.name);
    // Fields the vendor does not publish, taken from the chart with the chart as their source.
    if ((c.spec.baseFreq === undefined || c.spec.baseFreq === null) && !hybridIntel) {
      if (chart.frequency !== null) {
        c.spec.baseFreq = chart.frequency;
        c.fieldSources.baseFreq = gbSource(chart);
        if (c.spec.efficiencyCores === 0 && c.spec.performanceCoreBaseFreq == null) {
          c.spec.performanceCoreBaseFreq = chart.frequency;
          c.fieldSources.performanceCoreBaseFreq = gbSource(chart);
        }
      }
    }
    if ((c.spec.architecture === undefined || c.spec.architecture === null) && chart.family) {
      c.spec.architecture = chart.family;
      c.fieldSources.architecture = gbSource(chart);
    }
  }
  const name = c.spec.name ?? "";
  const id = (c.previous?.id as string | undefined) ?? c.spec.id ?? cpuSlug(name);
  if (idToCandidate.has(id)) {
    dropped.push({ name, reason: `id ${id} already taken by ${idToCandidate.get(id)?.spec.name}` });
    continue;
  }
  if (c.previous) c.aliases.add(c.previous.name as string);
  c.aliases.delete(name);
  const out: Record<string, unknown> = {};
  for (const field of SEED_CPU_SPEC_FIELDS) {
    if (field === "id") out.id = id;
    else if (field === "powerConsumption") {
      if (c.spec.powerConsumption !== undefined) out.powerConsumption = c.spec.powerConsumption;
    } else out[field] = c.spec[field] ?? null;
  }
  out.specSource = c.specSource;
  const fs = Object.keys(c.fieldSources).sort();
  if (fs.length)
    out.fieldSources = Object.fromEntries(fs.map((k) => [k, c.fieldSources[k as SeedCpuField]]));
  out.aliases = [...c.aliases].sort();
  const parsed = seedCpuSchema.safeParse(out);
  if (!parsed.success) {
    dropped.push({
      name,
      reason: parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; "),
    });
    continue;
  }
  shipped.push(out as SeedCpu);
  keyToId.set(c.key, id);
  idToCandidate.set(id, c);
  if (chart) chartById.set(id, chart);
}

// Aliases must point at one CPU only.
const aliasOwner = new Map<string, string>();
for (const cpu of shipped) {
  for (const alias of [cpu.name, ...cpu.aliases]) {
    const k = normalizeCpuName(alias);
    const owner = aliasOwner.get(k);
    if (owner && owner !== cpu.id) {
      warn(`alias "${alias}" of ${cpu.id} also names ${owner}; removed from ${cpu.id}`);
      cpu.aliases = cpu.aliases.filter((a) => a !== alias);
    } else aliasOwner.set(k, cpu.id);
  }
}

// ---------------------------------------------------------------- results
/** A result's keys in the seed format's order, so rebuilt files diff cleanly. */
function inSchemaOrder(r: SeedResult): SeedResult {
  return Object.fromEntries(
    Object.keys(seedResultSchema.shape).map((k) => [k, r[k as keyof SeedResult]]),
  ) as SeedResult;
}
const gbResults: SeedResult[] = [];
for (const cpu of shipped) {
  const chart = chartById.get(cpu.id);
  if (!chart) continue;
  for (const r of gb.results.filter((x) => x.rawName === chart.name)) {
    const { rawName: _raw, ...rest } = r;
    gbResults.push(inSchemaOrder({ cpuId: cpu.id, ...rest }));
  }
}

const shippedIds = new Set(shipped.map((c) => c.id));
const citedResults: SeedResult[] = [];
for (const r of curatedResults) {
  if (shippedIds.has(r.cpuId)) citedResults.push(r);
  else warn(`curated result for unknown cpuId "${r.cpuId}" (${r.benchmark}) left out`);
}

// ---------------------------------------------------------------- disagreements
for (const d of disagreements as (SeedDisagreement & { _key?: string })[]) {
  d.cpuId = keyToId.get(d._key ?? "") ?? "";
  delete d._key;
}
const kept = disagreements.filter((d) => d.cpuId !== "");
disagreements.length = 0;
disagreements.push(...kept);

const GB_FIELDS: [SeedCpuField, keyof GeekbenchProcessor][] = [
  ["cores", "cores"],
  ["threads", "threads"],
  ["baseFreq", "frequency"],
  ["boostFreq", "boostFrequency"],
  ["tdp", "tdp"],
];
for (const cpu of shipped) {
  const chart = chartById.get(cpu.id);
  const c = idToCandidate.get(cpu.id);
  if (!chart || !c) continue;
  for (const [field, gbField] of GB_FIELDS) {
    const ours = cpu[field];
    const theirs = chart[gbField];
    if (ours === null || theirs === null || typeof theirs !== "number") continue;
    if (cpu.fieldSources?.[field]?.name === GEEKBENCH_SOURCE_NAME) continue;
    if (same(ours, theirs)) continue;
    disagreements.push({
      cpuId: cpu.id,
      field,
      keptValue: asValue(ours),
      keptSource: keptSourceOf(c, field).name,
      otherValue: theirs,
      otherSource: GEEKBENCH_SOURCE_NAME,
      otherUrl: chart.url,
      resolution:
        "vendor specification kept; the chart shows what benchmarked systems reported, not the maker's specification",
    });
  }
}

const COMPARE_SKIP = new Set(["id", "scores"]);
let previousMatched = 0;
for (const cpu of shipped) {
  const c = idToCandidate.get(cpu.id);
  const prev = c?.previous;
  if (!c || !prev) continue;
  previousMatched++;
  for (const field of SEED_CPU_SPEC_FIELDS) {
    if (COMPARE_SKIP.has(field)) continue;
    const before = prev[field];
    const now = cpu[field];
    if (before === undefined || same(before, now ?? null)) continue;
    const source = keptSourceOf(c, field).name;
    disagreements.push({
      cpuId: cpu.id,
      field,
      keptValue: asValue(now),
      keptSource: source,
      otherValue: asValue(before),
      otherSource: PREVIOUS_DATASET,
      otherUrl: null,
      resolution:
        now === null || now === undefined
          ? `not published in ${source}; the earlier value had no cited source and is not shipped`
          : `${source} value kept; the earlier value had no cited source`,
    });
  }
}

for (const d of disagreements) seedDisagreementSchema.parse(d);

// ---------------------------------------------------------------- write
function groupOf(cpu: SeedCpu): string {
  const brand = cpu.brand.toLowerCase();
  if (cpu.type === "Server" || cpu.type === "Workstation") return `${brand}-server-workstation`;
  return `${brand}-${cpu.type?.toLowerCase() ?? "unknown-type"}`;
}

/** Pretty JSON exactly as `prettier --write` leaves it, so the files stay lint-clean. */
async function writeJson(path: string, data: unknown) {
  writeFileSync(
    path,
    await format(JSON.stringify(data, null, 2), {
      ...(await resolveConfig(path)),
      parser: "json",
      filepath: path,
    }),
  );
}

const cpusDir = join(outDir, "cpus");
const resultsDir = join(outDir, "results");
rmSync(cpusDir, { recursive: true, force: true });
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(cpusDir, { recursive: true });
mkdirSync(resultsDir, { recursive: true });

const groups = new Map<string, SeedCpu[]>();
for (const cpu of shipped) {
  const g = groupOf(cpu);
  groups.set(g, [...(groups.get(g) ?? []), cpu]);
}
for (const [g, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
  await writeJson(
    join(cpusDir, `${g}.json`),
    list.sort((a, b) => a.id.localeCompare(b.id)),
  );
}
const byResult = (a: SeedResult, b: SeedResult) =>
  a.cpuId.localeCompare(b.cpuId) ||
  a.benchmark.localeCompare(b.benchmark) ||
  a.sourceUrl.localeCompare(b.sourceUrl) ||
  a.publishedOn.localeCompare(b.publishedOn) ||
  a.score - b.score;
await writeJson(join(resultsDir, "geekbench-6.json"), gbResults.sort(byResult));
if (citedResults.length)
  await writeJson(join(resultsDir, "cited.json"), citedResults.sort(byResult));
await writeJson(
  join(outDir, "disagreements.json"),
  disagreements.sort(
    (a, b) =>
      a.cpuId.localeCompare(b.cpuId) ||
      a.field.localeCompare(b.field) ||
      a.otherSource.localeCompare(b.otherSource),
  ),
);

// ---------------------------------------------------------------- report
const count = <T>(items: T[], key: (t: T) => string) => {
  const m = new Map<string, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));
};
const withBoth = shipped.filter((c) => {
  const ids = new Set(
    [...gbResults, ...citedResults].filter((r) => r.cpuId === c.id).map((r) => r.benchmark),
  );
  return ids.has("geekbench-6-single") && ids.has("geekbench-6-multi");
}).length;

const pre2017 =
  /Core 2|Core i[3579]-[2-6]\d{3}|Core i[3579]-\d{3}\b|Core i7-[89]\d{2}\b|Core i[357]-[2-6]\d{3}|Xeon (E3-\d{4}( v[2-5])?|E5-\d{4}( v[1-4])?|E7|[EXLW]\d{4}\b)|\bFX-|Phenom|Athlon (II|64|X[24])|\bA\d{1,2}-|\bE[12]-|Sempron|Opteron|Turion|Pentium (4|D|Dual|G[0-9]{3,4}\b|[BN]\d{3,4}\b|J\d{4}\b)|Celeron (G1\d{3}|[BNJ]\d{4}\b|\d{3,4}\b)|Atom/;
const shippedChartIds = new Set([...chartById.values()].map((p) => p.id));
const unmatched = gb.processors
  .filter(
    (p) =>
      (p.samples ?? 0) >= REPORT_UNMATCHED_SAMPLES &&
      /^(Intel|AMD)\b/.test(p.name) &&
      !pre2017.test(p.name) &&
      !shippedChartIds.has(p.id),
  )
  .sort((a, b) => (b.samples ?? 0) - (a.samples ?? 0));

console.log(
  `inputs: Intel ARK ${intel.cpus.length} rows (${intel.skipped.length} skipped), AMD ${amd.cpus.length} rows (${amd.skipped.length} skipped), Geekbench ${gb.processors.length} entries, curated ${curatedSpecs.length} specs + ${curatedResults.length} results`,
);
console.log(`CPUs shipped: ${shipped.length}`);
console.log(
  "  by brand/type:",
  count(shipped, (c) => `${c.brand} ${c.type}`),
);
console.log(
  "  by spec source:",
  count(shipped, (c) => c.specSource.name),
);
console.log("  by group:", count(shipped, groupOf));
console.log(
  `previous dataset: ${previousByKey.size} CPUs, ${previousMatched} kept (same ids); not covered by a vendor export or curated row: ${
    [...previousByKey.values()]
      .filter((p) => !shippedIds.has(p.id as string))
      .map((p) => p.id)
      .join(", ") || "none"
  }`,
);
console.log(
  `GB6 coverage: ${withBoth}/${shipped.length} = ${((100 * withBoth) / Math.max(1, shipped.length)).toFixed(1)}% with single + multi; geekbench-6.json ${gbResults.length} rows; cited.json ${citedResults.length} rows`,
);
console.log(
  "disagreements:",
  disagreements.length,
  count(disagreements, (d) =>
    d.otherSource.startsWith("curated")
      ? "curated vs vendor"
      : d.otherSource === PREVIOUS_DATASET
        ? d.keptValue === null
          ? "previous dataset: value not published by source (dropped)"
          : "previous dataset: value differs"
        : `${d.otherSource} vs vendor`,
  ),
);
console.log(
  "  by field (Geekbench):",
  count(
    disagreements.filter((d) => d.otherSource === GEEKBENCH_SOURCE_NAME),
    (d) => d.field,
  ),
);
console.log(
  `fields from other sources:`,
  count(
    shipped.flatMap((c) =>
      Object.entries(c.fieldSources ?? {}).map(([f, s]) => `${f} ← ${s.name}`),
    ),
    (x) => x,
  ),
);
console.log(
  `dropped (${dropped.length}):`,
  dropped.map((d) => `${d.name}: ${d.reason}`),
);
console.log(
  `unmatched Geekbench names, Intel/AMD 2017+ (by name), >= ${REPORT_UNMATCHED_SAMPLES} samples (${unmatched.length}):`,
);
console.log("  " + unmatched.map((p) => `${p.name} (${p.samples})`).join(", "));
if (warnings.length) console.log(`warnings (${warnings.length}):\n  ${warnings.join("\n  ")}`);
