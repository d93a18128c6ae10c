import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { CLIENT_ADDRESS_HEADER } from "~/modules/auth/client-request";
import { signIn } from "~/modules/auth/session.server";

const TSX = path.resolve("node_modules/.bin/tsx");

/** `npm run admin:create -- …args` with `stdin` piped to it. */
function adminCreate(
  args: string[],
  stdin: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ["scripts/admin-create.ts", ...args], {
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe("admin:create without --password", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-prompt-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const PASSWORD = "plum-harbor-27-lantern";

  it("reads the password from piped standard input, never prints it, and the account signs in", async () => {
    const result = await adminCreate(
      ["--email", "dora@example.com", "--create-database"],
      `${PASSWORD}\nignored second line\n`,
      { DATA_DIR: dataDir },
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created admin dora@example\.com\./);
    expect(result.stdout).not.toContain(PASSWORD);

    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const request = new Request("http://127.0.0.1:3000/admin", {
        method: "POST",
        headers: { [CLIENT_ADDRESS_HEADER]: "10.0.9.1" },
      });
      expect(
        await signIn(request, handle.db, { email: "dora@example.com", password: PASSWORD }),
      ).toMatchObject({ ok: true, principal: { email: "dora@example.com", role: "admin" } });
    } finally {
      await handle.close();
    }
    // Creating and migrating a new embedded database takes a minute on a loaded machine.
  }, 180_000);

  it("refuses an empty standard input, exiting 1 and changing nothing", async () => {
    const result = await adminCreate(["--email", "erin@example.com"], "", { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("admin:create: no password given");
  });

  it("reports a bad option before asking for anything", async () => {
    const result = await adminCreate(["--email", "not-an-address"], PASSWORD, {
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--email is not an email address.");
    expect(result.stderr).not.toContain("--password is required");
  });
});
