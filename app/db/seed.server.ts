import { eq } from "drizzle-orm";
import { referenceResultsFromInput, recordFromInput } from "../modules/catalog/cpu";
import { normalizeCpuName } from "../modules/data-import/cpu-names";
import type { Database } from "./client.server";
import { referenceCpus, referenceData } from "./reference-data";
import { REFERENCE_DATA_UPDATED_ON } from "./reference-data-date";
import { appMeta, benchmarkResults, cpuAliases, cpus, sourceDisagreements } from "./schema";

const SEEDED_KEY = "reference_seeded_at";

export interface SeedOutcome {
  seeded: boolean;
  cpus: number;
  results: number;
}

/** The alias rows of the reference CPUs: each one's name and every raw name seen in sources. */
function referenceAliases(): { alias: string; cpuId: string; rawName: string }[] {
  const rows = new Map<string, { alias: string; cpuId: string; rawName: string }>();
  for (const cpu of referenceData().cpus) {
    for (const rawName of [cpu.name, ...cpu.aliases]) {
      const alias = normalizeCpuName(rawName);
      if (!rows.has(alias)) rows.set(alias, { alias, cpuId: cpu.id, rawName });
    }
  }
  return [...rows.values()];
}

/**
 * Seeds the reference dataset into a database that has never been seeded:
 * the CPUs with their specification sources, their published figures with
 * provenance, the raw-name aliases imports match by, and the recorded source
 * disagreements. Runs once per database: a marker in app_meta records it, so
 * later starts never overwrite an operator's edits or bring back deleted
 * CPUs. `force` (npm run db:seed -- --force) adds reference CPUs that are
 * missing, still leaving existing rows untouched.
 */
export async function seedReferenceData(
  db: Database,
  options: { force?: boolean } = {},
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (marker && !options.force) return { seeded: false, cpus: 0, results: 0 };
    // Parsed only when seeding: a start on a seeded database never reads the dataset.
    const inputs = referenceCpus();
    const { cpus: seedCpus, disagreements } = referenceData();
    const fieldSources = new Map(seedCpus.map((c) => [c.id, c.fieldSources ?? null]));

    const inserted = new Set<string>();
    for (let i = 0; i < inputs.length; i += 200) {
      const rows = await tx
        .insert(cpus)
        .values(
          inputs.slice(i, i + 200).map((input) => ({
            ...recordFromInput(input),
            fieldSources: fieldSources.get(input.id),
          })),
        )
        .onConflictDoNothing({ target: cpus.id })
        .returning({ id: cpus.id });
      for (const r of rows) inserted.add(r.id);
    }

    const resultRows = inputs
      .filter((cpu) => inserted.has(cpu.id))
      .flatMap((cpu) => referenceResultsFromInput(cpu).map((r) => ({ ...r, cpuId: cpu.id })));
    for (let i = 0; i < resultRows.length; i += 500)
      await tx.insert(benchmarkResults).values(resultRows.slice(i, i + 500));

    const aliasRows = referenceAliases().filter((a) => inserted.has(a.cpuId));
    for (let i = 0; i < aliasRows.length; i += 500)
      await tx
        .insert(cpuAliases)
        .values(aliasRows.slice(i, i + 500))
        .onConflictDoNothing({ target: cpuAliases.alias });

    const disagreementRows = disagreements
      .filter((d) => inserted.has(d.cpuId))
      .map((d) => ({
        cpuId: d.cpuId,
        field: d.field,
        keptValue: d.keptValue === null ? null : String(d.keptValue),
        keptSource: d.keptSource,
        otherValue: d.otherValue === null ? null : String(d.otherValue),
        otherSource: d.otherSource,
        otherUrl: d.otherUrl,
        resolution: d.resolution,
        notedOn: REFERENCE_DATA_UPDATED_ON,
      }));
    for (let i = 0; i < disagreementRows.length; i += 500)
      await tx
        .insert(sourceDisagreements)
        .values(disagreementRows.slice(i, i + 500))
        .onConflictDoNothing();

    const now = new Date().toISOString();
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: now } });
    return { seeded: true, cpus: inserted.size, results: resultRows.length };
  });
}
