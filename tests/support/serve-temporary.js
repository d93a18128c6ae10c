// Starts the production server on a fresh temporary data directory and
// removes the directory when the server stops. Used by the browser tests and
// the benchmark.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-"));
const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "" };

// The admin account browser tests sign in with, created before the server holds the database.
const { E2E_ADMIN_EMAIL: email, E2E_ADMIN_PASSWORD: password } = process.env;
if (email && password) {
  const created = spawnSync(
    "node_modules/.bin/tsx",
    ["scripts/admin-create.ts", "--email", email, "--password", password, "--create-database"],
    { stdio: "inherit", env },
  );
  if (created.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(created.status ?? 1);
  }
}

const child = spawn(process.execPath, ["server/index.js"], {
  stdio: "inherit",
  env,
});

function stop() {
  child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
