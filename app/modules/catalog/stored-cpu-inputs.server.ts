import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { benchmarkResults, cpus } from "~/db/schema";
import { benchmarkById } from "./benchmarks";
import { RESULT_COLUMNS } from "./catalog.server";
import { scoreInputFromResult, specSourceOf } from "./cpu";
import { cpuInputSchema, type CpuInput } from "./cpu.schema";

type FieldKey = Exclude<keyof CpuInput, "scores" | "specSource">;

const FIELD_KEYS = Object.keys(cpuInputSchema.shape).filter(
  (key): key is FieldKey => key !== "scores" && key !== "specSource",
);

/**
 * CPUs as stored, ordered by id (only the CPU `id` when given): each one's row
 * (no spec defaults), its specification source and its published reference
 * figures with their provenance (not visitor results). This is exactly what an import or the admin's form
 * writes, so an export imports back unchanged and the edit form starts from
 * the data itself, not from defaults that saving would turn into data.
 */
export async function storedCpuInputs(db: Database, id?: string): Promise<CpuInput[]> {
  const [rows, results] = await Promise.all([
    db
      .select()
      .from(cpus)
      .where(id === undefined ? undefined : eq(cpus.id, id))
      .orderBy(asc(cpus.id)),
    db
      .select({ ...RESULT_COLUMNS, cpuId: benchmarkResults.cpuId })
      .from(benchmarkResults)
      .where(
        and(
          eq(benchmarkResults.source, "reference"),
          id === undefined ? undefined : eq(benchmarkResults.cpuId, id),
        ),
      ),
  ]);
  const scoresByCpu = new Map<string, CpuInput["scores"]>();
  for (const { cpuId, ...result } of results) {
    const key = benchmarkById(result.benchmark)!.key;
    scoresByCpu.set(cpuId, { ...scoresByCpu.get(cpuId), [key]: scoreInputFromResult(result) });
  }
  return rows.map((row) => {
    const input = Object.fromEntries(FIELD_KEYS.map((key) => [key, row[key]])) as Omit<
      CpuInput,
      "scores" | "specSource"
    >;
    return { ...input, specSource: specSourceOf(row), scores: scoresByCpu.get(row.id) ?? {} };
  });
}
