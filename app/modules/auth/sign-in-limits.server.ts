import { eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { signInAttempts } from "~/db/schema";
import {
  accountDelayMs,
  accountKey,
  addressKey,
  EXPIRED_ROWS_PER_ATTEMPT,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_PAIR,
  pairKey,
  pairKeyPrefix,
  SIGN_IN_WINDOW_MS,
} from "./sign-in-limits";

type SignInLimitCheck =
  { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

interface Attempt {
  email: string;
  address: string;
}

/**
 * Counts this attempt, before the password is checked, and says whether it may go ahead and
 * after how long a wait (sign-in-limits.ts). Counting first, not after a failure, stops
 * parallel guesses from all slipping through while the count is still under the limit; a
 * success gives its attempt back (recordSuccessfulSignIn). The counts live in the database so
 * that every process serving the site shares them.
 *
 * The address is counted first and, once it is over its limit, nothing else is written: one
 * address creates at most one row for itself and MAX_ATTEMPTS_PER_ADDRESS pair and account
 * rows per window, however many emails it sends. Rows of ended windows are deleted a bounded
 * batch at a time.
 */
export async function reserveSignInAttempt(
  db: Database,
  attempt: Attempt,
  now = new Date(),
): Promise<SignInLimitCheck> {
  const windowStart = sql`${new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString()}::timestamptz`;
  const started = sql`${now.toISOString()}::timestamptz`;
  const expired = db
    .select({ key: signInAttempts.key })
    .from(signInAttempts)
    .where(lte(signInAttempts.windowStartedAt, windowStart))
    .limit(EXPIRED_ROWS_PER_ATTEMPT);
  await db.delete(signInAttempts).where(inArray(signInAttempts.key, expired));

  const count = async (key: string) => {
    // A window that ended before this statement starts over.
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
    return row!;
  };
  const refused = (row: { windowStartedAt: Date }): SignInLimitCheck => {
    const endsIn = row.windowStartedAt.getTime() + SIGN_IN_WINDOW_MS - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(endsIn / 1000)) };
  };

  const address = await count(addressKey(attempt.address));
  if (address.attempts > MAX_ATTEMPTS_PER_ADDRESS) return refused(address);
  const pair = await count(pairKey(attempt.email, attempt.address));
  if (pair.attempts > MAX_ATTEMPTS_PER_PAIR) return refused(pair);
  const account = await count(accountKey(attempt.email));
  return { allowed: true, delayMs: accountDelayMs(account.attempts) };
}

/** The account and this address's tries at it start afresh; the address gets its attempt back. */
export async function recordSuccessfulSignIn(db: Database, attempt: Attempt): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(
      inArray(signInAttempts.key, [
        accountKey(attempt.email),
        pairKey(attempt.email, attempt.address),
      ]),
    );
  await db
    .update(signInAttempts)
    .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
    .where(eq(signInAttempts.key, addressKey(attempt.address)));
}

/** Lifts every limit on an account (admin:create resets it): its own count and its pairs. */
export async function clearAccountAttempts(db: Database, email: string): Promise<void> {
  const prefix = pairKeyPrefix(email);
  await db
    .delete(signInAttempts)
    .where(
      sql`${signInAttempts.key} = ${accountKey(email)} or left(${signInAttempts.key}, ${prefix.length}) = ${prefix}`,
    );
}
