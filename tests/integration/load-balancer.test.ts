// A server process behind a load balancer (issue 23). It listens once the warm-up after start
// is done, so /readyz answers 200 "ready" from its first answer. A kept-alive connection left
// idle for 6, 30 and 61 seconds (nginx and cloud load balancers keep theirs 60 s) still carries
// the next request, on the same socket, with no reset; the timeouts are configurable, and a bad
// combination stops the server at start with a message naming the variable. About 65 s of wall
// time: the three idle connections wait side by side.
import { spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBuild, sleep, startServer, type ServerProcess } from "../support/server-processes";
import { testDatabases } from "../support/test-databases";

const PORT = 3210;
const SHORT_PORT = 3211;

interface Answer {
  status: number;
  keepAlive: string | undefined;
  socket: Socket;
  reused: boolean;
}

/** One GET through `agent`: its status, Keep-Alive header and the socket that carried it. */
function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          keepAlive: response.headers["keep-alive"] as string | undefined,
          socket: request.socket!,
          reused: request.reusedSocket,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

describe("behind a load balancer", () => {
  let build: ReturnType<typeof serverBuild>;
  let server: ServerProcess;
  let short: ServerProcess;
  const drops: (() => Promise<void>)[] = [];

  /** A fresh PostgreSQL database when TEST_DATABASE_URL is set (quicker to seed), else PGlite. */
  async function databaseUrl(): Promise<string> {
    const postgres = testDatabases.find((d) => d.name === "postgres");
    if (!postgres) return "";
    const { target, drop } = await postgres.create();
    drops.push(drop);
    return target.kind === "postgres" ? target.url : "";
  }

  /** What /readyz answered from the start of the second server until it said ready. */
  const readiness: { status: number; text: string }[] = [];

  /** Asks /readyz every 10 ms until it answers 200 (nothing answers until the server listens). */
  async function watchReadiness(url: string) {
    for (;;) {
      try {
        const response = await fetch(`${url}/readyz`);
        const text = await response.text();
        readiness.push({ status: response.status, text });
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(10);
    }
  }

  beforeAll(async () => {
    build = serverBuild();
    const start = async (port: number, env?: Record<string, string>) =>
      startServer({
        buildDir: build.dir,
        port,
        databaseUrl: await databaseUrl(),
        env,
        startTimeoutMs: 240_000,
      });
    server = await start(PORT);
    const starting = start(SHORT_PORT, {
      KEEP_ALIVE_TIMEOUT_MS: "2000",
      HEADERS_TIMEOUT_MS: "3000",
      LOG_LEVEL: "info",
    });
    await watchReadiness(`http://127.0.0.1:${SHORT_PORT}`);
    short = await starting;
  }, 600_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), short?.stop()]);
    for (const drop of drops) await drop();
    build?.remove();
  });

  it("listens only once the warm-up is done: /readyz says ready from its first answer", () => {
    // Visitors of the first seconds after a start waited for the warm-up's renders (issue 23).
    expect(readiness[0]).toEqual({ status: 200, text: "ready\n" });
    const output = short.output();
    const warmedUp = output.indexOf("Warm-up: rendered");
    expect(warmedUp).toBeGreaterThan(-1);
    expect(output.indexOf("CoreRank listening")).toBeGreaterThan(warmedUp);
  });

  it("carry a request after 6, 30 and 61 seconds idle on the same socket", async () => {
    const outcomes = await Promise.all(
      [6, 30, 61].map(async (idleSeconds) => {
        // One socket per agent: the second request can only go on the first one's connection.
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const first = await get(agent, `${server.url}/cpus`);
          let closedAfter: number | null = null;
          const start = Date.now();
          first.socket.once("close", () => (closedAfter = Date.now() - start));
          await sleep(idleSeconds * 1000);
          const second = await get(agent, `${server.url}/healthz`);
          return { idleSeconds, first, second, closedAfter };
        } finally {
          agent.destroy();
        }
      }),
    );
    for (const { idleSeconds, first, second, closedAfter } of outcomes) {
      expect(first.status, `first request (${idleSeconds} s)`).toBe(200);
      expect(first.keepAlive).toBe("timeout=65");
      expect(closedAfter, `connection closed while idle ${idleSeconds} s`).toBeNull();
      expect(second.status, `after ${idleSeconds} s idle`).toBe(200);
      expect(second.reused).toBe(true);
      expect(second.socket).toBe(first.socket);
    }
  }, 120_000);

  it("are closed by the server after KEEP_ALIVE_TIMEOUT_MS when it is set lower", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, `${short.url}/healthz`);
      expect(first.keepAlive).toBe("timeout=2");
      const start = Date.now();
      await once(first.socket, "close");
      const closedAfter = Date.now() - start;
      expect(closedAfter).toBeGreaterThan(1500);
      // The next request opens a new connection and is answered.
      const second = await get(agent, `${short.url}/healthz`);
      expect(second.status).toBe(200);
      expect(second.reused).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it("stops at start, naming the variable, when the headers timeout is not above the keep-alive one", async () => {
    const child = spawn(process.execPath, ["server/index.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: build.dir,
        PORT: String(SHORT_PORT + 1),
        HOST: "127.0.0.1",
        KEEP_ALIVE_TIMEOUT_MS: "65000",
        HEADERS_TIMEOUT_MS: "60000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(1);
    expect(output).toContain("HEADERS_TIMEOUT_MS must be above KEEP_ALIVE_TIMEOUT_MS (65000 ms)");
  });
});
