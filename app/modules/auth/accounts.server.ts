import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, apiTokens, session, user } from "~/db/schema";
import type { AccountCommand, AdminCreateCommand, ApiTokenCreateCommand } from "./account-commands";
import { generateApiToken, hashApiToken } from "./api-tokens.server";
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
    const roleChange = existing.role === input.role ? "" : ` and made it ${input.role}`;
    const sessions =
      ended.length === 0
        ? ""
        : ` ${ended.length} session${ended.length === 1 ? " was" : "s were"} signed out.`;
    return {
      message: `Reset the password of ${input.email}${roleChange} (role: ${input.role}).${sessions}`,
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
  await db.insert(apiTokens).values({
    name: input.name,
    tokenHash: hashApiToken(token),
    userId: owner.id,
  });
  return {
    message: `Created API token "${input.name}" for ${input.email}.`,
    token,
  };
}

export function runAccountCommand(db: Database, command: AccountCommand): Promise<CommandOutcome> {
  return command.command === "admin:create"
    ? createOrResetAccount(db, command)
    : createApiToken(db, command);
}
