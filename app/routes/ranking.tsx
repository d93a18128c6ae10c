import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { localizePath } from "~/modules/i18n/languages";
import {
  isRankingCategory,
  onlyShownDiffers,
  parseRankingFilters,
  parseRankingView,
  rankingSearch,
} from "~/modules/rankings/ranking";
import { RankingList } from "~/modules/rankings/ranking-list";
import { rankingPage } from "~/modules/rankings/ranking-page";
import { catalogSocketFamilies } from "~/modules/catalog/catalog-views.server";
import { categoryRanking } from "~/modules/rankings/ranking.server";
import {
  EmptyRanking,
  RankingCategories,
  RankingFilters,
  RankingHeader,
} from "~/modules/rankings/ranking-view";
import { seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { siteOrigin } from "~/modules/seo/seo.server";
import { combinedMessages, sendMessages } from "~/modules/i18n/messages.server";
import type { Route } from "./+types/ranking";

export function loader({ params, request, url }: Route.LoaderArgs) {
  const { lang, tr, messageTable, pageSeo } = pageSetup(request, params, [
    "ranking",
    "filters",
    "specs",
  ]);
  const { category } = params;
  if (!isRankingCategory(category)) throw data(null, { status: 404, statusText: "Not Found" });
  const query = url.searchParams;
  const families = catalogSocketFamilies();
  const filters = parseRankingFilters(query, families);
  // The old "every row" link (?all=1) grew with the catalog: it now leads to the first rows.
  if (query.has("all")) {
    throw redirect(localizePath(`/ranking/${category}`, lang) + rankingSearch(filters), 301);
  }
  const ranking = categoryRanking(category, filters);
  const { seo, ...page } = rankingPage(
    ranking,
    parseRankingView(query),
    tr,
    siteOrigin(request),
    families,
  );
  return {
    category,
    readOnly: getCatalog().source === "fallback",
    ...page,
    // The one methodology message this page shows: its link to how the figures are sourced.
    messages: sendMessages(
      combinedMessages(`ranking|${lang}`, () => ({
        ...messageTable,
        "methodology.rankingSource": tr.t("methodology.rankingSource"),
      })),
    ),
    seo: pageSeo(seo),
  };
}

export function meta({ data }: Route.MetaArgs) {
  const links = data?.pageLinks;
  return [
    ...seoMeta(data?.seo),
    ...(links?.previous ? [{ tagName: "link", rel: "prev", href: links.previous }] : []),
    ...(links?.next ? [{ tagName: "link", rel: "next", href: links.next }] : []),
  ];
}

/** Load More writes the rows it added into the URL (?shown=60) itself: no new data for that. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return onlyShownDiffers(args.currentUrl, args.nextUrl) ? false : args.defaultShouldRevalidate;
}

export default function Ranking({ loaderData }: Route.ComponentProps) {
  const { category, entries, filterSearch } = loaderData;
  return (
    <>
      <RankingHeader category={category} readOnly={loaderData.readOnly} />
      <RankingCategories category={category} filterSearch={filterSearch} />
      {loaderData.categoryCount > 0 && <RankingFilters {...loaderData} />}
      {entries.length === 0 ? (
        <EmptyRanking {...loaderData} />
      ) : (
        <RankingList
          key={`${category}${filterSearch}:${loaderData.page}:${entries.length}`}
          {...loaderData}
        />
      )}
    </>
  );
}
