import { Link } from "react-router";
import { CompactSource } from "~/components/score-source";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { ComparisonPage } from "./comparison-page";
import { BetterMark, linkClass } from "./comparison-view";
import { CpuName } from "~/components/cpu-name";

type CellData = ComparisonPage["sections"][number]["rows"][number]["cells"][number];

function Cell({
  cell,
  better,
  sources,
}: {
  cell: CellData;
  better: boolean;
  sources: ComparisonPage["sources"];
}) {
  const { t } = useTranslation();
  return (
    // Its padding and alignment come from the table's rules (.compare-table in app.css).
    <td className={better ? "font-bold text-green-800" : undefined}>
      {cell.value ?? <span className="text-gray-700">{t("specs.notPublished")}</span>}
      {better && <BetterMark />}
      {cell.source !== null && (
        <span className="block text-xs font-normal text-gray-700">
          <CompactSource source={sources[cell.source]!} />
        </span>
      )}
    </td>
  );
}

export function ComparisonTable({
  sections,
  cpus,
  sources,
}: Pick<ComparisonPage, "sections" | "cpus" | "sources">) {
  const { t, href } = useTranslation();
  // On a phone each row is its label across the width, then the values side by side: long
  // labels ("Leistungsaufnahme") never need breaking. From 640 px on, a label column and one
  // column per CPU.
  const n = cpus.length;
  const labelWidth = n === 2 ? 36 : n === 3 ? 28 : 24;
  const valueWidth = (100 - labelWidth) / n;
  // Whole class names, so that Tailwind finds them in the source.
  const span = n === 2 ? "col-span-2" : n === 3 ? "col-span-3" : "col-span-4";
  const columns =
    n === 2
      ? "grid grid-cols-2 sm:grid-cols-[36%_32%_32%]"
      : n === 3
        ? "grid grid-cols-3 sm:grid-cols-[28%_24%_24%_24%]"
        : "grid grid-cols-4 sm:grid-cols-[24%_19%_19%_19%_19%]";
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
        {cpus.map((cpu) => (
          <span key={cpu.id} className="px-2 py-2 break-words sm:px-3">
            <CpuName name={cpu.name} />
          </span>
        ))}
      </div>
      <div className="relative overflow-x-auto rounded-b border border-t-0 border-gray-300 bg-white">
        {/* Rows and cells are laid out by .compare-table's rules (app.css), not a class list on
            each of a 4-way table's few hundred cells: --compare-columns is the phone's grid. */}
        <table
          className="compare-table tabular block w-full min-w-[20rem] table-fixed text-left text-sm sm:table"
          style={{ "--compare-columns": n } as React.CSSProperties}
        >
          <caption className="sr-only">
            {n === 2
              ? t("compare.table.caption", { a: cpus[0]!.name, b: cpus[1]!.name })
              : t("compare.table.captionAll", { cpus: cpus.map((cpu) => cpu.name).join(", ") })}
          </caption>
          <colgroup>
            <col style={{ width: `${labelWidth}%` }} />
            {cpus.map((cpu) => (
              <col key={cpu.id} style={{ width: `${valueWidth}%` }} />
            ))}
          </colgroup>
          <thead className="block sm:table-header-group">
            <tr>
              {[t("compare.table.specification"), ...cpus.map((cpu) => cpu.name)].map((heading) => (
                <th key={heading} scope="col" className="p-0">
                  <span className="sr-only">{heading}</span>
                </th>
              ))}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.id} className="block sm:table-row-group">
              <tr className="bg-gray-100">
                <th
                  scope="rowgroup"
                  colSpan={n + 1}
                  className={`${span} px-2 py-2 text-base font-semibold text-gray-900 sm:px-3`}
                >
                  {section.title}
                </th>
              </tr>
              {section.rows.map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.label}</th>
                  {line.cells.map((cell, i) => (
                    <Cell
                      key={cpus[i]!.id}
                      cell={cell}
                      better={line.winners.includes(i)}
                      sources={sources}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
