import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ErrorNotice, inputClass, primaryButton, secondaryButton, textLink } from "./admin-ui";
import type { CpuFormErrors, CpuFormField, CpuFormSection, CpuFormValues } from "./cpu-form";

const controlId = (name: string) => `cpu-${name.replace(".", "-")}`;

/**
 * The add and edit form: every CPU field and benchmark score in the spec's
 * sections. The server validates with cpuInputSchema; its messages appear in
 * a summary (focused, so it is read out) and beside each field, and the
 * entered values are kept.
 */
export function CpuEditor({
  sections,
  values,
  errors,
  submitLabel,
}: {
  sections: CpuFormSection[];
  values: CpuFormValues;
  errors: CpuFormErrors | undefined;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors) summary.current?.focus();
  }, [errors]);
  const labels = new Map(sections.flatMap((s) => s.fields.map((f) => [f.name, f.label])));
  const problems = Object.entries(errors ?? {});

  return (
    <Form method="post" className="mt-6" noValidate>
      {problems.length > 0 && (
        <div ref={summary} tabIndex={-1} className="outline-none">
          <ErrorNotice>
            <h2 className="font-semibold">
              The CPU was not saved.{" "}
              {problems.length === 1 ? "1 field needs" : `${problems.length} fields need`}{" "}
              attention:
            </h2>
            <ul className="mt-2 list-disc pl-5">
              {problems.map(([name, message]) => (
                <li key={name}>
                  {name === "form" ? (
                    message
                  ) : (
                    <a href={`#${controlId(name)}`} className="underline underline-offset-2">
                      {name === "scores" ? "Benchmark scores" : (labels.get(name) ?? name)}:{" "}
                      {message}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </ErrorNotice>
        </div>
      )}
      <p className="mt-4 text-sm text-gray-700">
        Fields marked (required) must be filled in. Leave any other field empty when the value is
        not known: the site then shows the spec’s default, marked as estimated.
      </p>
      {sections.map((section) => (
        <fieldset
          key={section.id}
          id={section.id === "scores" ? controlId("scores") : undefined}
          tabIndex={section.id === "scores" ? -1 : undefined}
          aria-describedby={
            section.id === "scores" && errors?.scores ? controlId("scores-error") : undefined
          }
          className="mt-6 rounded border border-gray-300 bg-white p-4"
        >
          <legend className="px-1 text-lg font-semibold">{section.title}</legend>
          {section.hint && <p className="text-sm text-gray-700">{section.hint}</p>}
          {section.id === "scores" && errors?.scores && (
            <p id={controlId("scores-error")} className="mt-2 font-medium text-red-800">
              {errors.scores}
            </p>
          )}
          <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.fields.map((field) => (
              <FieldControl
                key={field.name}
                field={field}
                value={values[field.name] ?? ""}
                error={errors?.[field.name]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? "Saving..." : submitLabel}
        </button>
        <Link to="/admin" className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function FieldControl({
  field,
  value,
  error,
}: {
  field: CpuFormField;
  value: string;
  error: string | undefined;
}) {
  const id = controlId(field.name);
  const hintId = field.hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    defaultValue: value,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {field.label}
        {field.unit && <span className="font-normal text-gray-700"> ({field.unit})</span>}
        {field.required && <span className="font-normal text-gray-700"> (required)</span>}
      </label>
      {field.kind === "yesNo" ? (
        <select {...common}>
          <option value="">Unknown</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      ) : field.kind === "choice" ? (
        <select {...common}>
          <option value="">{field.required ? "Choose…" : "Unknown"}</option>
          {field.choices?.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : field.kind === "text" ? (
        <input {...common} type="text" />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.kind === "integer" ? "numeric" : "decimal"}
          autoComplete="off"
        />
      )}
      {error && (
        <p id={errorId!} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {field.hint && (
        <p id={hintId!} className="mt-1 text-sm text-gray-700">
          {field.hint}
        </p>
      )}
    </div>
  );
}

/** Links under the edit form's title. */
export function PublicPageLink({ id }: { id: string }) {
  return (
    <p className="mt-2">
      <Link to={`/cpus/${id}`} className={textLink}>
        View the public page
      </Link>
    </p>
  );
}
