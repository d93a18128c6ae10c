// npm run bench:embedded-memory -- [--runs 3] [--idle-seconds 45] [--port 3625]
//
// The embedded server's resident memory at idle (issue 23: at most 250 MB idle on the embedded
// database), as a new user meets it. Each run starts the production server from BUILD_DIR
// (default build/) on a new DATA_DIR, as `npm run serve` does on a first start (it creates the
// database, migrates and seeds the shipped dataset), reads its resident memory `idle-seconds`
// after /readyz answered 200 with no request meanwhile, stops it, starts it again on the same
// directory (a restart: nothing to create or seed) and reads it the same way.
// A reading, not a test: the machine it runs on decides it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { residentMegabytes, serverReady, startBenchServer } from "./support.js";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "idle-seconds": { type: "string", default: "45" },
    port: { type: "string", default: "3625" },
  },
});
const RUNS = Number(args.runs);
const IDLE_MS = Number(args["idle-seconds"]) * 1000;
const origin = `http://127.0.0.1:${args.port}`;

/** Starts the server on `dataDir`, waits until ready and idle, and returns its memory in MB. */
async function idleMemory(dataDir) {
  const started = performance.now();
  const { server, stop } = startBenchServer({ dataDir, port: args.port });
  try {
    await serverReady(origin);
    const readyAfterMs = Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { readyAfterMs, mb: residentMegabytes(server.pid) };
  } finally {
    await stop();
  }
}

const rows = [];
for (let run = 1; run <= RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-embedded-"));
  try {
    const first = await idleMemory(dataDir);
    const restart = await idleMemory(dataDir);
    rows.push({ run, first, restart });
    console.log(
      `run ${run}: first start ${first.mb} MB (ready after ${first.readyAfterMs} ms), ` +
        `restart ${restart.mb} MB (ready after ${restart.readyAfterMs} ms)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const range = (values) => `${Math.min(...values)}-${Math.max(...values)}`;
console.log(
  `Embedded server, resident memory ${IDLE_MS / 1000} s after ready (target 250 MB): ` +
    `first start ${range(rows.map((r) => r.first.mb))} MB, ` +
    `restart ${range(rows.map((r) => r.restart.mb))} MB, over ${RUNS} runs`,
);
