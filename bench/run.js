// npm run bench: builds, starts the production server on a temporary database,
// and measures each page with autocannon against a baseline, a plain node:http
// server answering the home page's HTML bytes from memory. Prints a table and
// writes bench/results.json.
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import { gzipSync } from "node:zlib";
import { once } from "node:events";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASELINE_PORT = PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;

/** One URL per page type, then the health check (which queries the database every time). */
const PAGES = [
  "/",
  "/cpus/amd-ryzen-9-7950x",
  "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k",
  "/ranking/cinebench-r23-multi",
  "/cpus",
  "/search?q=ryzen",
  "/de/cpus/amd-ryzen-9-7950x",
  "/healthz",
];
/** The target of the public-site issue: every page type at least half the baseline's rate. */
const PAGE_TARGET_RATIO = 0.5;
/** The home page's JavaScript budget, gzipped. */
const HOME_JS_BUDGET_BYTES = 127 * 1024;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function measure(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (r.errors > 0 || r.non2xx > 0)
    throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    bytesPerRequest: Math.round(r.throughput.total / r.requests.total),
  };
}

/** The gzipped size of every script a page loads: its module scripts and the modules they preload. */
async function gzippedScriptBytes(origin, path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const sources = new Set(
    [
      ...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g),
    ].map((m) => m[1]),
  );
  let total = 0;
  for (const src of sources) {
    // fetch decompresses what it receives, so measure by compressing the file as the server does.
    const raw = Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer());
    total += gzipSync(raw).length;
  }
  return total;
}

run("npm", ["run", "build", "--silent"]);
const server = spawn(process.execPath, ["tests/support/serve-temporary.js"], {
  env: { ...process.env, PORT: String(PORT), LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
const baseline = http.createServer();
try {
  const origin = `http://127.0.0.1:${PORT}`;
  await waitFor(`${origin}/healthz`);
  const html = Buffer.from(await (await fetch(`${origin}/`)).arrayBuffer());
  baseline.on("request", (_req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": html.length,
    });
    res.end(html);
  });
  baseline.listen(BASELINE_PORT, "127.0.0.1");
  await once(baseline, "listening");

  const results = [
    {
      page: "baseline (node:http, same HTML)",
      ...(await measure(`http://127.0.0.1:${BASELINE_PORT}/`)),
    },
  ];
  for (const page of PAGES) results.push({ page, ...(await measure(`${origin}${page}`)) });

  const base = results[0].requestsPerSecond;
  for (const r of results) r.ratioToBaseline = Number((r.requestsPerSecond / base).toFixed(3));
  const homeJs = await gzippedScriptBytes(origin, "/");

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per page (after ${WARMUP} s warm-up), Node ${process.version}\n`,
  );
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.page,
        {
          "req/s": r.requestsPerSecond,
          "p50 ms": r.latencyP50Ms,
          "p99 ms": r.latencyP99Ms,
          "bytes/req": r.bytesPerRequest,
          "x baseline": r.ratioToBaseline,
        },
      ]),
    ),
  );
  writeFileSync(
    new URL("./results.json", import.meta.url),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        homeJavaScriptGzipBytes: homeJs,
        results,
      },
      null,
      2,
    ) + "\n",
  );
  const slow = results.filter(
    (r) => r.page.startsWith("/") && r.page !== "/healthz" && r.ratioToBaseline < PAGE_TARGET_RATIO,
  );
  console.log(
    `Home page JavaScript: ${(homeJs / 1024).toFixed(1)} KiB gzipped (budget ${HOME_JS_BUDGET_BYTES / 1024} KiB): ${homeJs <= HOME_JS_BUDGET_BYTES ? "within" : "OVER"}`,
  );
  console.log(
    slow.length === 0
      ? `Every page type reaches ${PAGE_TARGET_RATIO}x the baseline.`
      : `Below ${PAGE_TARGET_RATIO}x the baseline: ${slow.map((r) => r.page).join(", ")}`,
  );
  console.log("Written to bench/results.json");
} finally {
  baseline.close();
  server.kill("SIGTERM");
  await once(server, "exit");
}
