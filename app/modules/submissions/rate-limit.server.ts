import { createHash } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { formRateLimitHits, type FORM_KINDS } from "~/db/schema";
import { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MINUTES } from "./submission-forms";

export type FormKind = (typeof FORM_KINDS)[number];

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What is stored of an address: a hash, so the table never holds addresses.
 * Salted with the table's purpose so a hash cannot be matched against other
 * lists of hashed addresses.
 */
export function addressHash(address: string): string {
  return createHash("sha256").update(`corerank-form-rate-limit:${address}`).digest("hex");
}

const windowStart = sql`now() - make_interval(mins => ${RATE_LIMIT_WINDOW_MINUTES})`;

/**
 * Whether this address has already stored RATE_LIMIT_MAX forms of this kind
 * within the window. Times are the database's, as are the rows' created_at.
 */
export async function isRateLimited(db: Database, kind: FormKind, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(formRateLimitHits)
    .where(
      and(
        eq(formRateLimitHits.kind, kind),
        eq(formRateLimitHits.addressHash, hash),
        gt(formRateLimitHits.createdAt, windowStart),
      ),
    );
  return (row?.n ?? 0) >= RATE_LIMIT_MAX;
}

/**
 * Counts a stored form against its address, in the transaction that stores
 * it (a form that is not stored does not count), and deletes rows that have
 * left the window so the table stays as small as the limit needs.
 */
export async function recordSubmission(
  tx: Transaction,
  kind: FormKind,
  hash: string,
): Promise<void> {
  await tx.delete(formRateLimitHits).where(lt(formRateLimitHits.createdAt, windowStart));
  await tx.insert(formRateLimitHits).values({ kind, addressHash: hash });
}
