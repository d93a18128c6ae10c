import { Form, Link } from "react-router";
import { dangerButton, formatDateTime, inputClass, primaryButton, textLink } from "./admin-ui";
import {
  points,
  signedPercent,
  type ModerationIntent,
  type ReviewView,
  type SubmissionView,
} from "./submission-review";

// The parts of the review page of one submission (/admin/submissions/:id).

/** The submission as it was sent, and what was done to it. */
export function SubmissionDetails({ submission: s }: { submission: SubmissionView }) {
  return (
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
  );
}

/**
 * The CPU's shown figure next to the submitted one, with the difference and
 * what the review rule flags (more than 20% away, or inconsistent with the
 * CPU's other benchmarks).
 */
export function ReviewComparison({
  review,
  submission,
}: {
  review: ReviewView;
  submission: SubmissionView;
}) {
  const { current, differencePercent: difference, flags } = review;
  const { result: submitted, benchmark } = submission;
  const approved = submission.status === "approved";
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

/** The screenshots sent with the result, each linked to the full image. */
export function Screenshots({ submission: s }: { submission: SubmissionView }) {
  return (
    <>
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
    </>
  );
}

/**
 * What the moderation forms need: the submission, the longest reason, whether
 * a step is under way, and the message when the action refused the reason.
 */
interface ModerationProps {
  submission: SubmissionView;
  maxReason: number;
  busy: boolean;
  reasonError: string | null;
}

/** A pending result's two ways: approve it, or reject it with a reason. */
export function ModerateSection({ submission: s, maxReason, busy, reasonError }: ModerationProps) {
  return (
    <section aria-labelledby="moderate" className="mt-8">
      <h2 id="moderate" className="text-xl font-semibold">
        Moderate
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-6 md:grid-cols-2">
        <ModerationForm intent="approve" label="Approve" buttonClass={primaryButton} busy={busy}>
          <p className="text-gray-700">
            Approving adds this result to {s.cpuName}’s verified {s.benchmark} visitor results. It
            never changes a published figure; where none is published, the visitors’ median is
            shown.
          </p>
        </ModerationForm>
        <ModerationForm intent="reject" label="Reject" buttonClass={dangerButton} busy={busy}>
          <ReasonField
            id="reject-reason"
            label="Reason for rejecting (required)"
            labelClass="font-medium"
            maxReason={maxReason}
            error={reasonError}
          />
        </ModerationForm>
      </div>
    </section>
  );
}

const REVOKE_CONFIRMATION =
  "Revoke this result? Its visitor result is deleted and every figure recomputed.";

/** An approved result taken back, with a reason. */
export function RevokeSection({ submission: s, maxReason, busy, reasonError }: ModerationProps) {
  return (
    <section aria-labelledby="revoke" className="mt-8">
      <h2 id="revoke" className="text-xl font-semibold">
        Revoke
      </h2>
      <ModerationForm
        intent="revoke"
        label="Revoke"
        buttonClass={dangerButton}
        busy={busy}
        confirm={REVOKE_CONFIRMATION}
        className="mt-3 md:max-w-xl"
      >
        <p className="text-gray-700">
          Revoking deletes this visitor result: {s.cpuName}’s {s.benchmark} figures, its overall
          score and every page are as they were before it was approved.
        </p>
        <ReasonField
          id="revoke-reason"
          label="Reason for revoking (required)"
          labelClass="mt-3 block font-medium"
          maxReason={maxReason}
          error={reasonError}
        />
      </ModerationForm>
    </section>
  );
}

/** The required reason for rejecting or revoking, with the action's message when it was refused. */
function ReasonField({
  id,
  label,
  labelClass,
  maxReason,
  error,
}: {
  id: string;
  label: string;
  labelClass: string;
  maxReason: number;
  error: string | null;
}) {
  const invalid = error !== null;
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        required
        maxLength={maxReason}
        rows={3}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={inputClass}
      />
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * One way to moderate: what it does or asks for, then its button, which posts `intent`. With
 * `confirm`, the browser's confirm dialog asks first (without the script, the required reason
 * is the step).
 */
function ModerationForm({
  intent,
  label,
  buttonClass,
  busy,
  confirm,
  className = "",
  children,
}: {
  intent: ModerationIntent;
  label: string;
  buttonClass: string;
  busy: boolean;
  confirm?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      className={`rounded border border-gray-300 bg-white p-4${className ? ` ${className}` : ""}`}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
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
