import { data, redirect, type AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import type { Language } from "~/modules/i18n/languages";
import { logger } from "~/logger.server";
import { clientAddress } from "~/modules/auth/client-request";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { readFormBody } from "~/modules/http/read-body.server";
import { addressHash, FormRefusedError, isRateLimited, type FormKind } from "./rate-limit.server";
import type { Validation } from "./submission.schema";
import type { SenderInfo } from "./submissions.server";
import {
  HONEYPOT_FIELD,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MINUTES,
  SENT_PARAM,
  type FormFailure,
  type FormMessage,
} from "./submission-forms";

/** One visitor form: its fields, how it is checked and how it is stored. */
export interface VisitorForm<F extends string, T> {
  kind: FormKind;
  /** The text fields, shown back to the visitor when the form is refused. */
  textFields: readonly F[];
  /** The largest request accepted, and what the visitor is told past it. */
  maxBytes: number;
  tooLarge: FormMessage;
  /** Checks the entered text (and any files) without storing anything. */
  validate(
    values: Partial<Record<F, string>>,
    form: FormData,
    lang: Language,
  ): Promise<Validation<F, T>>;
  save(db: Database, data: T, sender: SenderInfo): Promise<unknown>;
}

export type FormPostOutcome<F extends string, T> =
  | { ok: true; data: T }
  | { ok: false; status: 400 | 413 | 429 | 503 | 507; failure: FormFailure<F> };

const text = (entry: FormDataEntryValue | null) => (typeof entry === "string" ? entry : "");

/**
 * Handles a post of a visitor form, in the order that tells the visitor the
 * most useful thing first: a form too large or unreadable (413/400), the
 * honeypot (400), the fields (400), the database being down (503), the
 * address's rate limit (429); then stores it. Nothing is stored unless every
 * check passes, and a failure to store answers 503, never a crash.
 */
async function handleFormPost<F extends string, T>(
  form: VisitorForm<F, T>,
  { request, db, lang }: { request: Request; db: Database | null; lang: Language },
): Promise<FormPostOutcome<F, T>> {
  const refuse = (
    status: 400 | 413 | 429 | 503 | 507,
    values: Partial<Record<F, string>>,
    formError: FormMessage | null,
    fieldErrors: FormFailure<F>["fieldErrors"] = {},
  ): FormPostOutcome<F, T> => ({ ok: false, status, failure: { values, fieldErrors, formError } });

  const read = await readFormBody(request, { maxBytes: form.maxBytes, multipart: true });
  if (!read.ok)
    return read.status === 413
      ? refuse(413, {}, form.tooLarge)
      : read.status === 503
        ? refuse(503, {}, { key: "forms.error.unavailable" })
        : refuse(400, {}, { key: "forms.error.unreadable" });
  const posted = read.form;

  const values = Object.fromEntries(
    form.textFields.map((f) => [f, text(posted.get(f))]),
  ) as Partial<Record<F, string>>;
  if (text(posted.get(HONEYPOT_FIELD)) !== "")
    return refuse(400, values, { key: "forms.error.honeypot" });

  const checked = await form.validate(values, posted, lang);
  if (!checked.ok) return refuse(400, values, null, checked.fieldErrors);

  if (!db) return refuse(503, values, { key: "forms.error.unavailable" });
  try {
    // The visitor's address as the server saw it (behind TRUST_PROXY proxies: as they saw it).
    const hash = addressHash(clientAddress(request));
    if (await isRateLimited(db, form.kind, hash))
      return refuse(429, values, {
        key: "forms.error.rateLimited",
        vars: { max: RATE_LIMIT_MAX, minutes: RATE_LIMIT_WINDOW_MINUTES },
      });
    await form.save(db, checked.data, { language: lang, addressHash: hash });
  } catch (error) {
    // The per-address limit and the upload quotas are checked again as the form is stored.
    if (error instanceof FormRefusedError) return refuse(error.status, values, error.formMessage);
    logger.error({ err: error, form: form.kind }, "Storing a visitor form failed");
    return refuse(503, values, { key: "forms.error.unavailable" });
  }
  return { ok: true, data: checked.data };
}

/**
 * A visitor form page's action: the refused form with its status, or once it
 * is stored a 303 to `sentPage` (this page with `?sent=1` unless told
 * otherwise), so that reloading the page does not post the form again.
 */
export async function answerFormPost<F extends string, T>(
  form: VisitorForm<F, T>,
  {
    request,
    params,
    context,
  }: { request: Request; params: { lang?: string }; context: AppLoadContext },
  sentPage: (pathname: string, stored: T) => string = (pathname) => `${pathname}?${SENT_PARAM}=1`,
) {
  const lang = pageLanguage(params);
  const outcome = await handleFormPost(form, { request, db: context.db, lang });
  if (!outcome.ok) return data(outcome.failure, { status: outcome.status });
  return redirect(sentPage(new URL(request.url).pathname, outcome.data), 303);
}
