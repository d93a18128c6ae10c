// npm run lighthouse [-- /path …]: builds, starts the production server on a
// temporary database, and runs Lighthouse 12.8.2 (mobile settings, the default)
// in the system Chromium on one URL of every page type (not the 404 page:
// Lighthouse refuses to audit an error status), or on the paths given. Prints
// the four category scores and the JavaScript each page loads; writes
// bench/lighthouse.json.
// LIGHTHOUSE_PORT: the server's port (default: a free one); CHROMIUM_PATH: the
// browser (default /usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import net from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** A port nothing listens on now, chosen by the system. */
async function freePort() {
  const probe = net.createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address();
  probe.close();
  await once(probe, "close");
  return port;
}

const paths = process.argv.slice(2);
const bad = paths.find((p) => !p.startsWith("/"));
if (bad) {
  console.error(`lighthouse: ${JSON.stringify(bad)} is not a path (start it with /)`);
  process.exit(2);
}
const PORT = process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : await freePort();
if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535) {
  console.error(
    `lighthouse: LIGHTHOUSE_PORT must be a port number, not ${process.env.LIGHTHOUSE_PORT}`,
  );
  process.exit(2);
}
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ALL_PAGES = [
  "/",
  "/cpus/amd-ryzen-9-7950x",
  "/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k",
  "/compare",
  "/ranking/cinebench-r23-multi",
  "/cpus",
  "/search?q=ryzen",
  "/about-us",
  "/legal-info",
  "/de/cpus/amd-ryzen-9-7950x",
];
const PAGES = paths.length > 0 ? paths : ALL_PAGES;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
if (build.status !== 0) process.exit(1);
const server = spawn(process.execPath, ["tests/support/serve-temporary.js"], {
  env: { ...process.env, PORT: String(PORT), LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
const origin = `http://127.0.0.1:${PORT}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (i > 240) throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const rows = [];
  for (const page of PAGES) {
    const { lhr } = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const failed = CATEGORIES.flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}`),
    );
    rows.push({
      page,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
      "FCP ms": Math.round(lhr.audits["first-contentful-paint"].numericValue),
      "LCP ms": Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      "JS KiB (transferred)": Number((scriptBytes / 1024).toFixed(1)),
      "below 100": failed.join("; "),
    });
  }
  console.table(Object.fromEntries(rows.map(({ page, ...r }) => [page, r])));
  writeFileSync(
    new URL("../bench/lighthouse.json", import.meta.url),
    JSON.stringify({ date: new Date().toISOString(), lighthouse: "12.8.2", rows }, null, 2) + "\n",
  );
  console.log("Written to bench/lighthouse.json");
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  await once(server, "exit");
}
