import { Form, Link } from "react-router";
import { overallBenchmarkScore } from "~/modules/catalog/benchmarks";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { searchCpus } from "~/modules/catalog/search";
import { messagesFor, serverTranslator } from "~/modules/i18n/messages.server";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { seoMeta } from "~/modules/seo/seo";
import { pageSeo } from "~/modules/seo/seo.server";
import type { Route } from "./+types/search";

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Longest search term considered; longer input is cut, not rejected. */
const MAX_QUERY_LENGTH = 100;

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const t = serverTranslator(lang);
  const cpus = getCatalog().cpus;
  // The home page's two-slot form sends q twice when the script is off: one result list per term.
  const queries = new URL(request.url).searchParams
    .getAll("q")
    .map((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
    .filter((q) => q !== "")
    .slice(0, 2);
  const groups = queries.map((query) => ({
    query,
    results: searchCpus(cpus, query, Number.POSITIVE_INFINITY).map((c) => ({
      id: c.id,
      name: c.name,
      brand: c.brand,
      type: c.type,
      cores: c.cores,
      threads: c.threads,
      score: overallBenchmarkScore(c.scores),
    })),
  }));
  const joined = queries.join(", ");
  return {
    messages: messagesFor(lang, "home"),
    groups,
    seo: pageSeo({
      request,
      lang,
      path: queries.length > 0 ? `/search?q=${encodeURIComponent(queries[0] ?? "")}` : "/search",
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
            {group.results.length === 0
              ? t("home.searchPage.none", { query: group.query })
              : plural("home.searchPage.results", group.results.length, { query: group.query })}
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
                        {t(`common.type.${cpu.type}` as "common.type.Desktop")}
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
        </section>
      ))}
    </>
  );
}
