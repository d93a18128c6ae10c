// Seeds the reference dataset into the configured database if it has never
// been seeded. With --force, adds reference CPUs that are missing without
// touching existing rows.
import { databaseTargetFromEnv, openDatabase } from "../app/db/client.server";
import { seedReferenceData } from "../app/db/seed.server";

const handle = await openDatabase(databaseTargetFromEnv());
try {
  await handle.migrate();
  const outcome = await seedReferenceData(handle.db, { force: process.argv.includes("--force") });
  console.log(
    outcome.seeded
      ? `Seeded ${outcome.cpus} CPUs and ${outcome.results} benchmark results into ${handle.kind} (${handle.location}).`
      : "Already seeded; nothing changed (use --force to add missing reference CPUs).",
  );
} finally {
  await handle.close();
}
