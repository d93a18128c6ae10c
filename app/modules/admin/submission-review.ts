import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import type {
  ModerationErrorCode,
  SubmissionDetail,
} from "~/modules/submissions/moderation.server";
import {
  differencePercent,
  reviewFlags,
  type ReviewedCpu,
  type ReviewFlag,
} from "~/modules/submissions/review";
import { benchmarkLabel, type SubmissionOutcome } from "./submission-queue";

/**
 * The review page of one benchmark submission (/admin/submissions/:id): its
 * data, the words it puts on the review rule's flags, and where each
 * moderation step leads. Pure, so the page and its tests share it.
 */

/** "1,234 points": a figure as the review page shows it (rounded, English digits). */
export const points = (value: number) => `${Math.round(value).toLocaleString("en-US")} points`;

/** "+12.5%", "−3.0%" (a minus sign, not a hyphen) or "±0.0%". */
export const signedPercent = (value: number) =>
  `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value).toFixed(1)}%`;

/** What a review flag tells the operator, in the admin's language (English). */
export function flagText(flag: ReviewFlag, benchmark: BenchmarkId): string {
  switch (flag.kind) {
    case "far-from-current":
      return `${signedPercent(flag.differencePercent)} from the current ${
        flag.basis === "published" ? "published figure" : "visitors’ median"
      } (${points(flag.current)}): more than 20% away.`;
    case "single-above-multi": {
      const single = benchmark.endsWith("-single") ? benchmark : flag.other;
      const multi = benchmark.endsWith("-single") ? flag.other : benchmark;
      return `Single-core (${points(flag.single)}) above multi-core (${points(flag.multi)}): ${benchmarkLabel(single)} cannot exceed ${benchmarkLabel(multi)}.`;
    }
    case "ratio-above-threads":
      return `Multi-core is ${flag.ratio.toFixed(1)} × single-core (with ${benchmarkLabel(flag.other)}), above this CPU’s ${flag.threads} threads × 1.5 = ${flag.limit.toFixed(1)}.`;
  }
}

/**
 * The review page's data: the submission as the operator reads it, and
 * `cpu`, its CPU as shown apart from this result (cpuApartFromSubmission),
 * null when the CPU was deleted since.
 */
export function submissionReview(submission: SubmissionDetail, cpu: ReviewedCpu | null) {
  const shown = cpu?.scores[submission.benchmark] ?? null;
  return {
    submission: {
      id: submission.id,
      status: submission.status,
      benchmark: benchmarkLabel(submission.benchmark),
      result: submission.result,
      cpuId: submission.cpuId,
      cpuName: submission.cpuName,
      system: [
        { label: "RAM", value: submission.ram },
        { label: "Motherboard", value: submission.motherboard },
        { label: "Storage", value: submission.storage },
        { label: "GPU", value: submission.gpu },
      ],
      language: submission.language,
      createdAt: submission.createdAt.toISOString(),
      reviewedAt: submission.reviewedAt?.toISOString() ?? null,
      rejectionReason: submission.rejectionReason,
      revokedAt: submission.revokedAt?.toISOString() ?? null,
      revocationReason: submission.revocationReason,
      screenshots: submission.screenshots.map((s) => ({
        id: s.id,
        name: s.originalName,
        sizeKb: Math.ceil(s.sizeBytes / 1024),
      })),
    },
    /**
     * The CPU's shown figure of this benchmark apart from this result (for a
     * pending one, what the site shows now) and what the review rule flags.
     * Null when the CPU was deleted since.
     */
    review: cpu
      ? {
          current: shown && {
            value: shown.value,
            basis: shown.basis,
            sourceName: shown.published?.sourceName ?? null,
            sourceUrl: shown.published?.sourceUrl ?? null,
            recordedOn: shown.published?.recordedOn ?? null,
            visitorCount: shown.visitors?.count ?? 0,
          },
          differencePercent: shown ? differencePercent(submission.result, shown.value) : null,
          flags: reviewFlags(submission, cpu).map((flag) => flagText(flag, submission.benchmark)),
        }
      : null,
  };
}

export type SubmissionView = ReturnType<typeof submissionReview>["submission"];
export type ReviewView = NonNullable<ReturnType<typeof submissionReview>["review"]>;

/** What the page's forms post as `intent`. */
const INTENTS = ["approve", "reject", "revoke"] as const;
export type ModerationIntent = (typeof INTENTS)[number];

/** The posted `intent`, or null when it is none of the three. */
export function moderationIntent(value: unknown): ModerationIntent | null {
  return INTENTS.find((intent) => intent === value) ?? null;
}

const OUTCOME_OF_INTENT: Record<ModerationIntent, SubmissionOutcome> = {
  approve: "approved",
  reject: "rejected",
  revoke: "revoked",
};

/**
 * Where a moderation step leads, saying what was done: back to the queue
 * after approving or rejecting; to the revoked list after revoking.
 */
export function afterModeration(id: number, intent: ModerationIntent): string {
  const outcome = OUTCOME_OF_INTENT[intent];
  const list = outcome === "revoked" ? "status=revoked&" : "";
  return `/admin/submissions?${list}reviewed=${id}&outcome=${outcome}`;
}

const STATUS_OF_ERROR: Record<ModerationErrorCode, 400 | 404 | 409> = {
  "not-found": 404,
  "already-reviewed": 409,
  "not-approved": 409,
  "cpu-missing": 409,
  "reason-required": 400,
};

/** A refused moderation step's status, and the field it is about (a missing reason) if any. */
export function moderationRefusal(code: ModerationErrorCode): {
  status: 400 | 404 | 409;
  field: "reason" | null;
} {
  return { status: STATUS_OF_ERROR[code], field: code === "reason-required" ? "reason" : null };
}
