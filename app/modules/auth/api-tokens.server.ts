import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
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

/** The owner of a token that exists, is not revoked and has not expired; notes its use. */
export async function principalForApiToken(db: Database, token: string): Promise<Principal | null> {
  const [row] = await db
    .select({ id: apiTokens.id, userId: user.id, email: user.email, role: user.role })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(token)),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id));
  return { userId: row.userId, email: row.email, role: row.role, via: "token" };
}

/** A token as the operator sees it (never its value, which is not stored). */
export interface ApiTokenInfo {
  id: number;
  name: string;
  email: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

export type ApiTokenState = "active" | "expired" | "revoked";

export function tokenState(token: ApiTokenInfo, now = new Date()): ApiTokenState {
  if (token.revokedAt) return "revoked";
  return token.expiresAt <= now ? "expired" : "active";
}

/** Every token (of one account when `email` is given), newest first. */
export async function listApiTokens(db: Database, email?: string): Promise<ApiTokenInfo[]> {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      email: user.email,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(email === undefined ? undefined : eq(user.email, email))
    .orderBy(desc(apiTokens.id));
}
