import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { buildServerMain } from "./server/build-main";
import { reactRouterPatch } from "./server/react-router-patch";

const ROUTES_DIR = fileURLToPath(new URL("./app/routes", import.meta.url));

/**
 * Resource routes (sitemap, robots, the API, CSV downloads, redirects) export
 * no component. React Router still makes every route module an entry of the
 * client build, and a module left with nothing once its loader and action are
 * removed becomes an empty chunk that Rollup reports. These are the chunk
 * names of such modules; any other empty chunk is still reported.
 */
function resourceRouteChunkNames(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes(".test.")) continue;
    const code = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    if (!/^export default\b/m.test(code)) names.add(entry.name.replace(/\.tsx?$/, ""));
  }
  return names;
}

const RESOURCE_ROUTES = resourceRouteChunkNames(ROUTES_DIR);

function onwarn(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code === "EMPTY_BUNDLE" && warning.names?.every((n) => RESOURCE_ROUTES.has(n)))
    return;
  warn(warning);
}

/** After the server build: the Express shell beside it as server/main.js (server/build-main.ts). */
function serverMain(): Plugin {
  return {
    name: "corerank:server-main",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async writeBundle(options) {
      if (options.dir) await buildServerMain(options.dir);
    },
  };
}

export default defineConfig(({ command }) => ({
  build: { rollupOptions: { onwarn } },
  // The server build's entry is the Express app (server/app.ts), not React Router's own
  // (react-router.config.ts turns on v8_viteEnvironmentApi, which reads it from here).
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // The production server bundles React Router, with its route matching and its per-render
      // router patched (server/react-router-patch.ts), and the two packages it imports, so that
      // they are the versions it was published with.
      ...(command === "build"
        ? { resolve: { noExternal: ["react-router", "cookie", "set-cookie-parser"] } }
        : {}),
    },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [tailwindcss(), reactRouter(), serverMain(), reactRouterPatch()],
}));
