// Applies pending migrations to the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR). The server also does this at every start.
import { databaseTargetFromEnv, openDatabase } from "../app/db/client.server";

const handle = await openDatabase(databaseTargetFromEnv());
try {
  await handle.migrate();
  console.log(`Migrations applied to ${handle.kind} (${handle.location}).`);
} finally {
  await handle.close();
}
