import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every route's manifest in one hashed, immutable file the browser caches (23.5 KB, 2.4 KB
  // gzipped), instead of a partial manifest worked out and written into every page: that took
  // one linear match of all routes per parent path of the URL on each render, 3.7% of a search
  // page's server time at 10,000 CPUs, and a /__manifest request per new route visited
  // (issue 23, decision 023's twelfth pass).
  routeDiscovery: { mode: "initial" },
  // React Router 7.18's five v8 flags, each decided (no "Future Flag Warning" at build):
  future: {
    // Build-only changes: on. The server entry moves to `environments.ssr` (vite.config.ts).
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders and actions get the request as it came (a `.data` suffix and `_routes` included)
    // instead of two copies rebuilt per loader (decision 023, tenth pass): every one reads the
    // page's address from its `url` argument, never from `request.url`.
    v8_passThroughRequests: true,
    // Off until their migrations are done; each changes what every loader and the server see:
    // - middleware: `context` becomes a RouterContextProvider, so every `context.db` (and
    //   server/app.ts's getLoadContext) must move to `context.get(...)`;
    // - trailingSlashAwareDataRequests: the home page's data URL becomes `/_.data` (not
    //   `/_root.data`), which server/page-cache.ts must learn to key first.
    v8_middleware: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
