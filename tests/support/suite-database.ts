import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { seedReferenceData } from "~/db/seed.server";
import { refreshCatalog } from "~/modules/catalog/catalog.server";
import type { TestDatabase } from "./test-databases";

function useDatabase({ create }: TestDatabase, seeded: boolean): () => Database {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await create();
    drop = created.drop;
    handle = await openDatabase(created.target);
    await handle.migrate();
    if (seeded) {
      await seedReferenceData(handle.db);
      await refreshCatalog(handle.db);
    }
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });
  return () => {
    if (!handle)
      throw new Error("The suite's database opens in beforeAll: use it in hooks and tests.");
    return handle.db;
  };
}

/**
 * A fresh, migrated, empty database for the calling suite (inside
 * `describe.each(testDatabases)`): opened before the suite's own beforeAll
 * hooks, closed and dropped after it. Returns a getter, since the database
 * exists only once the hooks have run.
 */
export function useTestDatabase(database: TestDatabase): () => Database {
  return useDatabase(database, false);
}

/** As useTestDatabase, with the reference data seeded and loaded as the catalog. */
export function useSeededDatabase(database: TestDatabase): () => Database {
  return useDatabase(database, true);
}
