/**
 * Time per search query over a 10,000-CPU catalog: the generated CPUs of the scale tests
 * (tests/support/generated-cpus.ts, captured in memory instead of a database) plus the
 * reference dataset, so the typo pass sees a real vocabulary. Prints figures; asserts none.
 *
 *   npx tsx scripts/measure-search.ts [count]
 */
import { performance } from "node:perf_hooks";
import type { Database } from "~/db/client.server";
import { referenceData } from "~/db/reference-data";
import { cpus } from "~/db/schema";
import { pickCpu, searchIndex, searchPage, splitComparison } from "~/modules/catalog/search";
import { insertGeneratedCpus } from "../tests/support/generated-cpus";

type Row = typeof cpus.$inferInsert;

async function generated(count: number): Promise<Row[]> {
  const rows: Row[] = [];
  const fake = {
    insert: (table: unknown) => ({
      values: async (values: Row[]) => {
        if (table === cpus) rows.push(...values);
      },
    }),
  } as unknown as Database;
  await insertGeneratedCpus(fake, count);
  return rows;
}

const count = Number(process.argv[2] ?? 10_000);
const reference = referenceData().cpus.map((c) => ({
  ...c,
  benchmarkScore: null,
  processorNumber: c.processorNumber ?? null,
}));
const catalog = [...reference, ...(await generated(count - reference.length))].map((c) => ({
  id: c.id,
  name: c.name,
  brand: c.brand,
  architecture: c.architecture ?? null,
  socket: c.socket ?? null,
  processorNumber: c.processorNumber ?? null,
  benchmarkScore: c.benchmarkScore ?? null,
}));

let started = performance.now();
const index = searchIndex(catalog);
console.log(
  `${catalog.length} CPUs; index built in ${(performance.now() - started).toFixed(1)} ms`,
);

const queries = [
  "ryzn",
  "ryzen7",
  "i7 13700",
  "i5 12400",
  "7800x 3d",
  "lga1700",
  "AMD Ryzen 9 7950X vs Intel Core i9-13900K",
  "generated cpu 0001",
  "amd",
  "intel core i9-13900k",
  "qwertyuiop",
  "rzyen 9 7950x",
];
const ROUNDS = 50;
for (const query of queries) {
  const pair = splitComparison(query);
  const run = () =>
    pair
      ? pair.map((side) => pickCpu(index, side, 20))
      : [
          searchPage(index, query, { limit: 8 }),
          searchPage(index, query, { limit: 20, count: true }),
        ];
  run();
  started = performance.now();
  for (let i = 0; i < ROUNDS; i++) run();
  // Two searches a round: both sides of a pair, or the suggestions and the first result page.
  const ms = (performance.now() - started) / ROUNDS / 2;
  console.log(`${ms.toFixed(2).padStart(6)} ms per query  ${JSON.stringify(query)}`);
}
