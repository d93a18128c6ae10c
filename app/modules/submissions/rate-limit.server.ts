import { createHash } from "node:crypto";
import { and, count, eq, gt, lt, sql, sum } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { envFrom, type RawEnv } from "~/modules/config/env.server";
import {
  formRateLimitHits,
  submissionScreenshots,
  uploadUsage,
  type FORM_KINDS,
} from "~/db/schema";
import { FORM_ERRORS, uploadAddressQuotaError } from "./form-messages";
import { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MINUTES, type FormMessage } from "./submission-forms";

export type FormKind = (typeof FORM_KINDS)[number];

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Queries = Database | Transaction;

const MIB = 1024 * 1024;

/**
 * The upload limits in force: total screenshot bytes the site stores, all addresses together
 * (UPLOAD_QUOTA_BYTES, default 2 GiB), and the bytes one address may store per day, UTC
 * (UPLOAD_ADDRESS_DAILY_BYTES, default 100 MiB). Read from the configuration on every check,
 * so tests can set them.
 */
export function uploadLimits(source?: RawEnv) {
  const config = envFrom(source);
  return {
    totalBytes: config.UPLOAD_QUOTA_BYTES,
    addressDailyBytes: config.UPLOAD_ADDRESS_DAILY_BYTES,
  };
}

/**
 * A visitor form refused by a limit that needs the database to tell (the address's rate
 * limit, the upload quotas): thrown from inside the storing transaction, which then rolls
 * back, and answered with `status` and the translated `formMessage`.
 */
export class FormRefusedError extends Error {
  constructor(
    readonly status: 413 | 429 | 507,
    readonly formMessage: FormMessage,
  ) {
    super(`Visitor form refused (${status}): ${formMessage.key}`);
    this.name = "FormRefusedError";
  }
}

/**
 * What is stored of an address: a hash, so the table never holds addresses.
 * Salted with the table's purpose so a hash cannot be matched against other
 * lists of hashed addresses.
 */
export function addressHash(address: string): string {
  return createHash("sha256").update(`corerank-form-rate-limit:${address}`).digest("hex");
}

const windowStart = sql`now() - make_interval(mins => ${RATE_LIMIT_WINDOW_MINUTES})`;
const today = sql`(now() at time zone 'utc')::date`;

const rateLimited = () => new FormRefusedError(429, FORM_ERRORS.rateLimited);

async function formsInWindow(db: Queries, kind: FormKind, hash: string): Promise<number> {
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
  return row?.n ?? 0;
}

/**
 * Whether this address has already stored RATE_LIMIT_MAX forms of this kind
 * within the window. Times are the database's, as are the rows' created_at.
 * A quick answer before the form is stored; the binding check is the one
 * `recordSubmission` makes inside the storing transaction.
 */
export async function isRateLimited(db: Database, kind: FormKind, hash: string): Promise<boolean> {
  return (await formsInWindow(db, kind, hash)) >= RATE_LIMIT_MAX;
}

async function addressBytesToday(db: Queries, hash: string): Promise<number> {
  const [row] = await db
    .select({ bytes: uploadUsage.bytes })
    .from(uploadUsage)
    .where(and(eq(uploadUsage.addressHash, hash), eq(uploadUsage.day, today)));
  return row?.bytes ?? 0;
}

/** Bytes of all stored screenshots (uploads streaming in included), against the site's quota. */
export async function storedScreenshotBytes(db: Queries): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(submissionScreenshots.sizeBytes) })
    .from(submissionScreenshots);
  return Number(row?.bytes ?? 0);
}

const mb = (bytes: number) => Math.ceil(bytes / MIB);

const addressQuotaRefusal = (used: number, max: number) =>
  new FormRefusedError(413, uploadAddressQuotaError(mb(used), mb(max)));

/**
 * What an upload starting now may store, for the checks made while its bytes stream in
 * (submissions/screenshots.server.ts): `refusal(bytes)` says whether `bytes` more from this
 * address pass its daily allowance (413) or the site's quota (507). The stored total includes
 * the uploads streaming in right now (their rows are counted as they grow). The binding checks
 * are made again in the storing transaction (recordSubmission, checkStoredTotal).
 */
export async function uploadRoom(db: Queries, hash: string) {
  const limits = uploadLimits();
  const used = await addressBytesToday(db, hash);
  const stored = await storedScreenshotBytes(db);
  return {
    refusal(bytes: number): FormRefusedError | null {
      if (bytes <= 0) return null;
      if (used + bytes > limits.addressDailyBytes)
        return addressQuotaRefusal(used, limits.addressDailyBytes);
      if (stored + bytes > limits.totalBytes)
        return new FormRefusedError(507, FORM_ERRORS.uploadQuota);
      return null;
    },
  };
}

/**
 * 507 when the stored screenshots, those of the submission being stored included (they are in
 * the table already, streamed in), pass the site's quota (UPLOAD_QUOTA_BYTES); else null.
 */
export async function checkStoredTotal(db: Queries): Promise<FormRefusedError | null> {
  return (await storedScreenshotBytes(db)) > uploadLimits().totalBytes
    ? new FormRefusedError(507, FORM_ERRORS.uploadQuota)
    : null;
}

/**
 * Whether `bytes` more screenshot bytes from this address may be stored: refused with 413
 * when the address would pass its daily allowance (UPLOAD_ADDRESS_DAILY_BYTES), with 507
 * when the site's stored screenshots would pass UPLOAD_QUOTA_BYTES. Null when they fit.
 * Called before a submission's screenshots are stored (submissions/visitor-forms.server.ts);
 * the address's allowance is checked again, atomically, by `recordSubmission`. The site's
 * total may be passed by the uploads already being stored when it is reached (each at most
 * MAX_SCREENSHOTS × MAX_SCREENSHOT_BYTES), never by more.
 */
export async function checkUploadQuota(
  db: Queries,
  hash: string,
  bytes: number,
): Promise<FormRefusedError | null> {
  if (bytes <= 0) return null;
  const limits = uploadLimits();
  const used = await addressBytesToday(db, hash);
  if (used + bytes > limits.addressDailyBytes)
    return addressQuotaRefusal(used, limits.addressDailyBytes);
  if ((await storedScreenshotBytes(db)) + bytes > limits.totalBytes)
    return new FormRefusedError(507, FORM_ERRORS.uploadQuota);
  return null;
}

/**
 * Counts a stored form against its address, in the transaction that stores it (a form that is
 * not stored does not count), atomically: an advisory lock on the kind and address (held until
 * the transaction ends) makes parallel posts from one address take turns, so the count and the
 * insert cannot interleave and at most RATE_LIMIT_MAX forms are stored per window, however many
 * arrive at once. Past it, or past the address's daily upload allowance (`storedBytes` are the
 * submission's screenshot bytes), throws FormRefusedError and the transaction rolls back.
 * Deletes rows that have left their window (hits older than the window, usage of earlier
 * days) so the tables stay as small as the limits need.
 */
export async function recordSubmission(
  tx: Transaction,
  kind: FormKind,
  hash: string,
  storedBytes = 0,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form-limit:${kind}:${hash}`}))`);
  await tx.delete(formRateLimitHits).where(lt(formRateLimitHits.createdAt, windowStart));
  if ((await formsInWindow(tx, kind, hash)) >= RATE_LIMIT_MAX) throw rateLimited();
  if (storedBytes > 0) {
    // Uploads from any form kind share the address's allowance.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-usage:${hash}`}))`);
    await tx.delete(uploadUsage).where(lt(uploadUsage.day, today));
    const { addressDailyBytes } = uploadLimits();
    const used = await addressBytesToday(tx, hash);
    if (used + storedBytes > addressDailyBytes) throw addressQuotaRefusal(used, addressDailyBytes);
    await tx
      .insert(uploadUsage)
      .values({ addressHash: hash, day: sql`${today}`, bytes: storedBytes })
      .onConflictDoUpdate({
        target: [uploadUsage.addressHash, uploadUsage.day],
        set: { bytes: sql`${uploadUsage.bytes} + excluded.bytes` },
      });
  }
  await tx.insert(formRateLimitHits).values({ kind, addressHash: hash });
}
