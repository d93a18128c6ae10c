/**
 * Load shedding measured in time, with a fair queue (issue 23). Under a flood of uncached reads,
 * Node reads every connection that has data in one turn of its event loop and, pages rendering
 * from memory, would render each at once: with 200 busy keep-alive connections one turn took
 * seconds, and a new connection (a visitor, /healthz, a balancer's check) waited whole turns to
 * be read at all. A limit on renders in flight never triggers, since each render finishes within
 * its turn.
 *
 * So a turn of the event loop may spend only about `turnMs` starting renders. A read that finds
 * the turn's time spent (or others already waiting) waits in a queue, one queue per client
 * address, and the queues are served in turn, one read each, at the end of each turn of the
 * loop (setImmediate): the loop goes back to reading its connections between two turns' worth
 * of renders, so a new connection and /healthz (never queued) are read and answered within a
 * turn or two, and one client's many connections take one place in the rotation, not all of
 * them. A read that has waited `maxWaitMs` is answered 503 with Retry-After.
 *
 * New connections are let in before the next render. libuv accepts one connection per turn of
 * the event loop (since libuv 1.45, Node 20), and a turn that renders takes 15-25 ms at 10,000
 * CPUs: connections that arrive together (a client opening 200, new visitors, a balancer's check
 * behind them) were accepted one per render, and /healthz behind 200 of them waited 0.5-1 s
 * (bench:load, the flood's first second). After a turn that accepted a connection the next
 * render waits one more turn (up to `acceptTurns` in a row): those turns, with nothing to do,
 * take microseconds each, and the accept queue empties first.
 *
 * The first version answered every read past the turn's time 503 at once. The flooding clients
 * asked again at once, so each turn read and refused every connection (2,000 refusals a second,
 * 64 renders a second, bench:load), and turns stayed 0.1-0.3 s long: /healthz took 241 ms
 * (p50). Waiting in a queue, a connection asks nothing new until it is answered.
 */
export interface LoadShedder {
  /**
   * Renders a read now if this turn has time for it, else later in turn with other clients
   * (`client`: its address), or refuses it once it has waited too long. `gone` says whether the
   * client left while it waited: then neither is called.
   */
  submit(
    client: string,
    start: (done: () => void) => void,
    refuse: () => void,
    gone?: () => boolean,
  ): void;
  /** Whether reads had to wait a turn or more, or were refused, in the last `pressureMs`. */
  underPressure(): boolean;
  /** Reads waiting. */
  readonly waiting: number;
  /** A connection was accepted (the server's "connection" event): the next render waits a turn. */
  connectionAccepted(): void;
  stop(): void;
}

/** How long a turn of the event loop may spend starting renders (one render may overrun it). */
const TURN_MS = 20;
/**
 * Renders under way at once. A render that waits for the database finishes its work in a later
 * turn, when the answer is read: without a bound, a turn started 20 ms worth of renders'
 * first steps, and the next turn did all their work at once (0.3 s turns, bench:load).
 */
const RENDERS_AT_ONCE = 1;
/** A render under way for longer waits on something else (a slow database): it stops counting. */
const STALLED_MS = 250;
/**
 * Turns in a row a render may wait for new connections to be accepted (one per turn): a storm of
 * new connections cannot hold the renders back for longer than this many turns.
 */
const ACCEPT_TURNS = 64;

interface Waiting {
  at: number;
  start: (done: () => void) => void;
  refuse: () => void;
  gone: () => boolean;
}

export function createLoadShedder({
  maxWaitMs,
  turnMs = TURN_MS,
  rendersAtOnce = RENDERS_AT_ONCE,
  stalledMs = STALLED_MS,
  acceptTurns = ACCEPT_TURNS,
  pressureMs = 2_000,
  tickMs = 10,
  now = () => performance.now(),
  defer = (run: () => void) => void setImmediate(run),
}: {
  /** Longest a read may wait for its render before 503 (0: no queue, no shedding). */
  maxWaitMs: number;
  turnMs?: number;
  rendersAtOnce?: number;
  stalledMs?: number;
  acceptTurns?: number;
  pressureMs?: number;
  tickMs?: number;
  now?: () => number;
  /** Runs `run` at the end of the next turn of the event loop (setImmediate). */
  defer?: (run: () => void) => void;
}): LoadShedder {
  /** When the loop last ran its timers: roughly, when this turn began. */
  let lastTick = now();
  let lastPressure = Number.NEGATIVE_INFINITY;
  const timer = setInterval(() => {
    lastTick = now();
  }, tickMs);
  timer.unref();
  /** Each client's waiting reads, oldest first; the map's order is the rotation's. */
  const queues = new Map<string, Waiting[]>();
  let waiting = 0;
  let scheduled = false;
  const never = () => false;
  /** When each render under way started. */
  const underWay = new Set<{ at: number }>();
  /** Whether another render may start: fewer than `rendersAtOnce` under way and not stalled. */
  const room = (at: number) => {
    if (underWay.size < rendersAtOnce) return true;
    let busy = 0;
    for (const render of underWay) if (at - render.at < stalledMs) busy++;
    return busy < rendersAtOnce;
  };
  const run = (start: (done: () => void) => void) => {
    const render = { at: now() };
    underWay.add(render);
    let finished = false;
    start(() => {
      if (finished) return;
      finished = true;
      underWay.delete(render);
      if (waiting > 0) schedule();
    });
  };

  /** Answers 503 to the reads that have waited `maxWaitMs`. */
  const expire = (at: number) => {
    for (const [client, queue] of queues) {
      while (queue.length > 0 && at - queue[0]!.at >= maxWaitMs) {
        const item = queue.shift()!;
        waiting--;
        lastPressure = at;
        if (!item.gone()) item.refuse();
      }
      if (queue.length === 0) queues.delete(client);
    }
  };

  /** The next client's oldest read; the client goes to the back of the rotation. */
  const next = (): Waiting | undefined => {
    for (const [client, queue] of queues) {
      const item = queue.shift();
      queues.delete(client);
      if (queue.length > 0) queues.set(client, queue);
      if (item) {
        waiting--;
        return item;
      }
    }
    return undefined;
  };

  /** Whether a connection was accepted since the last drain, and turns waited for them in a row. */
  let accepted = false;
  let acceptWaits = 0;

  const drain = () => {
    scheduled = false;
    const began = now();
    expire(began);
    if (accepted && waiting > 0 && acceptWaits < acceptTurns && room(began)) {
      // This turn accepted a connection, and more may be queued behind it (one per turn): the
      // next turn, with no render in it, accepts the next and reads what the last one sent.
      // (While a render holds the room none could start anyway: the loop waits in its poll.)
      accepted = false;
      acceptWaits++;
      lastPressure = began;
      schedule();
      return;
    }
    accepted = false;
    acceptWaits = 0;
    let started = 0;
    while (waiting > 0 && room(now()) && (started === 0 || now() - began < turnMs)) {
      const item = next();
      if (!item) break;
      if (item.gone()) continue;
      started++;
      run(item.start);
    }
    if (waiting > 0) {
      lastPressure = now();
      // The turn's time is spent: the next turn goes on. A render under way holds the rest: its
      // end calls the drain; until then a timer every `tickMs` refuses the reads that waited too
      // long and notices a stalled render. (Calling the drain every turn instead kept the event
      // loop spinning, never waiting in its poll, while a render awaited the database.)
      if (room(now())) schedule();
      else wake();
    }
  };

  let waker: NodeJS.Timeout | undefined;
  const wake = () => {
    if (waker) return;
    waker = setTimeout(() => {
      waker = undefined;
      if (!scheduled) drain();
    }, tickMs);
    waker.unref();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    defer(drain);
  };

  return {
    submit(client, start, refuse, gone = never) {
      if (maxWaitMs <= 0) {
        start(never);
        return;
      }
      const at = now();
      if (waiting === 0 && at - lastTick < turnMs && room(at)) {
        run(start);
        return;
      }
      const queue = queues.get(client);
      const item = { at, start, refuse, gone };
      if (queue) queue.push(item);
      else queues.set(client, [item]);
      waiting++;
      schedule();
    },
    underPressure: () => now() - lastPressure < pressureMs,
    connectionAccepted() {
      accepted = true;
    },
    get waiting() {
      return waiting;
    },
    stop: () => {
      clearInterval(timer);
      clearTimeout(waker);
    },
  };
}

/**
 * Connections per client address: past `max` (0: no cap) a new connection from that address
 * is closed at once, so that one client's many connections cannot take every turn of the
 * event loop. Behind a proxy every connection comes from the proxy: leave it off there (the
 * proxy limits its clients) or set it above the proxy's pool.
 */
export function createConnectionCap(max: number): {
  /** Counts the connection; false (and nothing counted) when its address is at the cap. */
  admit(address: string | undefined): boolean;
  release(address: string | undefined): void;
} {
  const open = new Map<string, number>();
  return {
    admit(address) {
      if (max <= 0) return true;
      const key = address ?? "unknown";
      const count = open.get(key) ?? 0;
      if (count >= max) return false;
      open.set(key, count + 1);
      return true;
    },
    release(address) {
      if (max <= 0) return;
      const key = address ?? "unknown";
      const count = (open.get(key) ?? 1) - 1;
      if (count <= 0) open.delete(key);
      else open.set(key, count);
    },
  };
}
