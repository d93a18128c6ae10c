import { comparisonPath } from "~/modules/compare/comparison-slug";
import { nearestRivals, RELATED_COMPARISONS } from "~/modules/compare/related-comparisons";
import type { Translator } from "~/modules/i18n/translator";
import { cpuProductData } from "~/modules/seo/cpu-structured-data";
import type { PageSeoFields } from "~/modules/seo/page-setup.server";
import { keywordList } from "~/modules/seo/seo";
import { BENCHMARKS } from "./benchmarks";
import { specSourceOf, type Cpu } from "./cpu";
import { describeCpu } from "./describe-cpu";
import type { RelativeChart } from "./relative-performance";
import { scoreSource } from "./score-provenance";
import { specSections, type SpecSection } from "./spec-sections";

/** A line of the top-10 list: what the ranking's first rows say of each CPU. */
export interface TopTenEntry {
  id: string;
  name: string;
  brand: Cpu["brand"];
  score: number;
}

/** Where the CPU stands overall and the top 10 of TOP_TEN_BENCHMARK (top-ten.ts), as the ranking reads them. */
export interface CpuPageRanking {
  overall: { position: number; total: number } | null;
  topTen: readonly TopTenEntry[];
  /** The relative-performance chart in the benchmark asked for (relative-performance.ts). */
  relative?: RelativeChart | null;
}

/**
 * What the CPU page shows of `cpu`: its description, spec cards, benchmark scores with their
 * sources, the comparisons with its nearest rivals in `catalog`, the top 10, and its metadata
 * (title, description, keywords, breadcrumbs, the Product's structured data).
 */
export function cpuPage(
  cpu: Cpu,
  catalog: readonly Cpu[],
  tr: Translator,
  ranking: CpuPageRanking,
) {
  const sections = specSections(cpu, tr);
  const section = (id: SpecSection["id"]) => sections.find((s) => s.id === id);
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
  };
  return {
    cpu: { id: cpu.id, name: cpu.name, brand: cpu.brand },
    description,
    general: section("general"),
    performance: [
      section("performance-cores"),
      section("efficiency-cores"),
      section("cache"),
    ].filter((s): s is SpecSection => s !== undefined),
    memory: section("memory"),
    graphics: section("graphics"),
    pcie: section("pcie"),
    misc: section("misc"),
    specSource: specSourceOf(cpu),
    relative: ranking.relative ?? null,
    scores: BENCHMARKS.map((b) => {
      const score = cpu.scores[b.id];
      return { id: b.id, source: score ? scoreSource(b.id, score) : null };
    }),
    related: nearestRivals(cpu, catalog, new Set(), RELATED_COMPARISONS).map((rival) => ({
      path: comparisonPath(cpu.id, rival.id),
      rival: rival.name,
    })),
    topTen: ranking.topTen.map(({ id, name, brand, score }) => ({ id, name, brand, score })),
    seo,
  };
}

/** The CPU page's data as its components read it. */
export type CpuPage = ReturnType<typeof cpuPage>;
