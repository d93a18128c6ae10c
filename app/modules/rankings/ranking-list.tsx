import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { releaseDatePrecision } from "~/modules/catalog/spec-sections";
import { useTranslation } from "~/modules/i18n/use-translation";
import { RANKING_PAGE_SIZE, withRankingView } from "./ranking";
import type { RankingPageData } from "./ranking-page";
import { RankingRow, WIDE, WIDER } from "./ranking-row";
import { SubmitLink } from "./ranking-view";

/**
 * The ranking's rows with a link to the page before, and Load More: once the page's script runs
 * it adds the next rows in place, writes how many are shown into the URL (?shown=60, so Back
 * returns to them) and moves keyboard focus to the first added row; before, a link to the next page.
 */
export function RankingList({
  category,
  entries,
  total,
  page,
  offset,
  filterSearch,
  nextSearch,
  previousSearch,
}: RankingPageData) {
  const { t, href } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<RankingPageData>();
  const [rows, setRows] = useState(entries);
  const datePrecision = releaseDatePrecision(rows.map((entry) => entry.releaseDate));
  // Where the last rows added start: keyboard focus moves to the first of them.
  const [revealedFrom, setRevealedFrom] = useState(-1);
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const path = href(`/ranking/${category}`);

  function loadMore() {
    const next = page + Math.ceil(rows.length / RANKING_PAGE_SIZE);
    void fetcher.load(
      path + withRankingView(filterSearch, { page: next, shown: RANKING_PAGE_SIZE }),
    );
  }

  // The next rows arrived: add them (once; React's "adjust state while rendering" pattern).
  const loaded = fetcher.state === "idle" ? fetcher.data : undefined;
  const [added, setAdded] = useState<typeof loaded>(undefined);
  if (
    loaded &&
    loaded !== added &&
    loaded.category === category &&
    loaded.filterSearch === filterSearch &&
    loaded.offset === offset + rows.length
  ) {
    setAdded(loaded);
    setRevealedFrom(rows.length);
    setRows([...rows, ...loaded.entries]);
  }

  // Then keep their count in the URL (Back returns to it) and move keyboard focus to the first.
  const shownSearch = withRankingView(filterSearch, { page, shown: rows.length });
  const written = useRef(shownSearch);
  useEffect(() => {
    if (revealedFrom < 0 || written.current === shownSearch) return;
    written.current = shownSearch;
    firstRevealed.current?.focus();
    void navigate(path + shownSearch, { replace: true, preventScrollReset: true });
  }, [revealedFrom, shownSearch, navigate, path]);

  return (
    <>
      {previousSearch !== null && (
        <p className="mt-6">
          <Link
            to={path + previousSearch}
            rel="prev"
            className="inline-block py-1 font-medium text-blue-800 underline underline-offset-2 hover:decoration-2"
          >
            {t("ranking.previous")}
          </Link>
        </p>
      )}
      <div className="scroll-hint relative mt-6 overflow-x-auto rounded border border-gray-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {t("ranking.table.caption", { benchmark: t(`common.benchmark.${category}`) })}
          </caption>
          <RankingHead />
          <tbody>
            {rows.map((entry, i) => (
              <RankingRow
                key={entry.id}
                entry={entry}
                datePrecision={datePrecision}
                linkRef={i === revealedFrom ? firstRevealed : undefined}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <LoadMore
          remaining={total - offset - rows.length}
          loading={fetcher.state !== "idle"}
          onLoadMore={loadMore}
          nextHref={nextSearch === null ? null : path + nextSearch}
          shown={{ from: offset + 1, to: offset + rows.length, total }}
        />
        <SubmitLink category={category} />
      </div>
    </>
  );
}

function RankingHead() {
  const { t } = useTranslation();
  return (
    <thead className="bg-gray-100 text-gray-900">
      <tr>
        <th scope="col" className="px-2 py-2 sm:px-3">
          {t("ranking.column.rank")}
        </th>
        <th scope="col" className="px-2 py-2 sm:px-3">
          {t("ranking.column.cpu")}
        </th>
        <th scope="col" className={`${WIDE} px-3 py-2`}>
          {t("common.brand")}
        </th>
        <th scope="col" className={`${WIDE} px-3 py-2`}>
          {t("common.type")}
        </th>
        <th scope="col" className={`${WIDE} px-3 py-2 text-right`}>
          {t("ranking.column.coresThreads")}
        </th>
        <th scope="col" className={`${WIDER} px-3 py-2 text-right`}>
          {t("specs.field.baseFreq")}
        </th>
        <th scope="col" className={`${WIDER} px-3 py-2`}>
          {t("specs.field.releaseDate")}
        </th>
        <th scope="col" className="w-[38%] px-2 py-2 sm:px-3 md:w-auto md:min-w-48">
          {t("ranking.column.score")}
        </th>
      </tr>
    </thead>
  );
}

/**
 * Load More while rows remain (a button once the page's script runs, a link to the next page
 * before), else which rows are shown: all of them, or this page's range of the total.
 */
function LoadMore({
  remaining,
  loading,
  onLoadMore,
  nextHref,
  shown,
}: {
  remaining: number;
  loading: boolean;
  onLoadMore: () => void;
  nextHref: string | null;
  shown: { from: number; to: number; total: number };
}) {
  const { t, plural, number } = useTranslation();
  const hydrated = useHydrated();
  const moreLabel = t("ranking.loadMore", { count: remaining });
  const moreClass =
    "inline-block rounded border border-gray-900 bg-white px-4 py-2 font-medium text-gray-900 hover:bg-gray-100 disabled:cursor-progress disabled:opacity-70";
  return (
    <div aria-live="polite">
      {remaining > 0 ? (
        hydrated ? (
          <button type="button" onClick={onLoadMore} disabled={loading} className={moreClass}>
            {moreLabel}
          </button>
        ) : (
          nextHref !== null && (
            <Link to={nextHref} rel="next" className={moreClass}>
              {moreLabel}
            </Link>
          )
        )
      ) : shown.from === 1 ? (
        <p className="text-gray-700">{plural("ranking.showingAll", shown.total)}</p>
      ) : (
        <p className="tabular text-gray-700">
          {t("ranking.showingRange", {
            from: number(shown.from, 0),
            to: number(shown.to, 0),
            total: number(shown.total, 0),
          })}
        </p>
      )}
    </div>
  );
}
