// npm run bench:load -- --url http://127.0.0.1:3210 [--pid N] [--connections 200] [--duration 60]
//
// The overload test of issue 23, against a server already running (start it yourself on the
// database to measure, e.g. one `bench/prepare-database.ts --cpus 10000` filled), once its
// /readyz answers 200. While `connections` keep-alive clients request distinct uncached pages
// (CPU pages and comparisons, with a cookie so the page cache never answers) as fast as they
// are answered, every 250 ms it measures a request on a fresh connection (a new visitor) and
// /healthz (a balancer's check), and every second a write (the contact form; 503 = refused).
// Prints the flood's answers by status, client errors and timeouts (10 s), the fresh-connection
// and /healthz latencies (p50, p99, max), writes refused, and with --pid the server's peak
// resident memory (VmHWM). A timing, not a test: the machine it runs on decides the figures.
//
// The probes and the writer connect from another address than the flood (--probe-from, by
// default 127.0.0.2 when the server is on 127.0.0.1: all of 127.0.0.0/8 is this machine), as
// a new visitor and a balancer's check would: with MAX_CONNECTIONS_PER_ADDRESS set, the cap
// then bounds the flooding client and not them. It also prints how many probes took over 1 s
// and the slowest of each 10 s of the run, so "throughout" can be read. The probes and the
// writer run in a process of their own (bench/load-probes.js), so that the flood's answers,
// read by this process, do not delay their timings.
import { fork } from "node:child_process";
import http from "node:http";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  countInto as count,
  loadPagePath,
  loadRequest,
  percentile,
  serverReady,
} from "./support.js";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    pid: { type: "string" },
    connections: { type: "string", default: "200" },
    duration: { type: "string", default: "60" },
    "probe-from": { type: "string" },
  },
});
const origin = args.url;
const CONNECTIONS = Number(args.connections);
const DURATION_MS = Number(args.duration) * 1000;
const PROBE_FROM =
  args["probe-from"] ?? (new URL(origin).hostname === "127.0.0.1" ? "127.0.0.2" : undefined);

const summary = (values) => {
  if (values.length === 0) return "none (0)";
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (${values.length})`;
};

/** The CPU list, asked again while the server sheds it (503) right after start. */
async function cpuList() {
  for (;;) {
    const response = await fetch(`${origin}/api/cpus`);
    if (response.ok) return response.json();
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
// The flood starts once the server is ready: the warm-up is not taken for overload.
await serverReady(origin);
const list = await cpuList();
const ids = (Array.isArray(list) ? list : (list.cpus ?? list.items ?? [])).map((c) => c.id);

const flood = {};
const floodErrors = {};
const end = Date.now() + DURATION_MS;
let next = 0;

async function client() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (Date.now() < end) {
    const answer = await loadRequest(origin, agent, loadPagePath(ids, next++), {
      headers: { cookie: "bench=uncached" },
    });
    if (answer.error) count(floodErrors, answer.error);
    else count(flood, answer.status);
  }
  agent.destroy();
}

/** The probes and the writer, in their own process: resolves to what they measured. */
function probes() {
  const child = fork(new URL("./load-probes.js", import.meta.url));
  child.send({ origin, ids, durationMs: DURATION_MS, probeFrom: PROBE_FROM });
  return new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the probes' process exited with ${code}`)));
  });
}

function peakRss() {
  if (!args.pid) return "n/a (no --pid)";
  const status = readFileSync(`/proc/${args.pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return `${(kb / 1024).toFixed(0)} MB`;
}

console.log(
  `${ids.length} CPUs; ${CONNECTIONS} keep-alive connections x ${DURATION_MS / 1000} s on distinct uncached pages; probes from ${PROBE_FROM ?? "the same address"}, in their own process; Node ${process.version}`,
);
const [measured] = await Promise.all([probes(), ...Array.from({ length: CONNECTIONS }, client)]);
const { fresh, health, slowest, probeErrors, writes } = measured;
const fmt = JSON.stringify;
console.log(`flood answers by status: ${fmt(flood)}; client errors: ${fmt(floodErrors)}`);
console.log(`fresh connection, uncached page: ${summary(fresh)}`);
console.log(`/healthz on a fresh connection: ${summary(health)}`);
const overOneSecond = (values) => values.filter((ms) => ms > 1000).length;
const over100 = (values) => values.filter((ms) => ms > 100).length;
console.log(
  `fresh answers over 1 s: ${overOneSecond(fresh)}, /healthz over 1 s: ${overOneSecond(health)}, /healthz over 100 ms: ${over100(health)}`,
);
console.log(
  `slowest probe per 10 s: ${slowest.map((ms) => `${((ms ?? 0) / 1000).toFixed(1)} s`).join(", ")}`,
);
console.log(`probe errors: ${fmt(probeErrors)}`);
console.log(`writes (contact form) by status: ${fmt(writes)} (503 = refused)`);
console.log(`server peak RSS: ${peakRss()}`);
