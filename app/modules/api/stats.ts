import { z } from "zod";
import { benchmarkById, RANKING_CATEGORY_IDS } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { CPU_BRANDS, CPU_TYPES } from "~/modules/catalog/cpu.schema";

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.int()])) as Record<T[number], z.ZodInt>);

export const apiStatsSchema = z.object({
  totalCpus: z.int(),
  byBrand: counts(CPU_BRANDS),
  byType: counts(CPU_TYPES).describe(
    "By type; a CPU stored without one counts as Desktop (spec default)",
  ),
  categories: z
    .array(
      z.object({
        categoryId: z.enum(RANKING_CATEGORY_IDS as [string, ...string[]]),
        category: z.string(),
        cpusWithScore: z.int().describe("CPUs with a measured score (estimated ones not counted)"),
        topScore: z.object({ cpuId: z.string(), name: z.string(), value: z.number() }).nullable(),
      }),
    )
    .describe("Per ranking category of spec section 3"),
  lastChange: z.iso
    .datetime()
    .nullable()
    .describe("When a CPU or a benchmark result was last written; null when not known"),
  source: z
    .enum(["database", "fallback"])
    .describe("fallback: the database is unreachable and the built-in list is served"),
});
export type ApiStats = z.infer<typeof apiStatsSchema>;

/** The catalog's figures for GET /api/stats. */
export function catalogStats(
  cpus: readonly Cpu[],
  lastChange: Date | null,
  source: ApiStats["source"],
): ApiStats {
  const byBrand = Object.fromEntries(CPU_BRANDS.map((b) => [b, 0])) as ApiStats["byBrand"];
  const byType = Object.fromEntries(CPU_TYPES.map((t) => [t, 0])) as ApiStats["byType"];
  for (const cpu of cpus) {
    byBrand[cpu.brand] += 1;
    byType[cpu.type] += 1;
  }
  const categories = RANKING_CATEGORY_IDS.map((categoryId) => {
    let cpusWithScore = 0;
    let topScore: ApiStats["categories"][number]["topScore"] = null;
    for (const cpu of cpus) {
      const score = cpu.scores[categoryId];
      if (!score || score.estimated) continue;
      cpusWithScore += 1;
      if (!topScore || score.value > topScore.value)
        topScore = { cpuId: cpu.id, name: cpu.name, value: score.value };
    }
    const category = benchmarkById(categoryId)!.label;
    return { categoryId, category, cpusWithScore, topScore };
  });
  return {
    totalCpus: cpus.length,
    byBrand,
    byType,
    categories,
    lastChange: lastChange?.toISOString() ?? null,
    source,
  };
}
