import { Form, Link } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import { searchPath, type SearchGroup } from "./search-results";
import { CpuName } from "~/components/cpu-name";

/**
 * One term's results: how many matched, a table of the CPUs shown, and where they sit among
 * all matches. `single` when the page searched for this one term (it then pages through them).
 */
export function SearchResults({ group, single }: { group: SearchGroup; single: boolean }) {
  const { t, href, plural, number } = useTranslation();
  return (
    <section aria-label={group.query} className="mt-8">
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
                      <CpuName name={cpu.name} />
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
      {group.total > 0 && <SearchPages group={group} single={single} />}
    </section>
  );
}

/** Where the results shown sit among all matches, and the way to the others. */
function SearchPages({ group, single }: { group: SearchGroup; single: boolean }) {
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
          <Link to={href(searchPath(group.query))} className={link}>
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

/** The search box, holding the term searched for when there was one. */
export function SearchForm({ query }: { query: string }) {
  const { t, href } = useTranslation();
  return (
    <Form method="get" action={href("/search")} role="search" className="mt-4 flex max-w-xl gap-2">
      <label htmlFor="search-q" className="sr-only">
        {t("home.searchPage.label")}
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        defaultValue={query}
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
  );
}

/** Two terms searched for: a link to the comparison of their best matches. */
export function CompareTopResults({ groups }: { groups: readonly SearchGroup[] }) {
  const { t, href } = useTranslation();
  const [topA, topB] = groups.map((group) => group.results[0]);
  if (!topA || !topB || topA.id === topB.id) return null;
  return (
    <p className="mt-6">
      <Link
        to={href(`/cpus/vs/${topA.id}-vs-${topB.id}`)}
        className="inline-block rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
      >
        {t("home.searchPage.compareTop", { a: topA.name, b: topB.name })}
      </Link>
    </p>
  );
}
