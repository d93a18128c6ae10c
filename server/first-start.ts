// The embedded database's first start, in a process of its own (decision 023, eleventh pass):
// the production server runs the build's first-start.js (server/build-main.ts compiles it)
// when DATA_DIR holds no database yet. It creates the database in PGLITE_DATA_DIR, applies the
// migrations, seeds the shipped dataset, prints the seed's outcome as one line of JSON and
// exits, taking the memory the embedded database grew to for this work with it.
import { fillNewDataDir } from "~/db/client.server";
import { seedReferenceData } from "~/db/seed.server";

const dataDir = process.env.PGLITE_DATA_DIR;
if (!dataDir) {
  console.error("PGLITE_DATA_DIR is not set");
  process.exit(1);
}
try {
  const outcome = await fillNewDataDir(dataDir, (db) => seedReferenceData(db));
  process.stdout.write(`${JSON.stringify(outcome)}\n`);
} catch (error) {
  console.error(error);
  process.exit(1);
}
