/**
 * Load shedding measured in time (issue 23). Under a flood of uncached reads, Node reads every
 * connection that has data in one turn of its event loop and, pages rendering from memory,
 * renders each at once: with 200 busy keep-alive connections one turn took seconds, and a new
 * connection (a visitor, /healthz, a balancer's check) waited whole turns to be read at all.
 * A limit on renders in flight never triggered, since each render finished within its turn.
 *
 * So the time is measured instead: a timer notes when the loop last ran its timers (every
 * `tickMs` when free), and a page render may start only while the loop has been busy for less
 * than `maxDelayMs` since then. Past it, reads that would render are answered 503 with
 * Retry-After at once (microseconds each): a turn then renders at most about `maxDelayMs` of
 * pages, and everyone's next request, a new connection's included, is read within a turn or
 * two. Cached pages, /healthz and writes are not shed.
 *
 * Once it has shed, the load is sustained rather than one slow render: for the next
 * `pressureMs` a turn may render only a tenth as long (`pressureDelayMs`, 50 ms at the
 * default 500), counted from the first read of the turn, so that a lone request after the
 * process was stalled or descheduled (a collection, a busy machine) is still rendered. A turn then lasts that plus one render, and a new connection, which waits a
 * turn to be accepted and another to be read (/healthz a few more: its database question and
 * answer), is answered within about a second. With the full 500 ms every turn of a flood of
 * 200 keep-alive connections took 0.5-0.7 s, and fresh connections 1.4 s (p50), /healthz
 * 2.5 s (bench:load, issue 23). A slow machine's single long render still sheds only past
 * `maxDelayMs`, as before; the shorter turns cost little throughput, since a refusal costs
 * microseconds and the loop still spends nearly all of its time rendering.
 */
export interface LoadShedder {
  /** Whether a render starting now would keep the event loop from others too long. */
  overloaded(): boolean;
  /** How long the event loop has been busy since it last ran its timers, in ms. */
  busyFor(): number;
  /** Whether it shed a read in the last `pressureMs` (the server is past what it can do). */
  underPressure(): boolean;
  stop(): void;
}

export function createLoadShedder({
  maxDelayMs,
  pressureDelayMs = maxDelayMs / 10,
  pressureMs = 2_000,
  tickMs = 10,
  now = () => performance.now(),
}: {
  maxDelayMs: number;
  pressureDelayMs?: number;
  pressureMs?: number;
  tickMs?: number;
  now?: () => number;
}): LoadShedder {
  let lastTick = now();
  /** When the first read since the timers last ran asked. */
  let firstRead: number | undefined;
  let lastShed = Number.NEGATIVE_INFINITY;
  const timer = setInterval(() => {
    lastTick = now();
    firstRead = undefined;
  }, tickMs);
  timer.unref();
  const busyFor = () => now() - lastTick;
  return {
    overloaded: () => {
      if (maxDelayMs <= 0) return false;
      const at = now();
      firstRead ??= at;
      const over =
        at - lastTick > maxDelayMs ||
        (at - lastShed < pressureMs && at - firstRead > pressureDelayMs);
      if (over) lastShed = at;
      return over;
    },
    busyFor,
    underPressure: () => now() - lastShed < pressureMs,
    stop: () => clearInterval(timer),
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
