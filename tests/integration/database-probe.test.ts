// The database probe measures the database, not the event loop (issue 23): with a healthy
// database and an event loop blocked for more than the probe's 900 ms again and again (pages
// rendering under load), the database is never marked down, writes keep their database, and
// /healthz's check answers 200. A question that never gets an answer still times out.
import { describe, expect, it } from "vitest";
import {
  checkHealth,
  PROBE_TIMEOUT_MS,
  RECENT_ANSWER_MS,
  startRuntime,
  within,
  type Runtime,
} from "~/runtime.server";
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

describe.each(testDatabases)("/healthz under load on $name", ({ create }) => {
  it("answers at once from a recent answer of the database, and asks it otherwise", async () => {
    const { target, drop } = await create();
    const runtime = await startRuntime(target);
    try {
      let asked = 0;
      let answeredAt = () => runtime.lastAnswerAt();
      // The runtime, with its database's questions counted.
      const counted: Runtime = {
        kind: runtime.kind,
        get database() {
          const open = runtime.database!;
          const db = new Proxy(open.db, {
            get: (target, key) => {
              if (key === "select") asked++;
              return Reflect.get(target, key) as unknown;
            },
          });
          return { ...open, db };
        },
        requestDatabase: () => runtime.requestDatabase(),
        confirmDatabase: () => runtime.confirmDatabase(),
        status: () => runtime.status(),
        lastAnswerAt: () => answeredAt(),
        noteAnswer: () => runtime.noteAnswer(),
        close: () => runtime.close(),
      };
      const calm = await checkHealth(counted);
      expect(calm.status).toBe(200);
      expect(asked).toBe(1);
      // Busy, the database answered just now: the same answer, without asking it.
      const busy = await checkHealth(counted, { busy: true });
      expect(busy).toEqual(calm);
      expect(asked).toBe(1);
      // Busy, but its last answer is older than RECENT_ANSWER_MS: asked again.
      answeredAt = () => Date.now() - RECENT_ANSWER_MS - 1;
      expect((await checkHealth(counted, { busy: true })).status).toBe(200);
      expect(asked).toBe(2);
    } finally {
      await runtime.close();
      await drop();
    }
  }, 240_000);
});

describe("within", () => {
  it("gives up on a question that never gets an answer", async () => {
    await expect(within(new Promise(() => {}), 200, "no answer")).rejects.toThrow("no answer");
  });
});
