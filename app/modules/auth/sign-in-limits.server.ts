import { eq, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { signInAttempts } from "~/db/schema";
import {
  accountKey,
  addressKey,
  MAX_ATTEMPTS_PER_ACCOUNT,
  MAX_ATTEMPTS_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from "./sign-in-limits";

type SignInLimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Attempt {
  email: string;
  address: string;
}

/**
 * Counts this attempt against the account and the address, before the password is checked,
 * and says whether it may go ahead. Counting first, not after a failure, stops parallel
 * guesses from all slipping through while the count is still under the limit; a success gives
 * its attempt back (recordSuccessfulSignIn). The counts live in the database so that every
 * process serving the site shares them.
 */
export async function reserveSignInAttempt(
  db: Database,
  attempt: Attempt,
  now = new Date(),
): Promise<SignInLimitCheck> {
  const windowStart = sql`${new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString()}::timestamptz`;
  const started = sql`${now.toISOString()}::timestamptz`;
  // Windows that have ended count for nothing; dropping them keeps the table small.
  await db.delete(signInAttempts).where(lte(signInAttempts.windowStartedAt, windowStart));
  let retryAfterMs = 0;
  for (const [key, limit] of [
    [accountKey(attempt.email), MAX_ATTEMPTS_PER_ACCOUNT],
    [addressKey(attempt.address), MAX_ATTEMPTS_PER_ADDRESS],
  ] as const) {
    // A window that ended between the delete above and this statement starts over.
    const ended = sql`${signInAttempts.windowStartedAt} <= ${windowStart}`;
    const [row] = await db
      .insert(signInAttempts)
      .values({ key, attempts: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInAttempts.key,
        set: {
          attempts: sql`case when ${ended} then 1 else ${signInAttempts.attempts} + 1 end`,
          windowStartedAt: sql`case when ${ended} then ${started} else ${signInAttempts.windowStartedAt} end`,
        },
      })
      .returning();
    if (row && row.attempts > limit) {
      const endsIn = row.windowStartedAt.getTime() + SIGN_IN_WINDOW_MS - now.getTime();
      retryAfterMs = Math.max(retryAfterMs, endsIn);
    }
  }
  if (retryAfterMs === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** The account starts afresh; the address gets back the attempt that succeeded. */
export async function recordSuccessfulSignIn(db: Database, attempt: Attempt): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, accountKey(attempt.email)));
  await db
    .update(signInAttempts)
    .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
    .where(eq(signInAttempts.key, addressKey(attempt.address)));
}
