import { Form, Link } from "react-router";
import { overallBenchmarkScore } from "~/modules/catalog/benchmarks";
import { searchCatalog } from "~/modules/catalog/catalog-views.server";
import { localizePath } from "~/modules/i18n/languages";
import { messagesFor, serverTranslator } from "~/modules/i18n/messages.server";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { seoMeta } from "~/modules/seo/seo";
import { pageSeo, siteOrigin } from "~/modules/seo/seo.server";
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

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const t = serverTranslator(lang);
  const url = new URL(request.url);
  // The home page's two-slot form sends q twice when the script is off: one result list per term.
  const queries = url.searchParams
    .getAll("q")
    .map((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
    .filter((q) => q !== "")
    .slice(0, 2);
  // Pages are for one term; two terms show the first page of each with a link to the rest.
  const requested = queries.length === 1 ? Number(url.searchParams.get("page")) : 1;
  const wanted = Number.isSafeInteger(requested) && requested > 1 ? requested : 1;
  const groups = queries.map((query) => {
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
      results: items.map((c) => ({
        id: c.id,
        name: c.name,
        brand: c.brand,
        type: c.type,
        cores: c.cores,
        threads: c.threads,
        score: overallBenchmarkScore(c.scores),
      })),
    };
  });
  const joined = queries.join(", ");
  const single = groups.length === 1 ? groups[0] : undefined;
  const absolute = (path: string | null | undefined) =>
    path ? `${siteOrigin(request)}${localizePath(path, lang)}` : null;
  return {
    messages: messagesFor(lang, "home"),
    groups,
    pageLinks: { previous: absolute(single?.previous), next: absolute(single?.next) },
    seo: pageSeo({
      request,
      lang,
      path: single
        ? searchPathOf(single.query, single.page)
        : queries.length > 0
          ? searchPathOf(queries[0]!)
          : "/search",
      title: joined
        ? t.t("home.searchPage.title", { query: joined })
        : t.t("home.searchPage.titleEmpty"),
      description: joined
        ? t.t("home.searchPage.description", { query: joined })
        : t.t("home.searchPage.descriptionEmpty"),
      keywords: [...queries, ...t.t("home.keywords").split(", ")],
    }),
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const { t, href, plural, number } = useTranslation();
  const [first, second] = groups;
  const topA = first?.results[0];
  const topB = second?.results[0];
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
