import { useLocation } from "react-router";
import { BENCHMARKS, benchmarkById } from "~/modules/catalog/benchmarks";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { seoMeta } from "~/modules/seo/seo";
import {
  Field,
  fieldLabelling,
  inputClass,
  TextField,
  VisitorFormPage,
} from "~/modules/submissions/form-controls";
import { visitorFormPage } from "~/modules/submissions/form-page.server";
import { answerFormPost } from "~/modules/submissions/form-post.server";
import { ScreenshotPicker } from "~/modules/submissions/screenshot-picker";
import {
  cpuChoices,
  MAX_LENGTH,
  MAX_SCREENSHOT_MB,
  MAX_SCREENSHOTS,
  type BenchmarkField,
} from "~/modules/submissions/submission-forms";
import { benchmarkForm } from "~/modules/submissions/visitor-forms.server";
import type { Route } from "./+types/submit-benchmark";

const PATH = "/submit-benchmark";
const SYSTEM_FIELDS = ["ram", "motherboard", "storage", "gpu"] as const;

export function loader(args: Route.LoaderArgs) {
  const { params, request } = args;
  const cpu = new URL(request.url).searchParams.get("cpu") ?? "";
  return {
    ...visitorFormPage("benchmark", PATH, args),
    cpus: cpuChoices(getCatalog().cpus),
    defaults: {
      benchmarkName: benchmarkById(params.benchmarkName)?.id ?? "",
      cpu: findCpu(cpu) ? cpu : "",
    },
  };
}

export function action(args: Route.ActionArgs) {
  return answerFormPost(benchmarkForm, args);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const idOf = (field: BenchmarkField) => `benchmark-${field}`;

export default function SubmitBenchmark({ loaderData, actionData }: Route.ComponentProps) {
  const { cpus, defaults, sent, available } = loaderData;
  const { t } = useTranslation();
  const location = useLocation();
  const values = { ...defaults, ...actionData?.values };
  const errors = actionData?.fieldErrors ?? {};
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
  const brands = [...new Set(cpus.map((c) => c.brand))];
  return (
    <VisitorFormPage
      form="benchmark"
      sent={sent}
      available={available}
      failure={actionData}
      labels={labels}
      idOf={idOf}
      action={location.pathname}
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
      <Field {...fieldOf("cpu")} required>
        {(control) => (
          <select {...control} defaultValue={values.cpu} className={inputClass}>
            <option value="">{t("forms.benchmark.chooseCpu")}</option>
            {brands.map((brand) => (
              <optgroup key={brand} label={brand}>
                {cpus
                  .filter((c) => c.brand === brand)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
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
