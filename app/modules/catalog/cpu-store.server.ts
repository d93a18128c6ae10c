import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { benchmarkResults, cpus } from "~/db/schema";
import {
  combineResults,
  OVERALL_SCORE_BENCHMARK,
  overallBenchmarkScore,
  sameFigure,
  type BenchmarkResult,
} from "./benchmarks";
import { changeCatalog, RESULT_COLUMNS } from "./catalog.server";
import { recordFromInput, referenceResultsFromInput } from "./cpu";
import type { CpuInput } from "./cpu.schema";

type Executor = Database | Transaction;

/**
 * A CPU with this id already exists: found before writing, or refused by the database's unique
 * key when a concurrent write took the id first. Callers see only this, never a driver's code.
 */
export class CpuExistsError extends Error {
  constructor(readonly cpuId: string) {
    super(`A CPU with id '${cpuId}' already exists`);
    this.name = "CpuExistsError";
  }
}

/** PostgreSQL's SQLSTATE for a unique violation (PGlite reports the same). */
const UNIQUE_VIOLATION = "23505";

/** A unique violation, from the driver's error or drizzle's wrapper of it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}

/** Runs a write of the CPU `id`, turning the database's unique violation into CpuExistsError. */
async function claimingId<T>(id: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CpuExistsError(id);
    throw error;
  }
}

/**
 * Recomputes a CPU's stored `benchmark_score` from its shown Geekbench 6
 * multi-core figure (the published one, or the verified visitors' median
 * when nothing was published). The overall score the catalog is ordered by is
 * computed from the shown figures when the catalog is read (decision 015).
 */
export async function recomputeOverallScore(db: Executor, cpuId: string): Promise<void> {
  const rows = await db
    .select(RESULT_COLUMNS)
    .from(benchmarkResults)
    .where(
      and(
        eq(benchmarkResults.cpuId, cpuId),
        eq(benchmarkResults.benchmark, OVERALL_SCORE_BENCHMARK),
      ),
    );
  const shown = combineResults(rows satisfies BenchmarkResult[]);
  await db
    .update(cpus)
    .set({
      benchmarkScore: shown ? overallBenchmarkScore({ [OVERALL_SCORE_BENCHMARK]: shown }) : null,
      updatedAt: new Date(),
    })
    .where(eq(cpus.id, cpuId));
}

/**
 * Writes a CPU's fields and makes its published reference figures the
 * input's, keeping verified visitor results. A figure whose value and
 * provenance did not change keeps its row.
 */
async function writeCpu(tx: Transaction, input: CpuInput, exists: boolean): Promise<void> {
  const { id, fieldSources: _kept, ...record } = recordFromInput(input);
  const wanted = referenceResultsFromInput(input);
  if (exists) {
    await tx
      .update(cpus)
      .set({ ...record, updatedAt: new Date() })
      .where(eq(cpus.id, id));
    const stored = await tx
      .select({ id: benchmarkResults.id, ...RESULT_COLUMNS })
      .from(benchmarkResults)
      .where(and(eq(benchmarkResults.cpuId, id), eq(benchmarkResults.source, "reference")));
    const kept = new Set(
      stored.filter((r) => wanted.some((w) => sameFigure(w, r))).map((r) => r.benchmark),
    );
    const stale = stored.filter((r) => !kept.has(r.benchmark)).map((r) => r.id);
    if (stale.length > 0)
      await tx.delete(benchmarkResults).where(inArray(benchmarkResults.id, stale));
    const fresh = wanted.filter((w) => !kept.has(w.benchmark));
    if (fresh.length > 0)
      await tx.insert(benchmarkResults).values(fresh.map((r) => ({ ...r, cpuId: id })));
  } else {
    await tx.insert(cpus).values({ id, ...record });
    if (wanted.length > 0)
      await tx.insert(benchmarkResults).values(wanted.map((r) => ({ ...r, cpuId: id })));
  }
  await recomputeOverallScore(tx, id);
}

/**
 * Adds a CPU; CpuExistsError if its id is taken. The change is recorded for every process
 * (changeCatalog) and this one's catalog reloads the CPU.
 */
export async function createCpu(db: Database, input: CpuInput): Promise<void> {
  await claimingId(input.id, () =>
    changeCatalog(db, async (tx, changed) => {
      const [existing] = await tx.select({ id: cpus.id }).from(cpus).where(eq(cpus.id, input.id));
      if (existing) throw new CpuExistsError(input.id);
      await writeCpu(tx, input, false);
      changed.add(input.id);
    }),
  );
}

/**
 * Replaces the CPU `id` with `input` (whose id may rename it; visitor results
 * follow). Returns false when there is no such CPU; CpuExistsError when the
 * new id belongs to another CPU.
 */
export async function updateCpu(db: Database, id: string, input: CpuInput): Promise<boolean> {
  return claimingId(input.id, () => storeReplacement(db, id, input));
}

function storeReplacement(db: Database, id: string, input: CpuInput): Promise<boolean> {
  return changeCatalog(db, async (tx, changed) => {
    const [existing] = await tx.select({ id: cpus.id }).from(cpus).where(eq(cpus.id, id));
    if (!existing) return false;
    if (input.id !== id) {
      const [taken] = await tx.select({ id: cpus.id }).from(cpus).where(eq(cpus.id, input.id));
      if (taken) throw new CpuExistsError(input.id);
      // benchmark_results and submissions follow through ON UPDATE CASCADE.
      await tx.update(cpus).set({ id: input.id }).where(eq(cpus.id, id));
    }
    await writeCpu(tx, input, true);
    changed.add(id, input.id);
    return true;
  });
}

/** Deletes a CPU and its results. Returns false when there is no such CPU. */
export async function deleteCpu(db: Database, id: string): Promise<boolean> {
  return changeCatalog(db, async (tx, changed) => {
    const deleted = await tx.delete(cpus).where(eq(cpus.id, id)).returning({ id: cpus.id });
    if (deleted.length > 0) changed.add(id);
    return deleted.length > 0;
  });
}

/**
 * Creates or updates every CPU of a validated import in one transaction: all
 * or nothing. Returns how many were created and how many updated;
 * CpuExistsError when a concurrent write created one of the new ids first.
 */
export async function upsertCpus(
  db: Database,
  inputs: readonly CpuInput[],
): Promise<{ created: number; updated: number }> {
  return changeCatalog(db, async (tx, changed) => {
    const ids = inputs.map((c) => c.id);
    const existing = new Set(
      ids.length === 0
        ? []
        : (await tx.select({ id: cpus.id }).from(cpus).where(inArray(cpus.id, ids))).map(
            (r) => r.id,
          ),
    );
    for (const input of inputs)
      await claimingId(input.id, () => writeCpu(tx, input, existing.has(input.id)));
    changed.add(...ids);
    return {
      created: inputs.filter((c) => !existing.has(c.id)).length,
      updated: inputs.filter((c) => existing.has(c.id)).length,
    };
  });
}
