import { redirect } from "react-router";
import { searchCatalog } from "~/modules/catalog/catalog-views.server";
import {
  pairSlotGroup,
  requestedPage,
  SEARCH_PAGE_SIZE,
  searchCanonicalPath,
  searchGroup,
  searchQueries,
} from "~/modules/catalog/search-results";
import {
  CompareTopResults,
  SearchForm,
  SearchResults,
} from "~/modules/catalog/search-results-view";
import { PairChoice } from "~/modules/compare/pair-choice";
import { pairSearchTerms, pickPair } from "~/modules/compare/pair-search.server";
import { canonicalComparisonPath, comparisonPath } from "~/modules/compare/comparison-slug";
import { receivedJson } from "~/modules/http/sent-json";
import { sendJson } from "~/modules/http/sent-json.server";
import { localizePath } from "~/modules/i18n/languages";
import { useTranslation } from "~/modules/i18n/use-translation";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { keywordList, pageLinkMeta, seoMeta } from "~/modules/seo/seo";
import { siteOrigin } from "~/modules/seo/seo.server";
import type { Route } from "./+types/search";

export const meta = ({ data }: Route.MetaArgs) => [
  ...seoMeta(data?.seo),
  ...pageLinkMeta(data?.pageLinks),
];

export function loader({ params, request, url }: Route.LoaderArgs) {
  const { lang, t, messages, pageSeo } = pageSetup(request, params, ["home"]);
  const queries = searchQueries(url.searchParams);
  // Two to four CPUs asked for ("A vs B vs C", the home page's two fields without the script,
  // or a comparison page's add and swap forms): all known, their comparison (under the set's
  // one URL); otherwise a choice per slot, never a guess.
  const terms = pairSearchTerms(url.searchParams, queries);
  const picked = terms ? pickPair(terms, SEARCH_PAGE_SIZE) : null;
  const chosen = picked?.map((slot) => slot.cpu) ?? [];
  const ids = chosen.map((cpu) => cpu?.id);
  if (
    chosen.length >= 2 &&
    ids.every((id): id is string => id !== undefined) &&
    new Set(ids).size === ids.length
  ) {
    const path = ids.length === 2 ? comparisonPath(...ids) : canonicalComparisonPath(...ids);
    throw redirect(localizePath(path, lang));
  }
  const wanted = requestedPage(url.searchParams, queries);
  const groups =
    picked?.map(pairSlotGroup) ??
    queries.map((query) => searchGroup(query, wanted, (at, n) => searchCatalog(query, at, n)));
  const joined = queries.join(", ");
  const single = groups.length === 1 ? groups[0] : undefined;
  const absolute = (path: string | null | undefined) =>
    path ? `${siteOrigin(request)}${localizePath(path, lang)}` : null;
  return {
    messages,
    // The results as one JSON text (sent-json.ts).
    groups: sendJson(groups),
    pair: picked !== null,
    pageLinks: { previous: absolute(single?.previous), next: absolute(single?.next) },
    seo: pageSeo({
      path: searchCanonicalPath(groups, queries),
      title: joined
        ? t("home.searchPage.title", { query: joined })
        : t("home.searchPage.titleEmpty"),
      description: joined
        ? t("home.searchPage.description", { query: joined })
        : t("home.searchPage.descriptionEmpty"),
      keywords: [...queries, ...keywordList(t("home.keywords"))],
    }),
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { pair } = loaderData;
  const groups = receivedJson(loaderData.groups);
  const { t } = useTranslation();
  if (pair) return <PairChoice groups={groups} />;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("home.searchPage.heading")}</h1>
      <SearchForm query={groups.length === 1 ? (groups[0]?.query ?? "") : ""} />
      {groups.length === 0 && <p className="mt-6 text-gray-700">{t("home.searchPage.empty")}</p>}
      <CompareTopResults groups={groups} />
      {groups.map((group) => (
        <SearchResults key={group.query} group={group} single={groups.length === 1} />
      ))}
    </>
  );
}
