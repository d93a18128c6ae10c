import { Link } from "react-router";
import { SUBMISSION_STATUSES } from "~/modules/submissions/statuses";
import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import {
  AdminPage,
  StatusTabs,
  SuccessNotice,
  formatDateTime,
  textLink,
} from "~/modules/admin/admin-ui";
import { parseRowId, statusFilter } from "~/modules/admin/moderation-params";
import { benchmarkById } from "~/modules/catalog/benchmarks";
import { listSubmissions } from "~/modules/submissions/moderation.server";
import type { Route } from "./+types/submissions";

export const headers = adminHeaders;
export const meta = () => adminMeta("Benchmark submissions");

const STATUS_LABELS = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  revoked: "Revoked",
} as const;
const OUTCOMES = ["approved", "rejected", "revoked"] as const;
type Outcome = (typeof OUTCOMES)[number];
const OUTCOME_TEXT: Record<Outcome, string> = {
  approved: "approved: its result is now one of the CPU's verified visitor results.",
  rejected: "rejected.",
  revoked: "revoked: its visitor result was deleted and the CPU's figures recomputed.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const params = new URL(request.url).searchParams;
  // Pending first: the queue is the work to do; the other statuses are its history.
  const status = statusFilter(params, SUBMISSION_STATUSES, "pending");
  const reviewed = parseRowId(params.get("reviewed"));
  const outcome = OUTCOMES.find((o) => o === params.get("outcome"));
  return {
    email: admin.email,
    status,
    notice: reviewed !== null && outcome ? { id: reviewed, outcome } : null,
    submissions: (await listSubmissions(db, status)).map((s) => ({
      id: s.id,
      cpuName: s.cpuName,
      cpuId: s.cpuId,
      benchmark: benchmarkById(s.benchmark)?.label ?? s.benchmark,
      result: s.result,
      screenshots: s.screenshotCount,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

export default function Submissions({ loaderData }: Route.ComponentProps) {
  const { email, status, notice, submissions } = loaderData;
  return (
    <AdminPage title="Benchmark submissions" email={email}>
      {notice && (
        <SuccessNotice>
          Submission {notice.id} {OUTCOME_TEXT[notice.outcome]}
        </SuccessNotice>
      )}
      <StatusTabs
        label="Submission status"
        path="/admin/submissions"
        statuses={SUBMISSION_STATUSES}
        current={status}
        labels={STATUS_LABELS}
      />
      {submissions.length === 0 ? (
        <p className="mt-4 rounded border border-gray-300 bg-white p-4">
          No {STATUS_LABELS[status].toLowerCase()} submissions.
        </p>
      ) : (
        <div className="relative mt-4 overflow-x-auto rounded border border-gray-300 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{STATUS_LABELS[status]} benchmark submissions</caption>
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
                  <td className="tabular px-3 py-2 text-right">
                    {s.result.toLocaleString("en-US")}
                  </td>
                  <td className="tabular px-3 py-2 text-right">{s.screenshots}</td>
                  <td className="px-3 py-2">{formatDateTime(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
