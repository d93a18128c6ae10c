import { afterEach, describe, expect, it, vi } from "vitest";
import { createConnectionCap, createLoadShedder } from "./load-shed";

describe("createLoadShedder", () => {
  afterEach(() => vi.useRealTimers());

  it("sheds once the event loop has been busy past the limit since its timers last ran", () => {
    vi.useFakeTimers();
    let clock = 0;
    const shedder = createLoadShedder({ maxDelayMs: 50, tickMs: 10, now: () => clock });
    clock = 30;
    // Renders of this turn so far took 30 ms: another may start.
    expect(shedder.overloaded()).toBe(false);
    clock = 80;
    expect(shedder.overloaded()).toBe(true);
    // The loop came round to its timers again: renders may start.
    vi.advanceTimersByTime(10);
    expect(shedder.overloaded()).toBe(false);
    shedder.stop();
  });

  it("holds turns to a tenth of the limit while it keeps shedding, and lets go once it stops", () => {
    vi.useFakeTimers();
    let clock = 0;
    const shedder = createLoadShedder({ maxDelayMs: 500, pressureMs: 2_000, now: () => clock });
    // One turn of 300 ms, as a slow render on a slow machine: nothing is shed.
    clock = 300;
    expect(shedder.overloaded()).toBe(false);
    expect(shedder.underPressure()).toBe(false);
    vi.advanceTimersByTime(10);
    // A turn past the limit sheds...
    clock = 810;
    expect(shedder.overloaded()).toBe(true);
    expect(shedder.underPressure()).toBe(true);
    vi.advanceTimersByTime(10);
    // ...and the next turns may render only 50 ms.
    clock = 840;
    expect(shedder.overloaded()).toBe(false);
    clock = 900;
    expect(shedder.overloaded()).toBe(true);
    vi.advanceTimersByTime(10);
    // A lone read after the process stood still for 200 ms (descheduled, collecting): rendered.
    clock = 1_100;
    expect(shedder.overloaded()).toBe(false);
    vi.advanceTimersByTime(10);
    // Two seconds without shedding: the full limit again.
    clock = 3_000;
    expect(shedder.underPressure()).toBe(false);
    vi.advanceTimersByTime(10);
    clock = 3_300;
    expect(shedder.overloaded()).toBe(false);
    shedder.stop();
  });

  it("never sheds with a limit of 0", () => {
    vi.useFakeTimers();
    let clock = 0;
    const shedder = createLoadShedder({ maxDelayMs: 0, now: () => clock });
    clock = 10_000;
    expect(shedder.overloaded()).toBe(false);
    shedder.stop();
  });
});

describe("createConnectionCap", () => {
  it("refuses an address's connections past the cap, and admits again once one closes", () => {
    const cap = createConnectionCap(2);
    expect(cap.admit("10.0.0.1")).toBe(true);
    expect(cap.admit("10.0.0.1")).toBe(true);
    expect(cap.admit("10.0.0.1")).toBe(false);
    // Another client is not affected.
    expect(cap.admit("10.0.0.2")).toBe(true);
    cap.release("10.0.0.1");
    expect(cap.admit("10.0.0.1")).toBe(true);
  });

  it("admits everything when off", () => {
    const cap = createConnectionCap(0);
    for (let i = 0; i < 1000; i++) expect(cap.admit("10.0.0.1")).toBe(true);
  });
});
