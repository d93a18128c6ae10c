import { Link } from "react-router";
import { CpuName } from "~/components/cpu-name";
import { ScoreSourceLine, VisitorSpreadLine } from "~/components/score-source";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { useTranslation } from "~/modules/i18n/use-translation";
import { BRAND_BAR_COLOURS } from "./brand-colours";
import type { CpuPage } from "./cpu-page";
import { RelativePerformanceChart } from "./relative-performance-chart";
import type { PageSpecSection, SpecRow } from "./spec-sections";
import type { SegmentTop } from "./top-ten";

/** The CPU page's data as its cards read it: cpuPage's, with the page's canonical URL. */
type CardsData = Omit<CpuPage, "seo"> & { pageUrl: string };

export function BreadcrumbTrail({ name }: { name: string }) {
  const { t, href } = useTranslation();
  return (
    <ol className="flex flex-wrap gap-1">
      <li>
        <Link to={href("/")} className="text-blue-800 hover:underline">
          {t("common.nav.home")}
        </Link>
        <span aria-hidden="true"> / </span>
      </li>
      <li>
        <Link to={href("/cpus")} className="text-blue-800 hover:underline">
          {t("common.nav.product")}
        </Link>
        <span aria-hidden="true"> / </span>
      </li>
      <li aria-current="page">{name}</li>
    </ol>
  );
}

/**
 * The CPU's specifications, after its figures: two columns of cards on a desktop, each card
 * under the one before it (no row gaps), each with one "Report an issue" link.
 */
export function CpuSpecifications({ data }: { data: CardsData }) {
  const { general, performance, memory, graphics, pcie, misc, pageUrl } = data;
  const { t } = useTranslation();
  return (
    <div className="mt-8 gap-8 *:mb-8 *:break-inside-avoid lg:columns-2" data-specifications>
      {general && <SpecSectionCard section={general} pageUrl={pageUrl} />}
      {performance.length > 0 && (
        <Card id="performance" title={t("cpu.performance.title")} pageUrl={pageUrl}>
          {performance.map((s) => (
            <div key={s.id} className="mt-3 first:mt-0">
              <h3 className="font-semibold text-gray-900">{s.title}</h3>
              <SpecSectionBody section={s} />
            </div>
          ))}
        </Card>
      )}
      {memory && <SpecSectionCard section={memory} pageUrl={pageUrl} />}
      {graphics && <SpecSectionCard section={graphics} pageUrl={pageUrl} />}
      {pcie && <SpecSectionCard section={pcie} pageUrl={pageUrl} />}
      {misc && <SpecSectionCard section={misc} pageUrl={pageUrl} />}
    </div>
  );
}

/** The CPU's benchmark figures, each with its source: the first thing under its name. */
export function CpuFigures({ data }: { data: CardsData }) {
  return <BenchmarksSection data={data} />;
}

/** The relative-performance chart of the benchmark asked for, right after the figures. */
export function CpuRelativePerformance({ data }: { data: CardsData }) {
  const { t } = useTranslation();
  if (!data.relative) return null;
  return (
    <Card id="relative-performance" title={t("cpu.relative.title")} pageUrl={data.pageUrl}>
      <RelativePerformanceChart chart={data.relative} cpuId={data.cpu.id} />
    </Card>
  );
}

/**
 * The side box (the top of a ranking the CPU is in, for its segment) and the comparisons with
 * its nearest rivals: links to other pages, so no "Report an issue" link of their own.
 */
export function CpuSideBoxes({ data }: { data: CardsData }) {
  return (
    <>
      {data.segmentTop && <SegmentTopSection data={data} top={data.segmentTop} />}
      <RelatedSection data={data} />
    </>
  );
}

/**
 * A titled box; a box of the CPU's data carries one "Report an issue" link (to
 * /contact?url=...), a box of links to other pages none.
 */
function Card({
  id,
  title,
  pageUrl,
  report = true,
  children,
}: {
  id: string;
  title: string;
  pageUrl: string;
  report?: boolean;
  children: React.ReactNode;
}) {
  const { t, href } = useTranslation();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative min-w-0 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
      {report && (
        <Link
          to={`${href("/contact")}?url=${encodeURIComponent(pageUrl)}`}
          className="mt-3 inline-flex items-center gap-1 py-1 text-sm text-gray-700 underline hover:text-gray-900"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4 fill-none stroke-current"
            strokeWidth="2"
          >
            <path d="M4 22V4M4 4h13l-2 4 2 4H4" />
          </svg>
          {/* The accessible name starts with the visible text (axe label-content-name-mismatch). */}
          <span>
            {t("common.reportIssue")}
            <span className="sr-only">{t("cpu.reportFor", { section: title })}</span>
          </span>
        </Link>
      )}
    </section>
  );
}

function SpecSectionCard({ section, pageUrl }: { section: PageSpecSection; pageUrl: string }) {
  return (
    <Card id={section.id} title={section.title} pageUrl={pageUrl}>
      <SpecSectionBody section={section} />
    </Card>
  );
}

/**
 * A section's published rows, then the unknown ones named in one line; or, for a CPU whose
 * vendor says it has none, "No integrated graphics".
 */
function SpecSectionBody({ section }: { section: PageSpecSection }) {
  const { t } = useTranslation();
  if (section.noGraphics)
    return (
      <p className="text-sm text-gray-800" data-no-graphics>
        {t("specs.noGraphics")}
      </p>
    );
  return (
    <>
      {section.rows.length > 0 && <SpecTable rows={section.rows} caption={section.title} />}
      {section.notPublished.length > 0 && (
        <p className="mt-2 text-sm text-gray-700" data-not-published>
          {t("specs.notPublishedList", { fields: section.notPublished.join(", ") })}
        </p>
      )}
    </>
  );
}

function SpecTable({ rows, caption }: { rows: SpecRow[]; caption: string }) {
  const { t, date } = useTranslation();
  return (
    <table className="tabular w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-t border-gray-100 first:border-t-0">
            <th scope="row" className="w-1/2 py-1.5 pr-4 align-top font-medium text-gray-800">
              {row.label}
            </th>
            <td className="py-1.5">
              {row.value ?? <span className="text-gray-700">{t("specs.notPublished")}</span>}
              {row.source && (
                <span className="block text-xs text-gray-700">
                  {t("specs.source.label")}:{" "}
                  <a
                    href={row.source.url}
                    rel="noopener"
                    className="text-blue-800 underline underline-offset-2 hover:decoration-2"
                  >
                    {row.source.name}
                  </a>
                  , {date(row.source.date)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BenchmarksSection({ data }: { data: CardsData }) {
  const { t, href, number } = useTranslation();
  return (
    <Card id="benchmarks" title={t("cpu.benchmarks.title")} pageUrl={data.pageUrl}>
      <p className="text-sm text-gray-700">{t("cpu.benchmarks.intro")}</p>
      <ul className="mt-2">
        {data.scores.map(({ id, source }) => {
          const label = t(`common.benchmark.${id}` as MessageKey);
          return (
            <li
              key={id}
              data-benchmark={id}
              className="border-t border-gray-100 py-2 first:border-t-0"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="font-medium text-gray-800">{label}</h3>
                <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="tabular text-right text-base font-semibold">
                    {source ? (
                      <span className="whitespace-nowrap">{number(source.value, 0)}</span>
                    ) : (
                      <span className="text-sm font-normal text-gray-700">
                        {t("cpu.benchmarks.noResult")}
                      </span>
                    )}
                  </span>
                  <Link
                    to={`${href(`/submit-benchmark/${id}`)}?cpu=${encodeURIComponent(data.cpu.id)}`}
                    className="inline-block rounded border border-blue-700 px-2 py-1 text-xs font-medium whitespace-nowrap text-blue-800 hover:bg-blue-50"
                  >
                    {/* The accessible name starts with the visible text (axe label-content-name-mismatch). */}
                    {t("cpu.benchmarks.submit")}
                    <span className="sr-only">
                      {t("cpu.benchmarks.submitFor", { benchmark: label, name: data.cpu.name })}
                    </span>
                  </Link>
                </span>
              </div>
              {source && (
                <>
                  <ScoreSourceLine
                    source={source}
                    benchmarkLabel={label}
                    className="mt-1 text-xs text-gray-700"
                  />
                  {source.basis === "published" && source.visitors && (
                    <VisitorSpreadLine
                      spread={source.visitors}
                      className="mt-0.5 text-xs text-gray-700"
                    />
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function RelatedSection({ data }: { data: CardsData }) {
  const { t, href } = useTranslation();
  return (
    <Card id="related" title={t("cpu.related.title")} pageUrl={data.pageUrl} report={false}>
      {data.related.length === 0 ? (
        <p className="text-sm text-gray-700">{t("cpu.related.none")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {data.related.map((r) => (
            <li key={r.path}>
              <Link to={href(r.path)} className="block py-2 text-blue-800 hover:underline">
                <CpuName name={data.cpu.name} />{" "}
                <span className="text-gray-700">{t("common.vs")}</span> <CpuName name={r.rival} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SegmentTopSection({ data, top }: { data: CardsData; top: SegmentTop }) {
  const { t, href, number } = useTranslation();
  const benchmark = t(`common.benchmark.${top.benchmark}` as MessageKey);
  const listed = top.entries.some((e) => e.id === data.cpu.id);
  return (
    <Card
      id="segment-top"
      title={t(`cpu.segmentTop.title.${top.segment ?? "all"}` as MessageKey)}
      pageUrl={data.pageUrl}
      report={false}
    >
      <p className="text-sm text-gray-700" data-segment-top={top.benchmark}>
        {t("cpu.segmentTop.intro", { count: top.entries.length, benchmark })}
      </p>
      <ol className="mt-3 space-y-2">
        {top.entries.map((entry) => {
          const current = entry.id === data.cpu.id;
          return (
            <li key={entry.id} className="text-sm">
              <div className="flex justify-between gap-2">
                <span>
                  <span className="tabular mr-2 text-gray-700">{entry.rank}.</span>
                  <Link
                    to={href(`/cpus/${entry.id}`)}
                    className={`text-blue-800 hover:underline ${current ? "font-bold" : ""}`}
                  >
                    <CpuName name={entry.name} />
                  </Link>
                  {current && <span className="ml-1 text-gray-700">{t("cpu.topTen.current")}</span>}
                </span>
                <span className="tabular">{number(entry.score, 0)}</span>
              </div>
              <div className="mt-1 h-2 rounded bg-gray-100" aria-hidden="true">
                <div
                  className={`h-2 rounded ${BRAND_BAR_COLOURS[entry.brand]}`}
                  style={{ width: `${entry.barPercent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {!listed && top.position !== null && (
        <p className="mt-3 text-sm font-semibold text-gray-900" data-segment-position>
          {t("cpu.segmentTop.position", {
            name: data.cpu.name,
            position: number(top.position, 0),
            total: number(top.total, 0),
          })}
        </p>
      )}
      <Link
        to={href(top.rankingPath)}
        className="mt-3 inline-block py-1 text-sm text-blue-800 hover:underline"
      >
        {t("cpu.topTen.full")}
      </Link>
    </Card>
  );
}
