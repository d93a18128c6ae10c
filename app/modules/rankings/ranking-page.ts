import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import { cpuFilterForm, VALUE_SORT_OPTIONS } from "~/modules/catalog/cpu-filters";
import { localizePath } from "~/modules/i18n/languages";
import type { Translator } from "~/modules/i18n/translator";
import type { PageSeoFields } from "~/modules/seo/page-setup.server";
import { keywordList } from "~/modules/seo/seo";
import {
  RANKING_PAGE_SIZE,
  rankingEntries,
  rankingSearch,
  rankingWindow,
  type CategoryRanking,
  type RankingView,
} from "./ranking";

/**
 * What a ranking page shows of `ranking` in `view`: the filters and their options, the rows of
 * the view (the page clamped to the last one there is), how many there are, the searches and
 * absolute URLs (`origin`) of the pages before and after, and its metadata (each page of a long
 * ranking its own canonical page, the top 10 of the unfiltered ranking as an ItemList).
 */
export function rankingPage(
  ranking: CategoryRanking,
  view: RankingView,
  tr: Translator,
  origin: string,
  socketFamilies: readonly string[] = [],
) {
  const { category, filters, all, matching } = ranking;
  const path = `/ranking/${category}`;
  const total = matching.length;
  const shown = rankingWindow(view, total);
  const nextPage = shown.page + Math.ceil(shown.count / RANKING_PAGE_SIZE);
  const hasNext = shown.offset + shown.count < total;
  const pageSearch = (page: number) => rankingSearch(filters, { page, shown: RANKING_PAGE_SIZE });
  const pageUrl = (page: number) => `${origin}${localizePath(path, tr.lang)}${pageSearch(page)}`;
  return {
    filterForm: cpuFilterForm(filters, socketFamilies, filters.sort, VALUE_SORT_OPTIONS),
    filterSearch: rankingSearch(filters),
    categoryCount: all.length,
    total,
    page: shown.page,
    offset: shown.offset,
    entries: rankingEntries(matching, category, shown.offset, shown.count),
    nextSearch: hasNext ? pageSearch(nextPage) : null,
    previousSearch: shown.page > 1 ? pageSearch(shown.page - 1) : null,
    pageLinks: {
      previous: shown.page > 1 ? pageUrl(shown.page - 1) : null,
      next: hasNext ? pageUrl(nextPage) : null,
    },
    seo: rankingSeo(ranking, shown.page, tr, origin),
  };
}

/** The ranking page's data as its components read it. */
export type RankingPageData = Omit<ReturnType<typeof rankingPage>, "seo"> & {
  category: BenchmarkId;
  /** The catalog is the built-in fallback: nothing can be submitted. */
  readOnly: boolean;
};

function rankingSeo(
  { category, all }: CategoryRanking,
  page: number,
  tr: Translator,
  origin: string,
): PageSeoFields {
  const path = `/ranking/${category}`;
  const benchmark = tr.t(`common.benchmark.${category}`);
  return {
    // Each page of a long ranking is its own canonical page; more rows shown are not.
    path: page > 1 ? `${path}?page=${page}` : path,
    title: tr.t("ranking.meta.title", { benchmark }),
    description:
      all.length > 0
        ? tr.plural("ranking.meta.description", all.length, { benchmark })
        : tr.t("ranking.meta.descriptionEmpty", { benchmark }),
    keywords: keywordList(tr.t("ranking.meta.keywords", { benchmark })),
    breadcrumbs: [
      { name: tr.t("common.nav.ranking"), path: "/ranking/cinebench-r23-multi" },
      { name: benchmark, path },
    ],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: tr.t("ranking.title", { benchmark }),
        itemListElement: rankingEntries(all, category, 0, 10).map((entry) => ({
          "@type": "ListItem",
          position: entry.rank,
          name: entry.name,
          url: `${origin}${localizePath(`/cpus/${entry.id}`, tr.lang)}`,
        })),
      },
    ],
  };
}
