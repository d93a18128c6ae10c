import { eq } from "drizzle-orm";
import { recordFromInput, referenceResultsFromInput } from "../modules/catalog/cpu";
import type { Database } from "./client.server";
import { referenceCpus, REFERENCE_SCORES_RECORDED_ON } from "./reference-data";
import { appMeta, benchmarkResults, cpus } from "./schema";

const SEEDED_KEY = "reference_seeded_at";

export interface SeedOutcome {
  seeded: boolean;
  cpus: number;
  results: number;
}

/**
 * Seeds the reference dataset into a database that has never been seeded.
 * Runs once per database: a marker in app_meta records it, so later starts
 * never overwrite an operator's edits or bring back deleted CPUs. `force`
 * (npm run db:seed -- --force) adds reference CPUs that are missing, still
 * leaving existing rows untouched.
 */
export async function seedReferenceData(
  db: Database,
  options: { force?: boolean } = {},
): Promise<SeedOutcome> {
  const data = referenceCpus();
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (marker && !options.force) return { seeded: false, cpus: 0, results: 0 };

    const insertedCpus = await tx
      .insert(cpus)
      .values(data.map(recordFromInput))
      .onConflictDoNothing({ target: cpus.id })
      .returning({ id: cpus.id });
    const inserted = new Set(insertedCpus.map((c) => c.id));

    const resultRows = data
      .filter((cpu) => inserted.has(cpu.id))
      .flatMap((cpu) =>
        referenceResultsFromInput(cpu, REFERENCE_SCORES_RECORDED_ON).map((r) => ({
          ...r,
          cpuId: cpu.id,
        })),
      );
    if (resultRows.length > 0) await tx.insert(benchmarkResults).values(resultRows);

    const now = new Date().toISOString();
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: now } });
    return { seeded: true, cpus: inserted.size, results: resultRows.length };
  });
}
