import { z } from "zod";
import { benchmarkById, RANKING_CATEGORY_IDS } from "~/modules/catalog/benchmarks";
import type { Cpu } from "~/modules/catalog/cpu";
import { CPU_BRANDS, CPU_TYPES } from "~/modules/catalog/cpu.schema";

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.int()])) as Record<T[number], z.ZodInt>);

export const apiStatsSchema = z.object({
  totalCpus: z.int(),
  byBrand: counts(CPU_BRANDS),
  byType: counts([...CPU_TYPES, "unknown"] as const).describe(
    "By type; unknown: no source states the CPU's type",
  ),
  categories: z
    .array(
      z.object({
        categoryId: z.enum(RANKING_CATEGORY_IDS as [string, ...string[]]),
        category: z.string(),
        cpusWithScore: z
          .int()
          .describe(
            "CPUs with a shown figure: a published one, or the median of verified visitor results when nothing was published",
          ),
        topScore: z
          .object({
            cpuId: z.string(),
            name: z.string(),
            value: z.number(),
            basis: z.enum(["published", "visitor-median"]),
            sourceName: z
              .string()
              .nullable()
              .describe("Who published the figure; null for a visitors' median"),
          })
          .nullable()
          .describe("The highest shown figure"),
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
  const byType = Object.fromEntries(
    [...CPU_TYPES, "unknown"].map((t) => [t, 0]),
  ) as ApiStats["byType"];
  for (const cpu of cpus) {
    byBrand[cpu.brand] += 1;
    byType[cpu.type ?? "unknown"] += 1;
  }
  const categories = RANKING_CATEGORY_IDS.map((categoryId) => {
    let cpusWithScore = 0;
    let topScore: ApiStats["categories"][number]["topScore"] = null;
    for (const cpu of cpus) {
      const score = cpu.scores[categoryId];
      if (!score) continue;
      cpusWithScore += 1;
      if (!topScore || score.value > topScore.value)
        topScore = {
          cpuId: cpu.id,
          name: cpu.name,
          value: score.value,
          basis: score.basis,
          sourceName: score.published?.sourceName ?? null,
        };
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
