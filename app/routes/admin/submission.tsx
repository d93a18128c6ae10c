import { data, Form, Link, redirect, useNavigation } from "react-router";
import { logger } from "~/logger.server";
import { adminHeaders, requireAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import {
  AdminPage,
  ErrorNotice,
  dangerButton,
  formatDateTime,
  inputClass,
  primaryButton,
  textLink,
} from "~/modules/admin/admin-ui";
import { formDataOrNull } from "~/modules/admin/form-data.server";
import { parseRowId } from "~/modules/admin/moderation-params";
import { benchmarkById } from "~/modules/catalog/benchmarks";
import {
  approveSubmission,
  getSubmission,
  MAX_REJECTION_REASON,
  ModerationError,
  rejectSubmission,
  type ModerationErrorCode,
} from "~/modules/submissions/moderation.server";
import type { Route } from "./+types/submission";

export const headers = adminHeaders;
export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Submission ${params.submissionId}`);

const notFound = () => data("Submission not found", { status: 404, headers: adminHeaders() });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin, db } = await requireAdmin(request, context);
  const id = parseRowId(params.submissionId);
  const submission = id === null ? null : await getSubmission(db, id);
  if (!submission) throw notFound();
  return {
    email: admin.email,
    maxReason: MAX_REJECTION_REASON,
    submission: {
      id: submission.id,
      status: submission.status,
      benchmark: benchmarkById(submission.benchmark)?.label ?? submission.benchmark,
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
      screenshots: submission.screenshots.map((s) => ({
        id: s.id,
        name: s.originalName,
        sizeKb: Math.ceil(s.sizeBytes / 1024),
      })),
    },
  };
}

const STATUS_OF_ERROR: Record<ModerationErrorCode, 400 | 404 | 409> = {
  "not-found": 404,
  "already-reviewed": 409,
  "cpu-missing": 409,
  "reason-required": 400,
};

/** Approve or reject (with a reason), then back to the queue with what was done. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, db } = await requireAdmin(request, context);
  const id = parseRowId(params.submissionId);
  if (id === null) throw notFound();
  const form = await formDataOrNull(request);
  const intent = form?.get("intent");
  const reason = form?.get("reason");
  const refused = (message: string, status: number, field?: "reason") =>
    data({ message, field: field ?? null }, { status, headers: adminHeaders() });
  try {
    if (intent === "approve") await approveSubmission(db, id, admin.userId);
    else if (intent === "reject")
      await rejectSubmission(db, id, admin.userId, typeof reason === "string" ? reason : "");
    else return refused("Choose Approve or Reject.", 400);
  } catch (error) {
    if (error instanceof ModerationError)
      return refused(
        error.message,
        STATUS_OF_ERROR[error.code],
        error.code === "reason-required" ? "reason" : undefined,
      );
    logger.error({ err: error, submissionId: id }, "Admin: moderating a submission failed");
    return refused("The database did not accept the change, so nothing was changed.", 503);
  }
  const outcome = intent === "approve" ? "approved" : "rejected";
  return redirect(`/admin/submissions?reviewed=${id}&outcome=${outcome}`, {
    headers: adminHeaders(),
  });
}

export default function SubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, submission: s, maxReason } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reasonInvalid = actionData?.field === "reason";
  return (
    <AdminPage title={`Benchmark submission #${s.id}`} email={email}>
      <p className="mt-2">
        <Link to={`/admin/submissions?status=${s.status}`} className={textLink}>
          Back to the {s.status} submissions
        </Link>
      </p>
      {actionData && !reasonInvalid && <ErrorNotice>{actionData.message}</ErrorNotice>}
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 rounded border border-gray-300 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Status</dt>
        <dd>
          {s.status}
          {s.reviewedAt && ` (${formatDateTime(s.reviewedAt)} UTC)`}
        </dd>
        {s.rejectionReason && (
          <>
            <dt className="font-medium">Rejection reason</dt>
            <dd className="whitespace-pre-wrap">{s.rejectionReason}</dd>
          </>
        )}
        <dt className="font-medium">CPU</dt>
        <dd>
          {s.cpuId ? (
            <Link to={`/cpus/${s.cpuId}`} className={textLink}>
              {s.cpuName}
            </Link>
          ) : (
            `${s.cpuName} (no longer in the catalog)`
          )}
        </dd>
        <dt className="font-medium">Benchmark</dt>
        <dd>{s.benchmark}</dd>
        <dt className="font-medium">Result</dt>
        <dd className="tabular">{s.result.toLocaleString("en-US")} points</dd>
        {s.system.map((item) => (
          <div key={item.label} className="contents">
            <dt className="font-medium">{item.label}</dt>
            <dd>{item.value ?? "Not given"}</dd>
          </div>
        ))}
        <dt className="font-medium">Page language</dt>
        <dd>{s.language}</dd>
        <dt className="font-medium">Received</dt>
        <dd>{formatDateTime(s.createdAt)} UTC</dd>
      </dl>

      <h2 className="mt-8 text-xl font-semibold">Screenshots</h2>
      {s.screenshots.length === 0 ? (
        <p className="mt-2 text-gray-700">No screenshots were sent with this result.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {s.screenshots.map((shot, i) => (
            <li key={shot.id} className="rounded border border-gray-300 bg-white p-2">
              <a href={`/admin/screenshots/${shot.id}`} className={textLink}>
                <img
                  src={`/admin/screenshots/${shot.id}`}
                  alt={`Screenshot ${i + 1} of submission ${s.id}: ${shot.name}`}
                  className="h-auto max-h-96 w-full object-contain"
                  loading="lazy"
                />
              </a>
              <p className="mt-1 text-sm text-gray-700">
                {shot.name}, {shot.sizeKb.toLocaleString("en-US")} KB
              </p>
            </li>
          ))}
        </ul>
      )}

      {s.status === "pending" && (
        <section aria-labelledby="moderate" className="mt-8">
          <h2 id="moderate" className="text-xl font-semibold">
            Moderate
          </h2>
          <div className="mt-3 grid grid-cols-1 gap-6 md:grid-cols-2">
            <ModerationForm
              intent="approve"
              label="Approve"
              buttonClass={primaryButton}
              busy={busy}
            >
              <p className="text-gray-700">
                Approving adds this result to {s.cpuName}’s {s.benchmark} score as one more verified
                sample.
              </p>
            </ModerationForm>
            <ModerationForm intent="reject" label="Reject" buttonClass={dangerButton} busy={busy}>
              <label htmlFor="reject-reason" className="font-medium">
                Reason for rejecting (required)
              </label>
              <textarea
                id="reject-reason"
                name="reason"
                required
                maxLength={maxReason}
                rows={3}
                aria-invalid={reasonInvalid || undefined}
                aria-describedby={reasonInvalid ? "reject-reason-error" : undefined}
                className={inputClass}
              />
              {reasonInvalid && (
                <p id="reject-reason-error" className="mt-1 text-sm font-medium text-red-800">
                  {actionData.message}
                </p>
              )}
            </ModerationForm>
          </div>
        </section>
      )}
    </AdminPage>
  );
}

/** One way to moderate: what it does or asks for, then its button, which posts `intent`. */
function ModerationForm({
  intent,
  label,
  buttonClass,
  busy,
  children,
}: {
  intent: "approve" | "reject";
  label: string;
  buttonClass: string;
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="rounded border border-gray-300 bg-white p-4">
      {children}
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={`mt-3 ${buttonClass}`}
      >
        {label}
      </button>
    </Form>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
