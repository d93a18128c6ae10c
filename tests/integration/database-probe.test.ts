// The database probe measures the database, not the event loop (issue 23): with a healthy
// database and an event loop blocked for more than the probe's 900 ms again and again (pages
// rendering under load), the database is never marked down, writes keep their database, and
// /healthz's check answers 200. A question that never gets an answer still times out.
import { describe, expect, it } from "vitest";
import { checkHealth, PROBE_TIMEOUT_MS, startRuntime, within } from "~/runtime.server";
import { testDatabases } from "../support/test-databases";

/** Keeps the event loop busy for `ms`, as a long render or a garbage collection does. */
function block(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(testDatabases)("the database probe on $name", ({ create }) => {
  it("does not take a blocked event loop for a database outage", async () => {
    const { target, drop } = await create();
    const runtime = await startRuntime(target);
    try {
      expect(runtime.status()).toEqual({ state: "up" });
      const states: string[] = [];
      // About 8 s: the once-a-second probe (PostgreSQL) runs while the loop is blocked.
      for (let round = 0; round < 6; round++) {
        const confirmed = runtime.confirmDatabase();
        const health = checkHealth(runtime);
        block(PROBE_TIMEOUT_MS + 400);
        expect(await confirmed).toBe(true);
        expect((await health).status).toBe(200);
        await turn();
        states.push(runtime.status().state);
        expect(runtime.requestDatabase()).not.toBeNull();
      }
      expect(states.every((state) => state === "up")).toBe(true);
    } finally {
      await runtime.close();
      await drop();
    }
    // Migrating and seeding an in-memory PGlite takes a minute and more on a slow machine.
  }, 240_000);
});

describe("within", () => {
  it("gives up on a question that never gets an answer", async () => {
    await expect(within(new Promise(() => {}), 200, "no answer")).rejects.toThrow("no answer");
  });
});
