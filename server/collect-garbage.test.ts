import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { collectIncrementally, collectWhenIdle } from "./collect-garbage";

const MB = 1024 * 1024;

/** Fake time passes; a collection's steps (a turn of the loop before each) run meanwhile. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}
/** Fake timers run no setImmediate until the clock moves: the turn is a microtask here. */
const turn = () => Promise.resolve();

describe("collectWhenIdle", () => {
  let used: number;
  let total: number;
  /** What a collection leaves: live bytes, and committed bytes it cannot give back. */
  let live: number;
  let kept: number;
  let collections: number;
  let stop: () => void;
  let request: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    used = 100 * MB;
    total = 110 * MB;
    live = 110 * MB;
    kept = 4 * MB;
    collections = 0;
    ({ request, stop } = collectWhenIdle({
      heapSize: () => ({ heapUsed: used, heapTotal: total }),
      steps: [
        () => {
          collections++;
          used = live;
          total = live + kept;
        },
      ],
      intervalMs: 1_000,
      idleIntervals: 1,
      turn,
      minGrowthBytes: 32 * MB,
      maxSlackBytes: 16 * MB,
    }));
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const allocate = (bytes: number) => {
    used += bytes;
    total = Math.max(total, used + 8 * MB);
  };

  it("collects once after a burst, when a whole second passes without a request", async () => {
    for (let i = 0; i < 50; i++) {
      request();
      allocate(4 * MB);
      await advance(100);
    }
    // Requests kept arriving: no collection during the burst.
    expect(collections).toBe(0);
    await advance(2_000);
    expect(collections).toBe(1);
    // Idle and nothing new allocated: no further collections.
    await advance(10_000);
    expect(collections).toBe(1);
  });

  it("leaves a heap that grew a little, with little unused, alone", async () => {
    request();
    allocate(20 * MB);
    await advance(5_000);
    expect(collections).toBe(0);
  });

  it("gives back committed memory left unused while idle, and backs off when it cannot", async () => {
    // A young generation grown during start-up: 32 MB committed, nothing in it.
    total += 32 * MB;
    await advance(1_000);
    expect(collections).toBe(1);
    // A collection that cannot shrink the heap is tried again after 10 s, then 20 s...
    kept = 40 * MB;
    total += 32 * MB;
    await advance(1_000);
    expect(collections).toBe(2);
    await advance(9_000);
    expect(collections).toBe(2);
    await advance(1_000);
    expect(collections).toBe(3);
    await advance(19_000);
    expect(collections).toBe(3);
    await advance(1_000);
    expect(collections).toBe(4);
    // ...or after the next request, once idle again.
    request();
    await advance(2_000);
    expect(collections).toBe(5);
  });

  it("never collects while every second brings a request", async () => {
    allocate(200 * MB);
    for (let i = 0; i < 30; i++) {
      request();
      await advance(900);
    }
    expect(collections).toBe(0);
  });
});

describe("collectWhenIdle, with the default wait and steps", () => {
  afterEach(() => vi.useRealTimers());

  it("waits for several seconds without a request, not one", async () => {
    vi.useFakeTimers();
    let runs = 0;
    let used = 100 * MB;
    const idle = collectWhenIdle({
      heapSize: () => ({ heapUsed: used, heapTotal: used + 4 * MB }),
      steps: [() => runs++, () => (used = 100 * MB)],
      turn,
      minGrowthBytes: 32 * MB,
    });
    idle.request();
    used = 300 * MB;
    await advance(4_000);
    expect(runs).toBe(0);
    await advance(2_000);
    expect(runs).toBe(1);
    idle.stop();
  });

  it("stops before its next step when a request arrives, and finishes once idle again", async () => {
    vi.useFakeTimers();
    let used = 100 * MB;
    const ran: string[] = [];
    const idle = collectWhenIdle({
      heapSize: () => ({ heapUsed: used, heapTotal: used + 4 * MB }),
      steps: [
        () => {
          ran.push("minor");
          // A visitor's request arrived while this step ran: it is read before the next step.
          if (ran.length === 1) idle.request();
        },
        () => {
          ran.push("major");
          used = 100 * MB;
        },
      ],
      intervalMs: 1_000,
      idleIntervals: 2,
      minGrowthBytes: 32 * MB,
      turn,
    });
    used = 300 * MB;
    await advance(2_500);
    expect(ran).toEqual(["minor"]);
    // The request made the next second busy; two quiet ones later the collection runs whole.
    await advance(3_000);
    expect(ran).toEqual(["minor", "minor", "major"]);
    await advance(10_000);
    expect(ran).toHaveLength(3);
    idle.stop();
  });

  it("skips the compacting step when the young generation's collection gave the memory back", async () => {
    vi.useFakeTimers();
    let used = 100 * MB;
    let total = 140 * MB;
    const ran: string[] = [];
    const idle = collectWhenIdle({
      heapSize: () => ({ heapUsed: used, heapTotal: total }),
      steps: [
        () => {
          ran.push("minor");
          total = used + 4 * MB;
        },
        () => ran.push("major"),
      ],
      intervalMs: 1_000,
      idleIntervals: 2,
      minGrowthBytes: 32 * MB,
      maxSlackBytes: 16 * MB,
      turn,
    });
    await advance(2_500);
    expect(ran).toEqual(["minor"]);
    // Grown by garbage the minor step does not free: both steps run.
    used = 200 * MB;
    total = 210 * MB;
    await advance(30_000);
    expect(ran).toEqual(["minor", "minor", "major"]);
    idle.stop();
  });

  it("answers a request that arrives during a collection within 50 ms", async () => {
    // A collection of 100 steps of 10 ms each (a second, like the full collection at 10,000
    // CPUs), in a real server: the request is answered after the step under way, not the rest.
    let used = 100 * MB;
    let stepsRun = 0;
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        // a step of collection
      }
    };
    const idle = collectWhenIdle({
      heapSize: () => ({ heapUsed: used, heapTotal: used + 4 * MB }),
      steps: Array.from({ length: 100 }, () => () => {
        stepsRun++;
        busy(10);
      }),
      intervalMs: 20,
      idleIntervals: 2,
      minGrowthBytes: 32 * MB,
    });
    const server = http.createServer((_req, res) => {
      idle.request();
      used = 100 * MB;
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // A connection made beforehand, as a browser's or a proxy's kept-alive one.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = () =>
        new Promise<void>((resolve, reject) =>
          http
            .get({ host: "127.0.0.1", port, agent }, (res) => res.resume().on("end", resolve))
            .on("error", reject),
        );
      await get();
      used = 300 * MB;
      while (!idle.collecting) await new Promise((resolve) => setTimeout(resolve, 5));
      const start = performance.now();
      await get();
      const waited = performance.now() - start;
      expect(stepsRun).toBeLessThan(100);
      expect(waited).toBeLessThan(50);
      agent.destroy();
    } finally {
      idle.stop();
      server.close();
    }
  });
});

describe("collectIncrementally", () => {
  it("has V8 collect the old generation's garbage, a real heap's, and says when it is done", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as (options: { type: "minor" | "major" }) => void;
    gc({ type: "major" });
    // About 60 MB of objects, moved to the old generation by two young collections, then dropped.
    let garbage: { index: number }[][] | null = [];
    for (let i = 0; i < 150; i++)
      garbage.push(Array.from({ length: 10_000 }, (_, index) => ({ index })));
    gc({ type: "minor" });
    gc({ type: "minor" });
    const before = process.memoryUsage().heapUsed;
    garbage = null;
    expect(await collectIncrementally()).toBe(true);
    // A marking V8 began by itself while the objects were still held keeps them through its
    // cycle (it marks what was live when it began), and that cycle may be the one that ends
    // first (one run in four here): the next collection frees them.
    if (before - process.memoryUsage().heapUsed < 40 * MB)
      expect(await collectIncrementally()).toBe(true);
    expect(before - process.memoryUsage().heapUsed).toBeGreaterThan(40 * MB);
  });
});
