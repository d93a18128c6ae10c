import type { z } from "zod";
import type { MessageKey } from "~/modules/i18n/message-keys";
import {
  MAX_SCREENSHOT_MB,
  MAX_SCREENSHOTS,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MINUTES,
  type FormMessage,
} from "./submission-forms";

/**
 * Every message the visitor forms give about what was sent, in one place: the schemas, the form
 * reader, the upload checks and the screenshot picker take theirs from here. Each is a key of
 * the `forms` messages, worded in every language in `i18n/messages/<lang>/forms.ts`, with the
 * values its placeholders need; `{field}` is the field's label, filled in where it is shown.
 */

/** What the schemas (submission.schema.ts) say about a field, as their issues' messages. */
export const FIELD_ERRORS = {
  required: "forms.error.required",
  /** `{max}` comes from the issue (`too_big`). */
  tooLong: "forms.error.tooLong",
  /** `{character}` comes from the issue's params (http/text.ts). */
  controlCharacter: "forms.error.controlCharacter",
  email: "forms.error.email",
  benchmark: "forms.error.benchmark",
  result: "forms.error.result",
  /** `{max}` comes from the issue's params. */
  resultTooLarge: "forms.error.resultTooLarge",
  cpuUnknown: "forms.error.cpuUnknown",
  issueType: "forms.error.issueType",
  url: "forms.error.url",
} as const satisfies Record<string, MessageKey>;

/**
 * A field's first problem as its message: the issue's message is its key, and its placeholders'
 * values come from the issue (a length limit, or a custom check's params). Conform's
 * `formatError` for the visitor forms (parseVisitorForm).
 */
export function fieldMessage(issues: readonly z.core.$ZodIssue[]): FormMessage {
  const issue = issues[0]!;
  const key = issue.message as MessageKey;
  if (issue.code === "too_big") return { key, vars: { max: Number(issue.maximum) } };
  if (issue.code === "custom" && issue.params) return { key, vars: issue.params };
  return { key };
}

/** A screenshot that is no PNG, JPEG, GIF or WebP image (by its type in the browser, by its content on the server). */
export const screenshotTypeError = (name: string): FormMessage => ({
  key: "forms.error.screenshotType",
  vars: { name },
});

export const screenshotSizeError = (name: string): FormMessage => ({
  key: "forms.error.screenshotSize",
  vars: { name, max: MAX_SCREENSHOT_MB },
});

export const SCREENSHOT_COUNT_ERROR: FormMessage = {
  key: "forms.error.screenshotCount",
  vars: { max: MAX_SCREENSHOTS },
};

/** Problems with the form as a whole, shown above its fields. */
export const FORM_ERRORS = {
  /** The benchmark form's body past its limit (its screenshots). */
  tooLarge: {
    key: "forms.error.tooLarge",
    vars: { count: MAX_SCREENSHOTS, max: MAX_SCREENSHOT_MB },
  },
  /** A text-only form's body past its limit. */
  textTooLarge: { key: "forms.error.textTooLarge" },
  unreadable: { key: "forms.error.unreadable" },
  honeypot: { key: "forms.error.honeypot" },
  unavailable: { key: "forms.error.unavailable" },
  rateLimited: {
    key: "forms.error.rateLimited",
    vars: { max: RATE_LIMIT_MAX, minutes: RATE_LIMIT_WINDOW_MINUTES },
  },
  /** The site's storage for screenshots is full. */
  uploadQuota: { key: "forms.error.uploadQuota" },
} as const satisfies Record<string, FormMessage>;

/** The address's daily allowance for screenshots, used and allowed, in whole MB. */
export const uploadAddressQuotaError = (usedMb: number, maxMb: number): FormMessage => ({
  key: "forms.error.uploadAddressQuota",
  vars: { used: usedMb, max: maxMb },
});
