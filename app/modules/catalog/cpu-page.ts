import { comparisonPath } from "~/modules/compare/comparison-slug";
import { nearestRivals, RELATED_COMPARISONS } from "~/modules/compare/related-comparisons";
import type { Translator } from "~/modules/i18n/translator";
import { cpuProductData } from "~/modules/seo/cpu-structured-data";
import type { PageSeoFields } from "~/modules/seo/page-setup.server";
import { cpuOgImagePath } from "~/modules/seo/og-card";
import { keywordList } from "~/modules/seo/seo";
import { BENCHMARKS } from "./benchmarks";
import { specSourceOf, type Cpu } from "./cpu";
import { describeCpu, describeCpuBriefly } from "./describe-cpu";
import type { RelativeChart } from "./relative-performance";
import { scoreSource } from "./score-provenance";
import { pageSpecSections, type PageSpecSection, type SpecField } from "./spec-sections";
import type { SegmentTop } from "./top-ten";

/**
 * What the CPU page reads from the whole catalog: where the CPU stands overall, the side box
 * (the top of a ranking it is in, for its segment) and the fields no CPU has.
 */
export interface CpuPageRanking {
  overall: { position: number; total: number } | null;
  segmentTop: SegmentTop | null;
  /** Specification fields unknown for every CPU in the catalog: left out of the page. */
  hiddenFields: ReadonlySet<SpecField>;
  /** The relative-performance chart in the benchmark asked for (relative-performance.ts). */
  relative?: RelativeChart | null;
}

/**
 * What the CPU page shows of `cpu`, in page order: its one-line description, its benchmark
 * figures with their sources, its specification sections (unknown rows collapsed into one line
 * each, see pageSpecSections), the comparisons with its nearest rivals in `catalog`, the side
 * box, and its metadata (title, description, keywords, breadcrumbs, the Product's structured
 * data).
 */
export function cpuPage(
  cpu: Cpu,
  catalog: readonly Cpu[],
  tr: Translator,
  ranking: CpuPageRanking,
) {
  const sections = pageSpecSections(cpu, tr, ranking.hiddenFields);
  const section = (id: PageSpecSection["id"]) => sections.find((s) => s.id === id);
  const description = describeCpu(cpu, tr, ranking.overall);
  const path = `/cpus/${cpu.id}`;
  const seo: PageSeoFields = {
    path,
    title: tr.t("cpu.title", { name: cpu.name }),
    description: tr.t("cpu.metaDescription", {
      name: cpu.name,
      cores: cpu.cores,
      threads: cpu.threads,
      boost:
        cpu.boostFreq !== null || cpu.baseFreq !== null
          ? tr.number((cpu.boostFreq ?? cpu.baseFreq)!)
          : tr.t("specs.notPublished"),
      tdp: cpu.tdp ?? tr.t("specs.notPublished"),
    }),
    keywords: keywordList(
      tr.t("cpu.keywords", { name: cpu.name, brand: cpu.brand, socket: cpu.socket ?? "" }),
    ),
    breadcrumbs: [
      { name: tr.t("common.nav.product"), path: "/cpus" },
      { name: cpu.name, path },
    ],
    structuredData: [cpuProductData(cpu, description)],
    ogImage: {
      path: cpuOgImagePath(cpu.id, tr.lang),
      alt: tr.t("cpu.ogImageAlt", { name: cpu.name }),
    },
  };
  return {
    cpu: { id: cpu.id, name: cpu.name, brand: cpu.brand },
    description: describeCpuBriefly(cpu, tr),
    general: section("general"),
    performance: [
      section("performance-cores"),
      section("efficiency-cores"),
      section("cache"),
    ].filter((s): s is PageSpecSection => s !== undefined),
    memory: section("memory"),
    graphics: section("graphics"),
    pcie: section("pcie"),
    misc: section("misc"),
    specSource: specSourceOf(cpu),
    relative: ranking.relative ?? null,
    // The figures the CPU has first (the answer), then the benchmarks with no result yet.
    scores: BENCHMARKS.map((b) => {
      const score = cpu.scores[b.id];
      return { id: b.id, source: score ? scoreSource(b.id, score) : null };
    }).sort((x, y) => Number(y.source !== null) - Number(x.source !== null)),
    related: nearestRivals(cpu, catalog, new Set(), RELATED_COMPARISONS).map((rival) => ({
      path: comparisonPath(cpu.id, rival.id),
      rival: rival.name,
    })),
    segmentTop: ranking.segmentTop,
    seo,
  };
}

/** The CPU page's data as its components read it. */
export type CpuPage = ReturnType<typeof cpuPage>;
