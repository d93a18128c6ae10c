import { data, isRouteErrorResponse, Link } from "react-router";
import { BackHome, ErrorScreen, PageError } from "~/components/error-screen";
import { CompactSource } from "~/components/score-source";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import type { Cpu } from "~/modules/catalog/cpu";
import { closestCpus } from "~/modules/compare/closest-cpus";
import { amazonLaptopCards } from "~/modules/compare/amazon-laptops";
import { AmazonLaptopsSection } from "~/modules/compare/amazon-laptops-section";
import { env } from "~/modules/config/env.server";
import {
  benchmarkBars,
  SIDE_COLOURS,
  type Bar,
  type BarPair,
} from "~/modules/compare/benchmark-bars";
import { compareRows, type CompareCell, type Side } from "~/modules/compare/compare-rows";
import { writeMessage } from "~/modules/compare/comparison-message";
import { comparisonSeoText } from "~/modules/compare/comparison-seo";
import { comparisonPath, parseComparisonSlug } from "~/modules/compare/comparison-slug";
import { comparisonSummary } from "~/modules/compare/comparison-summary";
import { relatedComparisons } from "~/modules/compare/related-comparisons";
import { useTranslation } from "~/modules/i18n/use-translation";
import { errorPageMeta, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/compare";

/** The status text that tells this page's error screen the slug was fine but a CPU is unknown. */
const CPUS_NOT_FOUND = "CPUs not found";

export function meta({ data: loaderData, error, matches }: Route.MetaArgs) {
  if (loaderData) return seoMeta(loaderData.seo);
  const cpusMissing = isRouteErrorResponse(error) && error.statusText === CPUS_NOT_FOUND;
  return errorPageMeta(
    matches[0]?.loaderData,
    cpusMissing ? "common.cpusNotFound.title" : "common.notFound.title",
  );
}

/** Which ids are unknown and, when the other CPU is known, the closest CPUs to compare it with. */
function cpusNotFound(ids: { a: string; b: string }, a: Cpu | undefined, b: Cpu | undefined) {
  const unknown = [a ? null : ids.a, b ? null : ids.b].filter((id): id is string => id !== null);
  const known = a ?? b;
  const suggestions =
    known && unknown.length === 1
      ? closestCpus(unknown[0]!, getCatalog().cpus, known.id).map((cpu) => ({
          names: a ? [a.name, cpu.name] : [cpu.name, known.name],
          path: a ? comparisonPath(a.id, cpu.id) : comparisonPath(cpu.id, known.id),
        }))
      : [];
  return { unknown, known: known?.name ?? null, suggestions };
}

type CpusNotFound = ReturnType<typeof cpusNotFound>;

export function loader({ params, request }: Route.LoaderArgs) {
  const { tr, messages, pageSeo } = pageSetup(request, params, ["compare", "specs"]);
  const ids = parseComparisonSlug(params.slug);
  if (!ids) throw data(null, { status: 404, statusText: "Not Found" });
  const a = findCpu(ids.a);
  const b = findCpu(ids.b);
  if (!a || !b) throw data(cpusNotFound(ids, a, b), { status: 404, statusText: CPUS_NOT_FOUND });

  const text = comparisonSeoText(a, b, tr);
  const summary = comparisonSummary(a, b);
  const write = (messages: typeof summary.lines) => messages.map((m) => writeMessage(m, tr));
  return {
    messages,
    cpus: {
      a: { id: a.id, name: a.name, brand: a.brand },
      b: { id: b.id, name: b.name, brand: b.brand },
    },
    summary: write(summary.lines),
    advantages: { a: write(summary.advantages.a), b: write(summary.advantages.b) },
    bars: benchmarkBars(a, b),
    sections: compareRows(a, b, tr),
    laptops: amazonLaptopCards([a, b], env.AMAZON_AFFILIATE_TAG),
    related: relatedComparisons(a, b, getCatalog().cpus).map(([x, y]) => ({
      path: comparisonPath(x.id, y.id),
      names: [x.name, y.name] as const,
    })),
    seo: pageSeo({
      path: text.canonicalPath,
      title: text.title,
      description: text.description,
      keywords: text.keywords,
      breadcrumbs: [
        { name: tr.t("common.nav.comparison"), path: "/compare" },
        { name: text.canonicalName, path: text.canonicalPath },
      ],
    }),
  };
}

type CpuHead = Route.ComponentProps["loaderData"]["cpus"]["a"];

const linkClass =
  "rounded text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { cpus, summary, advantages, bars, sections, related } = loaderData;
  const { t, href } = useTranslation();
  return (
    <article className="space-y-10">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">
          <Link to={href(`/cpus/${cpus.a.id}`)} className={linkClass}>
            {cpus.a.name}
          </Link>{" "}
          <span className="font-normal text-gray-700">{t("common.vs")}</span>{" "}
          <Link to={href(`/cpus/${cpus.b.id}`)} className={linkClass}>
            {cpus.b.name}
          </Link>
        </h1>
        <p className="mt-2 text-gray-700">{t("compare.intro")}</p>
      </header>

      <section aria-labelledby="summary">
        <h2 id="summary" className="text-xl font-semibold">
          {t("compare.summary.heading")}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="advantages">
        <h2 id="advantages" className="text-xl font-semibold">
          {t("compare.advantages.heading")}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {(["a", "b"] as const).map((side) => (
            <Advantages key={side} cpu={cpus[side]} items={advantages[side]} />
          ))}
        </div>
      </section>

      {bars.length > 0 && <BenchmarkBars bars={bars} cpus={cpus} />}

      <DetailedTable sections={sections} cpus={cpus} />

      {loaderData.laptops && <AmazonLaptopsSection laptops={loaderData.laptops} />}

      {related.length > 0 && (
        <nav aria-labelledby="related">
          <h2 id="related" className="text-xl font-semibold">
            {t("compare.related.heading")}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {related.map(({ path, names }) => (
              <li key={path}>
                <Link
                  to={href(path)}
                  className={`block rounded border border-gray-200 bg-white px-3 py-2 ${linkClass}`}
                >
                  {names[0]} {t("common.vs")} {names[1]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

function Advantages({ cpu, items }: { cpu: CpuHead; items: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="rounded border border-gray-200 bg-white p-4">
      <h3 className="font-semibold">{t("compare.advantages.of", { cpu: cpu.name })}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-gray-700">{t("compare.advantages.none")}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-0.5 h-5 w-5 shrink-0 fill-none stroke-green-800"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M5 12l5 5L20 7" />
              </svg>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BetterMark() {
  const { t } = useTranslation();
  return <span className="sr-only"> {t("compare.better")}</span>;
}

function BenchmarkBars({ bars, cpus }: { bars: BarPair[]; cpus: Record<Side, CpuHead> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benchmarks">
      <h2 id="benchmarks" className="text-xl font-semibold">
        {t("compare.bars.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("compare.bars.note")}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {bars.map((pair) => (
          <li key={pair.benchmark} className="rounded border border-gray-200 bg-white p-4">
            <h3 className="font-semibold">{t(`common.benchmark.${pair.benchmark}`)}</h3>
            <dl className="mt-2 space-y-2">
              {(["a", "b"] as const).map((side) => (
                <BarRow
                  key={side}
                  side={side}
                  cpu={cpus[side]}
                  bar={pair[side]}
                  better={pair.winner === side}
                />
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BarRow({
  side,
  cpu,
  bar,
  better,
}: {
  side: Side;
  cpu: CpuHead;
  bar: Bar | null;
  better: boolean;
}) {
  const { t, number } = useTranslation();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-2">
      <dt className="flex flex-wrap items-center gap-x-1.5 text-sm text-gray-800">
        {/* The side's colour as a key to its bar, then the name and the brand as a badge. */}
        <span
          aria-hidden="true"
          className={`inline-block h-3 w-3 shrink-0 rounded-sm ${SIDE_COLOURS[side]}`}
        />
        <span>{cpu.name}</span>
        <span
          data-brand={cpu.brand}
          className="rounded border border-gray-300 px-1 text-xs leading-4 text-gray-700"
        >
          {cpu.brand}
        </span>
      </dt>
      <dd className={`tabular text-right ${better ? "font-bold text-green-800" : ""}`}>
        {bar ? (
          <>
            {number(bar.value, 0)}
            {better && <BetterMark />}
          </>
        ) : (
          <span className="text-sm text-gray-700">{t("compare.bars.noScore")}</span>
        )}
      </dd>
      {bar && (
        <>
          <dd className="col-span-2 mt-1 h-4" aria-hidden="true">
            <span
              data-bar-side={side}
              className={`block h-full rounded-sm ${SIDE_COLOURS[side]}`}
              style={{ width: `${bar.width}%` }}
            />
          </dd>
          <dd className="col-span-2 text-xs text-gray-700">
            <CompactSource source={bar.source} />
          </dd>
        </>
      )}
    </div>
  );
}

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

function DetailedTable({
  sections,
  cpus,
}: {
  sections: Route.ComponentProps["loaderData"]["sections"];
  cpus: Record<Side, CpuHead>;
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
        <span className="px-2 py-2 sm:px-3">{cpus.a.name}</span>
        <span className="px-2 py-2 sm:px-3">{cpus.b.name}</span>
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

/** 'CPUs not found' with Back to Home (spec section 8); any other error goes to the root's screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, href } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404 && error.statusText === CPUS_NOT_FOUND) {
    const found = (error.data ?? null) as CpusNotFound | null;
    return (
      <ErrorScreen title={t("common.cpusNotFound.title")} detail={t("common.cpusNotFound.text")}>
        {found?.unknown.map((id) => (
          <p key={id} className="mt-2 text-gray-700" data-unknown-cpu={id}>
            {t("common.cpusNotFound.unknown", { id })}
          </p>
        ))}
        {found?.known && found.suggestions.length > 0 && (
          <nav aria-labelledby="closest" className="mx-auto mt-4 max-w-md text-left">
            <p id="closest" className="font-medium">
              {t("common.cpusNotFound.suggestions", { cpu: found.known })}
            </p>
            <ul className="mt-2 space-y-1">
              {found.suggestions.map(({ names, path }) => (
                <li key={path}>
                  <Link to={href(path)} className={`underline ${linkClass}`}>
                    {names[0]} {t("common.vs")} {names[1]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <BackHome href={href("/")} label={t("common.backHome")} />
      </ErrorScreen>
    );
  }
  return <PageError error={error} />;
}
