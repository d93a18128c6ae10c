import {
  FormProvider,
  getFormProps,
  getInputProps,
  getSelectProps,
  useField,
  useForm,
} from "@conform-to/react";
import { useEffect, useMemo, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ErrorNotice, inputClass, primaryButton, secondaryButton, textLink } from "./admin-ui";
import {
  cpuFormResult,
  nestedFormValues,
  SCORES_HINT,
  type CpuFormErrors,
  type CpuFormField,
  type CpuFormSection,
  type CpuFormValues,
  type NestedFormValues,
} from "./cpu-form";

const controlId = (name: string) => `cpu-${name.replaceAll(".", "-")}`;

/** A field's name in the error summary: a figure's part names its benchmark too. */
function summaryLabel(section: CpuFormSection, field: CpuFormField): string {
  if (section.kind !== "score" || field.label === section.title) return field.label;
  return `${section.title}: ${field.label}`;
}

/**
 * The add and edit form: every CPU field in the spec's sections, the
 * specification source, and each benchmark's published figure with its
 * provenance, with Conform's useForm. The server validates with cpuInputSchema
 * (parseCpuForm); a refused save is the form's `lastResult`, whose messages
 * appear in a summary (focused, so it is read out) and beside each field, and
 * whose entered values are kept. `values` are the form's starting values.
 */
export function CpuEditor({
  sections,
  values,
  refused,
  submitLabel,
}: {
  sections: CpuFormSection[];
  values: CpuFormValues;
  refused: { values: CpuFormValues; errors: CpuFormErrors } | undefined;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // One result per answer: Conform takes a new object for a new save.
  const lastResult = useMemo(() => refused && cpuFormResult(refused), [refused]);
  const [form] = useForm<NestedFormValues, NestedFormValues, string>({
    id: "cpu",
    lastResult,
    defaultValue: nestedFormValues(values),
  });
  // By control name in the order the server gave them; "" is the whole form's.
  const errors = form.allErrors;
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0) summary.current?.focus();
  }, [errors]);
  const labels = new Map(
    sections.flatMap((s) => s.fields.map((f) => [f.name, summaryLabel(s, f)] as const)),
  );
  const problems = Object.entries(errors);
  const fieldSections = sections.filter((s) => s.kind === "fields");
  const scoreSections = sections.filter((s) => s.kind === "score");

  return (
    <Form {...getFormProps(form, { ariaAttributes: false })} method="post" className="mt-6">
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
                  {name === "" ? (
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
        Fields marked (required) must be filled in. Leave any other field empty when no source
        publishes the value: the site then shows it as not published.
      </p>
      <FormProvider context={form.context}>
        {fieldSections.map((section) => (
          <FormSection key={section.id} section={section} />
        ))}
        <section aria-labelledby={controlId("scores")} className="mt-8">
          <h2 id={controlId("scores")} tabIndex={-1} className="text-xl font-semibold outline-none">
            Benchmark scores
          </h2>
          <p className="mt-1 text-sm text-gray-700">{SCORES_HINT}</p>
          {errors.scores && (
            <p id={controlId("scores-error")} className="mt-2 font-medium text-red-800">
              {errors.scores}
            </p>
          )}
          {scoreSections.map((section) => (
            <FormSection key={section.id} section={section} />
          ))}
        </section>
      </FormProvider>
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

/** One fieldset: a spec section, the specification source, or one benchmark's figure. */
function FormSection({ section }: { section: CpuFormSection }) {
  return (
    <fieldset
      id={controlId(section.id)}
      className="mt-6 rounded border border-gray-300 bg-white p-4"
    >
      <legend className="px-1 text-lg font-semibold">{section.title}</legend>
      {section.hint && <p className="text-sm text-gray-700">{section.hint}</p>}
      <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.fields.map((field) => (
          <FieldControl key={field.name} field={field} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One control with its label, error and hint: its starting text and error from the form's
 * Conform state (useField), its id from the control name with dots as hyphens.
 */
function FieldControl({ field }: { field: CpuFormField }) {
  const [meta] = useField<string, NestedFormValues, string>(field.name);
  const error = meta.errors;
  const id = controlId(field.name);
  const hintId = field.hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const common = {
    id,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    className: inputClass,
  } as const;
  const choices = (unknown: string, choices: readonly string[]) => (
    <select {...getSelectProps(meta, { ariaAttributes: false })} {...common}>
      <option value="">{unknown}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {field.choiceLabels?.[choice] ?? choice}
        </option>
      ))}
    </select>
  );
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {field.label}
        {field.unit && <span className="font-normal text-gray-700"> ({field.unit})</span>}
        {field.required && <span className="font-normal text-gray-700"> (required)</span>}
      </label>
      {field.kind === "yesNo" ? (
        <select {...getSelectProps(meta, { ariaAttributes: false })} {...common}>
          <option value="">Unknown</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      ) : field.kind === "choice" ? (
        choices(field.required ? "Choose…" : "Unknown", field.choices ?? [])
      ) : field.kind === "url" ? (
        <input
          {...getInputProps(meta, { type: "url", ariaAttributes: false })}
          {...common}
          inputMode="url"
          autoComplete="off"
        />
      ) : field.kind === "date" ? (
        <input {...getInputProps(meta, { type: "date", ariaAttributes: false })} {...common} />
      ) : field.kind === "text" ? (
        <input {...getInputProps(meta, { type: "text", ariaAttributes: false })} {...common} />
      ) : (
        <input
          {...getInputProps(meta, { type: "text", ariaAttributes: false })}
          {...common}
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
