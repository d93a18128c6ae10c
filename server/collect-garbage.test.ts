import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./collect-garbage";

const MB = 1024 * 1024;

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
      collectNow: () => {
        collections++;
        used = live;
        total = live + kept;
      },
      intervalMs: 1_000,
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

  it("collects once after a burst, when a whole second passes without a request", () => {
    for (let i = 0; i < 50; i++) {
      request();
      allocate(4 * MB);
      vi.advanceTimersByTime(100);
    }
    // Requests kept arriving: no collection during the burst.
    expect(collections).toBe(0);
    vi.advanceTimersByTime(2_000);
    expect(collections).toBe(1);
    // Idle and nothing new allocated: no further collections.
    vi.advanceTimersByTime(10_000);
    expect(collections).toBe(1);
  });

  it("leaves a heap that grew a little, with little unused, alone", () => {
    request();
    allocate(20 * MB);
    vi.advanceTimersByTime(5_000);
    expect(collections).toBe(0);
  });

  it("gives back committed memory left unused while idle, and backs off when it cannot", () => {
    // A young generation grown during start-up: 32 MB committed, nothing in it.
    total += 32 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collections).toBe(1);
    // A collection that cannot shrink the heap is tried again after 10 s, then 20 s...
    kept = 40 * MB;
    total += 32 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collections).toBe(2);
    vi.advanceTimersByTime(9_000);
    expect(collections).toBe(2);
    vi.advanceTimersByTime(1_000);
    expect(collections).toBe(3);
    vi.advanceTimersByTime(19_000);
    expect(collections).toBe(3);
    vi.advanceTimersByTime(1_000);
    expect(collections).toBe(4);
    // ...or after the next request, once idle again.
    request();
    vi.advanceTimersByTime(2_000);
    expect(collections).toBe(5);
  });

  it("never collects while every second brings a request", () => {
    allocate(200 * MB);
    for (let i = 0; i < 30; i++) {
      request();
      vi.advanceTimersByTime(900);
    }
    expect(collections).toBe(0);
  });
});
