// npm run bench:idle -- --database-url postgres://… [--rounds 16] [--data-dir DIR]
//
// The first request after a burst and an idle pause (issue 23), against a database already
// filled (e.g. `tsx bench/prepare-database.ts --database-url … --cpus 10000`; or an embedded
// one with --data-dir, the directory holding `pglite/`). Starts the production server from
// BUILD_DIR (default build/) with --trace-gc, then per round: 150 uncached CPU pages (a burst),
// 15 more of one page (its warm latency), a pause of 4.8-6.7 s (when the idle collection runs,
// server/collect-garbage.ts), and that page once more. Prints each round's extra wait over the
// warm page, the full collections meanwhile (the longest each held the process at once: its final
// pause or its longest incremental step, from --trace-gc), and the resident memory at the end.
// A timing, not a test: the machine it runs on decides the figures.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { serverReady, startBenchServer } from "./support.js";

const { values: args } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    rounds: { type: "string", default: "16" },
    port: { type: "string", default: "3622" },
  },
});
const ROUNDS = Number(args.rounds);
const origin = `http://127.0.0.1:${args.port}`;
const { server, stop } = startBenchServer({
  databaseUrl: args["database-url"],
  dataDir: args["data-dir"],
  port: args.port,
  nodeArgs: ["--trace-gc"],
  stdout: "pipe",
});
/**
 * How long each full collection held the process at once, in ms, as --trace-gc prints it: its
 * final pause, or its longest incremental step if longer (an incremental collection runs in
 * steps between which requests are answered; a forced one, "testing", is one pause).
 */
const pauses = [];
server.stdout.on("data", (chunk) => {
  for (const line of String(chunk).split("\n")) {
    const match = /Mark-Compact.*?, ([\d.]+) \/ [\d.]+ ms(?:.*?biggest step ([\d.]+) ms)?/.exec(
      line,
    );
    if (match) pauses.push(Math.max(Number(match[1]), Number(match[2] ?? 0)));
  }
});
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
await serverReady(origin);
const list = await (await fetch(`${origin}/api/cpus`)).json();
const ids = (Array.isArray(list) ? list : (list.cpus ?? list.items ?? [])).map((c) => c.id);
const uncached = { cookie: "bench=uncached" };
async function time(path) {
  const started = performance.now();
  await (await fetch(`${origin}${path}`, { headers: uncached })).arrayBuffer();
  return performance.now() - started;
}
const rows = [];
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < 150; i++) await time(`/cpus/${ids[(i * 7919 + round * 131) % ids.length]}`);
  const page = `/cpus/${ids[(round * 17) % ids.length]}`;
  const warm = [];
  for (let i = 0; i < 15; i++) warm.push(await time(page));
  warm.sort((a, b) => a - b);
  const pause = 4_800 + (round % 16) * 125;
  const before = pauses.length;
  await wait(pause);
  const first = await time(page);
  await wait(300);
  rows.push({
    "pause ms": pause,
    "warm p50 ms": Number(warm[7].toFixed(1)),
    "first after ms": Number(first.toFixed(1)),
    "extra ms": Number((first - warm[7]).toFixed(1)),
    "full collections meanwhile (longest stop, ms)": pauses
      .slice(before)
      .map(Math.round)
      .join(", "),
  });
  await wait(1_500);
}
const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]);
await stop();
console.log(`\n${ids.length} CPUs; ${ROUNDS} rounds; Node ${process.version}\n`);
console.table(rows);
const extra = rows.map((r) => r["extra ms"]).sort((a, b) => a - b);
console.log(
  `extra wait of the first page after the pause: p50 ${extra[extra.length >> 1]} ms, max ${extra.at(-1)} ms; over 50 ms in ${extra.filter((ms) => ms > 50).length} of ${extra.length} rounds`,
);
console.log(
  `full collections: ${pauses.length}, longest stop of each ${pauses.map(Math.round).join(", ")} ms; resident memory at the end ${Math.round(rss / 1024)} MB`,
);
