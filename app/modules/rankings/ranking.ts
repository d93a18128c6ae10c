import { RANKING_CATEGORY_IDS, type BenchmarkId } from "~/modules/catalog/benchmarks";
import {
  brandFromParam,
  brandParam,
  storedScore,
  typeFromParam,
  typeParam,
} from "~/modules/catalog/catalog-listing";
import type { Cpu } from "~/modules/catalog/cpu";
import { scoreSource, type ScoreSource } from "~/modules/catalog/score-provenance";
import type { CpuBrand, CpuType } from "~/modules/catalog/cpu.schema";

/** Spec section 9: a ranking shows its first 20 entries until the visitor asks for the rest. */
const RANKING_INITIAL_ROWS = 20;

export function isRankingCategory(value: string | undefined): value is BenchmarkId {
  return (RANKING_CATEGORY_IDS as readonly string[]).includes(value ?? "");
}

export interface RankingFilters {
  brand: CpuBrand | null;
  type: CpuType | null;
}

export const NO_RANKING_FILTERS: RankingFilters = { brand: null, type: null };

/** The brand and type filters of a ranking URL; unknown values mean "all". */
export function parseRankingFilters(params: URLSearchParams): RankingFilters {
  return {
    brand: brandFromParam(params.get("brand")),
    type: typeFromParam(params.get("type")),
  };
}

/** The query string that keeps the filters (`?brand=amd&type=laptop`), plus `all=1` when every row is asked for. */
export function rankingSearch(filters: RankingFilters, all = false): string {
  const params = new URLSearchParams();
  if (filters.brand) params.set("brand", brandParam(filters.brand));
  if (filters.type) params.set("type", typeParam(filters.type));
  if (all) params.set("all", "1");
  const search = params.toString();
  return search ? `?${search}` : "";
}

export type Medal = "gold" | "silver" | "bronze";
const MEDALS: readonly Medal[] = ["gold", "silver", "bronze"];

export interface RankingEntry {
  rank: number;
  medal: Medal | null;
  id: string;
  name: string;
  brand: CpuBrand;
  type: CpuType | null;
  cores: number;
  threads: number;
  baseFreq: number;
  releaseDate: string | null;
  score: number;
  /** Where the ranked figure comes from: the published source, or the visitors' median. */
  source: ScoreSource;
  /** The bar's width: the score as a percentage of the top score shown, at most 100. */
  barPercent: number;
}

type Ranked = Pick<
  Cpu,
  "id" | "name" | "brand" | "type" | "cores" | "threads" | "baseFreq" | "releaseDate" | "scores"
>;

/**
 * The ranking of one category: every CPU with a shown figure in it (the
 * published one, or the median of its verified visitor results when nothing
 * was published) that matches the filters, highest first (ties by name),
 * ranked 1..N within that list, each with the source of its figure. Nothing
 * else is ranked: no formula, no default.
 */
export function rankingForCategory(
  cpus: readonly Ranked[],
  category: BenchmarkId,
  filters: RankingFilters,
): RankingEntry[] {
  const scored = cpus.flatMap((cpu) => {
    const score = storedScore(cpu, category);
    if (!score) return [];
    if (filters.brand && cpu.brand !== filters.brand) return [];
    if (filters.type && cpu.type !== filters.type) return [];
    return [{ cpu, score }];
  });
  scored.sort(
    (a, b) =>
      b.score.value - a.score.value ||
      a.cpu.name.localeCompare(b.cpu.name, "en", { numeric: true }),
  );
  const top = scored[0]?.score.value ?? 0;
  return scored.map(({ cpu, score }, i) => ({
    rank: i + 1,
    medal: MEDALS[i] ?? null,
    id: cpu.id,
    name: cpu.name,
    brand: cpu.brand,
    type: cpu.type,
    cores: cpu.cores,
    threads: cpu.threads,
    baseFreq: cpu.baseFreq,
    releaseDate: cpu.releaseDate,
    score: score.value,
    source: scoreSource(category, score),
    barPercent: Math.min(100, (score.value / top) * 100),
  }));
}

/** How many rows a ranking shows first: all of them when asked (`all=1`), else the first 20. */
export function initialRowCount(total: number, showAll: boolean): number {
  return showAll ? total : Math.min(total, RANKING_INITIAL_ROWS);
}
