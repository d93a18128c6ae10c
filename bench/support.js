// What the bench scripts share: how `npm run serve` starts the server, and waiting for it.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
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
 * Starts the production server from BUILD_DIR (default build/) on a database already filled:
 * PostgreSQL at `databaseUrl`, or the embedded one in `dataDir`; exactly one of them. With
 * PostgreSQL the server still keeps its cookie secret and uploads in a data directory: a
 * temporary one, removed by `stop`. `nodeArgs` go before the script (e.g. --trace-gc), `stdout`
 * is the child's ("ignore" or "pipe"). `stop` sends SIGTERM and waits for the exit.
 */
export function startBenchServer({ databaseUrl, dataDir, port, nodeArgs = [], stdout = "ignore" }) {
  if (!databaseUrl === !dataDir)
    throw new Error("give exactly one of --database-url or --data-dir");
  const ownDataDir = dataDir ? null : mkdtempSync(path.join(tmpdir(), "corerank-bench-"));
  const server = spawn(process.execPath, [...nodeArgs, "server/index.js"], {
    env: {
      ...SERVE_ENV,
      ...process.env,
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
