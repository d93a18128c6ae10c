// The Express entry: security headers, compression, static assets, then the app
// (server/app.ts: health check and React Router), from Vite in development or
// from the production build.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import helmet from "helmet";

// Production unless asked otherwise (`npm run dev` sets development): React's production build,
// Express without stack traces in its error pages.
process.env.NODE_ENV ||= "production";
// DATA_DIR holds session tokens, the cookie secret and uploads: only this user may read them.
process.umask(0o077);

const DEVELOPMENT = process.env.NODE_ENV === "development";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const HOST = process.env.HOST || "0.0.0.0";
/** Where `npm run build` wrote the app (react-router.config.ts reads the same variable). */
const BUILD_DIR = process.env.BUILD_DIR || "build";

const server = express();
server.disable("x-powered-by");
if (!DEVELOPMENT) {
  // Hashed file names: cache for a year, never revalidate. Scripts and styles need none of a
  // page's security headers but nosniff; leaving the rest off saves bytes on every file.
  server.use(
    "/assets",
    compression(),
    (_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    },
    express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }),
  );
}
server.use(
  helmet({
    contentSecurityPolicy: DEVELOPMENT
      ? false
      : {
          directives: {
            // Pages replace this with one naming the hashes of their inline scripts (server/app.ts).
            "script-src": ["'self'"],
            "img-src": ["'self'", "data:"],
            // Nothing is loaded from other hosts: no CDN fonts, styles or scripts.
            "font-src": ["'self'"],
            "style-src": ["'self'"],
            "style-src-attr": ["'unsafe-inline'"],
            "upgrade-insecure-requests": null,
          },
        },
    strictTransportSecurity: false,
    // With no-referrer, Chromium sends `Origin: null` on a plain form post, which the
    // cross-site check must refuse: forms without JavaScript need the origin.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);
server.use(compression());

let runtime;
/** Answers from the rendered-page cache before Express sees the request; false on a miss. */
let serveCachedPage = () => false;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      runtime = source.runtime;
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  server.use(express.static(`${BUILD_DIR}/client`, { maxAge: "1h" }));
  let build;
  try {
    build = await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
  } catch (error) {
    // A configuration the server refuses (SITE_URL, ALLOWED_HOSTS, a held DATA_DIR): its message.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  runtime = build.runtime;
  serveCachedPage = build.serveCachedPage;
  server.use(build.app);
}
// Whatever failed, a client gets a plain 500: never a stack trace or a file path.
server.use((error, _req, res, next) => {
  if (DEVELOPMENT) return next(error);
  console.error(error);
  if (res.headersSent) return res.destroy();
  res
    .status(500)
    .type("text/plain")
    .set("Cache-Control", "no-store")
    .send("Internal Server Error\n");
});

const listener = http.createServer((req, res) => {
  if (!serveCachedPage(req, res)) server(req, res);
});
listener.listen(PORT, HOST, () => console.log(`CoreRank listening on http://localhost:${PORT}`));
listener.on("error", (error) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${PORT} is already in use: stop what uses it or set PORT.`
      : `Cannot listen on ${HOST}:${PORT}: ${error.message}`,
  );
  Promise.resolve(runtime?.close()).finally(() => process.exit(1));
});

function shutdown() {
  listener.close();
  Promise.resolve(runtime?.close()).finally(() => process.exit(0));
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
