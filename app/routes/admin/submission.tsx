import { Link, useNavigation } from "react-router";
import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { AdminPage, ErrorNotice, textLink } from "~/modules/admin/admin-ui";
import { formDataOrNull } from "~/modules/admin/form-data.server";
import { parseRowId } from "~/modules/admin/moderation-params";
import {
  moderateSubmission,
  submissionNotFound,
} from "~/modules/admin/submission-moderation.server";
import {
  ModerateSection,
  ReviewComparison,
  RevokeSection,
  Screenshots,
  SubmissionDetails,
} from "~/modules/admin/submission-page";
import { submissionReview } from "~/modules/admin/submission-review";
import {
  cpuApartFromSubmission,
  getSubmission,
  MAX_REJECTION_REASON,
} from "~/modules/submissions/moderation.server";
import type { Route } from "./+types/submission";

export const headers = adminHeaders;
export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Submission ${params.submissionId}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const id = parseRowId(params.submissionId);
  const submission = id === null ? null : await getSubmission(db, id);
  if (!submission) throw submissionNotFound();
  const cpu = await cpuApartFromSubmission(db, submission);
  return {
    email: admin.email,
    maxReason: MAX_REJECTION_REASON,
    ...submissionReview(submission, cpu),
  };
}

/**
 * Approve or reject (with a reason) a pending result, or revoke (with a
 * reason) an approved one; then back to the list with what was done.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const id = parseRowId(params.submissionId);
  if (id === null) throw submissionNotFound();
  return moderateSubmission(db, admin.userId, id, await formDataOrNull(request));
}

export default function SubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, submission: s, maxReason, review } = loaderData;
  const busy = useNavigation().state === "submitting";
  const reasonError = actionData?.field === "reason" ? actionData.message : null;
  const moderation = { submission: s, maxReason, busy, reasonError };
  return (
    <AdminPage title={`Benchmark submission #${s.id}`} email={email}>
      <p className="mt-2">
        <Link to={`/admin/submissions?status=${s.status}`} className={textLink}>
          Back to the {s.status} submissions
        </Link>
      </p>
      {actionData && reasonError === null && <ErrorNotice>{actionData.message}</ErrorNotice>}
      <SubmissionDetails submission={s} />
      {review && <ReviewComparison review={review} submission={s} />}
      <Screenshots submission={s} />
      {s.status === "pending" && <ModerateSection {...moderation} />}
      {s.status === "approved" && <RevokeSection {...moderation} />}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
