import { NO_RANKING_FILTERS, rankingSearch, type RankingFilters } from "~/modules/rankings/ranking";
import { categoryRanking, rankingRows } from "~/modules/rankings/ranking.server";
import type { BenchmarkId } from "./benchmarks";
import type { Cpu } from "./cpu";
import { perCatalog, perCatalogKeyed } from "./per-catalog.server";
import { fieldsUnknownEverywhere } from "./spec-sections";
import { SEGMENT_TOP_SIZE, segmentTopBenchmark, type SegmentTop } from "./top-ten";

/** The specification fields no CPU of the catalog has, worked out once per catalog version. */
export const unknownSpecFields = perCatalog((catalog) => fieldsUnknownEverywhere(catalog.cpus), {
  warm: true,
});

const segmentFilters = (cpu: Pick<Cpu, "type">): RankingFilters => ({
  ...NO_RANKING_FILTERS,
  type: cpu.type,
});

// Keys are a benchmark and a CPU type: a small fixed set.
const segmentPositions = perCatalogKeyed((_catalog, key: string) => {
  const [benchmark, type] = key.split("|") as [BenchmarkId, string];
  const { matching } = categoryRanking(benchmark, {
    ...NO_RANKING_FILTERS,
    type: (type || null) as RankingFilters["type"],
  });
  return new Map(matching.map(({ cpu }, i) => [cpu.id, i + 1]));
});

/** The CPU page's side box for `cpu` (see SegmentTop); null when it has no ranked figure. */
export function segmentTop(cpu: Cpu): SegmentTop | null {
  const benchmark = segmentTopBenchmark(cpu);
  if (!benchmark) return null;
  const filters = segmentFilters(cpu);
  const positions = segmentPositions(`${benchmark}|${cpu.type ?? ""}`);
  return {
    benchmark,
    segment: cpu.type,
    entries: rankingRows(benchmark, filters, 0, SEGMENT_TOP_SIZE).map(
      ({ rank, id, name, brand, score, barPercent }) => ({
        rank,
        id,
        name,
        brand,
        score,
        barPercent,
      }),
    ),
    position: positions.get(cpu.id) ?? null,
    total: positions.size,
    rankingPath: `/ranking/${benchmark}${rankingSearch(filters)}`,
  };
}
