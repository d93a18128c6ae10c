// What the bench scripts share: how `npm run serve` starts the server, and waiting for it.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

/** The variables `npm run serve` starts the server with (its malloc thresholds, decision 017). */
export const SERVE_ENV = Object.fromEntries(
  [
    ...JSON.parse(
      readFileSync(new URL("../package.json", import.meta.url), "utf8"),
    ).scripts.serve.matchAll(/\b([A-Z_]+)=(\S+)/g),
  ].map(([, name, value]) => [name, value]),
);

/**
 * Resolves once the server at `origin` says it is ready (/readyz 200): the warm-up after a start
 * and its collection are measured apart (issue 23), not taken for the load being measured.
 */
export async function serverReady(origin) {
  for (;;) {
    try {
      const response = await fetch(`${origin}/readyz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the production server from `buildDir` (default BUILD_DIR, else build/) on a database
 * already filled:
 * PostgreSQL at `databaseUrl`, or the embedded one in `dataDir`; exactly one of them. With
 * PostgreSQL the server still keeps its cookie secret and uploads in a data directory: a
 * temporary one, removed by `stop`. `nodeArgs` go before the script (e.g. --trace-gc), `stdout`
 * is the child's ("ignore" or "pipe"). `stop` sends SIGTERM and waits for the exit.
 */
export function startBenchServer({
  databaseUrl,
  dataDir,
  port,
  buildDir,
  nodeArgs = [],
  stdout = "ignore",
}) {
  if (!databaseUrl === !dataDir)
    throw new Error("give exactly one of --database-url or --data-dir");
  const ownDataDir = dataDir ? null : mkdtempSync(path.join(tmpdir(), "corerank-bench-"));
  const server = spawn(process.execPath, [...nodeArgs, "server/index.js"], {
    env: {
      ...SERVE_ENV,
      ...process.env,
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
      DATABASE_URL: databaseUrl ?? "",
      DATA_DIR: dataDir ?? ownDataDir,
      NODE_ENV: "production",
      PORT: port,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return { server, stop };
}

/** A process's resident memory in MB, from /proc. */
export function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * How long a server is left idle after a run before its memory is read again: twice, since its
 * idle collection starts after 5 s without requests and, being incremental, may not have given
 * the memory back by 8 s (at 10,000 CPUs after 2,800 uncached pages: 350-390 MB at 8 s, 210-220
 * MB at 16 s; decision 023, ninth pass).
 */
export const SETTLE_MS = [8_000, 20_000];

/** The processes' resident memory (MB) at each of SETTLE_MS from now: one array of pids' each. */
export async function memoryWhileIdle(pids) {
  const readings = [];
  for (const [i, ms] of SETTLE_MS.entries()) {
    await new Promise((resolve) => setTimeout(resolve, ms - (SETTLE_MS[i - 1] ?? 0)));
    readings.push(pids.map(residentMegabytes));
  }
  return readings;
}

/** The site's language prefixes, English (none) first. */
export const LANGS = ["", "/es", "/pt", "/fr", "/de", "/it"];

/** The catalog's CPU ids and names, as the API lists them. */
export async function catalogCpus(origin) {
  const list = await (await fetch(`${origin}/api/cpus`)).json();
  const cpus = Array.isArray(list) ? list : (list.cpus ?? list.items ?? []);
  return { ids: cpus.map((cpu) => cpu.id), names: cpus.map((cpu) => cpu.name) };
}

/** The i-th CPU id of a walk that spreads over the catalog, and the distinct words of its names. */
export function catalogSamples(ids, names) {
  return {
    pick: (i) => ids[(i * 7919) % ids.length],
    words: [...new Set(names.flatMap((name) => name.toLowerCase().split(/\s+/)))],
  };
}

/** `n` URLs of each page type, from the catalog itself (distinct where the type has as many). */
export function pageUrlSets(ids, names, n) {
  const { pick, words } = catalogSamples(ids, names);
  const categories = [
    "geekbench-6-multi",
    "geekbench-6-single",
    "cinebench-r23-multi",
    "cinebench-r23-single",
  ];
  const filters = ["", "?brand=amd", "?brand=intel", "?type=laptop", "?type=desktop"];
  const rankings = LANGS.flatMap((l) =>
    categories.flatMap((c) => filters.map((f) => `${l}/ranking/${c}${f}`)),
  );
  const sorts = ["name", "cores", "score", "release", "tdp"];
  const each = (make) => Array.from({ length: n }, (_, i) => make(i));
  return {
    home: each((i) => `${LANGS[i % LANGS.length]}/`),
    cpu: each((i) => `${LANGS[i % LANGS.length]}/cpus/${pick(i)}`),
    comparison: each((i) => `/cpus/vs/${pick(i)}-vs-${pick(i + 1)}`),
    // Four CPUs under the set's one URL (ids in alphabetical order; any other order redirects).
    "comparison 4-way": each((i) => {
      const set = [...new Set([0, 1, 2, 3].map((k) => pick(i + k)))].sort();
      return `/cpus/vs/${set.join("-vs-")}`;
    }),
    ranking: each((i) => rankings[i % rankings.length]),
    search: each((i) => `/search?q=${encodeURIComponent(words[i % words.length])}`),
    catalog: each((i) => `/cpus?sort=${sorts[i % sorts.length]}&page=${1 + (i % 20)}`),
  };
}

/**
 * A GET as a browser sends it for a page (gzip accepted unless `headers` say otherwise), timed
 * from the request to the last byte received. The body is kept as sent: unzipping it is the
 * client's work, not the server's (fetch, which unzips, added 1.4-1.7 ms to every page,
 * decision 023's fifth pass).
 */
export function timedGet(agent, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(
      url,
      { agent, headers: { "accept-encoding": "gzip", ...headers } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

/** The `p`th percentile (0-100) of values sorted ascending, as every bench script reads it. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** How long machineNoise times its loop, in ms. */
export const NOISE_MS = 5_000;

/**
 * How evenly this machine runs a fixed piece of work right now: the same CPU loop (a few
 * milliseconds) timed back to back for `ms`, in this process, while nothing else is asked of the
 * server. A page's uncached p99 cannot be steadier than this loop's p99/p50: on 2026-11-29 this
 * machine (a virtual machine on a shared host) read 5.2x, slowed 3-9x in bursts of about 0.1 s
 * every 1.5 s with no server running at all.
 */
export function machineNoise(ms = NOISE_MS) {
  const work = () => {
    let x = 0;
    for (let i = 0; i < 2_000_000; i++) x += i % 7;
    return x;
  };
  for (let i = 0; i < 5; i++) work();
  const times = [];
  const start = performance.now();
  while (performance.now() - start < ms) {
    const at = performance.now();
    work();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  return { p50Ms: p50, p99Ms: p99, ratio: p99 / p50 };
}

/** Counts one more `key` in `into` (answers by status or error, bench:load). */
export const countInto = (into, key) => (into[key] = (into[key] ?? 0) + 1);

/** How long a load request may take before it counts as a timeout (bench:load). */
export const LOAD_TIMEOUT_MS = 10_000;

/**
 * One request for bench:load, timed from the request to the last byte; resolves to
 * `{ status, ms }` or `{ error, ms }` (never rejects), a 10 s timeout counting as an error.
 */
export function loadRequest(
  origin,
  agent,
  path,
  { method = "GET", headers = {}, body, localAddress } = {},
) {
  const url = new URL(path, origin);
  const start = performance.now();
  return new Promise((resolve) => {
    const options = { agent, method, headers, timeout: LOAD_TIMEOUT_MS, localAddress };
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

/**
 * The `i`th page of bench:load: a CPU page or a comparison, languages in turn (the flood counts
 * up from 0, the probes from 10,000,000). Asked with a cookie, no answer comes from the cache.
 */
export function loadPagePath(ids, i) {
  const a = ids[(i * 7919) % ids.length];
  const b = ids[(i * 104729 + 1) % ids.length];
  const lang = LANGS[i % LANGS.length];
  return i % 2 === 0 || a === b ? `${lang}/cpus/${a}` : `${lang}/cpus/vs/${a}-vs-${b}`;
}
