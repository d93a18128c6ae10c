import { describe, expect, it } from "vitest";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { receivedJson } from "~/modules/http/sent-json";
import * as cpuRoute from "~/routes/cpu-detail";
import { routeArgs } from "../support/route-args";
import { useSeededDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

// A CPU page sends its data as one JSON text (sent-json.ts): the browser hydrates from that
// text's parse, the server rendered from the value. Any difference is a hydration mismatch.

describe.each(testDatabases.slice(0, 1))("CPU page data on $name", (database) => {
  useSeededDatabase(database);

  it("reads in the browser exactly as the server rendered it, for every CPU of the shipped catalog", async () => {
    const cpus = getCatalog().cpus;
    expect(cpus.length).toBeGreaterThan(500);
    for (const { id } of cpus) {
      const { page } = await cpuRoute.loader(
        routeArgs(new Request(`http://corerank.test/cpus/${id}`), { cpuId: id }),
      );
      const rendered = receivedJson(page);
      expect(JSON.parse(page.json), id).toStrictEqual(rendered);
      expect(rendered.cpu.id).toBe(id);
    }
  }, 120_000);
});
