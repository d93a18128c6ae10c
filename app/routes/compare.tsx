import { data, isRouteErrorResponse, redirect } from "react-router";
import { BackHome, ErrorScreen, PageError } from "~/components/error-screen";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { AmazonLaptopsSection } from "~/modules/compare/amazon-laptops-section";
import {
  comparisonClientMessages,
  comparisonPage,
  cpusNotFound,
  type CpusNotFound,
} from "~/modules/compare/comparison-page";
import { comparisonRequest } from "~/modules/compare/comparison-slug";
import { ComparisonTable } from "~/modules/compare/comparison-table";
import {
  BenchmarkBars,
  ComparisonHeader,
  CpusNotFoundDetail,
  EditComparison,
  RelatedComparisons,
  SummaryAndAdvantages,
  Verdicts,
} from "~/modules/compare/comparison-view";
import { env } from "~/modules/config/env.server";
import { localizePath } from "~/modules/i18n/languages";
import { useTranslation } from "~/modules/i18n/use-translation";
import { ShareControl } from "~/components/share-control";
import { comparisonOgImagePath } from "~/modules/seo/og-card";
import { errorPageMeta, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { sendMessages } from "~/modules/i18n/messages.server";
import { receivedJson } from "~/modules/http/sent-json";
import { sendJson } from "~/modules/http/sent-json.server";
import type { Route } from "./+types/compare";

/** The status text that tells this page's error screen the slug was fine but a CPU is unknown. */
const CPUS_NOT_FOUND = "CPUs not found";
/** The status text of a comparison of more than four CPUs. */
const TOO_MANY = "Too many CPUs";

export function meta({ data: loaderData, error, matches }: Route.MetaArgs) {
  if (loaderData) {
    const tags = seoMeta(loaderData.seo);
    // Three- and four-way pages: followed, not indexed (their canonical is themselves).
    if (!loaderData.noindex) return tags;
    return tags.map((tag) =>
      "name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex, follow" } : tag,
    );
  }
  const status = isRouteErrorResponse(error) ? error.statusText : null;
  return errorPageMeta(
    matches[0]?.loaderData,
    status === CPUS_NOT_FOUND
      ? "common.cpusNotFound.title"
      : status === TOO_MANY
        ? "common.tooManyCpus.title"
        : "common.notFound.title",
  );
}

export function loader({ params, request }: Route.LoaderArgs) {
  const { lang, tr, messageTable, pageSeo } = pageSetup(request, params, ["compare", "specs"]);
  const asked = comparisonRequest(params.slug);
  if (asked.kind === "notFound") throw data(null, { status: 404, statusText: "Not Found" });
  if (asked.kind === "tooMany") throw data(null, { status: 400, statusText: TOO_MANY });
  if (asked.kind === "redirect") throw redirect(localizePath(asked.path, lang), 301);
  const found = asked.ids.map((id) => findCpu(id));
  const catalog = getCatalog().cpus;
  if (found.some((cpu) => !cpu)) {
    throw data(cpusNotFound(asked.ids, found, catalog), {
      status: 404,
      statusText: CPUS_NOT_FOUND,
    });
  }
  const cpus = found.map((cpu) => cpu!);
  const { seo, ...page } = comparisonPage(cpus, catalog, tr, env.AMAZON_AFFILIATE_TAG);
  // The share preview: one image per set of CPUs, whichever order the URL gives them in.
  const ogImage = {
    path: comparisonOgImagePath(cpus.map((cpu) => cpu.id).sort(), tr.lang),
    alt: tr.t("compare.ogImageAlt", {
      a: cpus[0]!.name,
      b: cpus
        .slice(1)
        .map((cpu) => cpu.name)
        .join(` ${tr.t("common.vs")} `),
    }),
  };
  return {
    messages: sendMessages(comparisonClientMessages(messageTable)),
    noindex: page.noindex,
    // The rows, bars and sources as one JSON text (sent-json.ts).
    page: sendJson(page),
    seo: pageSeo({ ...seo, ogImage }),
  };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const page = receivedJson(loaderData.page);
  const { cpus, bars, laptops } = page;
  const seo = receivedJson(loaderData.seo);
  return (
    <article className="space-y-10">
      <div>
        <ComparisonHeader cpus={cpus} />
        <ShareControl url={seo.canonical} title={seo.title} />
      </div>
      <Verdicts verdicts={page.verdicts} summary={page.summary} />
      <SummaryAndAdvantages {...page} />
      {bars.length > 0 && <BenchmarkBars bars={bars} cpus={cpus} sources={page.sources} />}
      <EditComparison {...page} />
      <ComparisonTable sections={page.sections} cpus={cpus} sources={page.sources} />
      {laptops && <AmazonLaptopsSection laptops={laptops} />}
      <RelatedComparisons related={page.related} />
    </article>
  );
}

/** 'CPUs not found' with Back to Home (spec section 8); any other error goes to the root's screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, href } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404 && error.statusText === CPUS_NOT_FOUND) {
    return (
      <ErrorScreen title={t("common.cpusNotFound.title")} detail={t("common.cpusNotFound.text")}>
        <CpusNotFoundDetail found={(error.data ?? null) as CpusNotFound | null} />
        <BackHome href={href("/")} label={t("common.backHome")} />
      </ErrorScreen>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400 && error.statusText === TOO_MANY) {
    return (
      <ErrorScreen title={t("common.tooManyCpus.title")} detail={t("common.tooManyCpus.text")}>
        <BackHome href={href("/")} label={t("common.backHome")} />
      </ErrorScreen>
    );
  }
  return <PageError error={error} />;
}
