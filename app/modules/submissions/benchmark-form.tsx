import { useLocation } from "react-router";
import { BENCHMARKS } from "~/modules/catalog/benchmarks";
import { useTranslation } from "~/modules/i18n/use-translation";
import {
  CpuSearchField,
  Field,
  fieldLabelling,
  inputClass,
  TextField,
  VisitorFormPage,
} from "./form-controls";
import { benchmarkPagePath, type cpuOption } from "./form-pages";
import { ScreenshotPicker } from "./screenshot-picker";
import {
  MAX_LENGTH,
  MAX_SCREENSHOT_MB,
  MAX_SCREENSHOTS,
  type BenchmarkField,
  type FormFailure,
} from "./submission-forms";

const SYSTEM_FIELDS = ["ram", "motherboard", "storage", "gpu"] as const;

const idOf = (field: BenchmarkField) => `benchmark-${field}`;

/** The benchmark result form: benchmark, result, CPU, test system and screenshots. */
export function BenchmarkForm({
  cpu,
  defaults,
  sent,
  available,
  failure,
}: {
  cpu: ReturnType<typeof cpuOption>;
  defaults: { benchmarkName: string };
  sent: boolean;
  available: boolean;
  failure: FormFailure<BenchmarkField> | undefined;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const values = { ...defaults, ...failure?.values };
  const errors = failure?.fieldErrors ?? {};
  const labels: Record<BenchmarkField, string> = {
    benchmarkName: t("forms.benchmark.benchmarkName"),
    result: t("forms.benchmark.result"),
    cpu: t("forms.benchmark.cpu"),
    ram: t("forms.benchmark.ram"),
    motherboard: t("forms.benchmark.motherboard"),
    storage: t("forms.benchmark.storage"),
    gpu: t("forms.benchmark.gpu"),
    screenshots: t("forms.benchmark.screenshots"),
  };
  const fieldOf = fieldLabelling(idOf, labels, errors);
  return (
    <VisitorFormPage
      form="benchmark"
      sent={sent}
      available={available}
      failure={failure}
      labels={labels}
      idOf={idOf}
      // The page's ?cpu= goes with the post, so the thank-you state keeps it.
      action={benchmarkPagePath(location.pathname, cpu?.id ?? null)}
      encType="multipart/form-data"
    >
      <Field {...fieldOf("benchmarkName")} required>
        {(control) => (
          <select {...control} defaultValue={values.benchmarkName} className={inputClass}>
            <option value="">{t("forms.benchmark.chooseBenchmark")}</option>
            {BENCHMARKS.map((b) => (
              <option key={b.id} value={b.id}>
                {t(`common.benchmark.${b.id}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Text with a numeric keyboard: a number input would drop a decimal comma unseen. */}
      <TextField
        {...fieldOf("result")}
        required
        help={t("forms.benchmark.resultHelp")}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={30}
        defaultValue={values.result}
        className={`${inputClass} tabular max-w-xs`}
      />
      <CpuSearchField {...fieldOf("cpu")} initial={cpu} />
      <fieldset className="space-y-4 rounded border border-gray-200 bg-white p-4">
        <legend className="px-1 font-semibold text-gray-900">{t("forms.benchmark.system")}</legend>
        {SYSTEM_FIELDS.map((field) => (
          <TextField
            key={field}
            {...fieldOf(field)}
            type="text"
            maxLength={MAX_LENGTH.system}
            defaultValue={values[field]}
            placeholder={t(`forms.benchmark.${field}Placeholder`)}
          />
        ))}
      </fieldset>
      <ScreenshotPicker
        id={idOf("screenshots")}
        label={labels.screenshots}
        help={t("forms.benchmark.screenshotsHint", {
          max: MAX_SCREENSHOT_MB,
          count: MAX_SCREENSHOTS,
        })}
        serverError={errors.screenshots}
      />
    </VisitorFormPage>
  );
}
