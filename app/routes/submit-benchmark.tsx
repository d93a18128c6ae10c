import { benchmarkById } from "~/modules/catalog/benchmarks";
import { findCpu } from "~/modules/catalog/catalog.server";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { seoMeta } from "~/modules/seo/seo";
import { BenchmarkForm } from "~/modules/submissions/benchmark-form";
import { visitorFormPage } from "~/modules/submissions/form-page.server";
import {
  benchmarkPagePath,
  cpuOption,
  searchFieldMessages,
} from "~/modules/submissions/form-pages";
import { answerFormPost } from "~/modules/submissions/form-post.server";
import { benchmarkForm } from "~/modules/submissions/visitor-forms.server";
import { combinedMessages, sendMessages } from "~/modules/i18n/messages.server";
import { receivedMessages } from "~/modules/i18n/translator";
import type { Route } from "./+types/submit-benchmark";

const PATH = "/submit-benchmark";

export function loader(args: Route.LoaderArgs) {
  const { params, request, url } = args;
  const page = visitorFormPage("benchmark", PATH, args);
  const { lang, messageTable: home } = pageSetup(request, params, ["home"]);
  return {
    ...page,
    messages: sendMessages(
      combinedMessages(`benchmark|${lang}`, () => ({
        ...receivedMessages(page.messages),
        ...searchFieldMessages(home),
      })),
    ),
    // The CPU the page was opened for (a CPU page's "submit a result" link), kept after a post.
    cpu: cpuOption(findCpu(url.searchParams.get("cpu") ?? "")),
    defaults: { benchmarkName: benchmarkById(params.benchmarkName)?.id ?? "" },
  };
}

/** After a stored result, the thank-you state keeps the page's CPU (`?sent=1&cpu=<id>`). */
export function action(args: Route.ActionArgs) {
  const cpu = findCpu(args.url.searchParams.get("cpu") ?? "");
  return answerFormPost(benchmarkForm, args, (pathname) =>
    benchmarkPagePath(pathname, cpu?.id ?? null, true),
  );
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function SubmitBenchmark({ loaderData, actionData }: Route.ComponentProps) {
  const { cpu, defaults, sent, available } = loaderData;
  return (
    <BenchmarkForm
      cpu={cpu}
      defaults={defaults}
      sent={sent}
      available={available}
      failure={actionData}
    />
  );
}
