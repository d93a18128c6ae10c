import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, apiTokens, session, user } from "~/db/schema";
import type {
  AccountCommand,
  AdminCreateCommand,
  ApiTokenCreateCommand,
  ApiTokenListCommand,
  ApiTokenRevokeCommand,
} from "./account-commands";
import { API_TOKEN_DEFAULT_DAYS } from "./api-token-limits";
import { generateApiToken, hashApiToken, listApiTokens, tokenState } from "./api-tokens.server";
import { clearAccountAttempts } from "./sign-in-limits.server";

/** better-auth's provider id for email + password credentials. */
const CREDENTIAL_PROVIDER = "credential";

/** A command that cannot be carried out as asked; the message is for the operator. */
export class AccountCommandError extends Error {}

export interface CommandOutcome {
  /** What happened, for the operator: "Created admin alice@example.com." */
  message: string;
  /** A new API token, shown once and stored nowhere in clear. */
  token?: string;
}

/**
 * Creates the account, or gives an existing one the new password and role (and name, if
 * given). A reset also ends the account's sessions and lifts its sign-in lock-out: the
 * operator who resets a password means the old one to stop working now.
 */
export async function createOrResetAccount(
  db: Database,
  input: AdminCreateCommand,
): Promise<CommandOutcome> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(user).where(eq(user.email, input.email));
    if (!existing) {
      const id = randomUUID();
      await tx.insert(user).values({
        id,
        email: input.email,
        name: input.name ?? input.email.split("@")[0]!,
        role: input.role,
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: CREDENTIAL_PROVIDER,
        userId: id,
        password: passwordHash,
      });
      return { message: `Created ${input.role} ${input.email}.` };
    }
    await tx
      .update(user)
      .set({ role: input.role, updatedAt: now, ...(input.name ? { name: input.name } : {}) })
      .where(eq(user.id, existing.id));
    const credential = and(
      eq(account.userId, existing.id),
      eq(account.providerId, CREDENTIAL_PROVIDER),
    );
    const updated = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: now })
      .where(credential)
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: existing.id,
        providerId: CREDENTIAL_PROVIDER,
        userId: existing.id,
        password: passwordHash,
      });
    }
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, existing.id))
      .returning({ id: session.id });
    await clearAccountAttempts(tx, input.email);
    // A new password means the old credentials stop working, API tokens included (issue 24).
    const revoked = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.userId, existing.id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    const roleChange = existing.role === input.role ? "" : ` and made it ${input.role}`;
    const sessions =
      ended.length === 0
        ? ""
        : ` ${ended.length} session${ended.length === 1 ? " was" : "s were"} signed out.`;
    const tokens =
      revoked.length === 0
        ? ""
        : ` ${revoked.length} API token${revoked.length === 1 ? " was" : "s were"} revoked.`;
    return {
      message: `Reset the password of ${input.email}${roleChange} (role: ${input.role}).${sessions}${tokens}`,
    };
  });
}

/** A new token for an admin account; the token is returned once and only its hash is kept. */
export async function createApiToken(
  db: Database,
  input: ApiTokenCreateCommand,
): Promise<CommandOutcome> {
  const [owner] = await db.select().from(user).where(eq(user.email, input.email));
  if (!owner)
    throw new AccountCommandError(
      `There is no account ${input.email}. Create it first: npm run admin:create -- --email ${input.email} --password <password>`,
    );
  if (owner.role !== "admin")
    throw new AccountCommandError(
      `${input.email} is a ${owner.role}, not an admin: API tokens are for admin accounts.`,
    );
  const token = generateApiToken();
  const days = input.days ?? API_TOKEN_DEFAULT_DAYS;
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(apiTokens)
    .values({ name: input.name, tokenHash: hashApiToken(token), userId: owner.id, expiresAt })
    .returning({ id: apiTokens.id });
  return {
    message: `Created API token ${row!.id} "${input.name}" for ${input.email}, valid for ${days} days (until ${expiresAt.toISOString()}).`,
    token,
  };
}

const when = (date: Date | null) =>
  date ? date.toISOString().slice(0, 16).replace("T", " ") : "never";

/** The tokens as a table for the operator: id, name, owner, created, last used, expiry, state. */
export async function listApiTokensCommand(
  db: Database,
  input: ApiTokenListCommand,
): Promise<CommandOutcome> {
  const tokens = await listApiTokens(db, input.email);
  if (tokens.length === 0)
    return { message: `No API tokens${input.email ? ` for ${input.email}` : ""}.` };
  const now = new Date();
  const lines = tokens.map((t) =>
    [
      String(t.id).padStart(4),
      tokenState(t, now).padEnd(7),
      `expires ${when(t.expiresAt)}`,
      `last used ${when(t.lastUsedAt)}`,
      `created ${when(t.createdAt)}`,
      t.email,
      JSON.stringify(t.name),
    ].join("  "),
  );
  return {
    message: `${tokens.length} API token${tokens.length === 1 ? "" : "s"} (UTC times):\n${lines.join("\n")}\n`,
  };
}

/** Revokes one token by id, or every live token of an account; refused at once after. */
export async function revokeApiTokens(
  db: Database,
  input: ApiTokenRevokeCommand,
): Promise<CommandOutcome> {
  if (input.id !== undefined) {
    const [found] = await db
      .select({ id: apiTokens.id, revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, input.id));
    if (!found)
      throw new AccountCommandError(
        `There is no API token ${input.id}. List them: npm run api-token:list`,
      );
    if (found.revokedAt) return { message: `API token ${input.id} was already revoked.` };
    await db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, input.id));
    return { message: `Revoked API token ${input.id}.` };
  }
  const [owner] = await db.select().from(user).where(eq(user.email, input.email!));
  if (!owner) throw new AccountCommandError(`There is no account ${input.email}.`);
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, owner.id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return {
    message: `Revoked ${revoked.length} API token${revoked.length === 1 ? "" : "s"} of ${input.email}.`,
  };
}

export function runAccountCommand(db: Database, command: AccountCommand): Promise<CommandOutcome> {
  switch (command.command) {
    case "admin:create":
      return createOrResetAccount(db, command);
    case "api-token:create":
      return createApiToken(db, command);
    case "api-token:list":
      return listApiTokensCommand(db, command);
    case "api-token:revoke":
      return revokeApiTokens(db, command);
  }
}
