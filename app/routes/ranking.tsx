import { useEffect, useRef, useState, type Ref } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useFetcher,
  useNavigate,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { CompactSource } from "~/components/score-source";
import { useHydrated } from "~/components/use-hydrated";
import { RANKING_CATEGORY_IDS } from "~/modules/catalog/benchmarks";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { BRAND_BAR_COLOURS } from "~/modules/catalog/brand-colours";
import { formatReleaseDate, formatSpecValue } from "~/modules/catalog/spec-sections";
import { localizePath } from "~/modules/i18n/languages";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { useTranslation } from "~/modules/i18n/use-translation";
import {
  isRankingCategory,
  onlyShownDiffers,
  parseRankingFilters,
  parseRankingView,
  RANKING_PAGE_SIZE,
  rankingSearch,
  withRankingView,
  type Medal,
  type RankingEntry,
} from "~/modules/rankings/ranking";
import { rankingPage } from "~/modules/rankings/ranking-page";
import { categoryRanking } from "~/modules/rankings/ranking.server";
import { seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { siteOrigin } from "~/modules/seo/seo.server";
import type { Route } from "./+types/ranking";

const benchmarkKey = (category: string) => `common.benchmark.${category}` as MessageKey;

export function loader({ params, request }: Route.LoaderArgs) {
  const { lang, tr, messages, pageSeo } = pageSetup(request, params, ["ranking", "specs"]);
  const { category } = params;
  if (!isRankingCategory(category)) throw data(null, { status: 404, statusText: "Not Found" });
  const query = new URL(request.url).searchParams;
  const filters = parseRankingFilters(query);
  // The old "every row" link (?all=1) grew with the catalog: it now leads to the first rows.
  if (query.has("all")) {
    throw redirect(localizePath(`/ranking/${category}`, lang) + rankingSearch(filters), 301);
  }
  const ranking = categoryRanking(category, filters);
  const { seo, ...page } = rankingPage(ranking, parseRankingView(query), tr, siteOrigin(request));
  return {
    category,
    readOnly: getCatalog().source === "fallback",
    ...page,
    // The one methodology message this page shows: its link to how the figures are sourced.
    messages: { ...messages, "methodology.rankingSource": tr.t("methodology.rankingSource") },
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
  const { t, href } = useTranslation();
  const { category, entries, filterSearch, readOnly } = loaderData;
  const benchmark = t(benchmarkKey(category));
  return (
    <>
      <h1 className="text-3xl font-bold">{t("ranking.title", { benchmark })}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("ranking.intro", { benchmark })}</p>
      <p className="mt-1 text-sm text-gray-700">
        {t("methodology.rankingSource")}{" "}
        <Link
          to={`${href("/methodology")}#${category.replace(/-(single|multi)$/, "")}`}
          className="inline-block py-1 font-medium text-blue-800 underline underline-offset-2 hover:decoration-2"
        >
          {t("common.footer.methodology")}
        </Link>
      </p>
      {readOnly && (
        <p
          role="status"
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t("common.fallbackNotice")}
        </p>
      )}
      <nav aria-label={t("ranking.categories")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {RANKING_CATEGORY_IDS.map((id) => {
            const current = id === category;
            return (
              <li key={id}>
                <Link
                  to={href(`/ranking/${id}`) + filterSearch}
                  aria-current={current ? "page" : undefined}
                  preventScrollReset
                  className={`inline-block rounded-full border px-3 py-1.5 text-sm ${
                    current
                      ? "border-gray-900 bg-gray-900 font-semibold text-white"
                      : "border-gray-400 bg-white text-gray-900 hover:bg-gray-100"
                  }`}
                >
                  {t(benchmarkKey(id))}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
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

type PageData = Route.ComponentProps["loaderData"];

function RankingFilters({ category, filters, brandOptions, typeOptions, filterSearch }: PageData) {
  const { t, href } = useTranslation();
  const selectClass = "mt-1 block min-h-10 rounded border border-gray-400 bg-white px-2 py-1.5";
  return (
    <Form
      key={filterSearch}
      method="get"
      action={href(`/ranking/${category}`)}
      preventScrollReset
      aria-label={t("ranking.filters.label")}
      className="mt-6 flex flex-wrap items-end gap-4 rounded border border-gray-200 bg-white p-4"
    >
      <div>
        <label htmlFor="ranking-brand" className="text-sm font-medium text-gray-900">
          {t("common.brand")}
        </label>
        <select
          id="ranking-brand"
          name="brand"
          defaultValue={filters.brand}
          className={selectClass}
        >
          <option value="">{t("common.all")}</option>
          {brandOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.brand}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="ranking-type" className="text-sm font-medium text-gray-900">
          {t("common.type")}
        </label>
        <select id="ranking-type" name="type" defaultValue={filters.type} className={selectClass}>
          <option value="">{t("common.all")}</option>
          {typeOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`common.type.${o.type}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-10 rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
      >
        {t("ranking.filters.apply")}
      </button>
    </Form>
  );
}

function EmptyRanking({ category, categoryCount }: PageData) {
  const { t, href } = useTranslation();
  const benchmark = t(benchmarkKey(category));
  const noResults = categoryCount === 0;
  return (
    <section
      aria-labelledby="ranking-empty"
      className="mt-6 rounded border border-gray-200 bg-white p-6"
    >
      <h2 id="ranking-empty" className="text-xl font-semibold">
        {noResults
          ? t("ranking.empty.category.title", { benchmark })
          : t("ranking.empty.filters.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-gray-700">
        {t(noResults ? "ranking.empty.category.text" : "ranking.empty.filters.text", {
          benchmark,
        })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitLink category={category} />
        {!noResults && (
          <Link
            to={href(`/ranking/${category}`)}
            preventScrollReset
            className="inline-block rounded border border-gray-900 px-4 py-2 font-medium text-gray-900 hover:bg-gray-100"
          >
            {t("ranking.empty.clearFilters")}
          </Link>
        )}
      </div>
    </section>
  );
}

function SubmitLink({ category }: { category: string }) {
  const { t, href } = useTranslation();
  return (
    <Link
      to={href(`/submit-benchmark/${category}`)}
      className="inline-block rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
    >
      {t("ranking.submit", { benchmark: t(benchmarkKey(category)) })}
    </Link>
  );
}

function RankingList({
  category,
  entries,
  total,
  page,
  offset,
  filterSearch,
  nextSearch,
  previousSearch,
}: PageData) {
  const { t, plural, href, number } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof loader>();
  const [rows, setRows] = useState(entries);
  // Where the last rows added start: keyboard focus moves to the first of them.
  const [revealedFrom, setRevealedFrom] = useState(-1);
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const remaining = total - offset - rows.length;
  const path = href(`/ranking/${category}`);
  const loading = fetcher.state !== "idle";

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

  const moreLabel = t("ranking.loadMore", { count: remaining });
  const moreClass =
    "inline-block rounded border border-gray-900 bg-white px-4 py-2 font-medium text-gray-900 hover:bg-gray-100 disabled:cursor-progress disabled:opacity-70";
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
            {t("ranking.table.caption", { benchmark: t(benchmarkKey(category)) })}
          </caption>
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
          <tbody>
            {rows.map((entry, i) => (
              <RankingRow
                key={entry.id}
                entry={entry}
                linkRef={i === revealedFrom ? firstRevealed : undefined}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div aria-live="polite">
          {remaining > 0 ? (
            hydrated ? (
              <button type="button" onClick={loadMore} disabled={loading} className={moreClass}>
                {moreLabel}
              </button>
            ) : (
              nextSearch !== null && (
                <Link to={path + nextSearch} rel="next" className={moreClass}>
                  {moreLabel}
                </Link>
              )
            )
          ) : offset === 0 ? (
            <p className="text-gray-700">{plural("ranking.showingAll", total)}</p>
          ) : (
            <p className="tabular text-gray-700">
              {t("ranking.showingRange", {
                from: number(offset + 1, 0),
                to: number(offset + rows.length, 0),
                total: number(total, 0),
              })}
            </p>
          )}
        </div>
        <SubmitLink category={category} />
      </div>
    </>
  );
}

const MEDAL_COLOURS: Record<Medal, { fill: string; stroke: string }> = {
  gold: { fill: "#f5c542", stroke: "#8a6d00" },
  silver: { fill: "#d4d7dc", stroke: "#5f6672" },
  bronze: { fill: "#d99058", stroke: "#7a4419" },
};

function MedalIcon({ medal, rank }: { medal: Medal; rank: number }) {
  const { fill, stroke } = MEDAL_COLOURS[medal];
  return (
    <svg aria-hidden="true" viewBox="0 0 28 32" className="h-8 w-7">
      <path d="M7 1h5l3 9H10zM16 1h5l-3 9h-5z" fill="#1d4ed8" />
      <circle cx="14" cy="20" r="10" fill={fill} stroke={stroke} strokeWidth="2" />
      <text
        x="14"
        y="24.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill="#111827"
        fontFamily="system-ui, sans-serif"
      >
        {rank}
      </text>
    </svg>
  );
}

const MEDAL_LABELS: Record<Medal, MessageKey> = {
  gold: "ranking.medal.gold",
  silver: "ranking.medal.silver",
  bronze: "ranking.medal.bronze",
};

/** Columns a phone leaves out (shown under the name instead), and those a tablet leaves out too. */
const WIDE = "hidden md:table-cell";
const WIDER = "hidden lg:table-cell";

function RankingRow({ entry, linkRef }: { entry: RankingEntry; linkRef?: Ref<HTMLAnchorElement> }) {
  const tr = useTranslation();
  const { t, number, href } = tr;
  return (
    <tr className="border-t border-gray-100 align-middle">
      <td className="tabular px-2 py-2 font-semibold sm:px-3">
        {entry.medal ? (
          <>
            <MedalIcon medal={entry.medal} rank={entry.rank} />
            <span className="sr-only">{t(MEDAL_LABELS[entry.medal])}</span>
          </>
        ) : (
          number(entry.rank, 0)
        )}
      </td>
      <th scope="row" className="px-2 py-2 font-medium sm:px-3 md:min-w-40">
        <Link
          ref={linkRef}
          to={href(`/cpus/${entry.id}`)}
          className="inline-block py-1 text-blue-800 underline underline-offset-2 hover:decoration-2"
        >
          {entry.name}
        </Link>
        {/* The columns a narrow screen leaves out, in a line under the name. */}
        <span className="flex flex-wrap gap-x-2 text-xs font-normal text-gray-700 lg:hidden">
          <span className="md:hidden">{entry.brand}</span>
          {entry.type && <span className="md:hidden">{t(`common.type.${entry.type}`)}</span>}
          <span className="tabular md:hidden">
            {t("ranking.column.coresThreads")}:{" "}
            <span className="whitespace-nowrap">
              {number(entry.cores, 0)} / {number(entry.threads, 0)}
            </span>
          </span>
          {entry.releaseDate && <span>{formatReleaseDate(entry.releaseDate, tr)}</span>}
        </span>
      </th>
      <td className={`${WIDE} px-3 py-2`}>{entry.brand}</td>
      <td className={`${WIDE} px-3 py-2`}>
        {entry.type ? (
          t(`common.type.${entry.type}`)
        ) : (
          <span className="text-gray-700">{t("specs.notPublished")}</span>
        )}
      </td>
      <td className={`${WIDE} tabular px-3 py-2 text-right whitespace-nowrap`}>
        {number(entry.cores, 0)} / {number(entry.threads, 0)}
      </td>
      <td className={`${WIDER} tabular px-3 py-2 text-right whitespace-nowrap`}>
        {formatSpecValue(entry.baseFreq, "ghz", tr)}
      </td>
      <td className={`${WIDER} px-3 py-2 whitespace-nowrap`}>
        {entry.releaseDate ? (
          formatReleaseDate(entry.releaseDate, tr)
        ) : (
          <span className="text-gray-700">{t("specs.notPublished")}</span>
        )}
      </td>
      <td className="px-2 py-2 sm:px-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="tabular font-semibold">{number(entry.score, 0)}</span>
          <CompactSource source={entry.source} className="text-xs text-gray-700" />
        </div>
        <div className="mt-1 h-2 rounded bg-gray-200" aria-hidden="true">
          <div
            className={`h-2 rounded ${BRAND_BAR_COLOURS[entry.brand]}`}
            style={{ width: `${entry.barPercent}%` }}
          />
        </div>
      </td>
    </tr>
  );
}
