import { Link } from "react-router";
import { CompactSource } from "~/components/score-source";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { CompareCell } from "./compare-rows";
import type { ComparisonPage } from "./comparison-page";
import { BetterMark, linkClass } from "./comparison-view";
import { CpuName } from "~/components/cpu-name";

function Cell({ cell, better }: { cell: CompareCell; better: boolean }) {
  const { t } = useTranslation();
  return (
    <td
      className={`px-2 pt-1 pb-2 align-top break-words sm:px-3 sm:pt-2 ${better ? "font-bold text-green-800" : ""}`}
    >
      {cell.value ?? <span className="text-gray-700">{t("specs.notPublished")}</span>}
      {better && <BetterMark />}
      {cell.source && (
        <span className="block text-xs font-normal text-gray-700">
          <CompactSource source={cell.source} />
        </span>
      )}
    </td>
  );
}

/** A row of the detailed table: a two-column grid on a phone (label above the values), a row from sm. */
const ROW = "grid grid-cols-2 sm:table-row";

export function ComparisonTable({
  sections,
  cpus,
}: {
  sections: ComparisonPage["sections"];
  cpus: ComparisonPage["cpus"];
}) {
  const { t, href } = useTranslation();
  // On a phone each row is its label across the width, then the two values side by side: long
  // labels ("Leistungsaufnahme") never need breaking. From 640 px on, three columns.
  const columns = "grid grid-cols-2 sm:grid-cols-[36%_32%_32%]";
  return (
    <section aria-labelledby="details">
      <h2 id="details" className="text-xl font-semibold">
        {t("compare.table.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {t("compare.notPublishedNote")}{" "}
        <Link to={href("/methodology")} className={`underline ${linkClass}`}>
          {t("compare.methodologyLink")}
        </Link>
      </p>
      {/* Repeats the table's column headings so both names stay in view while the long table scrolls by. */}
      <div
        aria-hidden="true"
        className={`sticky top-0 z-10 mt-3 ${columns} rounded-t border border-gray-300 bg-gray-900 text-sm font-semibold text-white`}
      >
        <span className="hidden px-2 py-2 sm:block sm:px-3">
          {t("compare.table.specification")}
        </span>
        <span className="px-2 py-2 sm:px-3">
          <CpuName name={cpus.a.name} />
        </span>
        <span className="px-2 py-2 sm:px-3">
          <CpuName name={cpus.b.name} />
        </span>
      </div>
      <div className="relative overflow-x-auto rounded-b border border-t-0 border-gray-300 bg-white">
        <table className="tabular block w-full min-w-[20rem] table-fixed text-left text-sm sm:table">
          <caption className="sr-only">
            {t("compare.table.caption", { a: cpus.a.name, b: cpus.b.name })}
          </caption>
          <colgroup>
            <col className="w-[36%]" />
            <col className="w-[32%]" />
            <col className="w-[32%]" />
          </colgroup>
          <thead className="block sm:table-header-group">
            <tr className={ROW}>
              {[t("compare.table.specification"), cpus.a.name, cpus.b.name].map((heading) => (
                <th key={heading} scope="col" className="p-0">
                  <span className="sr-only">{heading}</span>
                </th>
              ))}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.id} className="block sm:table-row-group">
              <tr className={`${ROW} bg-gray-100`}>
                <th
                  scope="rowgroup"
                  colSpan={3}
                  className="col-span-2 px-2 py-2 text-base font-semibold text-gray-900 sm:px-3"
                >
                  {section.title}
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.id} className={`${ROW} border-t border-gray-200`}>
                  <th
                    scope="row"
                    className="col-span-2 px-2 pt-2 pb-0 align-top font-medium hyphens-auto text-gray-800 sm:px-3 sm:pb-2"
                  >
                    {row.label}
                  </th>
                  <Cell cell={row.a} better={row.winner === "a"} />
                  <Cell cell={row.b} better={row.winner === "b"} />
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
