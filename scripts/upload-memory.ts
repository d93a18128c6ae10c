// The server's memory while it receives large benchmark-form uploads (issue 11, item 1):
//
//   BUILD_DIR=/tmp/build npx tsx scripts/upload-memory.ts [--parallel 8] [--mb 45]
//       [--mode screenshots|junk] [--port 3341] [--database-url postgres://…]
//
// Starts `node server/index.js` on a production build (BUILD_DIR, from `npx react-router build`)
// with a fresh DATA_DIR (the embedded database unless --database-url), then posts --parallel
// chunked multipart bodies (no Content-Length) of --mb megabytes each to /submit-benchmark at
// once, all from one address: `screenshots` sends a valid form with five PNG screenshots sharing
// the size (the address's daily allowance and the site's quota are raised so all of them are
// stored); `junk` sends the fuzz's body-size attack (bytes that are no form). Prints the answers'
// statuses, the time, and the server's resident memory before and at its peak (VmHWM, reset
// before the posts, and sampled every 100 ms).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({
  options: {
    parallel: { type: "string", default: "8" },
    mb: { type: "string", default: "45" },
    mode: { type: "string", default: "screenshots" },
    port: { type: "string", default: "3341" },
    "database-url": { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (options.help) {
  console.log(readFileSync(new URL(import.meta.url), "utf8").split("\nimport")[0]);
  process.exit(0);
}

const PARALLEL = Number(options.parallel);
const BYTES = Number(options.mb) * 1024 * 1024;
const PORT = Number(options.port);
const MODE = options.mode === "junk" ? "junk" : "screenshots";
const BUILD_DIR = process.env.BUILD_DIR;
if (!BUILD_DIR) throw new Error("Set BUILD_DIR to a production build (npx react-router build).");
const BOUNDARY = "----corerank-upload-memory";
const FILES = 5;

function rssOf(pid: number, field: "VmHWM" | "VmRSS"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** The parts of one post, in order: text as it is, and file bodies as their byte counts. */
function parts(): (Buffer | number)[] {
  if (MODE === "junk") return [BYTES];
  const fields: Record<string, string> = {
    benchmarkName: "cinebench-r23-multi",
    result: "38123",
    cpu: process.env.UPLOAD_MEMORY_CPU ?? "amd-ryzen-9-7950x",
    ram: "32 GB",
    website: "",
  };
  const out: (Buffer | number)[] = [];
  for (const [name, value] of Object.entries(fields))
    out.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  const fileBytes = Math.min(10 * 1024 * 1024, Math.floor((BYTES - 4096) / FILES));
  for (let i = 0; i < FILES; i++) {
    out.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="screenshots"; filename="s${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    out.push(fileBytes);
    out.push(Buffer.from("\r\n"));
  }
  out.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return out;
}

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const FILLER = Buffer.alloc(256 * 1024, 0x5a);

function post(): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method: "POST",
        path: "/submit-benchmark",
        headers: {
          host: `127.0.0.1:${PORT}`,
          origin: `http://127.0.0.1:${PORT}`,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "transfer-encoding": "chunked",
        },
      },
      (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk.slice(0, 2000)));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
        res.on("error", () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.setTimeout(300_000, () => req.destroy(new Error("timeout")));
    req.on("error", (error) => {
      if (!answered) resolve({ status: 0, body: String(error) });
    });
    const queue = parts();
    let part = 0;
    let left = -1;
    const write = () => {
      while (!answered && !req.destroyed && part < queue.length) {
        const current = queue[part]!;
        let ok: boolean;
        if (Buffer.isBuffer(current)) {
          ok = req.write(current);
          part += 1;
        } else {
          if (left < 0) {
            left = current;
            if (MODE === "screenshots") {
              ok = req.write(PNG_HEAD);
              left -= PNG_HEAD.length;
              if (!ok) return void req.once("drain", write);
            }
          }
          const piece = FILLER.subarray(0, Math.min(FILLER.length, left));
          left -= piece.length;
          ok = req.write(piece);
          if (left <= 0) {
            part += 1;
            left = -1;
          }
        }
        if (!ok) return void req.once("drain", write);
      }
      if (!answered && !req.destroyed) req.end();
    };
    write();
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-upload-memory-"));
let server: ChildProcess | null = null;
try {
  server = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      BUILD_DIR,
      LOG_LEVEL: "fatal",
      ...(options["database-url"] ? { DATABASE_URL: options["database-url"] } : {}),
      UPLOAD_ADDRESS_DAILY_BYTES: String(100 * 1024 * 1024 * 1024),
      UPLOAD_QUOTA_BYTES: String(100 * 1024 * 1024 * 1024),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; ; i++) {
    const ok = await new Promise<boolean>((resolve) =>
      http
        .get({ host: "127.0.0.1", port: PORT, path: "/healthz" }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on("error", () => resolve(false)),
    );
    if (ok) break;
    if (i > 600 || server.exitCode !== null) throw new Error("The server did not start.");
    await new Promise((r) => setTimeout(r, 250));
  }
  // Warm up: one page and one small post, so start-up allocations are not counted.
  await new Promise((resolve) => http.get(`http://127.0.0.1:${PORT}/submit-benchmark`, resolve));
  await new Promise((r) => setTimeout(r, 2000));
  const pid = server.pid!;
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  const before = rssOf(pid, "VmRSS");
  const started = Date.now();
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, rssOf(pid, "VmRSS"))), 100);
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => post()));
  clearInterval(sampler);
  const peak = Math.max(rssOf(pid, "VmHWM"), sampled);
  const statuses = answers.map((a) => a.status).join(",");
  console.log(
    `${PARALLEL} parallel ${options.mb} MB chunked ${MODE} posts to /submit-benchmark: statuses ${statuses}; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s; server RSS before ${before.toFixed(0)} MB, ` +
      `peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
  );
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
