import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { apiTokens, user } from "~/db/schema";
import type { Principal } from "./principal";

/** Marks a CoreRank token in logs and secret scanners. */
const API_TOKEN_PREFIX = "crk_";

/**
 * Only this digest is stored. Tokens are 256 random bits, so a fast hash is enough: there is
 * no dictionary to try, unlike passwords.
 */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function generateApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** The owner of a token that exists and is not revoked; notes when it was last used. */
export async function principalForApiToken(db: Database, token: string): Promise<Principal | null> {
  const [row] = await db
    .select({ id: apiTokens.id, userId: user.id, email: user.email, role: user.role })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashApiToken(token)), isNull(apiTokens.revokedAt)));
  if (!row) return null;
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id));
  return { userId: row.userId, email: row.email, role: row.role, via: "token" };
}
