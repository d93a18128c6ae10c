import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `Browser tests need Chromium, not found at ${chromium}. ` +
      "Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The admin tests (tests/e2e/admin.spec.ts) add, change and delete CPUs and approve results, so
 * they get a server and database of their own, with an admin account created before it starts;
 * the public pages' tests keep the untouched reference catalog.
 */
const adminPort = Number(process.env.E2E_ADMIN_PORT ?? port + 1);
process.env.E2E_ADMIN_URL = `http://127.0.0.1:${adminPort}`;
process.env.E2E_ADMIN_EMAIL ??= "e2e-admin@corerank.test";
process.env.E2E_ADMIN_PASSWORD ??= "e2e-admin-violet-7319";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: [
    {
      // The production build (npm run test:e2e builds it first) on a fresh temporary database.
      command: "node tests/support/serve-temporary.js",
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node tests/support/serve-temporary.js",
      env: {
        PORT: String(adminPort),
        E2E_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      },
      url: `${process.env.E2E_ADMIN_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
