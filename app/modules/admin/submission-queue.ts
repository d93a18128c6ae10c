import { benchmarkById, type BenchmarkId } from "~/modules/catalog/benchmarks";
import type {
  ModerationPage,
  SubmissionListItem,
  SubmissionStatus,
} from "~/modules/submissions/moderation.server";
import { SUBMISSION_STATUSES } from "~/modules/submissions/statuses";
import { parseRowId, statusFilter } from "./moderation-params";

/** A benchmark's name as the panel shows it: its label, or its id if it has none. */
export const benchmarkLabel = (id: BenchmarkId) => benchmarkById(id)?.label ?? id;

/** What a moderation step did, as the review page tells the list (`?outcome=`, afterModeration). */
const OUTCOMES = ["approved", "rejected", "revoked"] as const;
export type SubmissionOutcome = (typeof OUTCOMES)[number];

/**
 * The list's status from `?status=`: pending unless told otherwise, since the
 * queue is the work to do; the other statuses are its history.
 */
export function queueStatus(params: URLSearchParams): SubmissionStatus {
  return statusFilter(params, SUBMISSION_STATUSES, "pending");
}

/**
 * The submissions page's data: the status shown, the submission just
 * reviewed with what was done (`?reviewed=&outcome=`, both valid or no
 * notice), and `listed`, the page of submissions with that status (as the list
 * shows them), how many there are and which page of how many it is.
 */
export function submissionQueue(
  params: URLSearchParams,
  status: SubmissionStatus,
  listed: ModerationPage<SubmissionListItem>,
) {
  const reviewed = parseRowId(params.get("reviewed"));
  const outcome = OUTCOMES.find((o) => o === params.get("outcome"));
  return {
    status,
    notice: reviewed !== null && outcome ? { id: reviewed, outcome } : null,
    total: listed.total,
    page: listed.page,
    pageCount: listed.pageCount,
    submissions: listed.rows.map((s) => ({
      id: s.id,
      cpuName: s.cpuName,
      cpuId: s.cpuId,
      benchmark: benchmarkLabel(s.benchmark),
      result: s.result,
      screenshots: s.screenshotCount,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

export type QueuedSubmission = ReturnType<typeof submissionQueue>["submissions"][number];
