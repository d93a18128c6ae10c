import type { Cpu } from "~/modules/catalog/cpu";
import type { ScoreSource } from "~/modules/catalog/score-provenance";
import type { Messages, Translator } from "~/modules/i18n/translator";
import type { PageSeoFields } from "~/modules/seo/page-setup.server";
import { amazonLaptopCards } from "./amazon-laptops";
import { benchmarkBars } from "./benchmark-bars";
import { closestCpus } from "./closest-cpus";
import { compareRows } from "./compare-rows";
import { writeMessage } from "./comparison-message";
import { comparisonSeoText } from "./comparison-seo";
import { comparisonPath, MAX_COMPARED } from "./comparison-slug";
import { comparisonSummary } from "./comparison-summary";
import { relatedComparisons } from "./related-comparisons";

/**
 * The other comparisons a page offers: for a pair, each CPU against its nearest rivals; for
 * three or four CPUs, every pair within the set (pairs are the pages search engines index).
 */
function related(cpus: readonly Cpu[], catalog: readonly Cpu[]): [Cpu, Cpu][] {
  if (cpus.length === 2) return relatedComparisons(cpus[0]!, cpus[1]!, catalog);
  return cpus.flatMap((x, i) => cpus.slice(i + 1).map((y): [Cpu, Cpu] => [x, y]));
}

/**
 * Each distinct figure source once, for the page's data: the bars and the table cite the same
 * figures, and a 4-way comparison sent every source twice (issue 21's page weight). The bars and
 * cells name their source by its index in `list`.
 */
function sourceTable() {
  const list: ScoreSource[] = [];
  const indexes = new Map<string, number>();
  const ref = (source: ScoreSource): number => {
    const key = JSON.stringify(source);
    let index = indexes.get(key);
    if (index === undefined) {
      index = list.push(source) - 1;
      indexes.set(key, index);
    }
    return index;
  };
  return { list, ref };
}

/**
 * What the comparison page shows of 2 to 4 CPUs, in the order given: the verdicts by use and
 * each CPU's advantages in words, the benchmark bars, the detailed table (their sources each
 * once, by index), the Amazon laptop cards
 * (laptop CPUs only, with the affiliate tag when there is one), the related comparisons from
 * `catalog`, the ids the add/remove/swap forms work from, and its metadata (the canonical
 * order's path and name in the breadcrumbs).
 */
export function comparisonPage(
  cpus: readonly Cpu[],
  catalog: readonly Cpu[],
  tr: Translator,
  affiliateTag?: string,
) {
  const text = comparisonSeoText(cpus, tr);
  const summary = comparisonSummary(cpus);
  const write = (messages: typeof summary.lines) => messages.map((m) => writeMessage(m, tr));
  const sources = sourceTable();
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
    cpus: cpus.map((cpu) => ({ id: cpu.id, name: cpu.name, brand: cpu.brand })),
    /** The path of the set without each CPU (null where fewer than two would remain). */
    removePaths: cpus.map((_, i) =>
      cpus.length > 2 ? comparisonPath(...cpus.filter((__, j) => j !== i).map((c) => c.id)) : null,
    ),
    canAdd: cpus.length < MAX_COMPARED,
    verdicts: summary.sections.map((section) => ({
      group: section.group,
      lines: write(section.lines),
    })),
    summary: write(summary.lines),
    advantages: summary.advantages.map(write),
    bars: benchmarkBars(cpus).map((group) => ({
      ...group,
      bars: group.bars.map((bar) => bar && { ...bar, source: sources.ref(bar.source) }),
    })),
    sections: compareRows(cpus, tr).map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({
        ...row,
        cells: row.cells.map((cell) => ({
          value: cell.value,
          source: cell.source && sources.ref(cell.source),
        })),
      })),
    })),
    /** The figures' sources, each once: `source` in the bars and cells is an index into it. */
    sources: sources.list,
    laptops: amazonLaptopCards(cpus, affiliateTag),
    related: related(cpus, catalog).map(([x, y]) => ({
      path: comparisonPath(x.id, y.id),
      names: [x.name, y.name] as const,
    })),
    noindex: text.noindex,
    seo,
  };
}

/** The comparison page's data as its components read it. */
export type ComparisonPage = ReturnType<typeof comparisonPage>;

/**
 * The 'CPUs not found' page of a well-formed comparison: which ids are unknown and, when exactly
 * one is unknown, the closest CPUs in `catalog` to put in its place.
 */
export function cpusNotFound(
  ids: readonly string[],
  found: readonly (Cpu | undefined)[],
  catalog: readonly Cpu[],
) {
  const unknown = ids.filter((_, i) => !found[i]);
  const missing = found.findIndex((cpu) => !cpu);
  const known = found.filter((cpu): cpu is Cpu => cpu !== undefined);
  const suggestions =
    unknown.length === 1 && known.length > 0
      ? closestCpus(
          unknown[0]!,
          catalog,
          known.map((cpu) => cpu.id),
        ).map((cpu) => {
          const set = found.map((c, i) => (i === missing ? cpu : c!));
          return { names: set.map((c) => c.name), path: comparisonPath(...set.map((c) => c.id)) };
        })
      : [];
  return {
    unknown,
    known: known.length > 0 ? known.map((c) => c.name).join(", ") : null,
    suggestions,
  };
}

export type CpusNotFound = ReturnType<typeof cpusNotFound>;

/**
 * Messages of the page's namespaces that only the server writes with: the verdicts, advantages,
 * counts, value cells, row labels, section titles and metadata reach the browser as text.
 */
const SERVER_ONLY_MESSAGES =
  /^(compare\.(advantage\.|verdict\.(?!heading\.|intro$)|count\.|summary\.(?!heading$)|meta\.|value\.|ogImageAlt$|tooMany\.)|specs\.(field\.|fieldSource$|section\.|noGraphics$|notPublishedList$))/;

const clientMessages = new WeakMap<Messages, Messages>();

/**
 * The messages the comparison page's components read in the browser: its namespaces without
 * those only the server writes with (a 4-way page sent them all: issue 21's page weight).
 */
export function comparisonClientMessages(messages: Messages): Messages {
  // messagesFor gives every page of a language the same frozen table: filter it once, not on
  // every page (7% of the comparison loader's time at 10,000 CPUs, issue 23).
  let client = clientMessages.get(messages);
  if (!client) {
    client = Object.freeze(
      Object.fromEntries(
        Object.entries(messages).filter(([key]) => !SERVER_ONLY_MESSAGES.test(key)),
      ),
    ) as Messages;
    clientMessages.set(messages, client);
  }
  return client;
}
