import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { localizePath, type Language } from "~/modules/i18n/languages";
import type { Translator } from "~/modules/i18n/translator";

/**
 * The share preview images (Open Graph) of CPU pages and comparisons: what they show, as plain
 * data (og-image.server.tsx draws it), in the page's language. Every figure is named with its
 * benchmark and its source; figures of different benchmarks never share a bar scale.
 */

/** The preview image's size: the Open Graph large-image shape. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The benchmarks a preview shows, in order: multi-core first, the most widely measured first. */
export const OG_BENCHMARK_ORDER: readonly BenchmarkId[] = [
  "geekbench-6-multi",
  "geekbench-6-single",
  "cinebench-r23-multi",
  "cinebench-r23-single",
  "passmark-multi",
  "passmark-single",
  "geekbench-5-multi",
  "geekbench-5-single",
];

/** A figure as a preview shows it: the benchmark's name, the value and who published it. */
export interface OgFigure {
  benchmark: string;
  value: number;
  /** The value as the language writes it. */
  text: string;
  /** The publisher, or verified visitors for a median of visitor results. */
  source: string;
  /** "Source: Notebookcheck", in the page's language. */
  sourceLine: string;
}

export interface OgCpu {
  name: string;
  brand: Cpu["brand"];
  /** "Desktop · 8 cores · 16 threads": what the CPU is, from the data. */
  facts: string;
}

export type OgCard =
  | {
      kind: "cpu";
      cpu: OgCpu;
      figures: OgFigure[];
      /** Shown when there is no figure. */ none: string;
    }
  | {
      kind: "comparison";
      cpus: OgCpu[];
      /** Per benchmark every CPU has a figure in: one figure per CPU, in the order of `cpus`. */
      benchmarks: { benchmark: string; heading: string; figures: OgFigure[] }[];
      /** The word between the names ("vs"). */
      vs: string;
      /** Shown when the CPUs share no benchmark. */
      none: string;
    };

function figure(cpu: Cpu, id: BenchmarkId, tr: Translator): OgFigure | null {
  const score = cpu.scores[id];
  if (!score) return null;
  const visitors = tr.t("specs.source.visitors");
  const source = score.basis === "published" ? (score.published?.sourceName ?? visitors) : visitors;
  return {
    benchmark: tr.t(`common.benchmark.${id}`),
    value: score.value,
    text: tr.number(score.value, 0),
    source,
    sourceLine: tr.t("common.og.source", { source }),
  };
}

function ogCpu(cpu: Cpu, tr: Translator): OgCpu {
  const facts = [
    cpu.type && tr.t(`common.type.${cpu.type}`),
    tr.plural("compare.count.cores", cpu.cores),
    tr.plural("compare.count.threads", cpu.threads),
    cpu.socket,
  ].filter((f): f is string => Boolean(f));
  return { name: cpu.name, brand: cpu.brand, facts: facts.join(" · ") };
}

/** A CPU page's preview: its name, what it is, and up to four of its figures. */
export function cpuOgCard(cpu: Cpu, tr: Translator): OgCard {
  const figures = OG_BENCHMARK_ORDER.map((id) => figure(cpu, id, tr))
    .filter((f): f is OgFigure => f !== null)
    .slice(0, 4);
  return { kind: "cpu", cpu: ogCpu(cpu, tr), figures, none: tr.t("common.og.noFigure") };
}

/**
 * A comparison's preview: the names, and the benchmarks all of them have a figure in (two for
 * two or three CPUs, one for four, so the bars stay legible), each drawn on its own scale.
 */
export function comparisonOgCard(cpus: readonly Cpu[], tr: Translator): OgCard {
  const most = cpus.length > 3 ? 1 : 2;
  const benchmarks = OG_BENCHMARK_ORDER.flatMap((id) => {
    const figures = cpus.map((cpu) => figure(cpu, id, tr));
    if (!figures.every((f) => f !== null)) return [];
    const benchmark = tr.t(`common.benchmark.${id}`);
    const sources = [...new Set(figures.map((f) => f.source))].join(", ");
    return [
      { benchmark, heading: tr.t("common.og.benchmarkSources", { benchmark, sources }), figures },
    ];
  }).slice(0, most);
  return {
    kind: "comparison",
    cpus: cpus.map((cpu) => ogCpu(cpu, tr)),
    benchmarks,
    vs: tr.t("common.vs"),
    none: tr.t("common.og.noSharedFigure"),
  };
}

/** The most CPUs a comparison compares. */
export const MAX_COMPARED = 4;

/**
 * The CPU ids of a comparison preview's file name (`a-vs-b.png`, up to four ids), or null when
 * it is not one: no `.png`, fewer than two or more than four ids, an empty id, an id twice.
 */
export function parseOgComparisonFile(file: string): string[] | null {
  const slug = /^(.+)\.png$/.exec(file)?.[1];
  if (!slug) return null;
  const ids = slug.split("-vs-");
  if (ids.length < 2 || ids.length > MAX_COMPARED) return null;
  if (ids.some((id) => id === "") || new Set(ids).size !== ids.length) return null;
  return ids;
}

/** The CPU id of a CPU preview's file name (`<id>.png`), or null. */
export function parseOgCpuFile(file: string): string | null {
  const id = /^(.+)\.png$/.exec(file)?.[1];
  return id && !id.includes("/") ? id : null;
}

/** A CPU page's preview image path, in the page's language (/de/og/cpu/…). */
export const cpuOgImagePath = (id: string, lang: Language) =>
  localizePath(`/og/cpu/${id}.png`, lang);
/** A comparison's preview image path, the CPUs in the page's order, in the page's language. */
export const comparisonOgImagePath = (ids: readonly string[], lang: Language) =>
  localizePath(`/og/vs/${ids.join("-vs-")}.png`, lang);
