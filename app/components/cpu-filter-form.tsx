import type { ReactNode } from "react";
import { Form } from "react-router";
import type { CpuFilterFormData } from "~/modules/catalog/cpu-filters";
import { useTranslation } from "~/modules/i18n/use-translation";

const NUMBERS = [
  ["yearFrom", "filters.yearFrom"],
  ["yearTo", "filters.yearTo"],
  ["coresMin", "filters.coresMin"],
  ["coresMax", "filters.coresMax"],
  ["maxPower", "filters.maxPower"],
  ["maxPrice", "filters.maxPrice"],
] as const;

/**
 * The filter set rankings and the catalog share (catalog/cpu-filters.ts) and the page's sort: a
 * GET form, so it works before (or without) the page's script. `hidden` carries what the form
 * keeps but does not show (the catalog's benchmark); `children` follow the Apply button.
 */
export function CpuFilterForm({
  idPrefix,
  action,
  label,
  form,
  hidden = [],
  children,
}: {
  /** Makes the fields' ids unique on the page: `ranking-brand`, `catalog-brand`. */
  idPrefix: string;
  /** The localised path the form is sent to. */
  action: string;
  /** The form's accessible name. */
  label: string;
  form: CpuFilterFormData;
  hidden?: readonly (readonly [string, string])[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { values } = form;
  const fieldClass =
    "mt-1 block min-h-10 max-w-full rounded border border-gray-400 bg-white px-2 py-1.5";
  const labelClass = "text-sm font-medium text-gray-900";
  const selects = [
    {
      name: "brand",
      label: t("common.brand"),
      options: form.brandOptions.map((o) => ({ value: o.value, label: o.brand })),
    },
    {
      name: "type",
      label: t("common.type"),
      options: form.typeOptions.map((o) => ({
        value: o.value,
        label: t(`common.type.${o.type}`),
      })),
    },
    {
      name: "socket",
      label: t("specs.field.socket"),
      options: form.socketOptions.map((s) => ({ value: s, label: s })),
    },
  ] as const;
  return (
    <Form
      // A new set of defaults whenever the URL's filters change (Back, a link).
      key={JSON.stringify(values)}
      method="get"
      action={action}
      preventScrollReset
      aria-label={label}
      className="mt-6 flex flex-wrap items-end gap-4 rounded border border-gray-200 bg-white p-4"
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {selects.map((select) => (
        <div key={select.name} className="max-w-full min-w-0">
          <label htmlFor={`${idPrefix}-${select.name}`} className={labelClass}>
            {select.label}
          </label>
          <select
            id={`${idPrefix}-${select.name}`}
            name={select.name}
            defaultValue={values[select.name]}
            className={fieldClass}
          >
            <option value="">{t("common.all")}</option>
            {select.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {NUMBERS.map(([name, text]) => (
        <div key={name}>
          <label htmlFor={`${idPrefix}-${name}`} className={labelClass}>
            {t(text)}
          </label>
          <input
            id={`${idPrefix}-${name}`}
            name={name}
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={values[name]}
            className={`${fieldClass} w-28`}
          />
        </div>
      ))}
      <div className="max-w-full min-w-0">
        <label htmlFor={`${idPrefix}-sort`} className={labelClass}>
          {t("filters.sort")}
        </label>
        <select
          id={`${idPrefix}-sort`}
          name="sort"
          defaultValue={values.sort}
          className={fieldClass}
        >
          {form.sortOptions.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {t(sort.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          className="min-h-10 rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
        >
          {t("filters.apply")}
        </button>
        {children}
      </div>
    </Form>
  );
}
