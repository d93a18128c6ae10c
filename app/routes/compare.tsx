import { data, isRouteErrorResponse } from "react-router";
import { BackHome, ErrorScreen, PageError } from "~/components/error-screen";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { AmazonLaptopsSection } from "~/modules/compare/amazon-laptops-section";
import { comparisonPage, cpusNotFound, type CpusNotFound } from "~/modules/compare/comparison-page";
import { parseComparisonSlug } from "~/modules/compare/comparison-slug";
import { ComparisonTable } from "~/modules/compare/comparison-table";
import {
  BenchmarkBars,
  ComparisonHeader,
  CpusNotFoundDetail,
  RelatedComparisons,
  SummaryAndAdvantages,
} from "~/modules/compare/comparison-view";
import { env } from "~/modules/config/env.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { ShareControl } from "~/components/share-control";
import { comparisonOgImagePath } from "~/modules/seo/og-card";
import { errorPageMeta, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/compare";

/** The status text that tells this page's error screen the slug was fine but a CPU is unknown. */
const CPUS_NOT_FOUND = "CPUs not found";

export function meta({ data: loaderData, error, matches }: Route.MetaArgs) {
  if (loaderData) return seoMeta(loaderData.seo);
  const cpusMissing = isRouteErrorResponse(error) && error.statusText === CPUS_NOT_FOUND;
  return errorPageMeta(
    matches[0]?.loaderData,
    cpusMissing ? "common.cpusNotFound.title" : "common.notFound.title",
  );
}

export function loader({ params, request }: Route.LoaderArgs) {
  const { tr, messages, pageSeo } = pageSetup(request, params, ["compare", "specs"]);
  const ids = parseComparisonSlug(params.slug);
  if (!ids) throw data(null, { status: 404, statusText: "Not Found" });
  const a = findCpu(ids.a);
  const b = findCpu(ids.b);
  const catalog = getCatalog().cpus;
  if (!a || !b) {
    throw data(cpusNotFound(ids, a, b, catalog), { status: 404, statusText: CPUS_NOT_FOUND });
  }
  const { seo, ...page } = comparisonPage(a, b, catalog, tr, env.AMAZON_AFFILIATE_TAG);
  // The share preview: one image per set of CPUs, whichever order the URL gives them in.
  const ogImage = {
    path: comparisonOgImagePath([a.id, b.id].sort()),
    alt: tr.t("compare.ogImageAlt", { a: a.name, b: b.name }),
  };
  return { messages, ...page, seo: pageSeo({ ...seo, ogImage }) };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { cpus, bars, laptops } = loaderData;
  return (
    <article className="space-y-10">
      <div>
        <ComparisonHeader cpus={cpus} />
        <ShareControl url={loaderData.seo.canonical} title={loaderData.seo.title} />
      </div>
      <SummaryAndAdvantages {...loaderData} />
      {bars.length > 0 && <BenchmarkBars bars={bars} cpus={cpus} />}
      <ComparisonTable sections={loaderData.sections} cpus={cpus} />
      {laptops && <AmazonLaptopsSection laptops={laptops} />}
      <RelatedComparisons related={loaderData.related} />
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
  return <PageError error={error} />;
}
