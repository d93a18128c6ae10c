import { useLocation } from "react-router";
import { BENCHMARKS } from "~/modules/catalog/benchmarks";
import { useTranslation } from "~/modules/i18n/use-translation";
import {
  CpuSearchField,
  inputClass,
  SelectField,
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
  return (
    <VisitorFormPage
      form="benchmark"
      sent={sent}
      available={available}
      failure={failure}
      defaultValue={defaults}
      labels={labels}
      // The page's ?cpu= goes with the post, so the thank-you state keeps it.
      action={benchmarkPagePath(location.pathname, cpu?.id ?? null)}
      encType="multipart/form-data"
    >
      <SelectField
        name="benchmarkName"
        label={labels.benchmarkName}
        required
        options={[
          { value: "", text: t("forms.benchmark.chooseBenchmark") },
          ...BENCHMARKS.map((b) => ({ value: b.id, text: t(`common.benchmark.${b.id}`) })),
        ]}
      />
      {/* Text with a numeric keyboard: a number input would drop a decimal comma unseen. */}
      <TextField
        name="result"
        label={labels.result}
        required
        help={t("forms.benchmark.resultHelp")}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={30}
        className={`${inputClass} tabular max-w-xs`}
      />
      <CpuSearchField name="cpu" label={labels.cpu} initial={cpu} />
      <fieldset className="space-y-4 rounded border border-gray-200 bg-white p-4">
        <legend className="px-1 font-semibold text-gray-900">{t("forms.benchmark.system")}</legend>
        {SYSTEM_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={labels[field]}
            type="text"
            maxLength={MAX_LENGTH.system}
            placeholder={t(`forms.benchmark.${field}Placeholder`)}
          />
        ))}
      </fieldset>
      <ScreenshotPicker
        label={labels.screenshots}
        help={t("forms.benchmark.screenshotsHint", {
          max: MAX_SCREENSHOT_MB,
          count: MAX_SCREENSHOTS,
        })}
      />
    </VisitorFormPage>
  );
}
