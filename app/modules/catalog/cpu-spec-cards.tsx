import { Link } from "react-router";
import { CpuName } from "~/components/cpu-name";
import { ScoreSourceLine, VisitorSpreadLine } from "~/components/score-source";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { useTranslation } from "~/modules/i18n/use-translation";
import { BRAND_BAR_COLOURS } from "./brand-colours";
import type { CpuPage } from "./cpu-page";
import type { SpecRow, SpecSection } from "./spec-sections";
import { TOP_TEN_BENCHMARK, TOP_TEN_SCALE } from "./top-ten";

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

/** The page's cards: two columns on a desktop, each card under the one before it (no row gaps). */
export function CpuCards({ data }: { data: CardsData }) {
  const { general, performance, memory, graphics, pcie, misc, pageUrl } = data;
  const { t } = useTranslation();
  return (
    <div className="mt-8 gap-8 *:mb-8 *:break-inside-avoid lg:columns-2">
      {general && <SpecSectionCard section={general} pageUrl={pageUrl} />}
      <BenchmarksSection data={data} />
      <Card id="performance" title={t("cpu.performance.title")} pageUrl={pageUrl}>
        {performance.map((s) => (
          <div key={s.id} className="mt-3 first:mt-0">
            <h3 className="font-semibold text-gray-900">{s.title}</h3>
            <SpecTable rows={s.rows} caption={s.title} />
          </div>
        ))}
      </Card>
      {memory && <SpecSectionCard section={memory} pageUrl={pageUrl} />}
      {graphics && <SpecSectionCard section={graphics} pageUrl={pageUrl} />}
      {pcie && <SpecSectionCard section={pcie} pageUrl={pageUrl} />}
      {misc && <SpecSectionCard section={misc} pageUrl={pageUrl} />}
      <RelatedSection data={data} />
      <TopTenSection data={data} />
    </div>
  );
}

/** A titled box with the 'Report an issue' link every section carries (to /contact?url=...). */
function Card({
  id,
  title,
  pageUrl,
  children,
}: {
  id: string;
  title: string;
  pageUrl: string;
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
    </section>
  );
}

function SpecSectionCard({ section, pageUrl }: { section: SpecSection; pageUrl: string }) {
  return (
    <Card id={section.id} title={section.title} pageUrl={pageUrl}>
      <SpecTable rows={section.rows} caption={section.title} />
    </Card>
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
      {data.overall && (
        <p className="mt-2 text-sm text-gray-800" data-overall-score>
          {t("cpu.benchmarks.overall", {
            index: number(data.overall.index, 1),
            measured: number(data.overall.measured, 0),
            benchmark: t(`common.benchmark.${data.overall.benchmark}`),
          })}{" "}
          <Link
            to={`${href("/methodology")}#overall-score`}
            className="text-blue-800 underline underline-offset-2 hover:decoration-2"
          >
            {t("cpu.benchmarks.overallHow")}
          </Link>
        </p>
      )}
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
    <Card id="related" title={t("cpu.related.title")} pageUrl={data.pageUrl}>
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

function TopTenSection({ data }: { data: CardsData }) {
  const { t, href, number } = useTranslation();
  return (
    <Card id="top-ten" title={t("cpu.topTen.title")} pageUrl={data.pageUrl}>
      <p className="text-sm text-gray-700">{t("cpu.topTen.intro", { scale: TOP_TEN_SCALE })}</p>
      <ol className="mt-3 space-y-2">
        {data.topTen.map((entry, index) => {
          const current = entry.id === data.cpu.id;
          const width = Math.min(100, (entry.score / TOP_TEN_SCALE) * 100);
          return (
            <li key={entry.id} className="text-sm">
              <div className="flex justify-between gap-2">
                <span>
                  <span className="tabular mr-2 text-gray-700">{index + 1}.</span>
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
                  style={{ width: `${width}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Link
        to={href(`/ranking/${TOP_TEN_BENCHMARK}`)}
        className="mt-3 inline-block py-1 text-sm text-blue-800 hover:underline"
      >
        {t("cpu.topTen.full")}
      </Link>
    </Card>
  );
}
