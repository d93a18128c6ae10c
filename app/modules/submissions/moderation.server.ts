import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  benchmarkResults,
  benchmarkSubmissions,
  contactMessages,
  cpus,
  issueReports,
  submissionScreenshots,
} from "~/db/schema";
import { changeCatalog, RESULT_COLUMNS } from "~/modules/catalog/catalog.server";
import type { Cpu } from "~/modules/catalog/cpu";
import { recomputeOverallScore } from "~/modules/catalog/cpu-store.server";
import { toCpu } from "~/modules/catalog/map-cpu";
import { pageWindow } from "~/modules/http/page-window";
import type { MESSAGE_STATUSES, SUBMISSION_STATUSES } from "./statuses";

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type BenchmarkSubmission = typeof benchmarkSubmissions.$inferSelect;
export type IssueReport = typeof issueReports.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;

/** A submission in a queue listing: its fields and how many screenshots it carries. */
export type SubmissionListItem = BenchmarkSubmission & { screenshotCount: number };

export interface ScreenshotInfo {
  id: number;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

/** One submission with its screenshots (served by /admin/screenshots/:id). */
export type SubmissionDetail = BenchmarkSubmission & { screenshots: ScreenshotInfo[] };

/** Why a moderation step was refused; `message` is written for the operator. */
export type ModerationErrorCode =
  "not-found" | "already-reviewed" | "not-approved" | "cpu-missing" | "reason-required";

export class ModerationError extends Error {
  constructor(
    readonly code: ModerationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ModerationError";
  }
}

/** Longest rejection or revocation reason stored. */
export const MAX_REJECTION_REASON = 1000;

/** A reason for the record: trimmed, required, at most MAX_REJECTION_REASON characters. */
function checkedReason(reason: string, step: "rejection" | "revocation"): string {
  const trimmed = reason.trim();
  if (trimmed === "" || trimmed.length > MAX_REJECTION_REASON)
    throw new ModerationError(
      "reason-required",
      `Give a reason for the ${step} (at most ${MAX_REJECTION_REASON} characters).`,
    );
  return trimmed;
}

const today = () => new Date().toISOString().slice(0, 10);

/** What waits for the operator: pending submissions, open reports and open messages. */
export async function queueCounts(
  db: Database,
): Promise<{ pendingSubmissions: number; openReports: number; openMessages: number }> {
  const [[submissions], [reports], [messages]] = await Promise.all([
    db
      .select({ n: count() })
      .from(benchmarkSubmissions)
      .where(eq(benchmarkSubmissions.status, "pending")),
    db.select({ n: count() }).from(issueReports).where(eq(issueReports.status, "open")),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "open")),
  ]);
  return {
    pendingSubmissions: submissions?.n ?? 0,
    openReports: reports?.n ?? 0,
    openMessages: messages?.n ?? 0,
  };
}

/** Rows per page of each moderation list (submissions, reports, messages). */
export const MODERATION_PAGE_SIZE = 50;

/** One page of a moderation list, and how many rows have its status. */
export interface ModerationPage<T> {
  rows: T[];
  /** Rows with the list's status, on every page. */
  total: number;
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
}

/**
 * A page of the submissions with a status, and how many there are: pending
 * ones oldest first (a queue, worked in the order they came), reviewed ones
 * newest first (a history).
 */
export async function listSubmissions(
  db: Database,
  status: SubmissionStatus,
  page = 1,
): Promise<ModerationPage<SubmissionListItem>> {
  const [counted] = await db
    .select({ n: count() })
    .from(benchmarkSubmissions)
    .where(eq(benchmarkSubmissions.status, status));
  const total = counted?.n ?? 0;
  const window = pageWindow(total, page, MODERATION_PAGE_SIZE);
  // Counted for the page's rows only (through the submission index), not grouped over every
  // screenshot stored before the page is picked. Written out: in a one-table select Drizzle
  // leaves columns unqualified, and a bare "id" would name the screenshot's own.
  const screenshotCount = sql<number>`(select count(*) from "submission_screenshots" s
    where s."submission_id" = "benchmark_submissions"."id")`;
  const rows = await db
    .select({ submission: benchmarkSubmissions, n: screenshotCount })
    .from(benchmarkSubmissions)
    .where(eq(benchmarkSubmissions.status, status))
    .orderBy(
      status === "pending"
        ? asc(benchmarkSubmissions.createdAt)
        : desc(benchmarkSubmissions.createdAt),
      asc(benchmarkSubmissions.id),
    )
    .limit(MODERATION_PAGE_SIZE)
    .offset(window.offset);
  return {
    rows: rows.map(({ submission, n }) => ({ ...submission, screenshotCount: Number(n ?? 0) })),
    total,
    page: window.page,
    pageCount: window.pageCount,
  };
}

/** One submission with its screenshots, or null when there is none with this id. */
export async function getSubmission(db: Database, id: number): Promise<SubmissionDetail | null> {
  const [submission] = await db
    .select()
    .from(benchmarkSubmissions)
    .where(eq(benchmarkSubmissions.id, id));
  if (!submission) return null;
  const screenshots = await db
    .select({
      id: submissionScreenshots.id,
      originalName: submissionScreenshots.originalName,
      mimeType: submissionScreenshots.mimeType,
      sizeBytes: submissionScreenshots.sizeBytes,
    })
    .from(submissionScreenshots)
    .where(eq(submissionScreenshots.submissionId, id))
    .orderBy(asc(submissionScreenshots.id));
  return { ...submission, screenshots };
}

/** The submission `id`, locked for this transaction; ModerationError when there is none. */
async function lockedSubmission(tx: Transaction, id: number): Promise<BenchmarkSubmission> {
  const [submission] = await tx
    .select()
    .from(benchmarkSubmissions)
    .where(eq(benchmarkSubmissions.id, id))
    .for("update");
  if (!submission) throw new ModerationError("not-found", `There is no submission ${id}.`);
  return submission;
}

/** The pending submission `id`, locked for this transaction; ModerationError otherwise. */
async function pendingSubmission(tx: Transaction, id: number): Promise<BenchmarkSubmission> {
  const submission = await lockedSubmission(tx, id);
  if (submission.status !== "pending")
    throw new ModerationError(
      "already-reviewed",
      `Submission ${id} was already ${submission.status}.`,
    );
  return submission;
}

/**
 * Approves a pending submission: its result becomes a verified visitor
 * result of that CPU and benchmark (one run, recorded on the approval date,
 * linked from the submission). It never changes a published figure: it joins
 * the spread of visitor results shown beside it, and only where nothing was
 * published is the visitors' median the shown figure (and, for Geekbench 6
 * multi-core, the overall benchmark_score). All in one transaction, recorded
 * as a catalog change (every process reloads the CPU). Returns the new result's id. ModerationError: no such
 * submission, already reviewed, or its CPU was deleted since.
 */
export async function approveSubmission(
  db: Database,
  id: number,
  reviewerId: string,
): Promise<{ resultId: number }> {
  const resultId = await changeCatalog(db, async (tx, changed) => {
    const submission = await pendingSubmission(tx, id);
    if (submission.cpuId === null)
      throw new ModerationError(
        "cpu-missing",
        `The CPU of submission ${id} (${submission.cpuName}) is no longer in the catalog; reject it instead.`,
      );
    const [result] = await tx
      .insert(benchmarkResults)
      .values({
        cpuId: submission.cpuId,
        benchmark: submission.benchmark,
        score: submission.result,
        source: "visitor",
        statistic: "run",
        sampleCount: 1,
        recordedOn: today(),
        // A visitor's run names no published source; the submission it links back to is its record.
        sourceName: null,
        sourceUrl: null,
        benchmarkVersion: null,
      })
      .returning({ id: benchmarkResults.id });
    await tx
      .update(benchmarkSubmissions)
      .set({
        status: "approved",
        reviewedAt: new Date(),
        reviewedBy: reviewerId,
        resultId: result!.id,
      })
      .where(eq(benchmarkSubmissions.id, id));
    await recomputeOverallScore(tx, submission.cpuId);
    changed.add(submission.cpuId);
    return result!.id;
  });
  return { resultId };
}

/**
 * A rejected or revoked submission keeps its record, not its screenshots: they are deleted
 * (their pieces cascade), so the site's upload quota counts only what is kept (issue 24).
 */
async function deleteScreenshotsOf(tx: Transaction, id: number): Promise<void> {
  await tx.delete(submissionScreenshots).where(eq(submissionScreenshots.submissionId, id));
}

/**
 * Rejects a pending submission with a reason for the record (required, at
 * most MAX_REJECTION_REASON characters); its screenshots are deleted. ModerationError otherwise.
 */
export async function rejectSubmission(
  db: Database,
  id: number,
  reviewerId: string,
  reason: string,
): Promise<void> {
  const trimmed = checkedReason(reason, "rejection");
  await db.transaction(async (tx) => {
    await pendingSubmission(tx, id);
    await tx
      .update(benchmarkSubmissions)
      .set({
        status: "rejected",
        rejectionReason: trimmed,
        reviewedAt: new Date(),
        reviewedBy: reviewerId,
      })
      .where(eq(benchmarkSubmissions.id, id));
    await deleteScreenshotsOf(tx, id);
  });
}

/**
 * Revokes an approved submission with a reason for the record (required, at
 * most MAX_REJECTION_REASON characters): its visitor result is deleted, the
 * submission becomes `revoked` (with when and why), and the CPU's overall
 * score is recomputed, in one transaction recorded as a catalog change, so
 * every shown figure is as it was before the approval. ModerationError: no
 * such submission, or it is not approved (pending, rejected, already revoked).
 */
export async function revokeSubmission(db: Database, id: number, reason: string): Promise<void> {
  const trimmed = checkedReason(reason, "revocation");
  await changeCatalog(db, async (tx, changed) => {
    const submission = await lockedSubmission(tx, id);
    if (submission.status !== "approved")
      throw new ModerationError(
        "not-approved",
        `Submission ${id} is ${submission.status}: only an approved result can be revoked.`,
      );
    if (submission.resultId !== null)
      await tx.delete(benchmarkResults).where(eq(benchmarkResults.id, submission.resultId));
    await tx
      .update(benchmarkSubmissions)
      .set({
        status: "revoked",
        resultId: null,
        revokedAt: new Date(),
        revocationReason: trimmed,
      })
      .where(eq(benchmarkSubmissions.id, id));
    await deleteScreenshotsOf(tx, id);
    if (submission.cpuId !== null) {
      await recomputeOverallScore(tx, submission.cpuId);
      changed.add(submission.cpuId);
    }
  });
}

/**
 * The submission's CPU as the site shows it apart from the submission's own
 * result: the stored CPU with every result but the one its approval added
 * (for a pending submission, exactly what the site shows). What the review
 * page compares the submitted result with (see reviewFlags). Null when the
 * CPU was deleted since.
 */
export async function cpuApartFromSubmission(
  db: Database,
  submission: Pick<BenchmarkSubmission, "cpuId" | "resultId">,
): Promise<Cpu | null> {
  if (submission.cpuId === null) return null;
  const [row] = await db.select().from(cpus).where(eq(cpus.id, submission.cpuId));
  if (!row) return null;
  const { createdAt: _c, updatedAt: _u, ...record } = row;
  const results = await db
    .select(RESULT_COLUMNS)
    .from(benchmarkResults)
    .where(
      and(
        eq(benchmarkResults.cpuId, submission.cpuId),
        submission.resultId === null ? undefined : ne(benchmarkResults.id, submission.resultId),
      ),
    );
  return toCpu(record, results);
}

/** The two inboxes, issue reports and contact messages, share their status columns. */
type InboxTable = typeof issueReports | typeof contactMessages;

/**
 * A page of an inbox's items with a status, and how many there are: open ones
 * oldest first, resolved ones newest first.
 */
async function inboxItems<T extends InboxTable>(
  db: Database,
  table: T,
  status: MessageStatus,
  page: number,
): Promise<ModerationPage<T["$inferSelect"]>> {
  // Drizzle types a select from a concrete table (here the union), not from a type parameter.
  const from = table as InboxTable;
  const [counted] = await db.select({ n: count() }).from(from).where(eq(table.status, status));
  const total = counted?.n ?? 0;
  const window = pageWindow(total, page, MODERATION_PAGE_SIZE);
  const rows = await db
    .select()
    .from(from)
    .where(eq(table.status, status))
    .orderBy(status === "open" ? asc(table.createdAt) : desc(table.createdAt), asc(table.id))
    .limit(MODERATION_PAGE_SIZE)
    .offset(window.offset);
  return { rows, total, page: window.page, pageCount: window.pageCount };
}

/** Marks an inbox item resolved (again: no change). False when there is no such item. */
async function markResolved(db: Database, table: InboxTable, id: number): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ status: "resolved", resolvedAt: sql`coalesce(${table.resolvedAt}, now())` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

export function listReports(
  db: Database,
  status: MessageStatus = "open",
  page = 1,
): Promise<ModerationPage<IssueReport>> {
  return inboxItems(db, issueReports, status, page);
}

export function resolveReport(db: Database, id: number): Promise<boolean> {
  return markResolved(db, issueReports, id);
}

export function listMessages(
  db: Database,
  status: MessageStatus = "open",
  page = 1,
): Promise<ModerationPage<ContactMessage>> {
  return inboxItems(db, contactMessages, status, page);
}

export function resolveMessage(db: Database, id: number): Promise<boolean> {
  return markResolved(db, contactMessages, id);
}
