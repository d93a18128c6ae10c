// Applies pending migrations to the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR). The server also does this at every start.
import path from "node:path";
import { databaseTargetFromEnv, openDatabase } from "../app/db/client.server";
import { acquireDataDirLock } from "../app/db/data-dir-lock.server";

const target = databaseTargetFromEnv();
const release = "dataDir" in target ? acquireDataDirLock(path.dirname(target.dataDir)) : () => {};
try {
  const handle = await openDatabase(target);
  await handle.migrate();
  await handle.close();
  console.log(`Migrations applied to ${handle.kind} (${handle.location}).`);
} finally {
  release();
}
