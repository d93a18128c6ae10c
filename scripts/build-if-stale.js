// npm start: builds the production bundle only when it is missing or older
// than the sources it is built from, so a restart serves within seconds.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
// Written last by the build (server/build-main.ts): a build without it is from before the typed
// server entry (decision 014) and is built again.
const marker = path.join(buildDir, "server", "main.js");
const SOURCES = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** The newest modification time under a file or directory. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newest));
if (built > changed) {
  console.log(`Build in ${buildDir}/ is up to date; not rebuilding.`);
} else {
  console.log(
    built === 0 ? "No build yet: building…" : "Sources changed since the last build: rebuilding…",
  );
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
