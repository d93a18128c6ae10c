// What the bench scripts share: how `npm run serve` starts the server, and waiting for it.
import { readFileSync } from "node:fs";

/** The variables `npm run serve` starts the server with (its malloc thresholds, decision 017). */
export const SERVE_ENV = Object.fromEntries(
  [
    ...JSON.parse(
      readFileSync(new URL("../package.json", import.meta.url), "utf8"),
    ).scripts.serve.matchAll(/\b([A-Z_]+)=(\S+)/g),
  ].map(([, name, value]) => [name, value]),
);

/**
 * Resolves once the server at `origin` says it is ready (/readyz 200): the warm-up after a start
 * and its collection are measured apart (issue 23), not taken for the load being measured.
 */
export async function serverReady(origin) {
  for (;;) {
    try {
      const response = await fetch(`${origin}/readyz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
