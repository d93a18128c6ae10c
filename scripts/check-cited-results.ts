// Cross-checks the hand-cited results in app/db/seed-data/curated/results-*.json
// (Cinebench R23, Geekbench 5) against the shipped CPUs and the Geekbench 6
// chart, and optionally rewrites results/cited.json the way
// scripts/build-seed-data.ts does (curated rows whose cpuId is shipped, sorted),
// so the cited figures can be refreshed without the raw vendor exports.
//
//   npx tsx scripts/check-cited-results.ts            # report only
//   npx tsx scripts/check-cited-results.ts --write    # also rewrite results/cited.json
//
// Hard failures (exit 1): a row that fails the seed schema, or two rows for the
// same CPU and benchmark (the catalog keeps one figure per benchmark, so a
// second row would silently replace the first). Everything else is a flag for
// a person to judge; app/db/seed-data/curated/results-cinebench-r23.notes.md
// says what was done with each flag.
//
// Checks:
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
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
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
for (const row of readArray(join(ROOT, "results/geekbench-6.json"))) {
  const r = seedResultSchema.parse(row);
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
    if (parsed.success) curated.push(parsed.data);
    else
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
const shipped = curated.filter((r) => cpus.has(r.cpuId));
const notShipped = new Set(curated.filter((r) => !cpus.has(r.cpuId)).map((r) => r.cpuId));

const fig = (cpuId: string, benchmark: string) => byKey.get(`${cpuId} ${benchmark}`);
const effectiveCores = (c: SeedCpu) =>
  c.performanceCores !== null && c.efficiencyCores
    ? c.performanceCores + 0.5 * c.efficiencyCores
    : c.cores * (c.threads > c.cores ? 1.2 : 1);
const LAPTOP_REVIEW = /review|laptop|notebook-|convertible|ultrabook/i;

const families = new Map<string, { r23: string; gb6: string }[]>();
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
  // 5. same silicon, same publisher
  const family = cpu.name.replace(/(KF|KS|K|F)$/, "");
  const list = families.get(family) ?? [];
  list.push({ r23: cpu.id, gb6: single.sourceName });
  families.set(family, list);
}
for (const [family, members] of families) {
  if (members.length < 2) continue;
  const singles = members
    .map((m) => fig(m.r23, "cinebench-r23-single"))
    .filter((r): r is SeedResult => !!r);
  const scores = singles.map((r) => r.score);
  if (Math.max(...scores) / Math.min(...scores) > 1.15)
    flags.push(
      `same silicon, single-core >15% apart: ${family}: ${singles.map((r) => `${r.cpuId} ${r.score} (${r.sourceName})`).join(", ")}`,
    );
}

// 2. multi-core against Geekbench 6 multi-core.
for (const laptop of [true, false]) {
  const points = shipped
    .filter((r) => r.benchmark === "cinebench-r23-multi")
    .map((r) => ({ r, cpu: cpus.get(r.cpuId)!, g: gb6.get(r.cpuId)?.multi }))
    .filter((p) => p.g !== undefined && (p.cpu.type === "Laptop") === laptop)
    .map((p) => ({ ...p, x: Math.log(p.cpu.threads), y: Math.log(p.r.score / p.g!) }));
  if (points.length < 3) continue;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  const slope =
    points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) /
    points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  for (const p of points) {
    const residual = p.y - (my + slope * (p.x - mx));
    if (Math.abs(residual) > 0.3)
      flags.push(
        `GB6 multi order: ${p.r.cpuId} R23 ${p.r.score} vs GB6 ${p.g} residual ${residual.toFixed(2)}${Math.abs(residual) > 0.45 ? " (beyond 0.45)" : ""}`,
      );
  }
}

// 3. single-core against Geekbench 6 single-core, per brand and type.
const groups = new Map<string, { r: SeedResult; ratio: number }[]>();
for (const r of shipped) {
  if (r.benchmark !== "cinebench-r23-single") continue;
  const cpu = cpus.get(r.cpuId)!;
  const g = gb6.get(r.cpuId)?.single;
  if (!g) continue;
  const group = `${cpu.brand} ${cpu.type === "Laptop" ? "laptop" : "other"}`;
  groups.set(group, [...(groups.get(group) ?? []), { r, ratio: r.score / g }]);
}
for (const [group, list] of groups) {
  const sorted = list.map((x) => x.ratio).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  for (const { r, ratio } of list)
    if (Math.abs(ratio / median - 1) > 0.15)
      flags.push(
        `GB6 single: ${r.cpuId} R23 ${r.score} / GB6 = ${ratio.toFixed(2)} vs ${group} median ${median.toFixed(2)}`,
      );
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
console.log(`\nflags (${flags.length}):`);
for (const f of flags) console.log(`  ${f}`);

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
