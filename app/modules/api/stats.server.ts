import { max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { benchmarkResults, cpus } from "~/db/schema";

/**
 * When the catalog last changed: the latest write of a CPU or of a benchmark
 * result. A deletion leaves no row behind, so it is not seen here.
 */
export async function lastCatalogChange(db: Database): Promise<Date | null> {
  const [[cpu], [result]] = await Promise.all([
    db.select({ at: max(cpus.updatedAt) }).from(cpus),
    db.select({ at: max(benchmarkResults.createdAt) }).from(benchmarkResults),
  ]);
  const times = [cpu?.at, result?.at].filter((t): t is Date => t instanceof Date);
  return times.length > 0 ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
}
