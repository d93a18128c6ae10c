import { Form, Link, redirect } from "react-router";
import { overallBenchmarkScore } from "~/modules/catalog/benchmarks";
import { searchCatalog } from "~/modules/catalog/catalog-views.server";
import type { Cpu } from "~/modules/catalog/cpu";
import { pairSearchTerms, pickPair } from "~/modules/compare/pair-search.server";
import { localizePath } from "~/modules/i18n/languages";
import { useTranslation } from "~/modules/i18n/use-translation";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { siteOrigin } from "~/modules/seo/seo.server";
import type { Route } from "./+types/search";

export function meta({ data }: Route.MetaArgs) {
  return [
    ...seoMeta(data?.seo),
    ...(data?.pageLinks.previous
      ? [{ tagName: "link", rel: "prev", href: data.pageLinks.previous }]
      : []),
    ...(data?.pageLinks.next ? [{ tagName: "link", rel: "next", href: data.pageLinks.next }] : []),
  ];
}

/** Longest search term considered; longer input is cut, not rejected. */
const MAX_QUERY_LENGTH = 100;
/** Results per page. */
const SEARCH_PAGE_SIZE = 20;

const searchPathOf = (query: string, page = 1) =>
  `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;

const resultOf = (c: Cpu) => ({
  id: c.id,
  name: c.name,
  brand: c.brand,
  type: c.type,
  cores: c.cores,
  threads: c.threads,
  score: overallBenchmarkScore(c.scores),
});

export function loader({ params, request }: Route.LoaderArgs) {
  const { lang, t, messages, pageSeo } = pageSetup(request, params, ["home"]);
  const url = new URL(request.url);
  // The home page's two-slot form sends q twice when the script is off: one result list per term.
  const queries = url.searchParams
    .getAll("q")
    .map((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
    .filter((q) => q !== "")
    .slice(0, 2);
  // Two CPUs asked for ("A vs B", or the home page's two fields without the script): both
  // known, their comparison; otherwise a choice per slot, never a guess.
  const terms = pairSearchTerms(url.searchParams, queries);
  const picked = terms ? pickPair([terms[0], terms[1]], SEARCH_PAGE_SIZE) : null;
  const [a, b] = picked?.map((slot) => slot.cpu) ?? [];
  if (a && b && a.id !== b.id) throw redirect(localizePath(`/cpus/vs/${a.id}-vs-${b.id}`, lang));
  // Pages are for one term; two terms show the first page of each with a link to the rest.
  const requested = queries.length === 1 ? Number(url.searchParams.get("page")) : 1;
  const wanted = Number.isSafeInteger(requested) && requested > 1 ? requested : 1;
  const pairGroups = picked?.map((slot) => ({
    query: slot.term.slice(0, MAX_QUERY_LENGTH),
    total: slot.total,
    page: 1,
    from: 1,
    to: slot.candidates.length,
    previous: null,
    next: slot.total > slot.candidates.length ? searchPathOf(slot.term) : null,
    results: slot.candidates.map(resultOf),
    chosen: slot.cpu ? resultOf(slot.cpu) : null,
  }));
  const groups =
    pairGroups ??
    queries.map((query) => {
      let found = searchCatalog(query, (wanted - 1) * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
      const { total } = found;
      const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
      // A page past the end shows the last one.
      const page = Math.min(wanted, pageCount);
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      if (page !== wanted) found = searchCatalog(query, offset, SEARCH_PAGE_SIZE);
      const { items } = found;
      return {
        query,
        total,
        page,
        from: offset + 1,
        to: offset + items.length,
        previous: page > 1 ? searchPathOf(query, page - 1) : null,
        next: page < pageCount ? searchPathOf(query, page + 1) : null,
        results: items.map(resultOf),
        chosen: null,
      };
    });
  const joined = queries.join(", ");
  const single = groups.length === 1 ? groups[0] : undefined;
  const absolute = (path: string | null | undefined) =>
    path ? `${siteOrigin(request)}${localizePath(path, lang)}` : null;
  return {
    messages,
    groups,
    pair: picked !== null,
    pageLinks: { previous: absolute(single?.previous), next: absolute(single?.next) },
    seo: pageSeo({
      path: single
        ? searchPathOf(single.query, single.page)
        : queries.length > 0
          ? searchPathOf(queries[0]!)
          : "/search",
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
  const { groups, pair } = loaderData;
  const { t, href, plural, number } = useTranslation();
  const [first, second] = groups;
  const topA = first?.results[0];
  const topB = second?.results[0];
  if (pair) return <PairChoice groups={groups} />;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("home.searchPage.heading")}</h1>
      <Form
        method="get"
        action={href("/search")}
        role="search"
        className="mt-4 flex max-w-xl gap-2"
      >
        <label htmlFor="search-q" className="sr-only">
          {t("home.searchPage.label")}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={groups.length === 1 ? first?.query : ""}
          placeholder={t("home.search.placeholder")}
          className="min-w-0 flex-1 rounded border border-gray-400 bg-white px-3 py-2"
        />
        <button
          type="submit"
          className="rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          {t("home.searchPage.submit")}
        </button>
      </Form>
      {groups.length === 0 && <p className="mt-6 text-gray-700">{t("home.searchPage.empty")}</p>}
      {topA && topB && topA.id !== topB.id && (
        <p className="mt-6">
          <Link
            to={href(`/cpus/vs/${topA.id}-vs-${topB.id}`)}
            className="inline-block rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
          >
            {t("home.searchPage.compareTop", { a: topA.name, b: topB.name })}
          </Link>
        </p>
      )}
      {groups.map((group) => (
        <section key={group.query} aria-label={group.query} className="mt-8">
          <h2 className="text-xl font-semibold">
            {group.total === 0
              ? t("home.searchPage.none", { query: group.query })
              : plural("home.searchPage.results", group.total, { query: group.query })}
          </h2>
          {group.results.length > 0 && (
            <div className="relative mt-3 overflow-x-auto rounded border border-gray-200 bg-white">
              <table className="tabular w-full text-left text-sm">
                <thead className="bg-gray-100 text-gray-800">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t("home.searchPage.column.cpu")}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t("common.type")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t("home.searchPage.column.cores")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t("home.searchPage.column.score")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.results.map((cpu) => (
                    <tr key={cpu.id} className="border-t border-gray-100">
                      <td className="px-3 py-2">
                        <Link
                          to={href(`/cpus/${cpu.id}`)}
                          className="font-medium text-blue-800 hover:underline"
                        >
                          {cpu.name}
                        </Link>
                      </td>
                      <td className="px-3 py-2">
                        {cpu.type
                          ? t(`common.type.${cpu.type}` as "common.type.Desktop")
                          : t("home.searchPage.noScore")}
                      </td>
                      <td className="px-3 py-2 text-right">
                        {cpu.cores} / {cpu.threads}
                      </td>
                      <td className="px-3 py-2 text-right">
                        {cpu.score === null ? (
                          <span className="text-gray-700">{t("home.searchPage.noScore")}</span>
                        ) : (
                          number(cpu.score, 0)
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {group.total > 0 && <SearchPages group={group} single={groups.length === 1} />}
        </section>
      ))}
    </>
  );
}

type Group = Route.ComponentProps["loaderData"]["groups"][number];

/**
 * Two CPUs asked for where a term names no single CPU: each slot keeps its term in an
 * editable field and lists its candidates as radio buttons; a slot that names one CPU says
 * so. Compare sends the choices back here, which opens the comparison. Works without script.
 */
function PairChoice({ groups }: { groups: readonly Group[] }) {
  const { t, href, plural, number } = useTranslation();
  const [a, b] = groups.map((group) => group.chosen);
  const same = a && b && a.id === b.id ? a : null;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("home.choose.heading")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("home.choose.intro")}</p>
      <Form method="get" action={href("/search")} className="mt-6">
        <div className="grid gap-6 md:grid-cols-2">
          {groups.map((group, slot) => (
            <fieldset
              key={slot}
              className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
            >
              <legend className="px-1 text-lg font-semibold">
                {slot === 0 ? t("home.search.first") : t("home.search.second")}
              </legend>
              <label htmlFor={`choose-q-${slot}`} className="block text-sm text-gray-800">
                {t("home.choose.term")}
              </label>
              <input
                id={`choose-q-${slot}`}
                name="q"
                type="search"
                // A chosen CPU by its full name, which finds it again.
                defaultValue={group.chosen?.name ?? group.query}
                className="mt-1 w-full rounded border border-gray-400 bg-white px-3 py-2"
              />
              {group.chosen ? (
                <p className="mt-3 font-medium text-green-800">
                  <span aria-hidden="true">✓ </span>
                  {t("home.choose.chosen", { cpu: group.chosen.name })}
                </p>
              ) : group.total === 0 ? (
                <p className="mt-3 text-gray-800">
                  {t("home.searchPage.none", { query: group.query })}
                </p>
              ) : (
                <>
                  <p className="mt-3 text-gray-800">
                    {plural("home.searchPage.results", group.total, { query: group.query })}
                  </p>
                  <ul className="mt-2 divide-y divide-gray-100">
                    {group.results.map((cpu) => (
                      <li key={cpu.id}>
                        <label
                          htmlFor={`choose-${slot}-${cpu.id}`}
                          className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 py-1.5 hover:bg-gray-50"
                        >
                          <input
                            id={`choose-${slot}-${cpu.id}`}
                            type="radio"
                            name={`cpu${slot + 1}`}
                            value={cpu.id}
                            className="row-span-2 h-4 w-4"
                          />
                          <span className="font-medium">{cpu.name}</span>
                          <span className="tabular text-xs text-gray-700">
                            {cpu.type ? t(`common.type.${cpu.type}` as "common.type.Desktop") : ""}
                            {cpu.type ? " · " : ""}
                            {cpu.cores} / {cpu.threads}
                            {cpu.score !== null
                              ? ` · ${t("home.search.score", { score: number(cpu.score, 0) })}`
                              : ""}
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                  {group.total > group.results.length && (
                    <p className="mt-2 text-sm text-gray-700">
                      {t("home.choose.more", { shown: number(group.results.length, 0) })}
                    </p>
                  )}
                </>
              )}
            </fieldset>
          ))}
        </div>
        {same && (
          <p role="alert" className="mt-4 text-red-800">
            {t("home.search.same", { cpu: same.name })}
          </p>
        )}
        <button
          type="submit"
          className="mt-4 rounded bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800"
        >
          {t("home.search.compare")}
        </button>
      </Form>
    </>
  );
}

/** Where the results shown sit among all matches, and the way to the others. */
function SearchPages({ group, single }: { group: Group; single: boolean }) {
  const { t, href, number } = useTranslation();
  const link =
    "inline-flex min-h-10 items-center rounded border border-gray-400 bg-white px-3 text-gray-900 hover:bg-gray-100";
  const showing = t("home.searchPage.showing", {
    from: number(group.from, 0),
    to: number(group.to, 0),
    total: number(group.total, 0),
  });
  if (!single)
    return (
      <p className="tabular mt-3 flex flex-wrap items-center gap-3 text-gray-700">
        {showing}
        {group.next && (
          <Link to={href(searchPathOf(group.query))} className={link}>
            {t("home.searchPage.all", { query: group.query })}
          </Link>
        )}
      </p>
    );
  return (
    <nav aria-label={t("home.searchPage.pages")} className="mt-3">
      <p className="tabular text-gray-700">{showing}</p>
      {(group.previous || group.next) && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {group.previous && (
            <li>
              <Link to={href(group.previous)} rel="prev" className={link}>
                {t("home.searchPage.previous")}
              </Link>
            </li>
          )}
          {group.next && (
            <li>
              <Link to={href(group.next)} rel="next" className={link}>
                {t("home.searchPage.next")}
              </Link>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
