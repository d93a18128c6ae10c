import { Link } from "react-router";
import { CompactSource } from "~/components/score-source";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { CatalogSort } from "./catalog-listing";
import { CATALOG_SORT_LABELS, type CpuCatalogPage } from "./catalog-page";
import { formatLaunchPrice, perDollarText, type LaunchPrice } from "./launch-price";
import {
  formatReleaseDate,
  formatSpecValue,
  releaseDatePrecision,
  type SpecFormat,
  type SpecValue,
} from "./spec-sections";
import { CpuName } from "~/components/cpu-name";

/** What the table reads of the catalog page: its rows, its order and each header's link. */
type TableData = Pick<
  CpuCatalogPage,
  "rows" | "sort" | "dir" | "sortLinks" | "benchmark" | "reference"
>;
type Row = CpuCatalogPage["rows"][number];

interface Column {
  label: MessageKey;
  sort?: CatalogSort;
  numeric?: boolean;
  value: (row: Row) => SpecValue;
  format: SpecFormat;
  /** A cell drawn otherwise than its formatted value. */
  cell?: (row: Row) => React.ReactNode;
}

/** The name heads each row; the other columns are the CPU's figures. */
const NAME_COLUMN: Column = {
  label: "catalog.column.name",
  sort: "name",
  value: (r) => r.name,
  format: "text",
};

/**
 * The chosen benchmark's relative performance (its reference CPU = 100) comes first, so narrow
 * screens show it without scrolling; then that benchmark's figure with its source. A CPU without
 * a figure in that benchmark says which benchmarks it has instead.
 */
const COLUMNS: Column[] = [
  {
    label: "catalog.column.relative",
    sort: "figure",
    numeric: true,
    value: (r) => r.relative,
    format: "index",
  },
  {
    label: "catalog.column.figure",
    numeric: true,
    value: (r) => (r.figure === null ? null : Math.round(r.figure.value)),
    format: "count",
    cell: (r) =>
      r.figure ? <FigureCell row={r} figure={r.figure} /> : <HasBenchmarks has={r.has} />,
  },
  { label: "common.brand", sort: "brand", value: (r) => r.brand, format: "text" },
  { label: "common.type", value: (r) => r.type, format: "cpuType" },
  {
    label: "specs.field.cores",
    sort: "cores",
    numeric: true,
    value: (r) => r.cores,
    format: "count",
  },
  {
    label: "specs.field.threads",
    sort: "threads",
    numeric: true,
    value: (r) => r.threads,
    format: "count",
  },
  {
    label: "specs.field.baseFreq",
    sort: "base",
    numeric: true,
    value: (r) => r.baseFreq,
    format: "ghz",
  },
  {
    label: "specs.field.boostFreq",
    sort: "boost",
    numeric: true,
    value: (r) => r.boostFreq,
    format: "ghz",
  },
  { label: "specs.field.tdp", sort: "tdp", numeric: true, value: (r) => r.tdp, format: "watts" },
  { label: "specs.field.socket", value: (r) => r.socket, format: "text" },
  {
    label: "specs.field.releaseDate",
    sort: "release",
    value: (r) => r.releaseDate,
    format: "date",
  },
  {
    label: "specs.field.price",
    sort: "price",
    numeric: true,
    value: (r) => r.price,
    format: "usd",
    cell: (r) =>
      r.price !== null && r.priceMax !== null ? (
        <PriceRange price={{ low: r.price, high: r.priceMax }} />
      ) : null,
  },
];

/** A launch price the vendor publishes as a range, shown as that range ("$184–$194"). */
function PriceRange({ price }: { price: LaunchPrice }) {
  const tr = useTranslation();
  return <>{formatLaunchPrice(price, tr)}</>;
}

/**
 * The figure with its source in a few words (publisher, runs), then its points per dollar of
 * launch price (a range when the price is one: decision 025) and per watt of maximum package
 * power where the CPU has them.
 */
function FigureCell({ row, figure }: { row: Row; figure: NonNullable<Row["figure"]> }) {
  const { t, number } = useTranslation();
  return (
    <>
      <span className="font-semibold">{number(figure.value, 0)}</span>
      <CompactSource
        source={figure}
        className="block min-w-28 text-xs font-normal whitespace-normal text-gray-700"
      />
      {row.perDollar !== null && (
        <span
          className="block text-xs font-normal whitespace-normal text-gray-700"
          data-per-dollar=""
        >
          {perDollarText({ t, number }, row.perDollar, row.perDollarAtLowestPrice)}
        </span>
      )}
      {row.perWatt !== null && (
        <span
          className="block text-xs font-normal whitespace-normal text-gray-700"
          data-per-watt=""
        >
          {t("filters.value.perWatt", { value: number(row.perWatt, 1) })}
        </span>
      )}
    </>
  );
}

/** No figure in the chosen benchmark: which benchmarks the CPU does have one in. */
function HasBenchmarks({ has }: { has: Row["has"] }) {
  const { t } = useTranslation();
  return (
    <span className="block min-w-32 text-left text-xs whitespace-normal text-gray-700">
      {has.length === 0
        ? t("catalog.figure.none")
        : t("catalog.figure.has", {
            benchmarks: has.map((id) => t(`common.benchmark.${id}`)).join(", "),
          })}
    </span>
  );
}

function SortIcon({ dir }: { dir: "asc" | "desc" | null }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 16"
      className="inline h-4 w-3 fill-current align-text-bottom"
    >
      {dir !== "desc" && <path d="M6 1l5 6H1z" opacity={dir ? 1 : 0.45} />}
      {dir !== "asc" && <path d="M6 15l5-6H1z" opacity={dir ? 1 : 0.45} />}
    </svg>
  );
}

/** A header's text: the benchmark columns name the chosen benchmark and its reference CPU. */
function columnLabel(
  column: Column,
  data: TableData,
  t: ReturnType<typeof useTranslation>["t"],
): string {
  const benchmark = t(`common.benchmark.${data.benchmark}`);
  if (column.label === "catalog.column.relative")
    return data.reference
      ? t("catalog.column.relative", { reference: data.reference.name })
      : t("catalog.column.relativeNone");
  if (column.label === "catalog.column.figure") return benchmark;
  return t(column.label);
}

/** The name column stays in view while the figures scroll sideways on narrow screens. */
const STICKY =
  "sticky left-0 z-10 min-w-40 shadow-[inset_-1px_0_0_var(--color-gray-200)] lg:min-w-28";

function SortableHeader({
  column,
  sort,
  data,
  className = "",
}: {
  column: Column;
  sort: CatalogSort;
  data: TableData;
  className?: string;
}) {
  const { t, href } = useTranslation();
  const active = data.sort === sort;
  const link = data.sortLinks[sort];
  return (
    <th
      scope="col"
      aria-sort={active ? (data.dir === "asc" ? "ascending" : "descending") : undefined}
      className={`px-2 py-2 align-bottom lg:px-1 ${column.numeric ? "text-right" : ""} ${className}`}
    >
      <Link
        to={href("/cpus") + link.search}
        preventScrollReset
        className={`inline-block py-1 underline-offset-2 hover:underline ${
          active ? "font-bold" : "font-semibold"
        }`}
      >
        {columnLabel(column, data, t)}
        <span className="sr-only">
          {" "}
          ({t(link.dir === "asc" ? "catalog.sort.linkAscending" : "catalog.sort.linkDescending")})
        </span>
        {/* After a space: the arrows move under a long label rather than widen its column. */}{" "}
        <SortIcon dir={active ? data.dir : null} />
      </Link>
    </th>
  );
}

/** The page's CPUs, one row each, under headers that sort the catalog by their column. */
export function CatalogTable(data: TableData) {
  const tr = useTranslation();
  const { t, href } = tr;
  const headers = [NAME_COLUMN, ...COLUMNS];
  // Sorted by a column, or by a value (per launch dollar, per watt) that has none.
  const sortedColumn = headers.find((c) => c.sort === data.sort);
  // One precision for the release column: quarters when any date is published as a quarter.
  const datePrecision = releaseDatePrecision(data.rows.map((row) => row.releaseDate));
  const shown = (column: Column, row: Row) => {
    const value = column.value(row);
    if (column.format === "date" && typeof value === "string")
      return formatReleaseDate(value, tr, datePrecision);
    return formatSpecValue(value, column.format, tr);
  };
  return (
    <div className="scroll-hint relative mt-3 overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {t("catalog.table.caption", {
            column: sortedColumn
              ? columnLabel(sortedColumn, data, t)
              : t(CATALOG_SORT_LABELS[data.sort]),
            direction: t(data.dir === "asc" ? "catalog.sort.ascending" : "catalog.sort.descending"),
          })}
        </caption>
        <thead className="bg-gray-100 text-gray-900">
          <tr>
            {headers.map((column) =>
              column.sort ? (
                <SortableHeader
                  key={column.label}
                  column={column}
                  sort={column.sort}
                  data={data}
                  className={column === NAME_COLUMN ? `${STICKY} bg-gray-100` : ""}
                />
              ) : (
                <th
                  key={column.label}
                  scope="col"
                  className="px-2 py-2 align-bottom font-semibold lg:px-1"
                >
                  {columnLabel(column, data, t)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-100">
              <th scope="row" className={`${STICKY} bg-white px-2 py-2 font-medium lg:px-1`}>
                <Link
                  to={href(`/cpus/${row.id}`)}
                  className="inline-block py-1 text-blue-800 underline underline-offset-2 hover:decoration-2"
                >
                  <CpuName name={row.name} />
                </Link>
              </th>
              {COLUMNS.map((column) => (
                <td
                  key={column.label}
                  className={`px-2 py-2 lg:px-1 ${column.numeric ? "tabular text-right whitespace-nowrap" : ""}`}
                >
                  {/* Figures never wrap; words (a date, "not published") may, so all fits at 1280 px. */}
                  {column.cell?.(row) ?? shown(column, row) ?? (
                    <span className="whitespace-normal text-gray-700">
                      {t("specs.notPublished")}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
