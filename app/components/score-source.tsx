import { Link } from "react-router";
import type { VisitorSpread } from "~/modules/catalog/benchmarks";
import {
  compactSourceText,
  lowSampleRuns,
  statisticText,
  type ScoreSource,
} from "~/modules/catalog/score-provenance";
import type { SpecSource } from "~/modules/catalog/spec-sections";
import { useTranslation } from "~/modules/i18n/use-translation";

const linkClass = "text-blue-800 underline underline-offset-2 hover:decoration-2";

/** A " · " between the parts of a source line, hidden from screen readers' punctuation. */
function Dot() {
  return <span aria-hidden="true"> · </span>;
}

/**
 * Where a shown figure comes from, written under it: the source's name linked
 * to the exact page, the date, what the figure is (mean of N runs, single
 * run, median...), the benchmark version, and a link to the methodology. A
 * visitor median says how many verified results it is the median of.
 */
export function ScoreSourceLine({
  source,
  benchmarkLabel,
  className,
}: {
  source: ScoreSource;
  benchmarkLabel: string;
  className?: string;
}) {
  const tr = useTranslation();
  const { t, href, date } = tr;
  const parts: React.ReactNode[] = [];
  if (source.basis === "published") {
    const name = source.sourceName || t("specs.source.unnamed");
    parts.push(
      source.sourceUrl ? (
        <span key="name">
          <a href={source.sourceUrl} rel="noopener" className={linkClass}>
            {name}
          </a>
          {source.sourcePage === "list" && <> ({t("specs.source.listPage")})</>}
        </span>
      ) : (
        <span key="name">{name}</span>
      ),
    );
    if (source.publishedOn)
      parts.push(
        <time key="date" dateTime={source.publishedOn}>
          {t(
            source.dateMeaning === "listed" ? "specs.source.listedOn" : "specs.source.publishedOn",
            { date: date(source.publishedOn) },
          )}
        </time>,
      );
    parts.push(<span key="statistic">{statisticText(source, tr)}</span>);
    parts.push(
      <span key="version">
        {source.benchmarkVersion
          ? t("specs.source.version", { version: source.benchmarkVersion })
          : t("specs.source.versionUnstated")}
      </span>,
    );
  } else {
    parts.push(<span key="statistic">{statisticText(source, tr)}</span>);
  }
  const [anchorPath, anchor] = source.methodology.split("#");
  parts.push(
    <Link
      key="how"
      to={`${href(anchorPath ?? "/methodology")}#${anchor ?? ""}`}
      className={linkClass}
    >
      {t("specs.source.how")}
      {/* The accessible name starts with the visible text (axe label-content-name-mismatch). */}
      <span className="sr-only">{t("specs.source.howFor", { benchmark: benchmarkLabel })}</span>
    </Link>,
  );
  return (
    <p className={className} data-score-source="">
      <span className="sr-only">{t("specs.source.sourceOf", { benchmark: benchmarkLabel })}: </span>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <Dot />}
          {part}
        </span>
      ))}
      {source.basis === "published" && source.copy && (
        <span className="block" data-score-copy="">
          <CopyNote copy={source.copy} />
        </span>
      )}
    </p>
  );
}

/** "Read from a copy made on 24 April 2026: <the copy, linked>." */
function CopyNote({ copy }: { copy: { name: string; url: string; date: string } }) {
  const { t, date } = useTranslation();
  return (
    <>
      {t("specs.source.readFromCopy", { date: date(copy.date) })}:{" "}
      <a href={copy.url} rel="noopener" className={linkClass}>
        {copy.name}
      </a>
    </>
  );
}

/** The spread of a CPU's verified visitor results for one benchmark: count, min, median, max. */
export function VisitorSpreadLine({
  spread,
  className,
}: {
  spread: VisitorSpread;
  className?: string;
}) {
  const { plural, number } = useTranslation();
  return (
    <p className={className} data-visitor-spread="">
      {plural("specs.source.spread", spread.count, {
        min: number(spread.min, 0),
        median: number(spread.median, 0),
        max: number(spread.max, 0),
      })}
    </p>
  );
}

/**
 * A figure's source in a few words, for a ranking row or a comparison cell:
 * the source's name linked ("Geekbench Browser · 13,493 runs") or "median of
 * 3 visitor results".
 */
export function CompactSource({ source, className }: { source: ScoreSource; className?: string }) {
  const tr = useTranslation();
  const text = compactSourceText(source, tr);
  const runs = lowSampleRuns(source);
  const mark = runs !== null && <LowSampleMark runs={runs} />;
  if (source.basis === "published" && source.sourceUrl) {
    const name = source.sourceName || tr.t("specs.source.unnamed");
    const rest = text.slice(name.length);
    return (
      <span className={className} data-score-source="">
        <a href={source.sourceUrl} rel="noopener" className={linkClass}>
          {name}
        </a>
        {rest}
        {mark}
      </span>
    );
  }
  return (
    <span className={className} data-score-source="">
      {text}
      {mark}
    </span>
  );
}

/**
 * The mark of a figure from fewer than 5 runs ("1 run"), wherever its source is cited in a few
 * words: rankings, the catalog, comparisons, the relative-performance chart.
 */
export function LowSampleMark({ runs }: { runs: number }) {
  const { t, plural } = useTranslation();
  return (
    <>
      {" "}
      <span
        data-low-sample={runs}
        title={t("specs.source.lowSampleTitle")}
        className="inline-block rounded border border-amber-400 bg-amber-50 px-1 text-xs font-semibold whitespace-nowrap text-amber-900"
      >
        {plural("specs.source.lowSample", runs)}
        <span className="sr-only">: {t("specs.source.lowSampleTitle")}</span>
      </span>
    </>
  );
}

/** Where the specifications come from: the vendor's page linked, and the date it was read. */
export function SpecSourceLine({
  source,
  className,
}: {
  source: SpecSource | null;
  className?: string;
}) {
  const { t, date, href } = useTranslation();
  return (
    <p className={`text-sm text-gray-700 ${className ?? ""}`} data-spec-source="">
      {source ? (
        <>
          {t("specs.specSource.label")}{" "}
          {source.url ? (
            <a href={source.url} rel="noopener" className={linkClass}>
              {source.name}
            </a>
          ) : (
            source.name
          )}
          {source.date && <>, {t("specs.specSource.read", { date: date(source.date) })}</>}
          {source.copy ? (
            <>
              {" "}
              (<CopyNote copy={source.copy} />
              ).
            </>
          ) : (
            "."
          )}
        </>
      ) : (
        t("specs.specSource.none")
      )}{" "}
      {t("specs.notPublishedNote")}{" "}
      <Link to={`${href("/methodology")}#specifications`} className={linkClass}>
        {t("specs.source.how")}
      </Link>
    </p>
  );
}
