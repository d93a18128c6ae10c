// @ts-check
// The server's launcher (`npm start`, `npm run serve`, `npm run dev`): the site itself is
// server/main.ts (the Express shell) and server/app.ts (the app), both TypeScript. Development
// loads main.ts through Vite; production runs the build's server/main.js, which vite.config.ts
// compiles next to the app's server/index.js, so `node` needs no compile step at run time
// (docs/decisions/014-typed-server-entry.md).
import path from "node:path";
import { pathToFileURL } from "node:url";

// Production unless asked otherwise (`npm run dev` sets development): React's production build,
// Express without stack traces in its error pages.
process.env.NODE_ENV ||= "production";
// DATA_DIR holds session tokens, the cookie secret and uploads: only this user may read them.
process.umask(0o077);

if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  const { startServer } = await vite.ssrLoadModule("./server/main.ts");
  await startServer({ vite });
} else {
  // The same default as the env module's BUILD_DIR, which main.js reads for everything else.
  const main = path.resolve(process.env.BUILD_DIR || "build", "server/main.js");
  /** @type {typeof import("./main")} */
  const { startServer } = await import(pathToFileURL(main).href);
  await startServer();
}
