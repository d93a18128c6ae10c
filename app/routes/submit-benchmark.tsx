import { useLocation } from "react-router";
import { BENCHMARKS, benchmarkById } from "~/modules/catalog/benchmarks";
import { findCpu } from "~/modules/catalog/catalog.server";
import { overallBenchmarkScore } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { useTranslation } from "~/modules/i18n/use-translation";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { seoMeta } from "~/modules/seo/seo";
import {
  CpuSearchField,
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
  MAX_LENGTH,
  MAX_SCREENSHOT_MB,
  MAX_SCREENSHOTS,
  type BenchmarkField,
} from "~/modules/submissions/submission-forms";
import { benchmarkForm } from "~/modules/submissions/visitor-forms.server";
import type { Route } from "./+types/submit-benchmark";

const PATH = "/submit-benchmark";
const SYSTEM_FIELDS = ["ram", "motherboard", "storage", "gpu"] as const;

/** The search field's texts (the home page's), without the rest of the home namespace. */
const SEARCH_MESSAGES = [
  "home.search.placeholder",
  "home.search.suggestions",
  "home.search.score",
  "home.search.noMatch",
] as const;

/** A CPU as the search field shows it (the shape of GET /api/suggest's answers). */
function cpuOption(cpu: Cpu | undefined) {
  if (!cpu) return null;
  const { id, name, brand, architecture } = cpu;
  return { id, name, brand, architecture, benchmarkScore: overallBenchmarkScore(cpu.scores) };
}

export function loader(args: Route.LoaderArgs) {
  const { params, request } = args;
  const page = visitorFormPage("benchmark", PATH, args);
  const { messages: home } = pageSetup(request, params, ["home"]);
  return {
    ...page,
    messages: {
      ...page.messages,
      ...Object.fromEntries(SEARCH_MESSAGES.map((key) => [key, home[key]])),
    },
    // The CPU the page was opened for (a CPU page's "submit a result" link), kept after a post.
    cpu: cpuOption(findCpu(new URL(request.url).searchParams.get("cpu") ?? "")),
    defaults: { benchmarkName: benchmarkById(params.benchmarkName)?.id ?? "" },
  };
}

/** After a stored result, the thank-you state keeps the page's CPU (`?sent=1&cpu=<id>`). */
export function action(args: Route.ActionArgs) {
  const cpu = findCpu(new URL(args.request.url).searchParams.get("cpu") ?? "");
  return answerFormPost(benchmarkForm, args, (pathname) => {
    const query = new URLSearchParams({ sent: "1" });
    if (cpu) query.set("cpu", cpu.id);
    return `${pathname}?${query}`;
  });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const idOf = (field: BenchmarkField) => `benchmark-${field}`;

export default function SubmitBenchmark({ loaderData, actionData }: Route.ComponentProps) {
  const { cpu, defaults, sent, available } = loaderData;
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
  return (
    <VisitorFormPage
      form="benchmark"
      sent={sent}
      available={available}
      failure={actionData}
      labels={labels}
      idOf={idOf}
      // The page's ?cpu= goes with the post, so the thank-you state keeps it.
      action={location.pathname + (cpu ? `?cpu=${encodeURIComponent(cpu.id)}` : "")}
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
