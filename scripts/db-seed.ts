// Seeds the reference dataset into the configured database if it has never
// been seeded. With --force, adds reference CPUs that are missing without
// touching existing rows.
import path from "node:path";
import { databaseTargetFromEnv, openDatabase } from "../app/db/client.server";
import { acquireDataDirLock } from "../app/db/data-dir-lock.server";
import { seedReferenceData } from "../app/db/seed.server";

const force = process.argv.includes("--force");
const target = databaseTargetFromEnv();
const release = "dataDir" in target ? acquireDataDirLock(path.dirname(target.dataDir)) : () => {};
try {
  const handle = await openDatabase(target);
  await handle.migrate();
  const outcome = await seedReferenceData(handle.db, { force });
  await handle.close();
  console.log(
    outcome.seeded
      ? `Seeded ${outcome.cpus} CPUs and ${outcome.results} benchmark results into ${handle.kind} (${handle.location}).`
      : "Already seeded; nothing changed (use --force to add missing reference CPUs).",
  );
} finally {
  release();
}
