// npm run data:report: the figures of the shipped reference dataset: CPUs by
// brand and type, CPUs per release year and segment, the share with a release
// date, a launch price, a multi-core and a single-core result, the count of
// "not published" values per field, CPUs per ranking category, sources of the
// figures, and the recorded source disagreements by kind.
import { referenceData } from "../app/db/reference-data";
import { BENCHMARKS, RANKING_CATEGORY_IDS } from "../app/modules/catalog/benchmarks";
import { SEED_CPU_SPEC_FIELDS } from "../app/modules/data-import/seed-format";

const { cpus, results, disagreements } = referenceData();
const pct = (n: number) => `${((100 * n) / cpus.length).toFixed(1)}%`;
const tally = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
};

console.log(`CPUs: ${cpus.length}`);
for (const [kind, n] of tally(cpus, (c) => `${c.brand} ${c.type}`)) console.log(`  ${kind}: ${n}`);

const SEGMENTS = ["Desktop", "Laptop", "Workstation", "Server"] as const;
const years = [...new Set(cpus.map((c) => c.releaseDate?.slice(0, 4) ?? "no date"))].sort();
console.log("\nCPUs per release year and segment:");
console.log(
  `  ${"year".padEnd(8)}${SEGMENTS.map((s) => s.padStart(12)).join("")}${"all".padStart(8)}`,
);
for (const year of years) {
  const inYear = cpus.filter((c) => (c.releaseDate?.slice(0, 4) ?? "no date") === year);
  console.log(
    `  ${year.padEnd(8)}${SEGMENTS.map((s) => String(inYear.filter((c) => c.type === s).length).padStart(12)).join("")}${String(inYear.length).padStart(8)}`,
  );
}

const dated = cpus.filter((c) => c.releaseDate !== null).length;
const priced = cpus.filter((c) => c.price !== null).length;
console.log(`\nWith a release date: ${dated} (${pct(dated)})`);
const ranged = cpus.filter((c) => c.priceMax !== null && c.priceMax !== undefined).length;
console.log(
  `With a launch price: ${priced} (${pct(priced)}), ${ranged} of them published as a range`,
);

console.log('\n"Not published" (null) per field, of all CPUs:');
for (const field of SEED_CPU_SPEC_FIELDS) {
  // A null priceMax is a single price, not an unknown one.
  if (field === "id" || field === "name" || field === "powerConsumption" || field === "priceMax")
    continue;
  const unknown = cpus.filter((c) => c[field] === null || c[field] === undefined).length;
  console.log(`  ${field}: ${unknown} (${pct(unknown)})`);
}

console.log("\nCPUs per ranking category (published figures):");
const byBenchmark = new Map<string, Set<string>>();
for (const r of results) {
  const set = byBenchmark.get(r.benchmark) ?? new Set<string>();
  set.add(r.cpuId);
  byBenchmark.set(r.benchmark, set);
}
for (const id of RANKING_CATEGORY_IDS) {
  const n = byBenchmark.get(id)?.size ?? 0;
  console.log(`  ${id}: ${n} (${pct(n)})`);
}

const has = (cpuId: string, kind: "single" | "multi") =>
  BENCHMARKS.some((b) => {
    const multi = b.id.endsWith("-multi") || b.id === "cpu-z";
    return (kind === "multi") === multi && byBenchmark.get(b.id)?.has(cpuId);
  });
const multi = cpus.filter((c) => has(c.id, "multi")).length;
const single = cpus.filter((c) => has(c.id, "single")).length;
const both = cpus.filter((c) => has(c.id, "multi") && has(c.id, "single")).length;
console.log(`\nWith at least one multi-core result: ${multi} (${pct(multi)})`);
console.log(`With at least one single-core result: ${single} (${pct(single)})`);
console.log(`With both: ${both} (${pct(both)})`);

console.log("\nPublished figures by source:");
for (const [source, n] of tally(results, (r) => r.sourceName)) console.log(`  ${source}: ${n}`);

console.log(`\nSource disagreements recorded: ${disagreements.length}`);
for (const [kind, n] of tally(disagreements, (d) => `${d.otherSource} → ${d.field}`).slice(0, 40))
  console.log(`  ${kind}: ${n}`);
console.log("By resolution:");
for (const [resolution, n] of tally(disagreements, (d) => d.resolution))
  console.log(`  ${resolution}: ${n}`);
