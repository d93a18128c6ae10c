import { Form } from "react-router";
import type { SearchGroup } from "~/modules/catalog/search-results";
import { useTranslation } from "~/modules/i18n/use-translation";
import { CpuName } from "~/components/cpu-name";

/**
 * Two to four CPUs asked for where a term names no single CPU: each slot keeps its term in an
 * editable field and lists its candidates as radio buttons; a slot that names one CPU says
 * so. Compare sends the choices back here, which opens the comparison. Works without script.
 */
export function PairChoice({ groups }: { groups: readonly SearchGroup[] }) {
  const { t, href, plural, number } = useTranslation();
  const chosen = groups.flatMap((group) => (group.chosen ? [group.chosen] : []));
  const same = chosen.find((cpu, i) => chosen.findIndex((other) => other.id === cpu.id) !== i);
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
                {slot === 0
                  ? t("home.search.first")
                  : slot === 1
                    ? t("home.search.second")
                    : t("home.choose.slot", { number: slot + 1 })}
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
                          <span className="font-medium">
                            <CpuName name={cpu.name} />
                          </span>
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
