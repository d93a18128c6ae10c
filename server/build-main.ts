import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * Compiles the Express shell (server/main.ts) into `outDir`/main.js, one ES module beside the
 * server build's index.js: its own code and the env module inlined, packages imported from
 * node_modules as the app's build does. vite.config.ts runs it after each server build, so
 * `node server/index.js` starts production without compiling anything (decision 014). Beside it,
 * first-start.js (server/first-start.ts): the embedded database's first start, which the server
 * runs in a child process (decision 023, eleventh pass).
 */
export async function buildServerMain(outDir: string): Promise<void> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "server/main.ts"), path.join(root, "server/first-start.ts")],
    outdir: outDir,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });
}
