import { Link } from "react-router";
import type { SubmissionStatus } from "~/modules/submissions/moderation.server";
import { SuccessNotice, formatDateTime, textLink } from "./admin-ui";
import type { QueuedSubmission, SubmissionOutcome } from "./submission-queue";

/** The list's status tabs, and the words its caption and empty state use. */
export const SUBMISSION_STATUS_LABELS = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  revoked: "Revoked",
} as const satisfies Record<SubmissionStatus, string>;

const OUTCOME_TEXT: Record<SubmissionOutcome, string> = {
  approved: "approved: its result is now one of the CPU's verified visitor results.",
  rejected: "rejected.",
  revoked: "revoked: its visitor result was deleted and the CPU's figures recomputed.",
};

/** What the review page just did to submission `id`. */
export function ReviewedNotice({ id, outcome }: { id: number; outcome: SubmissionOutcome }) {
  return (
    <SuccessNotice>
      Submission {id} {OUTCOME_TEXT[outcome]}
    </SuccessNotice>
  );
}

export function EmptyQueue({ status }: { status: SubmissionStatus }) {
  return (
    <p className="mt-4 rounded border border-gray-300 bg-white p-4">
      No {SUBMISSION_STATUS_LABELS[status].toLowerCase()} submissions.
    </p>
  );
}

/** The submissions with one status, each linked to its review page. */
export function SubmissionTable({
  status,
  submissions,
}: {
  status: SubmissionStatus;
  submissions: readonly QueuedSubmission[];
}) {
  return (
    <div className="relative mt-4 overflow-x-auto rounded border border-gray-300 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {SUBMISSION_STATUS_LABELS[status]} benchmark submissions
        </caption>
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className="px-3 py-2">
              Submission
            </th>
            <th scope="col" className="px-3 py-2">
              CPU
            </th>
            <th scope="col" className="px-3 py-2">
              Benchmark
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Result
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Screenshots
            </th>
            <th scope="col" className="px-3 py-2">
              Received (UTC)
            </th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((s) => (
            <tr key={s.id} className="border-t border-gray-200">
              <th scope="row" className="px-3 py-2 font-medium">
                <Link to={`/admin/submissions/${s.id}`} className={textLink}>
                  Review #{s.id}
                </Link>
              </th>
              <td className="px-3 py-2">
                {s.cpuName}
                {s.cpuId === null && " (no longer in the catalog)"}
              </td>
              <td className="px-3 py-2">{s.benchmark}</td>
              <td className="tabular px-3 py-2 text-right">{s.result.toLocaleString("en-US")}</td>
              <td className="tabular px-3 py-2 text-right">{s.screenshots}</td>
              <td className="px-3 py-2">{formatDateTime(s.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
