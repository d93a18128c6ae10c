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
// and the slowest of each 10 s of the run, so "throughout" can be read.
import http from "node:http";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { serverReady } from "./support.js";

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
const TIMEOUT_MS = 10_000;
const PROBE_FROM =
  args["probe-from"] ?? (new URL(origin).hostname === "127.0.0.1" ? "127.0.0.2" : undefined);

function request(agent, path, { method = "GET", headers = {}, body, localAddress } = {}) {
  const url = new URL(path, origin);
  const start = performance.now();
  return new Promise((resolve) => {
    const options = { agent, method, headers, timeout: TIMEOUT_MS, localAddress };
    const req = http.request(url, options, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - start }));
      res.on("error", (error) => resolve({ error: error.code ?? error.message }));
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) =>
      resolve({ error: error.code ?? error.message, ms: performance.now() - start }),
    );
    req.end(body);
  });
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const summary = (values) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length})`;

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
const LANGS = ["", "/es", "/pt", "/fr", "/de", "/it"];
let next = 0;
/** A page no client asked for before in this run, uncached (the cookie). */
function uncachedPath() {
  const i = next++;
  const a = ids[(i * 7919) % ids.length];
  const b = ids[(i * 104729 + 1) % ids.length];
  const lang = LANGS[i % LANGS.length];
  return i % 2 === 0 || a === b ? `${lang}/cpus/${a}` : `${lang}/cpus/vs/${a}-vs-${b}`;
}

const flood = new Map();
const floodErrors = new Map();
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const end = Date.now() + DURATION_MS;
const uncached = { cookie: "bench=uncached" };

async function client() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (Date.now() < end) {
    const answer = await request(agent, uncachedPath(), { headers: uncached });
    if (answer.error) count(floodErrors, answer.error);
    else count(flood, answer.status);
  }
  agent.destroy();
}

const fresh = [];
const health = [];
/** The slowest fresh-connection and /healthz answer (or error) in each 10 s of the run. */
const started = Date.now();
const slowest = [];
const note = (ms) => {
  const window = Math.floor((Date.now() - started) / 10_000);
  slowest[window] = Math.max(slowest[window] ?? 0, ms);
};
const probeErrors = new Map();
async function probes() {
  while (Date.now() < end) {
    const agent = new http.Agent({ keepAlive: false });
    const [page, check] = await Promise.all([
      request(agent, uncachedPath(), { headers: uncached, localAddress: PROBE_FROM }),
      request(agent, "/healthz", { localAddress: PROBE_FROM }),
    ]);
    for (const [answer, into, name] of [
      [page, fresh, "fresh"],
      [check, health, "healthz"],
    ]) {
      note(answer.ms ?? TIMEOUT_MS);
      if (answer.error) count(probeErrors, `${name} ${answer.error}`);
      else into.push(answer.ms);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const writes = new Map();
async function writer() {
  let n = 0;
  while (Date.now() < end) {
    const answer = await request(undefined, "/contact-us", {
      // Each write from its own loopback address: the contact form's limit per address (429)
      // would refuse all but the first few, and this measures the database, not that limit.
      localAddress: PROBE_FROM && `127.0.1.${(n % 250) + 1}`,
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Load test",
        email: `load${(n += 1)}@example.com`,
        subject: "Load",
        message: "A write during the overload test.",
      }).toString(),
    });
    count(writes, answer.error ?? answer.status);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function peakRss() {
  if (!args.pid) return "n/a (no --pid)";
  const status = readFileSync(`/proc/${args.pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return `${(kb / 1024).toFixed(0)} MB`;
}

console.log(
  `${ids.length} CPUs; ${CONNECTIONS} keep-alive connections x ${DURATION_MS / 1000} s on distinct uncached pages; probes from ${PROBE_FROM ?? "the same address"}; Node ${process.version}`,
);
await Promise.all([...Array.from({ length: CONNECTIONS }, client), probes(), writer()]);
const fmt = (map) => JSON.stringify(Object.fromEntries(map));
console.log(`flood answers by status: ${fmt(flood)}; client errors: ${fmt(floodErrors)}`);
console.log(`fresh connection, uncached page: ${summary(fresh)}`);
console.log(`/healthz on a fresh connection: ${summary(health)}`);
const overOneSecond = (values) => values.filter((ms) => ms > 1000).length;
console.log(
  `fresh answers over 1 s: ${overOneSecond(fresh)}, /healthz over 1 s: ${overOneSecond(health)}`,
);
console.log(
  `slowest probe per 10 s: ${slowest.map((ms) => `${((ms ?? 0) / 1000).toFixed(1)} s`).join(", ")}`,
);
console.log(`probe errors: ${fmt(probeErrors)}`);
console.log(`writes (contact form) by status: ${fmt(writes)} (503 = refused)`);
console.log(`server peak RSS: ${peakRss()}`);
