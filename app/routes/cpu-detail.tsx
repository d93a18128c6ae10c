import { data, isRouteErrorResponse } from "react-router";
import { CpuNotFoundDetail, type CpuNotFound } from "~/components/cpu-not-found";
import { BackHome, ErrorScreen, PageError } from "~/components/error-screen";
import { ShareControl } from "~/components/share-control";
import { SpecSourceLine } from "~/components/score-source";
import { OVERALL_SCORE_BENCHMARK } from "~/modules/catalog/benchmarks";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { closestCatalogCpus } from "~/modules/catalog/catalog-views.server";
import { cpuPage } from "~/modules/catalog/cpu-page";
import {
  BreadcrumbTrail,
  CpuFigures,
  CpuRelativePerformance,
  CpuSideBoxes,
  CpuSpecifications,
} from "~/modules/catalog/cpu-spec-cards";
import { segmentTop, unknownSpecFields } from "~/modules/catalog/cpu-page.server";
import { CompareWith } from "~/modules/compare/compare-with";
import { relativeChart } from "~/modules/catalog/relative-performance";
import { rankedList, rankingPosition } from "~/modules/rankings/ranking.server";
import { receivedJson } from "~/modules/http/sent-json";
import { sendJson } from "~/modules/http/sent-json.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { errorPageMeta, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/cpu-detail";
import { CpuName } from "~/components/cpu-name";

/** The 404's status text that tells this page's error screen from the generic not-found one. */
const CPU_NOT_FOUND = "CPU not found";

export function meta({ data: loaderData, error, matches }: Route.MetaArgs) {
  if (loaderData && !error) return seoMeta(loaderData.seo);
  const cpuMissing = isRouteErrorResponse(error) && error.statusText === CPU_NOT_FOUND;
  return errorPageMeta(
    matches[0]?.loaderData,
    cpuMissing ? "common.cpuNotFound.title" : "common.notFound.title",
  );
}

export function loader({ params, request, url }: Route.LoaderArgs) {
  const { tr, messages, pageSeo } = pageSetup(request, params, ["cpu", "specs", "home"]);
  const found = findCpu(params.cpuId);
  if (!found) {
    const closest = closestCatalogCpus(params.cpuId).map(({ id, name }) => ({ id, name }));
    const detail: CpuNotFound = { id: params.cpuId.slice(0, 100), closest };
    throw data(detail, { status: 404, statusText: CPU_NOT_FOUND });
  }
  const {
    cpu,
    seo: seoFields,
    ...page
  } = cpuPage(found, getCatalog().cpus, tr, {
    overall: rankingPosition(OVERALL_SCORE_BENCHMARK, found.id),
    segmentTop: segmentTop(found),
    hiddenFields: unknownSpecFields(),
    relative: relativeChart(
      found,
      url.searchParams.get("rel"),
      getCatalog().references,
      getCatalog().byId,
      rankedList,
    ),
  });
  const seo = pageSeo(seoFields);
  // The page as one JSON text (sent-json.ts): as separate values, its 450-odd specifications,
  // figures, sources and chart rows were encoded by React Router one by one (issue 23).
  return {
    messages,
    page: sendJson({ cpu, pageUrl: receivedJson(seo).canonical, ...page }),
    seo,
  };
}

export default function CpuDetail({ loaderData }: Route.ComponentProps) {
  const data = receivedJson(loaderData.page);
  const { cpu, description } = data;
  const { t } = useTranslation();
  return (
    <article>
      <nav aria-label={t("common.breadcrumb")} className="text-sm text-gray-700">
        <BreadcrumbTrail name={cpu.name} />
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">
        <CpuName name={cpu.name} />
      </h1>
      <p className="mt-2 max-w-3xl text-gray-800" data-cpu-summary>
        {description}
      </p>
      <ShareControl url={data.pageUrl} title={receivedJson(loaderData.seo).title} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="min-w-0 space-y-8">
          <CpuFigures data={data} />
          <CpuRelativePerformance data={data} />
          <CompareWith cpu={cpu} />
        </div>
        <div className="min-w-0 space-y-8">
          <CpuSideBoxes data={data} />
        </div>
      </div>
      <SpecSourceLine source={data.specSource} className="mt-8 max-w-3xl" />
      <CpuSpecifications data={data} />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, href } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404 && error.statusText === CPU_NOT_FOUND) {
    return (
      <ErrorScreen title={t("common.cpuNotFound.title")} detail={t("common.cpuNotFound.text")}>
        <CpuNotFoundDetail found={(error.data ?? null) as CpuNotFound | null} />
        <BackHome href={href("/")} label={t("common.backHome")} />
      </ErrorScreen>
    );
  }
  return <PageError error={error} />;
}
