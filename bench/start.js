// npm run bench:start -- --database-url postgres://… [--seconds 10] [--clients 4] [--port 3624]
//
// The first seconds after a start (issue 23, "ready means fast"), against a database already
// filled (e.g. `tsx bench/prepare-database.ts --database-url … --cpus 10000`; or an embedded
// one with --data-dir, the directory holding `pglite/`). Starts the production server from
// BUILD_DIR (default build/) and, from its first answer (it listens once the catalog is loaded
// and warmed up), keeps `clients` visitors asking for pages one after another for `seconds`: in
// turn the home page (cached after its first answer) and a CPU page not asked before (uncached:
// a cookie).
// Prints, for each second after the first answer, how many answers, their p50 and max, and
// when /readyz first answered 200. A timing, not a test: the machine it runs on decides it.
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { startBenchServer } from "./support.js";

const { values: args } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    seconds: { type: "string", default: "10" },
    clients: { type: "string", default: "4" },
    port: { type: "string", default: "3624" },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const origin = `http://127.0.0.1:${args.port}`;

// CPUs every catalog holds: the shipped dataset's (a bench database adds generated ones).
const seedDir = new URL("../app/db/seed-data/cpus/", import.meta.url);
const ids = readdirSync(seedDir)
  .flatMap((file) => JSON.parse(readFileSync(new URL(file, seedDir), "utf8")))
  .map((cpu) => cpu.id);

const { stop } = startBenchServer({
  databaseUrl: args["database-url"],
  dataDir: args["data-dir"],
  port: args.port,
});
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status and time of one request; status 0 when nothing answered. */
async function time(pathname, headers = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${pathname}`, { headers });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

// The first answer: the server listens (it does once its catalog is loaded and warmed up).
let listenedAt;
for (const deadline = performance.now() + 300_000; performance.now() < deadline;) {
  if ((await time("/readyz")).status !== 0) {
    listenedAt = performance.now();
    break;
  }
  await wait(5);
}
if (listenedAt === undefined) {
  await stop();
  throw new Error("the server never answered");
}

let readyAt;
const readiness = (async () => {
  while (readyAt === undefined && performance.now() - listenedAt < SECONDS * 1000) {
    if ((await time("/readyz")).status === 200) readyAt = performance.now();
    else await wait(50);
  }
})();

const answers = [];
let next = 0;
async function visitor() {
  while (performance.now() - listenedAt < SECONDS * 1000) {
    const i = next++;
    const uncached = i % 2 === 1;
    const pathname = uncached ? `/cpus/${ids[(i * 7919) % ids.length]}` : "/";
    const sentAt = performance.now();
    const { status, ms } = await time(pathname, uncached ? { cookie: "bench=uncached" } : {});
    answers.push({ second: Math.floor((sentAt - listenedAt) / 1000), status, ms, uncached });
  }
}
await Promise.all([readiness, ...Array.from({ length: CLIENTS }, visitor)]);
await stop();

const p50 = (values) => values.sort((a, b) => a - b)[values.length >> 1];
const rows = [];
for (let second = 0; second < SECONDS; second++) {
  const these = answers.filter((answer) => answer.second === second);
  const ms = these.map((answer) => answer.ms);
  const statuses = {};
  for (const { status } of these) statuses[status] = (statuses[status] ?? 0) + 1;
  rows.push({
    second: `${second}-${second + 1} s`,
    answers: these.length,
    "p50 ms": ms.length ? Number(p50(ms).toFixed(1)) : "",
    "max ms": ms.length ? Number(Math.max(...ms).toFixed(1)) : "",
    "uncached p50 ms": (() => {
      const uncached = these.filter((answer) => answer.uncached).map((answer) => answer.ms);
      return uncached.length ? Number(p50(uncached).toFixed(1)) : "";
    })(),
    statuses: JSON.stringify(statuses),
  });
}
console.log(
  `\n${CLIENTS} visitors from the first answer, home page and uncached CPU pages in turn; Node ${process.version}\n`,
);
console.table(rows);
console.log(
  readyAt === undefined
    ? `/readyz did not answer 200 within ${SECONDS} s`
    : `/readyz answered 200 ${((readyAt - listenedAt) / 1000).toFixed(2)} s after the first answer`,
);
