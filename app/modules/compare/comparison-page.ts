import type { Cpu } from "~/modules/catalog/cpu";
import type { Translator } from "~/modules/i18n/translator";
import type { PageSeoFields } from "~/modules/seo/page-setup.server";
import { amazonLaptopCards } from "./amazon-laptops";
import { benchmarkBars } from "./benchmark-bars";
import { closestCpus } from "./closest-cpus";
import { compareRows } from "./compare-rows";
import { writeMessage } from "./comparison-message";
import { comparisonSeoText } from "./comparison-seo";
import { comparisonPath } from "./comparison-slug";
import { comparisonSummary } from "./comparison-summary";
import { relatedComparisons } from "./related-comparisons";

/**
 * What the comparison page shows of `a` against `b`: the summary and each side's advantages in
 * words, the benchmark bars, the detailed table, the Amazon laptop cards (laptop CPUs only, with
 * the affiliate tag when there is one), the related comparisons from `catalog`, and its metadata
 * (the canonical order's path and name in the breadcrumbs).
 */
export function comparisonPage(
  a: Cpu,
  b: Cpu,
  catalog: readonly Cpu[],
  tr: Translator,
  affiliateTag?: string,
) {
  const text = comparisonSeoText(a, b, tr);
  const summary = comparisonSummary(a, b);
  const write = (messages: typeof summary.lines) => messages.map((m) => writeMessage(m, tr));
  const seo: PageSeoFields = {
    path: text.canonicalPath,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    breadcrumbs: [
      { name: tr.t("common.nav.comparison"), path: "/compare" },
      { name: text.canonicalName, path: text.canonicalPath },
    ],
  };
  return {
    cpus: {
      a: { id: a.id, name: a.name, brand: a.brand },
      b: { id: b.id, name: b.name, brand: b.brand },
    },
    summary: write(summary.lines),
    advantages: { a: write(summary.advantages.a), b: write(summary.advantages.b) },
    bars: benchmarkBars(a, b),
    sections: compareRows(a, b, tr),
    laptops: amazonLaptopCards([a, b], affiliateTag),
    related: relatedComparisons(a, b, catalog).map(([x, y]) => ({
      path: comparisonPath(x.id, y.id),
      names: [x.name, y.name] as const,
    })),
    seo,
  };
}

/** The comparison page's data as its components read it. */
export type ComparisonPage = ReturnType<typeof comparisonPage>;

/**
 * The 'CPUs not found' page of a well-formed comparison: which ids are unknown and, when the
 * other CPU is known, the closest CPUs in `catalog` to compare it with.
 */
export function cpusNotFound(
  ids: { a: string; b: string },
  a: Cpu | undefined,
  b: Cpu | undefined,
  catalog: readonly Cpu[],
) {
  const unknown = [a ? null : ids.a, b ? null : ids.b].filter((id): id is string => id !== null);
  const known = a ?? b;
  const suggestions =
    known && unknown.length === 1
      ? closestCpus(unknown[0]!, catalog, known.id).map((cpu) => ({
          names: a ? [a.name, cpu.name] : [cpu.name, known.name],
          path: a ? comparisonPath(a.id, cpu.id) : comparisonPath(cpu.id, known.id),
        }))
      : [];
  return { unknown, known: known?.name ?? null, suggestions };
}

export type CpusNotFound = ReturnType<typeof cpusNotFound>;
