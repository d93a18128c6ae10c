// Real server processes (`node server/index.js` on a production build) for the multi-process
// and outage tests, and a throwaway PostgreSQL cluster those tests may stop and hang.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A production build of the current sources: SERVER_BUILD_DIR when it holds one (a build made
 * beforehand inside the checkout), else a fresh one built now into a temporary directory under
 * node_modules/.cache (about half a minute). `remove` deletes what was built here.
 */
export function serverBuild(): { dir: string; remove(): void } {
  const given = process.env.SERVER_BUILD_DIR;
  // server/main.js: the Express shell, in every build since decision 014.
  if (given && existsSync(path.join(given, "server/main.js"))) return { dir: given, remove() {} };
  // Inside the checkout (node_modules/.cache), so the build's imports of packages resolve from
  // the project's node_modules as they do for `build/`; a directory under /tmp finds none.
  const cache = path.resolve("node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, "corerank-test-build-"));
  const built = spawnSync("node_modules/.bin/react-router", ["build"], {
    env: { ...process.env, BUILD_DIR: dir, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (built.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The production build failed:\n${built.stdout}\n${built.stderr}`);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGTERM, then the exit code (a graceful stop is 0). */
  stop(): Promise<number | null>;
}

/** Starts `node server/index.js` on `port` and waits until /healthz answers (any status). */
export async function startServer(options: {
  buildDir: string;
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
  /** How long the start may take (default 60 s; seeding an embedded database may take longer). */
  startTimeoutMs?: number;
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-process-"));
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      BUILD_DIR: options.buildDir,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? "warn",
      SITE_URL: "",
      ALLOWED_HOSTS: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit");
  child.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`The server did not start:\n${output}`);
      }
      await sleep(200);
    }
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it returns true or `ms` pass; returns the time it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check().catch(() => false)) return performance.now() - start;
    if (performance.now() - start > ms)
      throw new Error(`Not within ${ms} ms (${Math.round(performance.now() - start)} ms)`);
    await sleep(50);
  }
}

/** How long `request` takes and what it answers. */
export async function timed(
  request: () => Promise<Response>,
): Promise<{ ms: number; response: Response; text: string }> {
  const start = performance.now();
  const response = await request();
  const text = await response.text();
  return { ms: performance.now() - start, response, text };
}

const PG_BIN = "/usr/lib/postgresql/15/bin";

/** Why a throwaway PostgreSQL cluster cannot be started here, or null when it can. */
export function throwawayClusterUnavailable(): string | null {
  if (!existsSync(path.join(PG_BIN, "initdb"))) return `no PostgreSQL 15 binaries in ${PG_BIN}`;
  if (process.getuid?.() !== 0) return "starting a cluster as the postgres user needs root";
  if (spawnSync("id", ["postgres"]).status !== 0) return "no postgres system user";
  return null;
}

export interface ThrowawayCluster {
  url: string;
  start(): void;
  /** Fast shutdown: connections are closed, new ones refused. */
  stop(): void;
  /** SIGSTOP (SIGCONT) the postmaster and every backend: connections stay open, nothing answers. */
  hang(): void;
  resume(): void;
  remove(): void;
}

function asPostgres(command: string, args: string[]): void {
  const ran = spawnSync("runuser", ["-u", "postgres", "--", path.join(PG_BIN, command), ...args], {
    encoding: "utf8",
  });
  if (ran.status !== 0) throw new Error(`${command} failed: ${ran.stdout}${ran.stderr}`);
}

/** A PostgreSQL cluster of its own on `port`, in a temporary directory owned by postgres. */
export function throwawayCluster(port: number): ThrowawayCluster {
  const dir = mkdtempSync(path.join(tmpdir(), "corerank-pg-"));
  chownSync(dir, Number(spawnSync("id", ["-u", "postgres"]).stdout), 0);
  const data = path.join(dir, "data");
  asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const processes = (): number[] => {
    const postmaster = Number(
      spawnSync("head", ["-1", path.join(data, "postmaster.pid")], { encoding: "utf8" }).stdout,
    );
    const children = spawnSync("pgrep", ["-P", String(postmaster)], { encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const cluster: ThrowawayCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      asPostgres("pg_ctl", [
        "-D",
        data,
        "-l",
        path.join(dir, "log"),
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        "-w",
        "start",
      ]),
    stop: () => asPostgres("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    hang: () => processes().forEach((pid) => process.kill(pid, "SIGSTOP")),
    resume: () => processes().forEach((pid) => process.kill(pid, "SIGCONT")),
    remove() {
      try {
        cluster.resume();
      } catch {
        // not running
      }
      try {
        asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
