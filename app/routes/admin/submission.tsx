import { data, Form, Link, redirect, useNavigation } from "react-router";
import { logger } from "~/logger.server";
import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
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
import { benchmarkById, type BenchmarkId } from "~/modules/catalog/benchmarks";
import {
  approveSubmission,
  cpuApartFromSubmission,
  getSubmission,
  MAX_REJECTION_REASON,
  ModerationError,
  rejectSubmission,
  revokeSubmission,
  type ModerationErrorCode,
} from "~/modules/submissions/moderation.server";
import { differencePercent, reviewFlags, type ReviewFlag } from "~/modules/submissions/review";
import type { Route } from "./+types/submission";

export const headers = adminHeaders;
export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Submission ${params.submissionId}`);

const notFound = () => data("Submission not found", { status: 404, headers: adminHeaders() });

const labelOf = (id: BenchmarkId) => benchmarkById(id)?.label ?? id;
const points = (value: number) => `${Math.round(value).toLocaleString("en-US")} points`;
const signedPercent = (value: number) =>
  `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value).toFixed(1)}%`;

/** What a review flag tells the operator, in the admin's language (English). */
function flagText(flag: ReviewFlag, benchmark: BenchmarkId): string {
  switch (flag.kind) {
    case "far-from-current":
      return `${signedPercent(flag.differencePercent)} from the current ${
        flag.basis === "published" ? "published figure" : "visitors’ median"
      } (${points(flag.current)}): more than 20% away.`;
    case "single-above-multi": {
      const single = benchmark.endsWith("-single") ? benchmark : flag.other;
      const multi = benchmark.endsWith("-single") ? flag.other : benchmark;
      return `Single-core (${points(flag.single)}) above multi-core (${points(flag.multi)}): ${labelOf(single)} cannot exceed ${labelOf(multi)}.`;
    }
    case "ratio-above-threads":
      return `Multi-core is ${flag.ratio.toFixed(1)} × single-core (with ${labelOf(flag.other)}), above this CPU’s ${flag.threads} threads × 1.5 = ${flag.limit.toFixed(1)}.`;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const id = parseRowId(params.submissionId);
  const submission = id === null ? null : await getSubmission(db, id);
  if (!submission) throw notFound();
  const cpu = await cpuApartFromSubmission(db, submission);
  const shown = cpu?.scores[submission.benchmark] ?? null;
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

const STATUS_OF_ERROR: Record<ModerationErrorCode, 400 | 404 | 409> = {
  "not-found": 404,
  "already-reviewed": 409,
  "not-approved": 409,
  "cpu-missing": 409,
  "reason-required": 400,
};

/**
 * Approve or reject (with a reason) a pending result, or revoke (with a
 * reason) an approved one; then back to the list with what was done.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
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
    else if (intent === "revoke") {
      await revokeSubmission(db, id, typeof reason === "string" ? reason : "");
      logger.info({ submissionId: id, by: admin.userId }, "Admin: revoked an approved result");
    } else return refused("Choose Approve, Reject or Revoke.", 400);
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
  const outcome = intent === "approve" ? "approved" : intent === "reject" ? "rejected" : "revoked";
  // Back to the queue after approving or rejecting; to the revoked list after revoking.
  const list = outcome === "revoked" ? "status=revoked&" : "";
  return redirect(`/admin/submissions?${list}reviewed=${id}&outcome=${outcome}`, {
    headers: adminHeaders(),
  });
}

export default function SubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, submission: s, maxReason, review } = loaderData;
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
        {s.revokedAt && (
          <>
            <dt className="font-medium">Revoked</dt>
            <dd>{formatDateTime(s.revokedAt)} UTC</dd>
          </>
        )}
        {s.revocationReason && (
          <>
            <dt className="font-medium">Revocation reason</dt>
            <dd className="whitespace-pre-wrap">{s.revocationReason}</dd>
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

      {review && (
        <ReviewComparison
          review={review}
          submitted={s.result}
          approved={s.status === "approved"}
          benchmark={s.benchmark}
        />
      )}

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
                Approving adds this result to {s.cpuName}’s verified {s.benchmark} visitor results.
                It never changes a published figure; where none is published, the visitors’ median
                is shown.
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

      {s.status === "approved" && (
        <section aria-labelledby="revoke" className="mt-8">
          <h2 id="revoke" className="text-xl font-semibold">
            Revoke
          </h2>
          <RevokeForm busy={busy}>
            <p className="text-gray-700">
              Revoking deletes this visitor result: {s.cpuName}’s {s.benchmark} figures, its overall
              score and every page are as they were before it was approved.
            </p>
            <label htmlFor="revoke-reason" className="mt-3 block font-medium">
              Reason for revoking (required)
            </label>
            <textarea
              id="revoke-reason"
              name="reason"
              required
              maxLength={maxReason}
              rows={3}
              aria-invalid={reasonInvalid || undefined}
              aria-describedby={reasonInvalid ? "revoke-reason-error" : undefined}
              className={inputClass}
            />
            {reasonInvalid && (
              <p id="revoke-reason-error" className="mt-1 text-sm font-medium text-red-800">
                {actionData.message}
              </p>
            )}
          </RevokeForm>
        </section>
      )}
    </AdminPage>
  );
}

type Review = NonNullable<Route.ComponentProps["loaderData"]["review"]>;

/**
 * The CPU's shown figure next to the submitted one, with the difference and
 * what the review rule flags (more than 20% away, or inconsistent with the
 * CPU's other benchmarks).
 */
function ReviewComparison({
  review,
  submitted,
  approved,
  benchmark,
}: {
  review: Review;
  submitted: number;
  approved: boolean;
  benchmark: string;
}) {
  const { current, differencePercent: difference, flags } = review;
  return (
    <section aria-labelledby="comparison" className="mt-8">
      <h2 id="comparison" className="text-xl font-semibold">
        Compared with the CPU’s figures
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 rounded border border-gray-300 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Submitted</dt>
        <dd className="tabular">{points(submitted)}</dd>
        <dt className="font-medium">
          {approved ? "Shown figure apart from this result" : "Current shown figure"}
        </dt>
        <dd>
          {!current ? (
            `No ${benchmark} figure yet.`
          ) : (
            <>
              <span className="tabular">{points(current.value)}</span>
              {current.basis === "published" ? (
                <>
                  {", published by "}
                  {current.sourceUrl ? (
                    <a href={current.sourceUrl} className={textLink} rel="noreferrer">
                      {current.sourceName}
                    </a>
                  ) : (
                    current.sourceName
                  )}
                  {current.recordedOn && ` (${current.recordedOn})`}
                  {current.visitorCount > 0 &&
                    `; ${current.visitorCount} verified visitor result${current.visitorCount === 1 ? "" : "s"} beside it`}
                </>
              ) : (
                `, the median of ${current.visitorCount} verified visitor result${
                  current.visitorCount === 1 ? "" : "s"
                } (nothing published)`
              )}
            </>
          )}
        </dd>
        {difference !== null && (
          <>
            <dt className="font-medium">Difference</dt>
            <dd className="tabular">{signedPercent(difference)}</dd>
          </>
        )}
      </dl>
      {flags.length > 0 ? (
        <div
          role="alert"
          className="mt-3 rounded border-2 border-red-700 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">Flagged: check this result against its screenshots.</p>
          <ul className="mt-1 list-disc pl-5">
            {flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-3 text-gray-700">
          Within 20% of the current figure and consistent with the CPU’s other benchmarks.
        </p>
      )}
    </section>
  );
}

const REVOKE_CONFIRMATION =
  "Revoke this result? Its visitor result is deleted and every figure recomputed.";

/** Revoking asks the browser's confirm dialog first (without the script, the required reason is the step). */
function RevokeForm({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <Form
      method="post"
      className="mt-3 rounded border border-gray-300 bg-white p-4 md:max-w-xl"
      onSubmit={(event) => {
        if (!window.confirm(REVOKE_CONFIRMATION)) event.preventDefault();
      }}
    >
      {children}
      <button
        type="submit"
        name="intent"
        value="revoke"
        disabled={busy}
        className={`mt-3 ${dangerButton}`}
      >
        Revoke
      </button>
    </Form>
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
