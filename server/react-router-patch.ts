import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * The production server build bundles React Router (vite.config.ts) and changes two places of
 * it. Development and the tests run React Router as published.
 *
 * - Route matching first rules out, with server/route-prefilter.ts, the branches a path cannot
 *   match, then tries the rest in the same order as before, so it finds the same match. Only
 *   where React Router passes the branches it ranked once per build (every server match), never
 *   for a partial match (route discovery in the browser). Upstream:
 *   remix-run/react-router#15249 asks for faster matching. Decision 023, twelfth pass.
 * - `createStaticRouter` (once per server render) returns its router with getters shared by
 *   every router (server/static-router.ts) instead of an object literal's getters closed over
 *   the render's route tree, which V8 kept through every young collection until the next full
 *   one. Decision 023, fifteenth pass.
 *
 * The build fails if either place is not found exactly once (a React Router upgrade that
 * changed it): this file must then be brought up to date, or the patch removed.
 */
const LOOP = `  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }`;

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

/** The getters of createStaticRouter's literal, as React Router 7.18 writes them. */
export const ROUTER_GETTERS = `  return {
    get basename() {
      return context.basename;
    },
    get future() {
      return {
        v8_middleware: false,
        v8_passThroughRequests: false,
        v8_trailingSlashAwareDataRequests: false,
        ...opts?.future
      };
    },
    get state() {
      return {
        historyAction: "POP" /* Pop */,
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        initialized: true,
        renderFallback: false,
        navigation: IDLE_NAVIGATION,
        restoreScrollPosition: null,
        preventScrollReset: false,
        revalidation: "idle",
        fetchers: /* @__PURE__ */ new Map(),
        blockers: /* @__PURE__ */ new Map()
      };
    },
    get routes() {
      return dataRoutes;
    },
    get branches() {
      return opts.branches;
    },
    get manifest() {
      return manifest;
    },
    get window() {
      return void 0;
    },
`;

const PATCHED_ROUTER_GETTERS = `  return __corerankStaticRouter({ context, opts, matches, dataRoutes, manifest, idleNavigation: IDLE_NAVIGATION }, {
`;

/** The end of the same literal, and of the function. */
export const ROUTER_END = `      throw msg("_internalSetStateDoNotUseOrYouWillBreakYourApp");
    }
  };
}`;

const PATCHED_ROUTER_END = `      throw msg("_internalSetStateDoNotUseOrYouWillBreakYourApp");
    }
  });
}`;

const PREFILTER = fileURLToPath(new URL("./route-prefilter.ts", import.meta.url));
const STATIC_ROUTER = fileURLToPath(new URL("./static-router.ts", import.meta.url));

const IMPORTS =
  `import { shapesOf as __corerankShapesOf, pathSegments as __corerankPathSegments, mayMatch as __corerankMayMatch } from ${JSON.stringify(PREFILTER)};\n` +
  `import { staticRouter as __corerankStaticRouter } from ${JSON.stringify(STATIC_ROUTER)};\n`;

const PATCHES: readonly (readonly [name: string, find: string, replace: string])[] = [
  ["matching loop", LOOP, PATCHED_LOOP],
  ["static router's getters", ROUTER_GETTERS, PATCHED_ROUTER_GETTERS],
  ["static router's end", ROUTER_END, PATCHED_ROUTER_END],
];

/**
 * React Router's module with both places changed, or an error naming the place not found
 * exactly once. `null` for any other module.
 */
export function patchReactRouter(code: string): { code: string } | { error: string } | null {
  if (!code.includes("function matchRoutesImpl(")) return null;
  let patched = code;
  for (const [name, find, replace] of PATCHES) {
    const at = patched.indexOf(find);
    if (at < 0 || patched.indexOf(find, at + 1) >= 0)
      return { error: `React Router's ${name} was not found once` };
    patched = patched.slice(0, at) + replace + patched.slice(at + find.length);
  }
  // The rest of the literal is copied onto the router as it is: a getter there (a React Router
  // upgrade's) would be read once, when the router is made, instead of on each access.
  const start = patched.indexOf(PATCHED_ROUTER_GETTERS);
  const rest = patched.slice(start, patched.indexOf(PATCHED_ROUTER_END, start));
  if (/^\s*(get|set)\s+[\w$]+\s*\(/m.test(rest))
    return { error: "React Router's static router has an accessor this patch does not know" };
  return { code: IMPORTS + patched };
}

export function reactRouterPatch(): Plugin {
  let patched = 0;
  return {
    name: "corerank:react-router-patch",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const result = patchReactRouter(code);
      if (!result) return null;
      if ("error" in result) this.error(`${result.error} in ${id}`);
      patched++;
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      if (!error && patched === 0)
        this.error("React Router was not bundled with its patches (server build)");
    },
  };
}
