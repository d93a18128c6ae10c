import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { apiTokens } from "~/db/schema";
import { parseCommandLine } from "~/modules/auth/account-commands";
import {
  createApiToken,
  createOrResetAccount,
  runAccountCommand,
} from "~/modules/auth/accounts.server";
import * as cpusRoute from "~/routes/api/cpus";
import * as dashboard from "~/routes/admin/dashboard";
import { signIn } from "~/modules/auth/session.server";
import { adminCreateCommand } from "../support/account-command";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";
import { routeArgs } from "../support/route-args";

/**
 * API tokens end (issue 24): they expire (90 days unless set at creation), can be listed and
 * revoked from the command line, and a password change revokes all of the account's tokens.
 * What a caller notices: the API answers 401 to an expired or revoked token.
 */
const ADMIN = { email: "token-owner@example.com", password: "cobalt-orchard-58-lantern" };

describe.each(testDatabases)("API token lifetimes on $name", (database) => {
  const getDb = useTestDatabase(database);
  let db: Database;
  beforeAll(async () => {
    db = getDb();
    await createOrResetAccount(db, adminCreateCommand(ADMIN.email, ADMIN.password));
  });

  /** GET /api/cpus is public; a token is checked on a write: an empty POST, 422 once through. */
  const THROUGH = 422;
  async function statusWith(token: string): Promise<number> {
    const response = (await cpusRoute.action({
      request: new Request("http://localhost/api/cpus", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: "{}",
      }),
      params: {},
      context: { db },
    } as never)) as Response;
    return response.status;
  }

  const create = async (name: string, days?: string) => {
    const command = parseCommandLine("api-token:create", [
      "--email",
      ADMIN.email,
      "--name",
      name,
      ...(days ? ["--days", days] : []),
    ]);
    if (command.command !== "api-token:create") throw new Error("unreachable");
    const { token, message } = await createApiToken(db, command);
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.name, name));
    return { token: token!, message, row: row! };
  };

  it("lives 90 days by default or --days days, and is refused (401) once expired", async () => {
    const usual = await create("usual");
    const days = (row: typeof usual.row) =>
      Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000);
    expect(days(usual.row)).toBe(90);
    expect(usual.message).toMatch(/valid for 90 days/);
    const short = await create("short", "7");
    expect(days(short.row)).toBe(7);
    expect(await statusWith(short.token)).toBe(THROUGH);

    await db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, short.row.id));
    expect(await statusWith(short.token)).toBe(401);
    expect(await statusWith(usual.token)).toBe(THROUGH);

    expect(() =>
      parseCommandLine("api-token:create", ["--email", ADMIN.email, "--name", "x", "--days", "0"]),
    ).toThrow(/--days must be at least 1/);
    expect(() =>
      parseCommandLine("api-token:create", [
        "--email",
        ADMIN.email,
        "--name",
        "x",
        "--days",
        "9999",
      ]),
    ).toThrow(/--days may be at most 3650/);
  });

  it("api-token:list shows tokens with last use and state; api-token:revoke ends one at once", async () => {
    const kept = await create("kept");
    const doomed = await create("doomed");
    expect(await statusWith(kept.token)).toBe(THROUGH);
    const list = await runAccountCommand(db, parseCommandLine("api-token:list", []));
    const line = (id: number) =>
      list.message
        .split("\n")
        .slice(1)
        .find((l) => l.trim().startsWith(`${id} `)) ?? "";
    expect(line(kept.row.id)).toMatch(/active .* last used \d{4}-\d\d-\d\d/);
    expect(line(doomed.row.id)).toMatch(/active .* last used never/);
    expect(list.message).not.toContain(kept.token);

    const revoked = await runAccountCommand(
      db,
      parseCommandLine("api-token:revoke", ["--id", String(doomed.row.id)]),
    );
    expect(revoked.message).toBe(`Revoked API token ${doomed.row.id}.`);
    expect(await statusWith(doomed.token)).toBe(401);
    expect(await statusWith(kept.token)).toBe(THROUGH);
    const after = await runAccountCommand(
      db,
      parseCommandLine("api-token:list", ["--email", ADMIN.email]),
    );
    expect(
      after.message
        .split("\n")
        .slice(1)
        .find((l) => l.trim().startsWith(`${doomed.row.id} `)),
    ).toMatch(/revoked/);
    expect(() => parseCommandLine("api-token:revoke", [])).toThrow(/either --id/);
  });

  it("a password change revokes every token of the account", async () => {
    const one = await create("before reset 1");
    const two = await create("before reset 2");
    expect(await statusWith(one.token)).toBe(THROUGH);
    const reset = await createOrResetAccount(
      db,
      adminCreateCommand(ADMIN.email, "new-harbour-64-compass"),
    );
    expect(reset.message).toMatch(/API tokens were revoked\.$/);
    expect(await statusWith(one.token)).toBe(401);
    expect(await statusWith(two.token)).toBe(401);
    // A token made after the change works.
    const fresh = await create("after reset");
    expect(await statusWith(fresh.token)).toBe(THROUGH);
  });

  it("the admin dashboard lists tokens with their last use", async () => {
    const ended = await create("ended");
    await db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, ended.row.id));
    const signedIn = await signIn(new Request("http://localhost/admin"), db, {
      email: ADMIN.email,
      password: "new-harbour-64-compass",
    });
    if (!signedIn.ok) throw new Error(signedIn.message);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = (await dashboard.loader(
      routeArgs(new Request("http://localhost/admin", { headers: { cookie } }), {}, { db }),
    )) as { tokens: { name: string; state: string; lastUsedAt: Date | null }[] };
    const byName = new Map(page.tokens.map((t) => [t.name, t]));
    expect(byName.get("after reset")).toMatchObject({ state: "active" });
    expect(byName.get("after reset")?.lastUsedAt).toBeInstanceOf(Date);
    expect(byName.get("doomed")).toMatchObject({ state: "revoked", lastUsedAt: null });
    expect(byName.get("ended")).toMatchObject({ state: "expired" });
  });
});
