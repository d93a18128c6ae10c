import { getCatalog } from "~/modules/catalog/catalog.server";
import { cpuCatalogPage } from "~/modules/catalog/catalog-page";
import { CatalogTable } from "~/modules/catalog/catalog-table";
import {
  CatalogBenchmarks,
  CatalogFilters,
  EmptyCatalog,
  Pagination,
} from "~/modules/catalog/catalog-view";
import { catalogSocketFamilies, currentCatalogPage } from "~/modules/catalog/catalog-views.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/catalog";

export function loader({ params, request, url }: Route.LoaderArgs) {
  const { tr, messages, pageSeo } = pageSetup(request, params, ["catalog", "filters", "specs"]);
  const { seo, ...page } = cpuCatalogPage(url.searchParams, getCatalog(), tr, {
    socketFamilies: catalogSocketFamilies(),
    page: currentCatalogPage,
  });
  return { ...page, messages, seo: pageSeo(seo) };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { t, plural } = useTranslation();
  const { total, rows, matching, from, to, readOnly } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("catalog.title")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{plural("catalog.intro", total)}</p>
      {readOnly && (
        <p
          role="status"
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t("common.fallbackNotice")}
        </p>
      )}
      <CatalogFilters {...loaderData} />
      <CatalogBenchmarks {...loaderData} />
      {rows.length === 0 ? (
        <EmptyCatalog {...loaderData} />
      ) : (
        <>
          <p className="tabular mt-6 text-gray-700">
            {plural("catalog.showing", matching, { from, to })}
          </p>
          {loaderData.noValue && (
            <p role="status" className="mt-2 max-w-3xl text-gray-700" data-no-value="">
              {t(
                loaderData.noValue === "perDollar"
                  ? "catalog.value.nonePerDollar"
                  : "catalog.value.nonePerWatt",
              )}
            </p>
          )}
          <CatalogTable {...loaderData} />
          <Pagination {...loaderData} />
        </>
      )}
    </>
  );
}
