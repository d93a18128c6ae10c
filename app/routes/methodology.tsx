import { REFERENCE_DATA_UPDATED_ON } from "~/db/reference-data-date";
import { BENCHMARKS } from "~/modules/catalog/benchmarks";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { METHODOLOGY_PATH } from "~/modules/catalog/methodology";
import { MethodologyArticle } from "~/modules/catalog/methodology-article";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import type { Route } from "./+types/methodology";

export function loader({ params, request }: Route.LoaderArgs) {
  const { t, messages, pageSeo } = pageSetup(request, params, ["methodology"]);
  return {
    messages,
    dataUpdatedOn: REFERENCE_DATA_UPDATED_ON,
    // Each benchmark's reference CPU (= 100) with its figure, where the catalog has one.
    references: BENCHMARKS.flatMap((b) => {
      const reference = getCatalog().references[b.id];
      return reference
        ? [{ benchmark: b.id, id: reference.cpuId, name: reference.name, value: reference.value }]
        : [];
    }),
    seo: pageSeo({
      path: METHODOLOGY_PATH,
      title: t("methodology.meta.title"),
      description: t("methodology.meta.description"),
      keywords: keywordList(t("methodology.meta.keywords")),
      breadcrumbs: [{ name: t("methodology.title"), path: METHODOLOGY_PATH }],
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Methodology({ loaderData }: Route.ComponentProps) {
  return (
    <MethodologyArticle
      dataUpdatedOn={loaderData.dataUpdatedOn}
      references={loaderData.references}
    />
  );
}
