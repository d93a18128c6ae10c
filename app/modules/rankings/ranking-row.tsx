import type { Ref } from "react";
import { Link } from "react-router";
import { CompactSource } from "~/components/score-source";
import { BRAND_BAR_COLOURS } from "~/modules/catalog/brand-colours";
import { perDollarText } from "~/modules/catalog/launch-price";
import {
  formatReleaseDate,
  formatSpecValue,
  type DatePrecision,
} from "~/modules/catalog/spec-sections";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Medal, RankingEntry } from "./ranking";
import { CpuName } from "~/components/cpu-name";

/** Columns a phone leaves out (shown under the name instead), and those a tablet leaves out too. */
export const WIDE = "hidden md:table-cell";
export const WIDER = "hidden lg:table-cell";

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

/** One CPU of the ranking: its rank (a medal on the first three), name, specifications and score bar. */
export function RankingRow({
  entry,
  linkRef,
  datePrecision,
}: {
  entry: RankingEntry;
  linkRef?: Ref<HTMLAnchorElement>;
  /** One precision for the whole date column (releaseDatePrecision of the rows shown). */
  datePrecision?: DatePrecision;
}) {
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
          <CpuName name={entry.name} />
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
          {entry.releaseDate && (
            <span>{formatReleaseDate(entry.releaseDate, tr, datePrecision)}</span>
          )}
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
          formatReleaseDate(entry.releaseDate, tr, datePrecision)
        ) : (
          <span className="text-gray-700">{t("specs.notPublished")}</span>
        )}
      </td>
      <td className="px-2 py-2 sm:px-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="tabular font-semibold">{number(entry.score, 0)}</span>
          <CompactSource source={entry.source} className="text-xs text-gray-700" />
        </div>
        {(entry.perDollar !== null || entry.perWatt !== null) && (
          <div className="flex flex-wrap gap-x-3 text-xs text-gray-700" data-value-figures="">
            {entry.perDollar !== null && (
              <span>
                {perDollarText({ t, number }, entry.perDollar, entry.perDollarAtLowestPrice)}
              </span>
            )}
            {entry.perWatt !== null && (
              <span>{t("filters.value.perWatt", { value: number(entry.perWatt, 1) })}</span>
            )}
          </div>
        )}
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
