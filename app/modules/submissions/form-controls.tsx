import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { CpuCombobox, type CpuOption } from "~/components/cpu-combobox";
import { useTranslation, type PageTranslator } from "~/modules/i18n/use-translation";
import {
  HONEYPOT_FIELD,
  MAX_LENGTH,
  type FormFailure,
  type FormMessage,
  type VisitorFormName,
} from "./submission-forms";

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
 * The benchmark form's CPU: the home page's search (CpuCombobox, which asks
 * the server for suggestions) and the chosen CPU's id in a hidden field named
 * `name`. Without the script the search is a plain text field (`q`) that the
 * server matches to a CPU (cpu-field.server.ts). `initial` is the CPU the page
 * was opened for (`?cpu=`), or the one posted last.
 */
export function CpuSearchField({
  id,
  name,
  label,
  error,
  initial,
}: FieldLabelling & { initial: CpuOption | null }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<CpuOption | null>(initial);
  return (
    <div id={id}>
      <CpuCombobox label={label} selected={selected} onSelect={setSelected} />
      <input type="hidden" name={name} value={selected?.id ?? ""} />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {messageText(t, error, label)}
        </p>
      )}
    </div>
  );
}

/** What ties one of a form's fields to its control, label and error. */
export interface FieldLabelling {
  id: string;
  name: string;
  label: string;
  error?: FormMessage;
}

/** A form's fields by name, each with its control's id, its label and its error. */
export function fieldLabelling<F extends string>(
  idOf: (field: F) => string,
  labels: Record<F, string>,
  errors: Partial<Record<F, FormMessage>>,
): (field: F) => FieldLabelling {
  return (field) => ({ id: idOf(field), name: field, label: labels[field], error: errors[field] });
}

interface FieldOptions {
  required?: boolean;
  help?: string;
}

/** A labelled one-line input; it takes any input attribute but those the field ties to it. */
export function TextField({
  id,
  name,
  label,
  error,
  required,
  help,
  className = inputClass,
  ...input
}: FieldLabelling & FieldOptions & Omit<React.ComponentProps<"input">, keyof ControlProps>) {
  return (
    <Field id={id} name={name} label={label} required={required} help={help} error={error}>
      {(control) => <input {...control} {...input} className={className} />}
    </Field>
  );
}

/** A labelled text area; it takes any textarea attribute but those the field ties to it. */
export function TextAreaField({
  id,
  name,
  label,
  error,
  required,
  help,
  ...textarea
}: FieldLabelling & FieldOptions & Omit<React.ComponentProps<"textarea">, keyof ControlProps>) {
  return (
    <Field id={id} name={name} label={label} required={required} help={help} error={error}>
      {(control) => <textarea {...control} {...textarea} className={inputClass} />}
    </Field>
  );
}

/** Who is writing, as the issue report and the contact form ask for it. */
export function SenderFields({
  fieldOf,
  values,
}: {
  fieldOf: (field: "name" | "email") => FieldLabelling;
  values: { name?: string; email?: string };
}) {
  return (
    <>
      <TextField
        {...fieldOf("name")}
        required
        type="text"
        autoComplete="name"
        maxLength={MAX_LENGTH.name}
        defaultValue={values.name}
      />
      <TextField
        {...fieldOf("email")}
        required
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        defaultValue={values.email}
      />
    </>
  );
}

/**
 * The refused form's problems at the top, each field's linked to it, focused
 * when it appears so that keyboard and screen reader users start there.
 */
function ErrorSummary<F extends string>({
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

function SuccessMessage({ text }: { text: string }) {
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
function UnavailableNotice() {
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

function RequiredNote() {
  const { t } = useTranslation();
  return <p className="text-sm text-gray-700">{t("forms.requiredNote")}</p>;
}

/**
 * The honeypot: off screen, out of the tab order and never autofilled, so
 * only a program filling in every field it finds fills it in.
 */
function Honeypot() {
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
function SubmitButton({
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

/**
 * A visitor form's page: its title and introduction, the message that the
 * last post was stored or that forms cannot be stored now, the refused
 * form's problems, then the form with `children` as its fields.
 */
export function VisitorFormPage<F extends string>({
  form,
  sent,
  available,
  failure,
  labels,
  idOf,
  action,
  encType,
  children,
}: {
  form: VisitorFormName;
  sent: boolean;
  available: boolean;
  failure: FormFailure<F> | undefined;
  labels: Record<F, string>;
  idOf: (field: F) => string;
  action: string;
  encType?: "multipart/form-data";
  children: React.ReactNode;
}) {
  const { t, href } = useTranslation();
  const location = useLocation();
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold text-gray-900">{t(`forms.${form}.title`)}</h1>
      <p className="mt-3 text-gray-800">{t(`forms.${form}.intro`)}</p>
      {form === "benchmark" && (
        <p className="mt-2">
          <Link
            to={href("/methodology#visitor-results")}
            className="font-medium text-blue-800 underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {t("forms.benchmark.methodologyLink")}
          </Link>
        </p>
      )}
      {sent && !failure && <SuccessMessage text={t(`forms.${form}.sent`)} />}
      {!available && <UnavailableNotice />}
      <ErrorSummary failure={failure} labels={labels} idOf={idOf} />
      {/* A new key after each successful post empties the form, as the spec's reset does. */}
      <Form
        key={sent ? location.key : "form"}
        method="post"
        encType={encType}
        action={action}
        noValidate
        className="relative mt-6 space-y-5"
      >
        <RequiredNote />
        {children}
        <Honeypot />
        <SubmitButton
          action={action}
          label={t(`forms.${form}.submit`)}
          pendingLabel={t(`forms.${form}.submitting`)}
        />
      </Form>
    </article>
  );
}
