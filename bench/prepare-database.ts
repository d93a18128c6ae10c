// Prepares the benchmark's throwaway database: migrates, seeds the reference
// dataset and, with --cpus N, adds N generated CPUs ("Generated CPU 00001", …)
// so the catalog holds N CPUs in all. Only ever pointed at a temporary data
// directory or a database the benchmark created for itself.
import { parseArgs } from "node:util";
import { openDatabase } from "../app/db/client.server";
import { referenceCpus } from "../app/db/reference-data";
import { seedReferenceData } from "../app/db/seed.server";
import { insertGeneratedCpus } from "../tests/support/generated-cpus";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    cpus: { type: "string" },
  },
});
const dataDir = values["data-dir"];
const url = values["database-url"];
if (!dataDir === !url) throw new Error("give exactly one of --data-dir or --database-url");

const handle = await openDatabase(
  url ? { kind: "postgres", url } : { kind: "pglite", dataDir: `${dataDir}/pglite` },
);
try {
  await handle.migrate();
  await seedReferenceData(handle.db);
  const wanted = Number(values.cpus ?? 0);
  const extra = Math.max(0, wanted - referenceCpus().length);
  if (extra > 0) await insertGeneratedCpus(handle.db, extra);
  console.log(`bench database: ${referenceCpus().length + extra} CPUs (${extra} generated)`);
} finally {
  await handle.close();
}
