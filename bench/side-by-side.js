// npm run bench:side-by-side -- --before DIR [--after build] --database-url postgres://…/db
//   [--samples 400] [--types home,search,cpu,comparison] [--accept-encoding "gzip, deflate, br"]
//
// Two production builds at once on one database already filled (for example by
// `tsx bench/prepare-database.ts --cpus 10000 --database-url …`): each uncached URL is
// asked of both in turn (the order alternating), one request at a time, so whatever else the
// machine does weighs on both alike. Prints each build's p50 and p99 per page type and their
// ratio, and each server's resident memory after start, at the end, and 8 and 20 s later (while
// and once its idle collection has run). DIR is another build's output, e.g. from a worktree of
// an earlier commit:
// `git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)`.
import http from "node:http";
import { parseArgs } from "node:util";
import {
  catalogCpus,
  memoryWhileIdle,
  pageUrlSets,
  percentile,
  residentMegabytes,
  serverReady,
  SETTLE_MS,
  startBenchServer,
  timedGet,
} from "./support.js";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string", default: "build" },
    "database-url": { type: "string" },
    samples: { type: "string", default: "400" },
    types: { type: "string", default: "home,search,cpu,comparison" },
    "accept-encoding": { type: "string", default: "gzip" },
  },
});
if (!args.before || !args["database-url"])
  throw new Error("give --before <build dir> and --database-url <a filled database>");
const SAMPLES = Number(args.samples);
const ports = ["3651", "3652"];
const servers = [args.before, args.after].map((buildDir, k) =>
  startBenchServer({ databaseUrl: args["database-url"], port: ports[k], buildDir }),
);
const origins = ports.map((port) => `http://127.0.0.1:${port}`);
try {
  await Promise.all(origins.map(serverReady));
  const rss = () => servers.map(({ server }) => residentMegabytes(server.pid));
  const rssAfterStart = rss();
  const { ids, names } = await catalogCpus(origins[0]);
  const sets = pageUrlSets(ids, names, SAMPLES);
  const agents = origins.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  // A cookie: never from the page cache.
  const headers = { cookie: "bench=uncached", "accept-encoding": args["accept-encoding"] };
  const rows = {};
  for (const type of args.types.split(",")) {
    if (!sets[type]) throw new Error(`unknown page type ${type}: ${Object.keys(sets).join(", ")}`);
    const times = [[], []];
    for (const [i, url] of sets[type].entries())
      for (const k of i % 2 ? [1, 0] : [0, 1]) {
        const answer = await timedGet(agents[k], `${origins[k]}${url}`, headers);
        if (answer.status !== 200) throw new Error(`${origins[k]}${url}: ${answer.status}`);
        times[k].push(answer.ms);
      }
    for (const list of times) list.sort((a, b) => a - b);
    const [before, after] = times;
    rows[type] = {
      "before p50 ms": Number(percentile(before, 50).toFixed(2)),
      "after p50 ms": Number(percentile(after, 50).toFixed(2)),
      "after / before": Number((percentile(after, 50) / percentile(before, 50)).toFixed(2)),
      "before p99 ms": Number(percentile(before, 99).toFixed(1)),
      "after p99 ms": Number(percentile(after, 99).toFixed(1)),
    };
  }
  for (const agent of agents) agent.destroy();
  const rssAtEnd = rss();
  const rssIdle = await memoryWhileIdle(servers.map(({ server }) => server.pid));
  console.log(
    `${SAMPLES} uncached URLs per type, asked of both builds in turn; Accept-Encoding: ${args["accept-encoding"]}`,
  );
  console.table(rows);
  console.log(
    `Resident memory (MB), before / after: ${rssAfterStart.join(" / ")} after start, ${rssAtEnd.join(" / ")} at the end, ${SETTLE_MS.map((ms, i) => `${rssIdle[i].join(" / ")} ${ms / 1000} s later`).join(", ")}`,
  );
} finally {
  await Promise.all(servers.map(({ stop }) => stop()));
}
