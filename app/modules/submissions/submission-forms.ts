import type { SubmissionResult } from "@conform-to/react";
import type { MessageKey } from "~/modules/i18n/message-keys";

/** Screenshots per benchmark submission. */
export const MAX_SCREENSHOTS = 5;
/** Spec section 9's hint, enforced: 10 MB per screenshot. */
export const MAX_SCREENSHOT_MB = 10;
export const MAX_SCREENSHOT_BYTES = MAX_SCREENSHOT_MB * 1024 * 1024;
/** The image types a screenshot may be, recognised by their content on the server. */
export const SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

/** The name of the screenshots' file input. */
export const SCREENSHOTS_FIELD = "screenshots";
/**
 * The honeypot: a field people never see and bots fill in. Named like a
 * field a bot expects on a contact form.
 */
export const HONEYPOT_FIELD = "website";

/** Visitors at one address may store this many forms of one kind per window. */
export const RATE_LIMIT_MAX = 5;
export const RATE_LIMIT_WINDOW_MINUTES = 10;

/** Longest accepted text of each kind of field. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  subject: 200,
  longText: 5000,
  system: 200,
  url: 2000,
} as const;

/** The highest score accepted, as for the operator's CPU data. */
export const MAX_RESULT = 10_000_000;

export const BENCHMARK_FIELDS = [
  "benchmarkName",
  "result",
  "cpu",
  "ram",
  "motherboard",
  "storage",
  "gpu",
] as const;
export const ISSUE_FIELDS = [
  "name",
  "email",
  "issueType",
  "subject",
  "description",
  "url",
] as const;
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

export type BenchmarkField = (typeof BENCHMARK_FIELDS)[number] | typeof SCREENSHOTS_FIELD;
export type IssueField = (typeof ISSUE_FIELDS)[number];
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A message for the visitor: a translation key and its placeholders' values. */
export interface FormMessage {
  key: MessageKey;
  vars?: Record<string, string | number>;
}

/** What the page shows after a refused post: the entered text and what is wrong. */
export interface FormFailure<F extends string> {
  values: Partial<Record<F, string>>;
  fieldErrors: Partial<Record<F, FormMessage>>;
  /** A problem with the form as a whole (spam checks, size, the service). */
  formError: FormMessage | null;
}

/**
 * A refused post as Conform's `lastResult` for the form's useForm: the entered text (none when
 * the body could not be read, so the form's starting values stay), each field's message by
 * name, and the form's own under "" (Conform's name for the form), in the order they are shown.
 */
export function failureResult<F extends string>(
  failure: FormFailure<F>,
): SubmissionResult<FormMessage> {
  const error: Record<string, FormMessage> = failure.formError ? { "": failure.formError } : {};
  Object.assign(error, failure.fieldErrors);
  const values = Object.entries<string | undefined>(failure.values).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return {
    status: "error",
    initialValue: values.length > 0 ? Object.fromEntries(values) : undefined,
    error,
  };
}

/** The query parameter the success redirect adds (`?sent=1`). */
export const SENT_PARAM = "sent";

/** The visitor forms by the name their texts have in the messages (`forms.<name>.title`). */
export type VisitorFormName = "benchmark" | "issue" | "contact";
