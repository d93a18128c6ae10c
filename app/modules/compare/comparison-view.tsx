import { Fragment } from "react";
import { Form, Link } from "react-router";
import { CompactSource } from "~/components/score-source";
import { useTranslation } from "~/modules/i18n/use-translation";
import { SIDE_COLOURS } from "./benchmark-bars";
import type { ComparisonPage, CpusNotFound } from "./comparison-page";
import { CpuName } from "~/components/cpu-name";

type CpuHead = ComparisonPage["cpus"][number];

export const linkClass =
  "rounded text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** The page's heading: every name linked to its CPU page, and the page's introduction. */
export function ComparisonHeader({ cpus }: { cpus: CpuHead[] }) {
  const { t, href } = useTranslation();
  return (
    <header>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {cpus.map((cpu, i) => (
          <Fragment key={cpu.id}>
            {i > 0 && (
              <>
                {" "}
                <span className="font-normal text-gray-700">{t("common.vs")}</span>{" "}
              </>
            )}
            <Link to={href(`/cpus/${cpu.id}`)} className={linkClass}>
              <CpuName name={cpu.name} />
            </Link>
          </Fragment>
        ))}
      </h1>
      <p className="mt-2 text-gray-700">
        {cpus.length === 2 ? t("compare.intro") : t("compare.introMany", { count: cpus.length })}
      </p>
    </header>
  );
}

/** The verdicts by use (multi-core, single-core, efficiency), each benchmark with its lead. */
export function Verdicts({ verdicts, summary }: Pick<ComparisonPage, "verdicts" | "summary">) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="summary">
      <h2 id="summary" className="text-xl font-semibold">
        {t("compare.summary.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("compare.verdict.intro")}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {verdicts.map((section) => (
          <div
            key={section.group}
            data-verdict={section.group}
            className="rounded border border-gray-200 bg-white p-4"
          >
            <h3 className="font-semibold">{t(`compare.verdict.heading.${section.group}`)}</h3>
            <ul className="mt-2 space-y-1">
              {section.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <ul className="mt-4 list-disc space-y-1 pl-5">
        {summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** What each CPU does better than all the others. */
export function SummaryAndAdvantages({
  cpus,
  advantages,
}: Pick<ComparisonPage, "cpus" | "advantages">) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="advantages">
        <h2 id="advantages" className="text-xl font-semibold">
          {t("compare.advantages.heading")}
        </h2>
        <div
          className={`mt-3 grid gap-4 md:grid-cols-2 ${cpus.length > 2 ? "lg:grid-cols-4" : ""}`}
        >
          {cpus.map((cpu, i) => (
            <Advantages key={cpu.id} cpu={cpu} items={advantages[i] ?? []} />
          ))}
        </div>
      </section>
    </>
  );
}

/**
 * Remove a CPU (a link to the set without it), swap one (a form per CPU) and add one (up to
 * four). The forms are plain GET forms to /search, which resolves the typed name and opens the
 * new set's page, or lets the visitor choose: it all works without JavaScript.
 */
export function EditComparison({
  cpus,
  removePaths,
  canAdd,
}: Pick<ComparisonPage, "cpus" | "removePaths" | "canAdd">) {
  const { t, href } = useTranslation();
  const field = "mt-1 w-full min-w-0 rounded border border-gray-400 bg-white px-3 py-2";
  const button =
    "rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
  const hidden = (except: number) =>
    cpus.map((cpu, i) =>
      i === except ? null : (
        <input key={cpu.id} type="hidden" name={`cpu${i + 1}`} value={cpu.id} />
      ),
    );
  return (
    <section aria-labelledby="edit-comparison">
      <h2 id="edit-comparison" className="text-xl font-semibold">
        {t("compare.edit.heading")}
      </h2>
      <ul className={`mt-3 grid gap-4 md:grid-cols-2 ${cpus.length > 2 ? "lg:grid-cols-4" : ""}`}>
        {cpus.map((cpu, i) => (
          <li
            key={cpu.id}
            className="rounded border border-gray-200 bg-white p-4"
            data-slot={i + 1}
          >
            <p className="font-semibold">{cpu.name}</p>
            <Form method="get" action={href("/search")} className="mt-2">
              {hidden(i)}
              <label htmlFor={`swap-${i + 1}`} className="block text-sm text-gray-800">
                {t("compare.edit.swapLabel", { cpu: cpu.name })}
              </label>
              <div className="flex gap-2">
                <input
                  id={`swap-${i + 1}`}
                  name={`cpu${i + 1}`}
                  type="search"
                  required
                  placeholder={t("compare.edit.placeholder")}
                  className={field}
                />
                <button type="submit" className={button}>
                  {t("compare.edit.swap")}
                </button>
              </div>
            </Form>
            {removePaths[i] && (
              <Link
                to={href(removePaths[i])}
                className={`mt-2 inline-block text-sm underline ${linkClass}`}
              >
                {t("compare.edit.remove", { cpu: cpu.name })}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {canAdd ? (
        <Form method="get" action={href("/search")} className="mt-4 max-w-xl">
          {hidden(-1)}
          <label htmlFor="add-cpu" className="block font-medium">
            {t("compare.edit.addLabel")}
          </label>
          <div className="flex gap-2">
            <input
              id="add-cpu"
              name={`cpu${cpus.length + 1}`}
              type="search"
              required
              placeholder={t("compare.edit.placeholder")}
              className={field}
            />
            <button type="submit" className={button}>
              {t("compare.edit.add")}
            </button>
          </div>
        </Form>
      ) : (
        <p className="mt-4 text-gray-700">{t("compare.edit.full")}</p>
      )}
    </section>
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

type BarGroup = ComparisonPage["bars"][number];
type Bar = NonNullable<BarGroup["bars"][number]>;
type Sources = ComparisonPage["sources"];

export function BenchmarkBars({
  bars,
  cpus,
  sources,
}: Pick<ComparisonPage, "bars" | "cpus" | "sources">) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benchmarks">
      <h2 id="benchmarks" className="text-xl font-semibold">
        {t("compare.bars.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("compare.bars.note")}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {bars.map((group) => (
          <li key={group.benchmark} className="rounded border border-gray-200 bg-white p-4">
            <h3 className="font-semibold">{t(`common.benchmark.${group.benchmark}`)}</h3>
            <dl className="mt-2 space-y-2">
              {cpus.map((cpu, i) => (
                <BarRow
                  key={cpu.id}
                  index={i}
                  cpu={cpu}
                  bar={group.bars[i] ?? null}
                  better={group.winners.includes(i)}
                  sources={sources}
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
  index,
  cpu,
  bar,
  better,
  sources,
}: {
  index: number;
  cpu: CpuHead;
  bar: Bar | null;
  better: boolean;
  sources: Sources;
}) {
  const { t, number } = useTranslation();
  const colour = SIDE_COLOURS[index] ?? SIDE_COLOURS[0];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-2">
      <dt className="flex flex-wrap items-center gap-x-1.5 text-sm text-gray-800">
        {/* The CPU's colour as a key to its bar, then the name and the brand as a badge. */}
        <span aria-hidden="true" className={`inline-block h-3 w-3 shrink-0 rounded-sm ${colour}`} />
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
              data-bar-side={index}
              className={`block h-full rounded-sm ${colour}`}
              style={{ width: `${bar.width}%` }}
            />
          </dd>
          <dd className="col-span-2 text-xs text-gray-700">
            <CompactSource source={sources[bar.source]!} />
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
                  {names.map((name, i) => (
                    <Fragment key={name}>
                      {i > 0 && ` ${t("common.vs")} `}
                      <CpuName name={name} />
                    </Fragment>
                  ))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
