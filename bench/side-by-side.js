// npm run bench:side-by-side -- --before DIR [--after build] --database-url postgres://…/db
//   [--samples 400] [--types home,search,cpu,comparison] [--accept-encoding "gzip, deflate, br"]
//
// Two production builds at once on one database already filled (for example by
// `tsx bench/prepare-database.ts --cpus 10000 --database-url …`): each distinct uncached URL is
// asked of both in turn (the order alternating), one request at a time, so whatever else the
// machine does weighs on both alike. Prints each build's p50 and p99 per page type and their
// ratio. DIR is another build's output, e.g. from a worktree of an earlier commit:
// `git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)`.
import http from "node:http";
import { parseArgs } from "node:util";
import { serverReady, startBenchServer } from "./support.js";

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
const LANGS = ["", "/es", "/pt", "/fr", "/de", "/it"];

function start(buildDir, port) {
  const saved = process.env.BUILD_DIR;
  process.env.BUILD_DIR = buildDir;
  try {
    return startBenchServer({ databaseUrl: args["database-url"], port: String(port) });
  } finally {
    if (saved === undefined) delete process.env.BUILD_DIR;
    else process.env.BUILD_DIR = saved;
  }
}

/** A GET with a cookie (never cached), timed to the last byte as sent. */
function timedGet(agent, origin, url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(
        `${origin}${url}`,
        {
          agent,
          headers: { cookie: "bench=uncached", "accept-encoding": args["accept-encoding"] },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode !== 200)
              return reject(new Error(`${origin}${url}: ${response.statusCode}`));
            resolve(Number(process.hrtime.bigint() - started) / 1e6);
          });
        },
      )
      .on("error", reject);
  });
}

const servers = [start(args.before, 3651), start(args.after, 3652)];
const origins = ["http://127.0.0.1:3651", "http://127.0.0.1:3652"];
try {
  await Promise.all(origins.map(serverReady));
  const list = await (await fetch(`${origins[0]}/api/cpus`)).json();
  const cpus = Array.isArray(list) ? list : (list.cpus ?? list.items ?? []);
  const ids = cpus.map((cpu) => cpu.id);
  const words = [...new Set(cpus.flatMap((cpu) => cpu.name.toLowerCase().split(/\s+/)))];
  const pick = (i) => ids[(i * 7919) % ids.length];
  const urls = {
    home: (i) => `${LANGS[i % LANGS.length]}/`,
    search: (i) => `/search?q=${encodeURIComponent(words[i % words.length])}`,
    cpu: (i) => `${LANGS[i % LANGS.length]}/cpus/${pick(i)}`,
    comparison: (i) => `/cpus/vs/${pick(i)}-vs-${pick(i + 1)}`,
    catalog: (i) =>
      `/cpus?sort=${["name", "cores", "score", "release", "tdp"][i % 5]}&page=${1 + (i % 20)}`,
  };
  const agents = origins.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const rows = {};
  for (const type of args.types.split(",")) {
    if (!urls[type]) throw new Error(`unknown page type ${type}: ${Object.keys(urls).join(", ")}`);
    const times = [[], []];
    for (let i = 0; i < SAMPLES; i++)
      for (const k of i % 2 ? [1, 0] : [0, 1])
        times[k].push(await timedGet(agents[k], origins[k], urls[type](i)));
    for (const list of times) list.sort((a, b) => a - b);
    const [before, after] = times;
    rows[type] = {
      "before p50 ms": Number(at(before, 0.5).toFixed(2)),
      "after p50 ms": Number(at(after, 0.5).toFixed(2)),
      "after / before": Number((at(after, 0.5) / at(before, 0.5)).toFixed(2)),
      "before p99 ms": Number(at(before, 0.99).toFixed(1)),
      "after p99 ms": Number(at(after, 0.99).toFixed(1)),
    };
  }
  for (const agent of agents) agent.destroy();
  console.log(
    `${SAMPLES} distinct uncached URLs per type, asked of both builds in turn; Accept-Encoding: ${args["accept-encoding"]}`,
  );
  console.table(rows);
} finally {
  await Promise.all(servers.map(({ stop }) => stop()));
}
