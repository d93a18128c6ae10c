import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "~/db/client.server";
import { apiTokens, session, signInAttempts, user } from "~/db/schema";
import {
  AccountCommandError,
  createApiToken,
  createOrResetAccount,
} from "~/modules/auth/accounts.server";
import { adminSocketPath, withAccountCommandSocket } from "~/modules/auth/admin-socket.server";
import { CLIENT_ADDRESS_HEADER } from "~/modules/auth/client-request";
import { CROSS_SITE_MESSAGE } from "~/modules/auth/cross-site";
import {
  authenticate,
  INVALID_CREDENTIALS_MESSAGE,
  sessionPrincipal,
  signIn,
  signOut,
} from "~/modules/auth/session.server";
import {
  accountDelayMs,
  EXPIRED_ROWS_PER_ATTEMPT,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_PAIR,
  pairKey,
} from "~/modules/auth/sign-in-limits";
import { startRuntime } from "~/runtime.server";
import { adminCreateCommand } from "../support/account-command";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

const SITE = "http://127.0.0.1:3000";
const ADMIN = { email: "alice@example.com", password: "violet-harbour-71-lantern" };
const VIEWER = { email: "victor@example.com", password: "amber-quarry-52-meadow" };

function postFrom(address: string, headers: Record<string, string> = {}, site = SITE): Request {
  return new Request(`${site}/admin`, {
    method: "POST",
    headers: { [CLIENT_ADDRESS_HEADER]: address, ...headers },
  });
}

function getWith(headers: Record<string, string>, site = SITE): Request {
  return new Request(`${site}/admin`, {
    headers: { [CLIENT_ADDRESS_HEADER]: "10.0.0.9", ...headers },
  });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function signedInCookie(
  db: DatabaseHandle["db"],
  credentials: { email: string; password: string },
  address = "10.0.0.1",
): Promise<string> {
  const result = await signIn(postFrom(address), db, credentials);
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieFrom(result.headers);
}

describe.each(testDatabases)("accounts and sign-in on $name", (database) => {
  const testDatabase = useTestDatabase(database);
  let db: DatabaseHandle["db"];

  beforeAll(async () => {
    db = testDatabase();
    await createOrResetAccount(db, adminCreateCommand(ADMIN.email, ADMIN.password));
    await createOrResetAccount(db, adminCreateCommand(VIEWER.email, VIEWER.password, "viewer"));
  });

  it("signs in with a session row and an httpOnly, SameSite, not-Secure-over-http cookie", async () => {
    const result = await signIn(postFrom("10.0.0.1"), db, {
      email: " Alice@Example.com",
      password: ADMIN.password,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.principal).toMatchObject({ email: ADMIN.email, role: "admin", via: "session" });
    const [cookie] = result.headers.getSetCookie();
    expect(cookie).toMatch(/^corerank\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const rows = await db.select().from(session).where(eq(session.userId, result.principal.userId));
    expect(rows.map((row) => row.ipAddress)).toContain("10.0.0.1");
    const principal = await authenticate(getWith({ cookie: cookieFrom(result.headers) }), db);
    expect(principal).toEqual(result.principal);
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const https = "https://corerank.example";
    const result = await signIn(postFrom("10.0.0.1", {}, https), db, ADMIN);
    if (!result.ok) throw new Error(result.message);
    const [cookie] = result.headers.getSetCookie();
    expect(cookie).toMatch(/^__Secure-corerank\.session_token=.*; Secure/);
    const cookieHeader = cookieFrom(result.headers);
    expect(await authenticate(getWith({ cookie: cookieHeader }, https), db)).toMatchObject({
      email: ADMIN.email,
    });
  });

  it("answers a wrong password and an unknown email with the same message, setting no cookie", async () => {
    const wrongPassword = await signIn(postFrom("10.0.1.1"), db, {
      email: ADMIN.email,
      password: "not-the-password-at-all",
    });
    const unknownEmail = await signIn(postFrom("10.0.1.1"), db, {
      email: "nobody@example.com",
      password: ADMIN.password,
    });
    const malformedEmail = await signIn(postFrom("10.0.1.1"), db, {
      email: "nobody",
      password: ADMIN.password,
    });
    for (const result of [wrongPassword, unknownEmail, malformedEmail]) {
      expect(result).toMatchObject({
        ok: false,
        status: 401,
        message: INVALID_CREDENTIALS_MESSAGE,
      });
      expect(result.headers.getSetCookie()).toEqual([]);
    }
  });

  it("refuses the sixth attempt from one address on an account with 429, even with the right password", async () => {
    const target = { email: "mallory-target@example.com", password: "teal-orchard-38-bellows" };
    await createOrResetAccount(db, adminCreateCommand(target.email, target.password));
    for (let i = 0; i < MAX_ATTEMPTS_PER_PAIR; i++) {
      const result = await signIn(postFrom("10.0.2.1"), db, { ...target, password: `guess-${i}` });
      expect(result).toMatchObject({ ok: false, status: 401 });
    }
    const locked = await signIn(postFrom("10.0.2.1"), db, target);
    expect(locked).toMatchObject({
      ok: false,
      status: 429,
      message: "Too many failed sign-in attempts. Try again in 15 minutes.",
    });
    expect(locked.ok ? null : locked.headers.get("retry-after")).toMatch(/^\d+$/);
    // An unknown account is refused the same way, so the 429 tells nothing about accounts.
    for (let i = 0; i < MAX_ATTEMPTS_PER_PAIR; i++)
      await signIn(postFrom("10.0.3.1"), db, { email: "ghost@example.com", password: "x" });
    expect(
      await signIn(postFrom("10.0.3.1"), db, { email: "ghost@example.com", password: "x" }),
    ).toMatchObject({ status: 429 });
    // Once the window has passed, that address may try again.
    await db
      .update(signInAttempts)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(signInAttempts.key, pairKey(target.email, "10.0.2.1")));
    expect(await signIn(postFrom("10.0.2.1"), db, target)).toMatchObject({ ok: true });
  });

  it("lets nobody lock the operator out: failures from other addresses only slow the account down", async () => {
    const owner = { email: "locked-out@example.com", password: "maple-signal-46-orchard" };
    await createOrResetAccount(db, adminCreateCommand(owner.email, owner.password));
    // An attacker's address is refused after five guesses, even with the right password ...
    for (let i = 0; i < MAX_ATTEMPTS_PER_PAIR; i++)
      await signIn(postFrom("198.51.100.1"), db, { ...owner, password: "guess" });
    expect(await signIn(postFrom("198.51.100.1"), db, owner)).toMatchObject({ status: 429 });
    // ... but the operator, from another address, signs in: after a delay, not a lock-out.
    const started = Date.now();
    expect(await signIn(postFrom("10.0.8.1"), db, owner)).toMatchObject({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelayMs(6) - 50);
    expect(accountDelayMs(5)).toBe(0);
    expect(accountDelayMs(6)).toBe(500);
    expect(accountDelayMs(100)).toBe(10_000);
  });

  it("creates a bounded number of rows per address, however many emails it sends", async () => {
    const rows = async () => (await db.select().from(signInAttempts)).length;
    const before = await rows();
    for (let i = 0; i < 60; i++)
      await signIn(postFrom("203.0.113.200"), db, {
        email: `spray-${i}@example.com`,
        password: "x",
      });
    // One row for the address, and a pair and an account row for each attempt under its limit.
    expect((await rows()) - before).toBeLessThanOrEqual(1 + 2 * MAX_ATTEMPTS_PER_ADDRESS);
    // Rows of ended windows are deleted as new attempts come.
    await db.update(signInAttempts).set({ windowStartedAt: sql`now() - interval '1 hour'` });
    const stale = await rows();
    await signIn(postFrom("203.0.113.201"), db, { email: "late@example.com", password: "x" });
    expect(await rows()).toBe(Math.max(0, stale - EXPIRED_ROWS_PER_ATTEMPT) + 3);
  });

  it("forgets an account's failures when it signs in", async () => {
    const owner = { email: "forgetful@example.com", password: "lilac-canyon-64-harbour" };
    await createOrResetAccount(db, adminCreateCommand(owner.email, owner.password));
    for (let i = 0; i < MAX_ATTEMPTS_PER_PAIR - 1; i++)
      await signIn(postFrom("10.0.4.1"), db, { ...owner, password: "typo" });
    expect(await signIn(postFrom("10.0.4.1"), db, owner)).toMatchObject({ ok: true });
    for (let i = 0; i < MAX_ATTEMPTS_PER_PAIR; i++)
      expect(await signIn(postFrom("10.0.4.1"), db, { ...owner, password: "typo" })).toMatchObject({
        status: 401,
      });
  });

  it("refuses an address that failed too often, across accounts, and only that address", async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS; i++) {
      const result = await signIn(postFrom("203.0.113.66"), db, {
        email: `sprayed-${i}@example.com`,
        password: "password-spray",
      });
      expect(result).toMatchObject({ status: 401 });
    }
    expect(await signIn(postFrom("203.0.113.66"), db, ADMIN)).toMatchObject({ status: 429 });
    expect(await signIn(postFrom("203.0.113.67"), db, ADMIN)).toMatchObject({ ok: true });
  });

  it("signs out: the session row is deleted, the cookie cleared, and the old cookie is worthless", async () => {
    const cookie = await signedInCookie(db, ADMIN);
    const me = await authenticate(getWith({ cookie }), db);
    expect(me).not.toBeNull();
    const before = await db.select().from(session).where(eq(session.userId, me!.userId));
    const headers = await signOut(postFrom("10.0.0.1", { cookie }), db);
    expect(headers.getSetCookie().find((c) => c.startsWith("corerank.session_token="))).toMatch(
      /Max-Age=0/,
    );
    const after = await db.select().from(session).where(eq(session.userId, me!.userId));
    expect(after.length).toBe(before.length - 1);
    expect(await authenticate(getWith({ cookie }), db)).toBeNull();
  });

  it("authenticates a Bearer token until it is revoked; garbage and other schemes are nobody", async () => {
    const { token } = await createApiToken(db, {
      command: "api-token:create",
      email: ADMIN.email,
      name: "import job",
    });
    expect(token).toMatch(/^crk_/);
    const bearer = getWith({ authorization: `Bearer ${token}` });
    expect(await authenticate(bearer, db)).toMatchObject({
      email: ADMIN.email,
      role: "admin",
      via: "token",
    });
    const [stored] = await db.select().from(apiTokens).where(eq(apiTokens.name, "import job"));
    expect(stored?.tokenHash).not.toContain(token!.slice(4));
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);
    expect(await authenticate(getWith({ authorization: "Bearer crk_garbage" }), db)).toBeNull();
    expect(await authenticate(getWith({ authorization: `Basic ${token}` }), db)).toBeNull();
    await db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, stored!.id));
    expect(await authenticate(bearer, db)).toBeNull();
  });

  it("sessionPrincipal gives admin pages the signed-in account, and null for a token", async () => {
    expect(
      await sessionPrincipal(getWith({ cookie: await signedInCookie(db, ADMIN) }), db),
    ).toMatchObject({
      email: ADMIN.email,
      role: "admin",
    });
    expect(
      await sessionPrincipal(getWith({ cookie: await signedInCookie(db, VIEWER) }), db),
    ).toMatchObject({ role: "viewer" });
    expect(await sessionPrincipal(getWith({}), db)).toBeNull();
    const { token } = await createApiToken(db, {
      command: "api-token:create",
      email: ADMIN.email,
      name: "pages",
    });
    expect(await sessionPrincipal(getWith({ authorization: `Bearer ${token}` }), db)).toBeNull();
  });

  it("admin:create resets an account: new password and role, old sessions ended, lock-out lifted", async () => {
    const bob = { email: "bob@example.com", password: "copper-lagoon-27-thistle" };
    const created = await createOrResetAccount(db, adminCreateCommand(bob.email, bob.password));
    expect(created.message).toBe("Created admin bob@example.com.");
    const oldCookie = await signedInCookie(db, bob);
    for (let i = 0; i <= MAX_ATTEMPTS_PER_PAIR; i++)
      await signIn(postFrom(`10.0.5.${i}`), db, { ...bob, password: "wrong" });
    const reset = await createOrResetAccount(
      db,
      adminCreateCommand(bob.email, "saffron-meadow-93-anchor", "viewer"),
    );
    expect(reset.message).toBe(
      "Reset the password of bob@example.com and made it viewer (role: viewer). 1 session was signed out.",
    );
    expect(await authenticate(getWith({ cookie: oldCookie }), db)).toBeNull();
    expect(await signIn(postFrom("10.0.5.50"), db, bob)).toMatchObject({ status: 401 });
    const fresh = await signIn(postFrom("10.0.5.51"), db, {
      email: bob.email,
      password: "saffron-meadow-93-anchor",
    });
    expect(fresh).toMatchObject({ ok: true, principal: { role: "viewer" } });
    expect(await db.select().from(user).where(eq(user.email, bob.email))).toHaveLength(1);
  });

  it("api-token:create refuses an unknown account and a viewer", async () => {
    await expect(
      createApiToken(db, { command: "api-token:create", email: "nobody@example.com", name: "x" }),
    ).rejects.toThrow(
      new AccountCommandError(
        "There is no account nobody@example.com. Create it first: npm run admin:create -- --email nobody@example.com --password <password>",
      ),
    );
    await expect(
      createApiToken(db, { command: "api-token:create", email: VIEWER.email, name: "x" }),
    ).rejects.toThrow("victor@example.com is a viewer, not an admin");
  });
});

const TSX = path.resolve("node_modules/.bin/tsx");

function runCommand(
  script: "admin-create" | "api-token-create",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [`scripts/${script}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const silent = pino({ level: "silent" });

describe("the account commands on the embedded database, with and without the server", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-auth-"));
  const target: DatabaseTarget = { kind: "pglite", dataDir: path.join(dataDir, "pglite") };
  const carol = ["--email", "carol@example.com", "--password", "indigo-ferry-45-compass"];
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a weak password before touching the database, exiting 1", async () => {
    const result = await runCommand(
      "admin-create",
      ["--email", "carol@example.com", "--password", "password1234"],
      { DATA_DIR: dataDir },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "admin:create: --password: The password is one of the most common passwords",
    );
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it("refuses to create a second database where the server has none, exiting 1", async () => {
    const result = await runCommand("admin-create", carol, { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `No database found at ${target.dataDir}: start the server first (npm start) or set DATA_DIR/DATABASE_URL to the server's`,
    );
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it("writes directly while no server runs", async () => {
    // A fresh DATA_DIR set up before the first start: asked for explicitly.
    const created = await runCommand("admin-create", [...carol, "--create-database"], {
      DATA_DIR: dataDir,
    });
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Created admin carol@example.com\. Written directly to the embedded database in .*pglite\.\n$/,
    );
    // The database exists now: no flag needed.
    const result = await runCommand("admin-create", carol, { DATA_DIR: dataDir });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Reset the password of carol@example.com");
  });

  it("goes through the running server, which holds the database, and the account signs in", async () => {
    const runtime = await withAccountCommandSocket(
      await startRuntime(target, silent),
      target,
      silent,
    );
    try {
      const socket = adminSocketPath(dataDir);
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      const reset = await runCommand(
        "admin-create",
        [
          "--email",
          "carol@example.com",
          "--password",
          "russet-pylon-88-harvest",
          "--name",
          "Carol",
        ],
        { DATA_DIR: dataDir },
      );
      expect(reset.stderr).toBe("");
      expect(reset.code).toBe(0);
      expect(reset.stdout).toContain("Reset the password of carol@example.com (role: admin).");
      expect(reset.stdout).toContain(`Written by the running server (process ${process.pid})`);
      const db = runtime.database!.db;
      expect(
        await signIn(postFrom("10.0.6.1"), db, {
          email: "carol@example.com",
          password: "russet-pylon-88-harvest",
        }),
      ).toMatchObject({ ok: true, principal: { email: "carol@example.com", role: "admin" } });

      const token = await runCommand(
        "api-token-create",
        ["--email", "carol@example.com", "--name", "deploy"],
        { DATA_DIR: dataDir },
      );
      expect(token.code).toBe(0);
      const printed = token.stdout.trim().split("\n").at(-1)!;
      expect(printed).toMatch(/^crk_[\w-]{43}$/);
      expect(await authenticate(getWith({ authorization: `Bearer ${printed}` }), db)).toMatchObject(
        {
          email: "carol@example.com",
          via: "token",
        },
      );

      const refused = await runCommand(
        "api-token-create",
        ["--email", "nobody@example.com", "--name", "deploy"],
        { DATA_DIR: dataDir },
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("There is no account nobody@example.com");

      // Junk on the socket gets an answer and leaves the server serving.
      const junk = await new Promise<string>((resolve, reject) => {
        let reply = "";
        const connection = net.connect(socket, () => connection.write("{not json\n"));
        connection.on("data", (chunk) => (reply += chunk));
        connection.on("end", () => resolve(reply));
        connection.on("error", reject);
      });
      expect(JSON.parse(junk)).toEqual({ ok: false, error: "The request is not JSON." });
    } finally {
      await runtime.close();
    }
    expect(existsSync(adminSocketPath(dataDir))).toBe(false);
  });
});

describe.each(testDatabases.filter((database) => database.name === "postgres"))(
  "the account commands on PostgreSQL",
  ({ create }) => {
    it("write directly to DATABASE_URL", async () => {
      const { target, drop } = await create();
      try {
        if (target.kind !== "postgres") throw new Error("unreachable");
        const result = await runCommand(
          "admin-create",
          ["--email", "dora@example.com", "--password", "plum-estuary-19-beacon"],
          { DATABASE_URL: target.url },
        );
        expect(result.stderr).toBe("");
        expect(result.stdout).toMatch(
          /^Created admin dora@example\.com\. Written directly to PostgreSQL at /,
        );
        const handle = await openDatabase(target);
        try {
          expect(
            await signIn(postFrom("10.0.7.1"), handle.db, {
              email: "dora@example.com",
              password: "plum-estuary-19-beacon",
            }),
          ).toMatchObject({ ok: true });
        } finally {
          await handle.close();
        }
      } finally {
        await drop();
      }
    });
  },
);

describe("the server (server/app.ts) on the embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-server-"));
  let base: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = "";
    const server = await import("../../server/app");
    // The request got past the router's checks to the page handler, whose build does not exist
    // in this test: the router's own error handler answers a plain 500.
    const site = express()
      .use(server.app)
      .use((_error: unknown, _req: express.Request, res: express.Response, _next: unknown) => {
        res.status(500).send("reached the app");
      });
    const listener = site.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    stop = async () => {
      await new Promise((resolve) => listener.close(resolve));
      await server.runtime.close();
    };
  });

  afterAll(async () => {
    await stop?.();
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function post(pathname: string, headers: Record<string, string>) {
    const response = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "intent=sign-in&email=alice%40example.com&password=x",
    });
    return { status: response.status, body: await response.text() };
  }

  it("refuses sign-in, sign-out and API writes that another site sends, before the app runs", async () => {
    const refused = { status: 403, body: CROSS_SITE_MESSAGE };
    expect(await post("/admin/sign-in", { origin: "https://evil.example" })).toEqual(refused);
    expect(await post("/admin/sign-out", { "sec-fetch-site": "cross-site" })).toEqual(refused);
    // The API answers in its own JSON error shape.
    const api = await post("/api/cpus", {
      origin: "https://evil.example",
      authorization: "Bearer crk_x",
    });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body)).toEqual({
      error: { code: "cross_site", message: CROSS_SITE_MESSAGE },
    });
  });

  it("lets this site's own forms and API clients through to the app", async () => {
    const reached = { status: 500, body: "Internal Server Error\n" };
    expect(await post("/admin/sign-in", { origin: base, "sec-fetch-site": "same-origin" })).toEqual(
      reached,
    );
    expect(await post("/api/cpus", { authorization: "Bearer crk_x" })).toEqual(reached);
  });

  it("accepts account commands on a socket only its own user may use", async () => {
    expect(statSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    const result = await runCommand(
      "admin-create",
      ["--email", "erin@example.com", "--password", "cobalt-meadow-57-lantern"],
      { DATA_DIR: dataDir },
    );
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(
      "Created admin erin@example.com. Written by the running server",
    );
  });
});
