import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { AdminPage, PageLinks, StatusTabs } from "~/modules/admin/admin-ui";
import { StatusTotal, statusPageHref } from "~/modules/admin/moderation-list";
import { pageParam } from "~/modules/admin/moderation-params";
import { queueStatus, submissionQueue } from "~/modules/admin/submission-queue";
import {
  EmptyQueue,
  ReviewedNotice,
  SUBMISSION_STATUS_LABELS,
  SubmissionTable,
} from "~/modules/admin/submissions-list";
import { listSubmissions } from "~/modules/submissions/moderation.server";
import { SUBMISSION_STATUSES } from "~/modules/submissions/statuses";
import type { Route } from "./+types/submissions";

const PATH = "/admin/submissions";

export const headers = adminHeaders;
export const meta = () => adminMeta("Benchmark submissions");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const params = url.searchParams;
  const status = queueStatus(params);
  const listed = await listSubmissions(db, status, pageParam(params.get("page")));
  return { email: admin.email, ...submissionQueue(params, status, listed) };
}

export default function Submissions({ loaderData }: Route.ComponentProps) {
  const { email, status, notice, total, page, pageCount, submissions } = loaderData;
  return (
    <AdminPage title="Benchmark submissions" email={email}>
      {notice && <ReviewedNotice {...notice} />}
      <StatusTabs
        label="Submission status"
        path={PATH}
        statuses={SUBMISSION_STATUSES}
        current={status}
        labels={SUBMISSION_STATUS_LABELS}
      />
      {submissions.length > 0 && <StatusTotal total={total} noun="submission" />}
      {submissions.length === 0 ? (
        <EmptyQueue status={status} />
      ) : (
        <SubmissionTable status={status} submissions={submissions} />
      )}
      <PageLinks label="Pages" page={page} pages={pageCount} href={statusPageHref(PATH, status)} />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
