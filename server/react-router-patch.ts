import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * The production server build bundles React Router (vite.config.ts) and changes one loop of it:
 * route matching first rules out, with server/route-prefilter.ts, the branches a path cannot
 * match, then tries the rest in the same order as before, so it finds the same match. Only
 * where React Router passes the branches it ranked once per build (every server match), never
 * for a partial match (route discovery in the browser). Development and the tests run React
 * Router as published.
 *
 * The build fails if the loop is not found (a React Router upgrade that changed it): this file
 * must then be brought up to date, or removed with its setting in vite.config.ts. Upstream:
 * remix-run/react-router#15249 asks for faster matching. Decision 023, twelfth pass.
 */
const LOOP = `  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }`;

const PREFILTER = fileURLToPath(new URL("./route-prefilter.ts", import.meta.url));

const PATCHED_LOOP = `  let shapes = precomputedBranches && !allowPartial ? __corerankShapesOf(branches) : null;
  let segments = shapes ? __corerankPathSegments(decoded) : null;
  for (let i = 0; matches == null && i < branches.length; ++i) {
    if (shapes && !__corerankMayMatch(shapes[i], segments)) continue;
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }`;

const IMPORT = `import { shapesOf as __corerankShapesOf, pathSegments as __corerankPathSegments, mayMatch as __corerankMayMatch } from ${JSON.stringify(PREFILTER)};\n`;

export function reactRouterPatch(): Plugin {
  let patched = 0;
  return {
    name: "corerank:react-router-route-prefilter",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      if (!code.includes("function matchRoutesImpl(")) return null;
      const at = code.indexOf(LOOP);
      if (at < 0 || code.indexOf(LOOP, at + 1) >= 0)
        this.error(`React Router's matching loop was not found once in ${id}`);
      patched++;
      return { code: IMPORT + code.replace(LOOP, PATCHED_LOOP), map: null };
    },
    buildEnd(error) {
      if (!error && patched === 0)
        this.error("React Router was not bundled with its route prefilter (server build)");
    },
  };
}
