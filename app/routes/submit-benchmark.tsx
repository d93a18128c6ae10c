import { data, Form, redirect, useLocation } from "react-router";
import { BENCHMARKS } from "~/modules/catalog/benchmarks";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { messagesFor, serverTranslator } from "~/modules/i18n/messages.server";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { seoMeta } from "~/modules/seo/seo";
import { pageSeo } from "~/modules/seo/seo.server";
import {
  ErrorSummary,
  Field,
  Honeypot,
  inputClass,
  RequiredNote,
  SubmitButton,
  SuccessMessage,
  UnavailableNotice,
} from "~/modules/submissions/form-controls";
import { handleFormPost } from "~/modules/submissions/form-post.server";
import { ScreenshotPicker } from "~/modules/submissions/screenshot-picker";
import {
  cpuChoices,
  MAX_LENGTH,
  MAX_SCREENSHOT_MB,
  MAX_SCREENSHOTS,
  SENT_PARAM,
  type BenchmarkField,
} from "~/modules/submissions/submission-forms";
import { benchmarkForm } from "~/modules/submissions/visitor-forms.server";
import type { Route } from "./+types/submit-benchmark";

const PATH = "/submit-benchmark";
const SYSTEM_FIELDS = ["ram", "motherboard", "storage", "gpu"] as const;

export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const { t } = serverTranslator(lang);
  const query = new URL(request.url).searchParams;
  const cpu = query.get("cpu") ?? "";
  return {
    messages: messagesFor(lang, "forms"),
    cpus: cpuChoices(getCatalog().cpus),
    defaults: {
      benchmarkName: BENCHMARKS.some((b) => b.id === params.benchmarkName)
        ? (params.benchmarkName ?? "")
        : "",
      cpu: findCpu(cpu) ? cpu : "",
    },
    sent: query.get(SENT_PARAM) === "1",
    available: context.db !== null,
    seo: pageSeo({
      request,
      lang,
      path: PATH,
      title: t("forms.benchmark.meta.title"),
      description: t("forms.benchmark.meta.description"),
      keywords: t("forms.benchmark.meta.keywords").split(", "),
      breadcrumbs: [{ name: t("forms.benchmark.title"), path: PATH }],
    }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = pageLanguage(params);
  const outcome = await handleFormPost(benchmarkForm, { request, db: context.db, lang });
  if (!outcome.ok) return data(outcome.failure, { status: outcome.status });
  return redirect(`${new URL(request.url).pathname}?${SENT_PARAM}=1`, 303);
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
  const brands = [...new Set(cpus.map((c) => c.brand))];
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold text-gray-900">{t("forms.benchmark.title")}</h1>
      <p className="mt-3 text-gray-800">{t("forms.benchmark.intro")}</p>
      {sent && !actionData && <SuccessMessage text={t("forms.benchmark.sent")} />}
      {!available && <UnavailableNotice />}
      <ErrorSummary failure={actionData} labels={labels} idOf={idOf} />
      {/* A new key after each successful post empties the form, as the spec's reset does. */}
      <Form
        key={sent ? location.key : "form"}
        method="post"
        encType="multipart/form-data"
        action={location.pathname}
        noValidate
        className="relative mt-6 space-y-5"
      >
        <RequiredNote />
        <Field
          id={idOf("benchmarkName")}
          name="benchmarkName"
          label={labels.benchmarkName}
          required
          error={errors.benchmarkName}
        >
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
        <Field
          id={idOf("result")}
          name="result"
          label={labels.result}
          required
          help={t("forms.benchmark.resultHelp")}
          error={errors.result}
        >
          {/* Text with a numeric keyboard: a number input would drop a decimal comma unseen. */}
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={30}
              defaultValue={values.result}
              className={`${inputClass} tabular max-w-xs`}
            />
          )}
        </Field>
        <Field id={idOf("cpu")} name="cpu" label={labels.cpu} required error={errors.cpu}>
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
          <legend className="px-1 font-semibold text-gray-900">
            {t("forms.benchmark.system")}
          </legend>
          {SYSTEM_FIELDS.map((field) => (
            <Field
              key={field}
              id={idOf(field)}
              name={field}
              label={labels[field]}
              error={errors[field]}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={MAX_LENGTH.system}
                  defaultValue={values[field]}
                  placeholder={t(`forms.benchmark.${field}Placeholder`)}
                  className={inputClass}
                />
              )}
            </Field>
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
        <Honeypot />
        <SubmitButton
          action={location.pathname}
          label={t("forms.benchmark.submit")}
          pendingLabel={t("forms.benchmark.submitting")}
        />
      </Form>
    </article>
  );
}
