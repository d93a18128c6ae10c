import { data, redirect, type AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import type { Language } from "~/modules/i18n/languages";
import { logger } from "~/logger.server";
import { clientAddress } from "~/modules/auth/client-request";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { readFormStream } from "~/modules/http/form-stream.server";
import { addressHash, FormRefusedError, isRateLimited, type FormKind } from "./rate-limit.server";
import { ScreenshotUpload } from "./screenshots.server";
import type { Validation } from "./submission.schema";
import type { SenderInfo } from "./submissions.server";
import { FORM_ERRORS } from "./form-messages";
import { HONEYPOT_FIELD, SENT_PARAM, type FormFailure, type FormMessage } from "./submission-forms";

/** One visitor form: its fields, how it is checked and how it is stored. */
export interface VisitorForm<F extends string, T> {
  kind: FormKind;
  /** The text fields, shown back to the visitor when the form is refused. */
  textFields: readonly F[];
  /** The largest request accepted, and what the visitor is told past it. */
  maxBytes: number;
  tooLarge: FormMessage;
  /**
   * The file input whose files stream into the database as they arrive (ScreenshotUpload);
   * file parts of other forms and fields are read and dropped.
   */
  uploadField?: string;
  /** Checks the entered text (and the uploaded files' checks) without storing anything. */
  validate(
    values: Partial<Record<F, string>>,
    form: FormData,
    lang: Language,
    upload: ScreenshotUpload | null,
  ): Promise<Validation<F, T>>;
  /** Stores the form; an upload's files become part of it in the same transaction. */
  save(
    db: Database,
    data: T,
    sender: SenderInfo,
    upload: ScreenshotUpload | null,
  ): Promise<unknown>;
}

/** The text of any form: all fields together, and each one (far above every field's limit). */
const MAX_TEXT_BYTES = 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;
/** Parts of a form: its fields and files, with room to spare. */
const MAX_PARTS = 100;

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
 *
 * The body is read as it arrives (readFormStream): text fields are kept (each limited), and
 * a form's files go into the database as their bytes come in (ScreenshotUpload), where no
 * page sees them until the form is stored with them. Limits that refuse the whole form (the
 * body's size, the upload quotas) answer at once, without reading the rest; whatever ends the
 * request without storing the form (a refusal, a failure, a client that went away) deletes
 * what the upload wrote.
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
  const valuesOf = (posted: FormData) =>
    Object.fromEntries(form.textFields.map((f) => [f, text(posted.get(f))])) as Partial<
      Record<F, string>
    >;

  // The visitor's address as the server saw it (behind TRUST_PROXY proxies: as they saw it).
  const hash = addressHash(clientAddress(request));
  let upload: ScreenshotUpload | null = null;
  /** Known before the body is read when the form has files: a limited address stores none. */
  let limited: boolean | null = null;
  let databaseFailed = false;
  let stored = false;
  const posted = new FormData();
  try {
    if (db && form.uploadField) {
      try {
        limited = await isRateLimited(db, form.kind, hash);
        if (!limited) upload = await ScreenshotUpload.start(db, hash);
      } catch (error) {
        logger.error({ err: error, form: form.kind }, "Preparing an upload failed");
        databaseFailed = true;
      }
    }
    let read: Awaited<ReturnType<typeof readFormStream>>;
    try {
      read = await readFormStream(
        request,
        {
          maxBytes: form.maxBytes,
          maxTextBytes: MAX_TEXT_BYTES,
          maxFieldBytes: MAX_FIELD_BYTES,
          maxParts: MAX_PARTS,
        },
        {
          form: posted,
          onFile: async (file) => {
            if (upload && file.field === form.uploadField)
              await upload.receive(file.filename, file.bytes);
          },
        },
      );
    } catch (error) {
      // A quota passed while a file streamed in: refused at once, the rest never read.
      if (error instanceof FormRefusedError)
        return refuse(error.status, valuesOf(posted), error.formMessage);
      logger.error({ err: error, form: form.kind }, "Receiving a visitor form failed");
      return refuse(503, valuesOf(posted), FORM_ERRORS.unavailable);
    }
    if (!read.ok)
      return read.status === 413
        ? refuse(413, {}, form.tooLarge)
        : refuse(400, {}, FORM_ERRORS.unreadable);

    const values = valuesOf(posted);
    if (text(posted.get(HONEYPOT_FIELD)) !== "") return refuse(400, values, FORM_ERRORS.honeypot);

    const checked = await form.validate(values, posted, lang, upload);
    if (!checked.ok) return refuse(400, values, null, checked.fieldErrors);

    if (!db || databaseFailed) return refuse(503, values, FORM_ERRORS.unavailable);
    try {
      if (limited ?? (await isRateLimited(db, form.kind, hash)))
        return refuse(429, values, FORM_ERRORS.rateLimited);
      await form.save(db, checked.data, { language: lang, addressHash: hash }, upload);
      stored = true;
    } catch (error) {
      // The per-address limit and the upload quotas are checked again as the form is stored.
      if (error instanceof FormRefusedError) return refuse(error.status, values, error.formMessage);
      logger.error({ err: error, form: form.kind }, "Storing a visitor form failed");
      return refuse(503, values, FORM_ERRORS.unavailable);
    }
    return { ok: true, data: checked.data };
  } finally {
    if (upload && stored) upload.finish();
    else if (upload)
      await upload.discard().catch((error: unknown) => {
        // Left for sweepAbandonedUploads; no page shows it meanwhile.
        logger.error({ err: error, form: form.kind }, "Deleting a refused upload failed");
      });
  }
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
    url,
    params,
    context,
  }: { request: Request; url: URL; params: { lang?: string }; context: AppLoadContext },
  sentPage: (pathname: string, stored: T) => string = (pathname) => `${pathname}?${SENT_PARAM}=1`,
) {
  const lang = pageLanguage(params);
  const outcome = await handleFormPost(form, { request, db: context.db, lang });
  if (!outcome.ok) return data(outcome.failure, { status: outcome.status });
  return redirect(sentPage(url.pathname, outcome.data), 303);
}
