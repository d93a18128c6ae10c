import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./collect-garbage";

const MB = 1024 * 1024;

describe("collectWhenIdle", () => {
  let heap: number;
  let collections: number;
  let stop: () => void;
  let request: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    heap = 100 * MB;
    collections = 0;
    ({ request, stop } = collectWhenIdle({
      heapUsed: () => heap,
      // A collection frees all but 110 MB.
      collectNow: () => {
        collections++;
        heap = 110 * MB;
      },
      intervalMs: 1_000,
      minGrowthBytes: 32 * MB,
    }));
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("collects once after a burst, when a whole second passes without a request", () => {
    for (let i = 0; i < 50; i++) {
      request();
      heap += 4 * MB;
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

  it("leaves a heap that grew less than the threshold alone", () => {
    request();
    heap += 20 * MB;
    vi.advanceTimersByTime(5_000);
    expect(collections).toBe(0);
  });

  it("never collects while every second brings a request", () => {
    heap += 200 * MB;
    for (let i = 0; i < 30; i++) {
      request();
      vi.advanceTimersByTime(900);
    }
    expect(collections).toBe(0);
  });
});
