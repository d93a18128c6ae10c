import { Link } from "react-router";
import { CompactSource } from "~/components/score-source";
import { useTranslation } from "~/modules/i18n/use-translation";
import { SIDE_COLOURS, type Bar, type BarPair } from "./benchmark-bars";
import type { Side } from "./compare-rows";
import type { ComparisonPage, CpusNotFound } from "./comparison-page";
import { CpuName } from "~/components/cpu-name";

type CpuHead = ComparisonPage["cpus"]["a"];

export const linkClass =
  "rounded text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** The page's heading: both names linked to their CPU pages, and the page's introduction. */
export function ComparisonHeader({ cpus }: { cpus: Record<Side, CpuHead> }) {
  const { t, href } = useTranslation();
  return (
    <header>
      <h1 className="text-2xl font-bold sm:text-3xl">
        <Link to={href(`/cpus/${cpus.a.id}`)} className={linkClass}>
          <CpuName name={cpus.a.name} />
        </Link>{" "}
        <span className="font-normal text-gray-700">{t("common.vs")}</span>{" "}
        <Link to={href(`/cpus/${cpus.b.id}`)} className={linkClass}>
          <CpuName name={cpus.b.name} />
        </Link>
      </h1>
      <p className="mt-2 text-gray-700">{t("compare.intro")}</p>
    </header>
  );
}

/** The summary in a few sentences, then what each CPU does better. */
export function SummaryAndAdvantages({
  cpus,
  summary,
  advantages,
}: Pick<ComparisonPage, "cpus" | "summary" | "advantages">) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** Links to the related comparisons, when there are any. */
export function RelatedComparisons({ related }: Pick<ComparisonPage, "related">) {
  const { t, href } = useTranslation();
  if (related.length === 0) return null;
  return (
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
              <CpuName name={names[0]!} /> {t("common.vs")} <CpuName name={names[1]!} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
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

export function BetterMark() {
  const { t } = useTranslation();
  return <span className="sr-only"> {t("compare.better")}</span>;
}

export function BenchmarkBars({ bars, cpus }: { bars: BarPair[]; cpus: Record<Side, CpuHead> }) {
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
        <span>
          <CpuName name={cpu.name} />
        </span>
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

/** 'CPUs not found' (spec section 8): the unknown ids and, when one CPU is known, the closest comparisons. */
export function CpusNotFoundDetail({ found }: { found: CpusNotFound | null }) {
  const { t, href } = useTranslation();
  return (
    <>
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
                  <CpuName name={names[0]!} /> {t("common.vs")} <CpuName name={names[1]!} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
