import { describe, expect, it } from "vitest";
import { refreshCatalog } from "~/modules/catalog/catalog.server";
import { onCatalogWarmed, perCatalog, perCatalogKeyed } from "~/modules/catalog/per-catalog.server";
import { upsertCpus } from "~/modules/catalog/cpu-store.server";
import { fixtureCpuInput } from "../support/fixture-cpus";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

/** Lets the warm-up, one view per event-loop turn, run to its end. */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe.each(testDatabases)(
  "views of the catalog warmed before anyone asks, on $name",
  (database) => {
    const db = useTestDatabase(database);

    it("builds each warmed view once per catalog, also one registered after the catalog was read, and says when all are built", async () => {
      await upsertCpus(db(), [
        fixtureCpuInput("fixture-warm-a"),
        fixtureCpuInput("fixture-warm-b"),
      ]);
      await refreshCatalog(db());
      await turns(50);
      let warmed = 0;
      const stop = onCatalogWarmed(() => (warmed += 1));
      // Registered after the catalog is installed, as the server build's routes are.
      const built: string[] = [];
      const count = perCatalog(
        (catalog) => {
          built.push("count");
          return catalog.cpus.length;
        },
        { warm: true },
      );
      const byKey = perCatalogKeyed(
        (catalog, key: "a" | "b") => {
          built.push(key);
          return catalog.cpus.filter((c) => c.id.endsWith(key)).length;
        },
        { warm: ["a", "b"] },
      );
      await turns(10);
      expect(built).toEqual(["count", "a", "b"]);
      expect(warmed).toBeGreaterThan(0);
      // Asking reads what was built.
      expect(count()).toBeGreaterThanOrEqual(2);
      expect(byKey("a")).toBeGreaterThanOrEqual(1);
      expect(built).toHaveLength(3);

      // A new catalog: every view is built again once, without being asked.
      warmed = 0;
      await refreshCatalog(db());
      await turns(50);
      expect(built.filter((b) => b === "count")).toHaveLength(2);
      expect(built.filter((b) => b === "b")).toHaveLength(2);
      expect(warmed).toBe(1);
      stop();
    });
  },
);
