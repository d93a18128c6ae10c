import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useTranslation, type PageTranslator } from "~/modules/i18n/use-translation";
import { HONEYPOT_FIELD, type FormFailure, type FormMessage } from "./submission-forms";

/** A message with the field's label for `{field}` (as in "{field} is required."). */
export function messageText(t: PageTranslator["t"], message: FormMessage, label = ""): string {
  return t(message.key, { field: label, ...message.vars });
}

const controlClass =
  "w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";
export const inputClass = `${controlClass} bg-white text-gray-900`;
/** A field the visitor reads but cannot change (the issue report's page address). */
export const readOnlyInputClass = `${controlClass} bg-gray-100 text-gray-700`;

/** What a control needs to be tied to its label, help and error. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A labelled form field: the required marker, a help text and the field's
 * error, tied to the control with aria-describedby and aria-invalid.
 */
export function Field({
  id,
  name,
  label,
  required = false,
  help,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  error?: FormMessage;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-gray-900">
        {label}{" "}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : (
          <span className="text-sm font-normal text-gray-700">({t("forms.optional")})</span>
        )}
      </label>
      {help && (
        <p id={helpId} className="mt-0.5 text-sm text-gray-700">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {messageText(t, error, label)}
        </p>
      )}
      <div className="mt-1">
        {children({
          id,
          name,
          required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
        })}
      </div>
    </div>
  );
}

/**
 * The refused form's problems at the top, each field's linked to it, focused
 * when it appears so that keyboard and screen reader users start there.
 */
export function ErrorSummary<F extends string>({
  failure,
  labels,
  idOf,
}: {
  failure: FormFailure<F> | undefined;
  labels: Record<F, string>;
  idOf: (field: F) => string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) box.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const fieldErrors = Object.entries(failure.fieldErrors) as [F, FormMessage][];
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="form-errors-title"
      className="mt-6 rounded border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <h2 id="form-errors-title" className="font-semibold">
        {t("forms.summary.title")}
      </h2>
      {failure.formError && <p className="mt-1">{messageText(t, failure.formError)}</p>}
      {fieldErrors.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fieldErrors.map(([field, message]) => (
            <li key={field}>
              <a href={`#${idOf(field)}`} className="underline hover:decoration-2">
                {messageText(t, message, labels[field])}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SuccessMessage({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="mt-6 rounded border border-green-700 bg-green-50 p-4 font-medium text-green-900"
    >
      {text}
    </p>
  );
}

/** Shown instead of letting visitors fill in a form that cannot be stored. */
export function UnavailableNotice() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="mt-6 rounded border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      {t("forms.unavailableNotice")}
    </p>
  );
}

export function RequiredNote() {
  const { t } = useTranslation();
  return <p className="text-sm text-gray-700">{t("forms.requiredNote")}</p>;
}

/**
 * The honeypot: off screen, out of the tab order and never autofilled, so
 * only a program filling in every field it finds fills it in.
 */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="form-website">{t("forms.honeypot")}</label>
      <input
        id="form-website"
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

const pathOf = (url: string) => new URL(url, "http://site").pathname;

/**
 * The submit button: disabled and reading `pendingLabel` from the moment the
 * form is posted to `action` until the answer (or the page it redirects to)
 * is shown.
 */
export function SubmitButton({
  action,
  label,
  pendingLabel,
}: {
  action: string;
  label: string;
  pendingLabel: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction !== undefined &&
    pathOf(navigation.formAction) === pathOf(action);
  return (
    <button
      type="submit"
      disabled={pending}
      className="rounded bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-wait disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
