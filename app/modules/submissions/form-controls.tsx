import {
  FormProvider,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useField,
  useForm,
  type FieldMetadata,
  type FormMetadata,
} from "@conform-to/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { CpuCombobox, type CpuOption } from "~/components/cpu-combobox";
import { useTranslation, type PageTranslator } from "~/modules/i18n/use-translation";
import {
  failureResult,
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

/** A visitor form's text by field name. */
type VisitorFormValues = Record<string, string>;
/** A visitor form's field as Conform describes it: its id, name, starting text and error. */
type VisitorField = FieldMetadata<string, VisitorFormValues, FormMessage>;

/** How a control is tied to its label's marker, help and error (help first, then the error). */
export interface ControlAria {
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The attributes a field component sets itself, so its callers cannot. */
type OwnAttributes = keyof ControlAria | "id" | "name" | "form" | "type" | "defaultValue";

/**
 * A labelled field of the form around it (VisitorFormPage): the required marker, a help text
 * and the field's error from the last post (Conform's useField), tied to the control with
 * aria-describedby and aria-invalid. `error` replaces the post's error once the field checks
 * itself (the screenshot picker): null for none.
 */
export function Field({
  name,
  label,
  required = false,
  help,
  error,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  error?: FormMessage | null;
  children: (field: VisitorField, aria: ControlAria) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const [field] = useField<string, VisitorFormValues, FormMessage>(name);
  const shown = error === undefined ? field.errors : (error ?? undefined);
  const helpId = `${field.id}-help`;
  const describedBy = [help ? helpId : null, shown ? field.errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={field.id} className="block font-medium text-gray-900">
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
      {shown && (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {messageText(t, shown, label)}
        </p>
      )}
      <div className="mt-1">
        {children(field, {
          required,
          "aria-invalid": shown ? true : undefined,
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
  name,
  label,
  initial,
}: FieldLabel & { initial: CpuOption | null }) {
  const { t } = useTranslation();
  const [field] = useField<string, VisitorFormValues, FormMessage>(name);
  const [selected, setSelected] = useState<CpuOption | null>(initial);
  return (
    <div id={field.id}>
      <CpuCombobox label={label} selected={selected} onSelect={setSelected} />
      <input type="hidden" name={field.name} value={selected?.id ?? ""} />
      {field.errors && (
        <p id={field.errorId} className="text-sm font-medium text-red-700">
          {messageText(t, field.errors, label)}
        </p>
      )}
    </div>
  );
}

/** One of a form's fields: its name (also its control's id after the form's) and its label. */
export interface FieldLabel {
  name: string;
  label: string;
}

interface FieldOptions {
  required?: boolean;
  help?: string;
}

/** A labelled one-line input; it takes any input attribute but those the field ties to it. */
export function TextField({
  name,
  label,
  required,
  help,
  type,
  className = inputClass,
  ...input
}: FieldLabel &
  FieldOptions & { type: "text" | "email" | "url" } & Omit<
    React.ComponentProps<"input">,
    OwnAttributes
  >) {
  return (
    <Field name={name} label={label} required={required} help={help}>
      {(field, aria) => (
        <input
          {...getInputProps(field, { type, ariaAttributes: false })}
          {...aria}
          {...input}
          className={className}
        />
      )}
    </Field>
  );
}

/** A labelled text area; it takes any textarea attribute but those the field ties to it. */
export function TextAreaField({
  name,
  label,
  required,
  help,
  ...textarea
}: FieldLabel & FieldOptions & Omit<React.ComponentProps<"textarea">, OwnAttributes>) {
  return (
    <Field name={name} label={label} required={required} help={help}>
      {(field, aria) => (
        <textarea
          {...getTextareaProps(field, { ariaAttributes: false })}
          {...aria}
          {...textarea}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** A labelled choice of `options` (value and text); it starts at the form's value for it. */
export function SelectField({
  name,
  label,
  required,
  options,
}: FieldLabel & FieldOptions & { options: readonly { value: string; text: string }[] }) {
  return (
    <Field name={name} label={label} required={required}>
      {(field, aria) => (
        <select
          {...getSelectProps(field, { ariaAttributes: false })}
          {...aria}
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Who is writing, as the issue report and the contact form ask for it. */
export function SenderFields({ labels }: { labels: { name: string; email: string } }) {
  return (
    <>
      <TextField
        name="name"
        label={labels.name}
        required
        type="text"
        autoComplete="name"
        maxLength={MAX_LENGTH.name}
      />
      <TextField
        name="email"
        label={labels.email}
        required
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
      />
    </>
  );
}

/**
 * The refused form's problems at the top (Conform's errors from the last post), each field's
 * linked to it, focused when they appear so that keyboard and screen reader users start there.
 */
function ErrorSummary<F extends string>({
  form,
  labels,
}: {
  form: FormMetadata<VisitorFormValues, FormMessage>;
  labels: Record<F, string>;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // By field name in the order the server gave them; "" is the form's own.
  const errors = form.allErrors;
  const { "": formError, ...byField } = errors;
  const fieldErrors = Object.entries(byField) as [F, FormMessage][];
  const fields = form.getFieldset();
  const shown = formError !== undefined || fieldErrors.length > 0;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [errors, shown]);
  if (!shown) return null;
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
      {formError && <p className="mt-1">{messageText(t, formError)}</p>}
      {fieldErrors.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fieldErrors.map(([field, message]) => (
            <li key={field}>
              <a href={`#${fields[field]!.id}`} className="underline hover:decoration-2">
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
 * last post was stored or that forms cannot be stored now, then the form
 * (VisitorFormBody) with `children` as its fields.
 */
export function VisitorFormPage<F extends string>({
  form,
  sent,
  available,
  failure,
  ...body
}: {
  form: VisitorFormName;
  sent: boolean;
  available: boolean;
  failure: FormFailure<F> | undefined;
  defaultValue?: Partial<Record<F, string>>;
  labels: Record<F, string>;
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
      {/* A new key after each successful post empties the form and its state, as the spec's reset does. */}
      <VisitorFormBody key={sent ? location.key : "form"} form={form} failure={failure} {...body} />
    </article>
  );
}

/**
 * The form itself, with Conform's useForm: the server validates each post (the fields' rules
 * need the catalog and the page's language), and its answer is the form's `lastResult`, whose
 * entered text and errors the fields show (Field). Without the script the page the post
 * answers with shows the same. The form's id names its fields' ids (`benchmark-result`).
 */
function VisitorFormBody<F extends string>({
  form: name,
  failure,
  defaultValue,
  labels,
  action,
  encType,
  children,
}: {
  form: VisitorFormName;
  failure: FormFailure<F> | undefined;
  defaultValue?: Partial<Record<F, string>>;
  labels: Record<F, string>;
  action: string;
  encType?: "multipart/form-data";
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  // One result per answer: Conform takes a new object for a new post.
  const lastResult = useMemo(() => failure && failureResult(failure), [failure]);
  const [form] = useForm<VisitorFormValues, VisitorFormValues, FormMessage>({
    id: name,
    lastResult,
    defaultValue,
  });
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <FormProvider context={form.context}>
        <Form
          {...getFormProps(form, { ariaAttributes: false })}
          method="post"
          encType={encType}
          action={action}
          className="relative mt-6 space-y-5"
        >
          <RequiredNote />
          {children}
          <Honeypot />
          <SubmitButton
            action={action}
            label={t(`forms.${name}.submit`)}
            pendingLabel={t(`forms.${name}.submitting`)}
          />
        </Form>
      </FormProvider>
    </>
  );
}
