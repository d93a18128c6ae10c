import { afterEach, describe, expect, it, vi } from "vitest";
import { createConnectionCap, createLoadShedder } from "./load-shed";

describe("createLoadShedder", () => {
  afterEach(() => vi.useRealTimers());

  /** A shedder on a fake clock whose end-of-turn callbacks run when `turn()` is called. */
  function setup(
    options: {
      maxWaitMs?: number;
      rendersAtOnce?: number;
      stalledMs?: number;
      acceptTurns?: number;
    } = {},
  ) {
    vi.useFakeTimers();
    const clock = { now: 0 };
    let deferred: (() => void)[] = [];
    const shedder = createLoadShedder({
      maxWaitMs: options.maxWaitMs ?? 500,
      turnMs: 20,
      rendersAtOnce: options.rendersAtOnce ?? 1,
      stalledMs: options.stalledMs ?? 250,
      acceptTurns: options.acceptTurns ?? 64,
      tickMs: 10,
      now: () => clock.now,
      defer: (run) => void deferred.push(run),
    });
    /** The loop comes round: its timers run, then what was deferred to the end of the turn. */
    const turn = () => {
      vi.advanceTimersByTime(10);
      const runs = deferred;
      deferred = [];
      for (const run of runs) run();
    };
    const log: string[] = [];
    /** Submits a read that logs when it starts and finishes once `finish[name]` is called. */
    const finish: Record<string, () => void> = {};
    const read = (client: string, name: string, gone = () => false) =>
      shedder.submit(
        client,
        (done) => {
          log.push(`start ${name}`);
          finish[name] = done;
        },
        () => log.push(`503 ${name}`),
        gone,
      );
    /** End-of-turn callbacks waiting: the shedder asking for the loop's next turn. */
    const pending = () => deferred.length;
    return { shedder, clock, turn, log, finish, read, pending };
  }

  it("renders a read at once when nothing is under way, and the next once it is done", () => {
    const { shedder, turn, log, finish, read } = setup();
    read("10.0.0.1", "a");
    expect(log).toEqual(["start a"]);
    // One render at once: the second waits, even from another client.
    read("10.0.0.2", "b");
    expect(log).toEqual(["start a"]);
    expect(shedder.waiting).toBe(1);
    turn();
    expect(log).toEqual(["start a"]);
    finish.a!();
    turn();
    expect(log).toEqual(["start a", "start b"]);
    expect(shedder.waiting).toBe(0);
    shedder.stop();
  });

  it("waits for the render under way without keeping the loop turning", () => {
    const { shedder, turn, log, finish, read, pending } = setup();
    read("10.0.0.1", "a");
    read("10.0.0.2", "b");
    turn();
    // a awaits the database: nothing asks for the next turn, so the loop can wait in its poll.
    expect(pending()).toBe(0);
    turn();
    expect(log).toEqual(["start a"]);
    finish.a!();
    expect(pending()).toBe(1);
    turn();
    expect(log).toEqual(["start a", "start b"]);
    shedder.stop();
  });

  it("lets new connections in before the next render, for a bounded number of turns", () => {
    const { shedder, turn, log, finish, read, pending } = setup({ acceptTurns: 3 });
    read("10.0.0.1", "a");
    read("10.0.0.1", "b");
    read("10.0.0.1", "c");
    finish.a!();
    // This turn accepted a connection (libuv accepts one per turn): b waits a turn, in which
    // the next is accepted and the last one's request read (a /healthz is answered there).
    shedder.connectionAccepted();
    turn();
    expect(log).toEqual(["start a"]);
    expect(pending()).toBe(1);
    // A turn that accepted nothing: b starts.
    turn();
    expect(log).toEqual(["start a", "start b"]);
    finish.b!();
    // A storm of connections holds c back for three turns at most.
    for (let i = 0; i < 3; i++) {
      shedder.connectionAccepted();
      turn();
      expect(log).toEqual(["start a", "start b"]);
    }
    shedder.connectionAccepted();
    turn();
    expect(log).toEqual(["start a", "start b", "start c"]);
    shedder.stop();
  });

  it("does not keep the loop turning for new connections while a render holds the room", () => {
    const { shedder, turn, log, finish, read, pending } = setup();
    read("10.0.0.1", "a");
    read("10.0.0.1", "b");
    // a awaits the database; connections arrive meanwhile: b could not start in any case.
    shedder.connectionAccepted();
    turn();
    expect(pending()).toBe(0);
    finish.a!();
    turn();
    expect(log).toEqual(["start a", "start b"]);
    shedder.stop();
  });

  it("does not wait for new connections when nothing waits to render", () => {
    const { shedder, log, read, pending } = setup();
    shedder.connectionAccepted();
    read("10.0.0.1", "a");
    expect(log).toEqual(["start a"]);
    expect(pending()).toBe(0);
    shedder.stop();
  });

  it("takes clients in turn: one client's many reads do not hold back another's", () => {
    const { shedder, turn, log, finish, read } = setup();
    read("flood", "f0");
    for (let i = 1; i <= 5; i++) read("flood", `f${i}`);
    read("visitor", "v");
    finish.f0!();
    turn();
    finish.f1!();
    turn();
    // The flood's next read, then the visitor's, not the flood's four others first.
    expect(log).toEqual(["start f0", "start f1", "start v"]);
    shedder.stop();
  });

  it("answers 503 to a read that waited past the limit, and says it is under pressure", () => {
    const { shedder, clock, turn, log, read } = setup({ maxWaitMs: 500, stalledMs: 1_000 });
    read("10.0.0.1", "a");
    read("10.0.0.1", "b");
    clock.now = 400;
    read("10.0.0.2", "c");
    expect(shedder.underPressure()).toBe(false);
    clock.now = 500;
    turn();
    // b waited 500 ms while a rendered: refused; c waited 100 ms and keeps its place.
    expect(log).toEqual(["start a", "503 b"]);
    expect(shedder.waiting).toBe(1);
    expect(shedder.underPressure()).toBe(true);
    clock.now = 2_600;
    turn();
    expect(log).toEqual(["start a", "503 b", "503 c"]);
    clock.now = 4_700;
    expect(shedder.underPressure()).toBe(false);
    shedder.stop();
  });

  it("does not let a stalled render (a slow database) hold the others back", () => {
    const { shedder, clock, turn, log, read } = setup({ maxWaitMs: 500 });
    read("10.0.0.1", "a");
    read("10.0.0.2", "b");
    clock.now = 200;
    turn();
    expect(log).toEqual(["start a"]);
    clock.now = 260;
    turn();
    expect(log).toEqual(["start a", "start b"]);
    shedder.stop();
  });

  it("skips a read whose client left while it waited", () => {
    const { shedder, turn, log, finish, read } = setup();
    read("10.0.0.1", "a");
    read("10.0.0.2", "b", () => true);
    read("10.0.0.3", "c");
    finish.a!();
    turn();
    expect(log).toEqual(["start a", "start c"]);
    expect(shedder.waiting).toBe(0);
    shedder.stop();
  });

  it("waits for the next turn once this turn has been busy for its time", () => {
    const { shedder, clock, turn, log, read } = setup({ rendersAtOnce: 4 });
    read("10.0.0.1", "a");
    // The render took the turn's 20 ms: the next read waits for the end of the turn.
    clock.now = 25;
    read("10.0.0.1", "b");
    expect(log).toEqual(["start a"]);
    turn();
    expect(log).toEqual(["start a", "start b"]);
    shedder.stop();
  });

  it("neither queues nor sheds with a limit of 0", () => {
    const { shedder, clock, log, read } = setup({ maxWaitMs: 0 });
    for (const name of ["a", "b", "c"]) read("10.0.0.1", name);
    clock.now = 10_000;
    read("10.0.0.1", "d");
    expect(log).toEqual(["start a", "start b", "start c", "start d"]);
    expect(shedder.waiting).toBe(0);
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
