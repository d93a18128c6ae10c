import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { buildServerMain } from "./build-main";

/** A port of this test's own (E2E_PORT + 100 by the helpers' convention, else a high one). */
const PORT = Number(process.env.PERMISSIONS_POLICY_TEST_PORT ?? 3220);

it("every answer of the production server denies the browser features the site does not use", async () => {
  // The Express shell as the build compiles it (server/main.js), around a stand-in app,
  // started as `npm run serve` starts it (as in tests/integration/security.test.ts).
  mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
  const buildDir = mkdtempSync(path.resolve("node_modules/.cache/corerank-permissions-"));
  mkdirSync(path.join(buildDir, "server"), { recursive: true });
  mkdirSync(path.join(buildDir, "client"), { recursive: true });
  await buildServerMain(path.join(buildDir, "server"));
  writeFileSync(
    path.join(buildDir, "server", "index.js"),
    `export const runtime = { close() {} };
export const serveCachedPage = () => false;
export const warm = Promise.resolve();
export function app(req, res) {
  if (req.url === "/missing") return res.status(404).send("none");
  res.type("html").send("<!doctype html><title>page</title>");
}
`,
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BUILD_DIR: buildDir,
    PORT: String(PORT),
    HOST: "127.0.0.1",
  };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ["server/index.js"], { env, stdio: "ignore" });
  try {
    const target = `http://127.0.0.1:${PORT}`;
    let page: Response | undefined;
    for (let i = 0; i < 100 && !page; i++) {
      page = await fetch(`${target}/`).catch(() => undefined);
      if (!page) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page?.status).toBe(200);
    for (const answer of [page!, await fetch(`${target}/missing`)]) {
      const policy = answer.headers.get("permissions-policy") ?? "";
      const denied = new Map(policy.split(/,\s*/).map((d) => d.split("=") as [string, string]));
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial"])
        expect(denied.get(feature), feature).toBe("()");
      // Nothing is allowed to any origin.
      expect([...denied.values()].every((allow) => allow === "()")).toBe(true);
    }
  } finally {
    child.kill();
    rmSync(buildDir, { recursive: true, force: true });
  }
}, 60_000);
