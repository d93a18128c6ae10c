// Cross-checks the hand-cited results in app/db/seed-data/curated/results-*.json
// (Cinebench R23, Geekbench 5; Notebookcheck's list and per-CPU pages) against the
// shipped CPUs, the Geekbench 6 chart and each other, and optionally rewrites
// results/cited.json the way scripts/build-seed-data.ts does (curated rows whose
// cpuId is shipped, sorted), so the cited figures can be refreshed without the
// raw vendor exports. Rows for CPUs that do not ship yet are checked for their
// schema and provenance only; they reach cited.json when their CPU ships.
//
//   npx tsx scripts/check-cited-results.ts            # report only
//   npx tsx scripts/check-cited-results.ts --write    # also rewrite results/cited.json
//
// Hard failures (exit 1): a row that fails the seed schema or whose provenance
// does not hold together (result-provenance.ts: a "list" link that is no list
// page, a "listed" date other than the day its copy was made, a copy link that
// names no commit, a median of one run), two rows for the same CPU and
// benchmark, here or in results/geekbench-6.json (the catalog keeps one figure
// per benchmark, so a second row would silently replace the first), or a figure
// from a known glitch row (GLITCHES). Everything else is a flag for a person to judge;
// app/db/seed-data/curated/results-cinebench-r23.notes.md and
// results-geekbench-5.notes.md say what was done with each flag.
//
// Cinebench R23 checks:
// 1. multi/single ratio against the core count. Expected ratio ≈ effective
//    cores: P + 0.5 × E for hybrid parts, otherwise cores × 1.2 with SMT and
//    cores without. Flag q = (multi / single) / effective outside 0.6–1.3
//    (0.45–1.3 above 32 cores, where all-core clocks fall).
// 2. ordering against Geekbench 6 multi-core (results/geekbench-6.json): fit
//    log(R23 multi / GB6 multi) against log(threads) per group (laptop /
//    other) and flag residuals beyond ±0.30 (≈ 35 %); the notes drop rows
//    beyond ±0.45.
// 3. single-core against Geekbench 6 single-core: flag R23 single / GB6
//    single more than 15 % from the median ratio of the same brand and type.
// 4. a laptop figure on a desktop part: a Desktop / Workstation / Server CPU
//    whose source URL is a laptop review, or whose q is below 0.6.
// 5. same publisher: rows of one publisher for CPUs with the same name apart
//    from a K/F/KF suffix (same silicon) more than 15 % apart in single-core.
//
// Geekbench 5 checks (GB5 multi-core scales less than linearly with cores, so
// the ratio is fitted, not compared with the core count directly):
// 6. multi/single against the core count: fit log(multi / single) against
//    log(effective cores) per group (laptop / other) and flag residuals beyond
//    ±0.30; flag a ratio above 1.1 × effective cores, which no CPU can reach.
// 7. against Geekbench 6 (a different scale): flag GB5 single / GB6 single more
//    than 15 % from the median ratio of the same brand and type (the
//    architecture's median is printed beside it, since older cores score
//    relatively higher in GB5); fit log(GB5 multi / GB6 multi) against
//    log(threads) per group and flag residuals beyond ±0.30.
// 8. against Cinebench R23 (the shipped R23 row, mostly the same Notebookcheck
//    list): GB5 single / R23 single more than 15 % from its brand-and-type
//    median; log(GB5 multi / R23 multi) against log(threads) residuals beyond
//    ±0.30; and the rank correlation of the two per group (printed).
// 9. glitches: two CPUs with the same single- and multi-core figures from one
//    publisher (a copied row), and the known glitch rows (a failure).
// Check 5 runs for Geekbench 5 single-core too.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { provenanceProblems } from "../app/modules/data-import/result-provenance";
import {
  seedCpuSchema,
  seedResultSchema,
  type SeedCpu,
  type SeedResult,
} from "../app/modules/data-import/seed-format";

const ROOT = "app/db/seed-data";
const write = process.argv.includes("--write");

const readArray = (path: string) => JSON.parse(readFileSync(path, "utf8")) as unknown[];
const jsonFiles = (dir: string, keep: (f: string) => boolean) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".json") && keep(f))
    .sort()
    .map((f) => join(dir, f));

const cpus = new Map<string, SeedCpu>();
for (const file of jsonFiles(join(ROOT, "cpus"), () => true))
  for (const row of readArray(file)) {
    const cpu = seedCpuSchema.parse(row);
    cpus.set(cpu.id, cpu);
  }

const gb6 = new Map<string, { single?: number; multi?: number }>();
const chartRows = readArray(join(ROOT, "results/geekbench-6.json")).map((row) =>
  seedResultSchema.parse(row),
);
for (const r of chartRows) {
  const entry = gb6.get(r.cpuId) ?? {};
  if (r.benchmark === "geekbench-6-single") entry.single = r.score;
  if (r.benchmark === "geekbench-6-multi") entry.multi = r.score;
  gb6.set(r.cpuId, entry);
}

const failures: string[] = [];
const flags: string[] = [];
const curated: SeedResult[] = [];
for (const file of jsonFiles(join(ROOT, "curated"), (f) => f.startsWith("results-")))
  readArray(file).forEach((row, i) => {
    const parsed = seedResultSchema.safeParse(row);
    if (parsed.success) {
      curated.push(parsed.data);
      for (const problem of provenanceProblems(parsed.data))
        failures.push(`${file}[${i}] ${parsed.data.cpuId} ${parsed.data.benchmark}: ${problem}`);
    } else
      failures.push(
        `${file}[${i}]: ${parsed.error.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`,
      );
  });

const key = (r: SeedResult) => `${r.cpuId} ${r.benchmark}`;
const byKey = new Map<string, SeedResult>();
for (const r of curated) {
  if (byKey.has(key(r))) failures.push(`two rows for ${key(r)}`);
  byKey.set(key(r), r);
}
for (const r of chartRows)
  if (byKey.has(key(r)))
    failures.push(`two rows for ${key(r)}: curated and results/geekbench-6.json`);
const shipped = curated.filter((r) => cpus.has(r.cpuId));
const notShipped = new Set(curated.filter((r) => !cpus.has(r.cpuId)).map((r) => r.cpuId));

const fig = (cpuId: string, benchmark: string) => byKey.get(`${cpuId} ${benchmark}`);
const effectiveCores = (c: SeedCpu) =>
  c.performanceCores !== null && c.efficiencyCores
    ? c.performanceCores + 0.5 * c.efficiencyCores
    : c.cores * (c.threads > c.cores ? 1.2 : 1);
const LAPTOP_REVIEW = /review|laptop|notebook-|convertible|ultrabook/i;

/** Residuals of y against x from a least-squares line, or [] with fewer than 3 points. */
function residuals<T extends { x: number; y: number }>(points: T[]): (T & { residual: number })[] {
  if (points.length < 3) return [];
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  const slope =
    points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) /
    points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return points.map((p) => ({ ...p, residual: p.y - (my + slope * (p.x - mx)) }));
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const brandType = (cpu: SeedCpu) => `${cpu.brand} ${cpu.type === "Laptop" ? "laptop" : "other"}`;

/** 5. Rows of one publisher for the same silicon (K/F/KF/KS variants) more than 15 % apart in single-core. */
function sameSilicon(benchmark: string) {
  const families = new Map<string, SeedResult[]>();
  for (const cpu of cpus.values()) {
    const single = fig(cpu.id, benchmark);
    if (!single) continue;
    const family = `${cpu.name.replace(/(KF|KS|K|F)$/, "")} ${single.sourceName}`;
    families.set(family, [...(families.get(family) ?? []), single]);
  }
  for (const [family, singles] of families) {
    if (singles.length < 2) continue;
    const scores = singles.map((r) => r.score);
    if (Math.max(...scores) / Math.min(...scores) > 1.15)
      flags.push(
        `same silicon, ${benchmark} >15% apart: ${family}: ${singles.map((r) => `${r.cpuId} ${r.score}`).join(", ")}`,
      );
  }
}

// 1, 4: ratio against the core count; laptop figures on desktop parts.
for (const cpu of cpus.values()) {
  const single = fig(cpu.id, "cinebench-r23-single");
  const multi = fig(cpu.id, "cinebench-r23-multi");
  for (const r of [single, multi])
    if (r && cpu.type !== "Laptop" && LAPTOP_REVIEW.test(r.sourceUrl))
      flags.push(`laptop source for ${cpu.type} part: ${key(r)} ${r.sourceUrl}`);
  if (!single || !multi) continue;
  const q = multi.score / single.score / effectiveCores(cpu);
  const low = cpu.cores > 32 ? 0.45 : 0.6;
  if (q < low || q > 1.3)
    flags.push(
      `ratio: ${cpu.id} ${multi.score}/${single.score} = ${(multi.score / single.score).toFixed(1)} for ${cpu.cores}C/${cpu.threads}T (q ${q.toFixed(2)})`,
    );
  if (cpu.type !== "Laptop" && q < 0.6)
    flags.push(`desktop-class part with a power-limited ratio: ${cpu.id} (q ${q.toFixed(2)})`);
}
sameSilicon("cinebench-r23-single");

// 2. multi-core against Geekbench 6 multi-core.
for (const laptop of [true, false]) {
  const points = shipped
    .filter((r) => r.benchmark === "cinebench-r23-multi")
    .map((r) => ({ r, cpu: cpus.get(r.cpuId)!, g: gb6.get(r.cpuId)?.multi }))
    .filter((p) => p.g !== undefined && (p.cpu.type === "Laptop") === laptop)
    .map((p) => ({ ...p, x: Math.log(p.cpu.threads), y: Math.log(p.r.score / p.g!) }));
  for (const p of residuals(points))
    if (Math.abs(p.residual) > 0.3)
      flags.push(
        `GB6 multi order: ${p.r.cpuId} R23 ${p.r.score} vs GB6 ${p.g} residual ${p.residual.toFixed(2)}${Math.abs(p.residual) > 0.45 ? " (beyond 0.45)" : ""}`,
      );
}

// 3. single-core against Geekbench 6 single-core, per brand and type.
const groups = new Map<string, { r: SeedResult; ratio: number }[]>();
for (const r of shipped) {
  if (r.benchmark !== "cinebench-r23-single") continue;
  const cpu = cpus.get(r.cpuId)!;
  const g = gb6.get(r.cpuId)?.single;
  if (!g) continue;
  const group = brandType(cpu);
  groups.set(group, [...(groups.get(group) ?? []), { r, ratio: r.score / g }]);
}
for (const [group, list] of groups) {
  const mid = median(list.map((x) => x.ratio));
  for (const { r, ratio } of list)
    if (Math.abs(ratio / mid - 1) > 0.15)
      flags.push(
        `GB6 single: ${r.cpuId} R23 ${r.score} / GB6 = ${ratio.toFixed(2)} vs ${group} median ${mid.toFixed(2)}`,
      );
}

// ---------------------------------------------------------------- Geekbench 5
const gb5 = [...cpus.values()]
  .map((cpu) => ({
    cpu,
    single: fig(cpu.id, "geekbench-5-single"),
    multi: fig(cpu.id, "geekbench-5-multi"),
    r23: { single: fig(cpu.id, "cinebench-r23-single"), multi: fig(cpu.id, "cinebench-r23-multi") },
    gb6: gb6.get(cpu.id) ?? {},
  }))
  .filter((c) => c.single || c.multi);
const isLaptop = (cpu: SeedCpu) => cpu.type === "Laptop";
const gb5Flags: string[] = [];

// 6. multi/single against the core count.
for (const c of gb5)
  if (c.single && c.multi && c.multi.score / c.single.score > 1.1 * effectiveCores(c.cpu))
    gb5Flags.push(
      `GB5 ratio above the core count: ${c.cpu.id} ${c.multi.score}/${c.single.score} = ${(c.multi.score / c.single.score).toFixed(1)} for ${c.cpu.cores}C/${c.cpu.threads}T`,
    );
for (const laptop of [true, false]) {
  const points = gb5
    .filter((c) => c.single && c.multi && isLaptop(c.cpu) === laptop)
    .map((c) => ({
      c,
      x: Math.log(effectiveCores(c.cpu)),
      y: Math.log(c.multi!.score / c.single!.score),
    }));
  for (const p of residuals(points))
    if (Math.abs(p.residual) > 0.3)
      gb5Flags.push(
        `GB5 ratio vs cores: ${p.c.cpu.id} ${p.c.multi!.score}/${p.c.single!.score} for ${p.c.cpu.cores}C/${p.c.cpu.threads}T residual ${p.residual.toFixed(2)}`,
      );
}

/** Flags single-core ratios more than 15 % from their brand-and-type median, with the architecture's median beside it. */
function ratioOutliers(label: string, list: { cpu: SeedCpu; ratio: number; text: string }[]) {
  const byGroup = new Map<string, typeof list>();
  const byArch = new Map<string, number[]>();
  for (const x of list) {
    byGroup.set(brandType(x.cpu), [...(byGroup.get(brandType(x.cpu)) ?? []), x]);
    const arch = `${x.cpu.brand} ${x.cpu.architecture ?? "?"}`;
    byArch.set(arch, [...(byArch.get(arch) ?? []), x.ratio]);
  }
  for (const [group, members] of byGroup) {
    const mid = median(members.map((x) => x.ratio));
    for (const x of members) {
      if (Math.abs(x.ratio / mid - 1) <= 0.15) continue;
      const arch = byArch.get(`${x.cpu.brand} ${x.cpu.architecture ?? "?"}`)!;
      gb5Flags.push(
        `${label}: ${x.cpu.id} ${x.text} = ${x.ratio.toFixed(2)} vs ${group} median ${mid.toFixed(2)}` +
          (arch.length >= 3
            ? ` (${x.cpu.architecture} median ${median(arch).toFixed(2)} of ${arch.length})`
            : ""),
      );
    }
  }
}

/** Flags log(GB5 multi / other multi) residuals against log(threads) beyond ±0.30, per group. */
function multiOrder(label: string, other: (c: (typeof gb5)[number]) => number | undefined) {
  for (const laptop of [true, false]) {
    const points = gb5
      .filter((c) => c.multi && other(c) && isLaptop(c.cpu) === laptop)
      .map((c) => ({
        c,
        o: other(c)!,
        x: Math.log(c.cpu.threads),
        y: Math.log(c.multi!.score / other(c)!),
      }));
    for (const p of residuals(points))
      if (Math.abs(p.residual) > 0.3)
        gb5Flags.push(
          `${label}: ${p.c.cpu.id} GB5 ${p.c.multi!.score} vs ${p.o} (${p.c.cpu.threads}T) residual ${p.residual.toFixed(2)}${Math.abs(p.residual) > 0.45 ? " (beyond 0.45)" : ""}`,
        );
  }
}

// 7. against Geekbench 6.
ratioOutliers(
  "GB5/GB6 single",
  gb5
    .filter((c) => c.single && c.gb6.single)
    .map((c) => ({
      cpu: c.cpu,
      ratio: c.single!.score / c.gb6.single!,
      text: `${c.single!.score}/${c.gb6.single}`,
    })),
);
multiOrder("GB5/GB6 multi", (c) => c.gb6.multi);

// 8. against Cinebench R23.
ratioOutliers(
  "GB5/R23 single",
  gb5
    .filter((c) => c.single && c.r23.single)
    .map((c) => ({
      cpu: c.cpu,
      ratio: c.single!.score / c.r23.single!.score,
      text: `${c.single!.score}/${c.r23.single!.score}`,
    })),
);
multiOrder("GB5/R23 multi", (c) => c.r23.multi?.score);
/** Spearman's rank correlation (no tie correction; ties are rare in these figures). */
function spearman(pairs: [number, number][]) {
  const ranks = (values: number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(values.length);
    order.forEach(([, i], rank) => (r[i] = rank));
    return r;
  };
  const a = ranks(pairs.map((p) => p[0]));
  const b = ranks(pairs.map((p) => p[1]));
  const n = pairs.length;
  return 1 - (6 * a.reduce((s, x, i) => s + (x - b[i]!) ** 2, 0)) / (n * (n * n - 1));
}
const correlations: string[] = [];
for (const kind of ["single", "multi"] as const)
  for (const laptop of [true, false]) {
    const pairs = gb5
      .filter((c) => c[kind] && c.r23[kind] && isLaptop(c.cpu) === laptop)
      .map((c) => [c[kind]!.score, c.r23[kind]!.score] as [number, number]);
    if (pairs.length >= 3)
      correlations.push(
        `${kind} ${laptop ? "laptop" : "other"} ${spearman(pairs).toFixed(3)} (${pairs.length} CPUs)`,
      );
  }
sameSilicon("geekbench-5-single");

// 9. glitches: copied rows, and the known ones.
/** Figures known to be copied from another CPU's row in the source; none may ship. */
const GLITCHES = [
  {
    cpuId: "intel-core-i9-12900",
    benchmark: /^geekbench-5-/,
    why: "Notebookcheck's 2023-12-18 list gives the i9-12900 the i9-11900KB's x265, Blender, 7-Zip, Geekbench 5.5 and WebXPRT values",
  },
];
for (const g of GLITCHES)
  for (const r of curated)
    if (r.cpuId === g.cpuId && g.benchmark.test(r.benchmark))
      failures.push(`known glitch row: ${key(r)} ${r.score}: ${g.why}`);
for (const family of ["cinebench-r23", "geekbench-5"]) {
  const owners = new Map<string, string[]>();
  for (const cpu of cpus.values()) {
    const single = fig(cpu.id, `${family}-single`);
    const multi = fig(cpu.id, `${family}-multi`);
    if (!single || !multi || single.sourceName !== multi.sourceName) continue;
    const k = `${single.sourceName} ${single.score} ${multi.score}`;
    owners.set(k, [...(owners.get(k) ?? []), cpu.id]);
  }
  for (const [k, ids] of owners)
    if (ids.length > 1) flags.push(`same ${family} figures for ${ids.join(", ")}: ${k}`);
}

const cpusWith = (benchmark: string) =>
  new Set(shipped.filter((r) => r.benchmark === benchmark).map((r) => r.cpuId));
const r23m = cpusWith("cinebench-r23-multi");
const r23s = cpusWith("cinebench-r23-single");
const gb5m = cpusWith("geekbench-5-multi");
const gb5s = cpusWith("geekbench-5-single");
console.log(`curated rows: ${curated.length}; for shipped CPUs: ${shipped.length}`);
console.log(
  `R23 multi ${r23m.size}, single ${r23s.size}, both ${[...r23m].filter((id) => r23s.has(id)).length}; GB5 multi ${gb5m.size}, single ${gb5s.size}`,
);
const bySource = new Map<string, number>();
for (const r of shipped) bySource.set(r.sourceName, (bySource.get(r.sourceName) ?? 0) + 1);
console.log(
  `rows by source: ${[...bySource].map(([s, n]) => `${s} ${n}`).join(", ")}; not shipped (left out of cited.json): ${[...notShipped].sort().join(", ") || "none"}`,
);
/** Single runs among the rows, as "N of M (P %)". */
function runShare(rows: SeedResult[]) {
  const runs = rows.filter((r) => r.statistic === "run").length;
  return `${runs} of ${rows.length} (${((100 * runs) / Math.max(rows.length, 1)).toFixed(1)} %)`;
}
console.log(
  `single-run figures: cited ${runShare(shipped)}; all shipped figures ${runShare([...chartRows, ...shipped])}; all curated rows ${runShare(curated)}`,
);
const byPage = new Map<string, number>();
for (const r of shipped) {
  const k = `${r.sourcePage}/${r.dateMeaning}/${r.copy ? "copy" : "direct"}`;
  byPage.set(k, (byPage.get(k) ?? 0) + 1);
}
console.log(
  `cited rows by link kind/date meaning/read from: ${[...byPage].map(([k, n]) => `${k} ${n}`).join(", ")}`,
);
console.log(`\nflags (${flags.length}):`);
for (const f of flags) console.log(`  ${f}`);
console.log(`\nGeekbench 5 rank correlation with Cinebench R23: ${correlations.join("; ")}`);
console.log(`\nGeekbench 5 flags (${gb5Flags.length}):`);
for (const f of gb5Flags) console.log(`  ${f}`);

if (failures.length) {
  console.error(`\nfailures (${failures.length}):`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}

if (write) {
  const byResult = (a: SeedResult, b: SeedResult) =>
    a.cpuId.localeCompare(b.cpuId) ||
    a.benchmark.localeCompare(b.benchmark) ||
    a.sourceUrl.localeCompare(b.sourceUrl) ||
    a.publishedOn.localeCompare(b.publishedOn) ||
    a.score - b.score;
  const path = join(ROOT, "results/cited.json");
  writeFileSync(
    path,
    await format(JSON.stringify([...shipped].sort(byResult), null, 2), {
      ...(await resolveConfig(path)),
      parser: "json",
      filepath: path,
    }),
  );
  console.log(`\nwrote ${path} (${shipped.length} rows)`);
}
