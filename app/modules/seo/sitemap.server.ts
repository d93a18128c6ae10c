import { RANKING_CATEGORY_IDS } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { perCatalog } from "~/modules/catalog/per-catalog.server";
import { POPULAR_COMPARISONS } from "~/modules/compare/popular-comparisons";
import { LANGUAGES } from "~/modules/i18n/languages";
import {
  newestDate,
  SITEMAP_TYPES,
  sitemapPart,
  sitemapPartCount,
  type SitemapEntry,
  type SitemapFile,
  type SitemapType,
} from "./sitemap";

/**
 * When a CPU's page last changed, from the data in memory: the newest of its specification
 * source's date and its published figures' dates.
 */
export function cpuLastmod(cpu: Pick<Cpu, "specSourceDate" | "scores">): string | null {
  return newestDate([
    cpu.specSourceDate,
    ...Object.values(cpu.scores).map((score) => score?.published?.recordedOn),
  ]);
}

/** The site's pages by sitemap type, with their lastmod, built once per catalog version. */
const sitemapEntries = perCatalog((catalog): Record<SitemapType, SitemapEntry[]> => {
  const lastmods = new Map(catalog.cpus.map((cpu) => [cpu.id, cpuLastmod(cpu)]));
  const newestOverall = newestDate(lastmods.values());
  const newestIn = (category: string) =>
    newestDate(
      catalog.cpus.flatMap((cpu) =>
        cpu.scores[category as keyof Cpu["scores"]] ? [lastmods.get(cpu.id)] : [],
      ),
    );
  return {
    pages: [
      { path: "/", lastmod: newestOverall },
      { path: "/cpus", lastmod: newestOverall },
      { path: "/compare", lastmod: null },
      { path: "/about-us", lastmod: null },
      { path: "/legal-info", lastmod: null },
      { path: "/methodology", lastmod: null },
      ...RANKING_CATEGORY_IDS.map((id) => ({ path: `/ranking/${id}`, lastmod: newestIn(id) })),
    ],
    cpus: catalog.cpus.map((cpu) => ({ path: `/cpus/${cpu.id}`, lastmod: lastmods.get(cpu.id)! })),
    comparisons: POPULAR_COMPARISONS.filter(([a, b]) => lastmods.has(a) && lastmods.has(b)).map(
      ([a, b]) => ({
        path: `/cpus/vs/${a}-vs-${b}`,
        lastmod: newestDate([lastmods.get(a), lastmods.get(b)]),
      }),
    ),
  };
});

/** Every sitemap file there is (per language, type and part) with its newest lastmod. */
export const sitemapFiles = perCatalog(() => {
  const entries = sitemapEntries();
  return LANGUAGES.flatMap((lang) =>
    SITEMAP_TYPES.flatMap((type) =>
      Array.from({ length: sitemapPartCount(entries[type].length) }, (_, i) => {
        const file: SitemapFile = { lang, type, part: i + 1 };
        return {
          file,
          lastmod: newestDate(sitemapPart(entries[type], i + 1).map((e) => e.lastmod)),
        };
      }),
    ),
  );
});

/** The pages one sitemap file lists, or null when there is no such part. */
export function sitemapFileEntries(file: SitemapFile): readonly SitemapEntry[] | null {
  const entries = sitemapEntries()[file.type];
  if (file.part > sitemapPartCount(entries.length)) return null;
  return sitemapPart(entries, file.part);
}
