import { constants, PerformanceObserver } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Full garbage collections, run once the server has finished a burst of work: the catalog
 * loaded and its views warmed, or a burst of requests (collectWhenIdle below).
 *
 * Reading and mapping ten thousand CPUs leaves about as much garbage as the catalog itself;
 * V8 sizes the heap by what it holds at its next major collection, so without a collection
 * then the heap, and the process's resident memory, grew from that inflated start (470 MB after
 * the bench's uncached pages at 10,000 CPUs; 290 MB with one).
 *
 * `v8Collect` is V8's own `gc`, exposed to this module only; the idle collector uses it for the
 * young generation (a few milliseconds).
 */
let collect: ((options?: { type: "minor" | "major" }) => void) | null = null;

function v8Collect(): (options?: { type: "minor" | "major" }) => void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as typeof collect & {};
  }
  return collect;
}

const MB = 1024 * 1024;
/**
 * Memory outside the heap that V8 is told of to start its own collection: above the 64 MB by
 * which external memory may grow before V8 starts marking, and well below the half of the heap
 * limit at which it would collect at once instead.
 */
const NUDGE_BYTES = 96 * MB;
/** How long to wait for V8's collection to finish before giving up on it. */
const INCREMENTAL_TIMEOUT_MS = 5_000;

/**
 * A full collection that does not stop the process (issue 23): V8's own incremental one, in
 * steps of a few milliseconds between which the event loop runs, its marking done mostly on
 * other threads. The compacting collection it replaces (gc() with --compact-on-every-full-gc)
 * stopped the process for 150-250 ms at 10,000 CPUs (a second on a busy machine), and a request
 * that arrived then waited for it.
 *
 * Node has no call that starts it, but V8 starts it by itself when memory outside the heap
 * grows past its limit: so 96 buffers of 1 MB are allocated and dropped (never written, so
 * never resident; freed by the collection). Resolves true once V8 has finished a full
 * collection, false if none came within 5 s. V8 compacts only its most fragmented pages then:
 * after a burst at 10,000 CPUs the heap went from 176 to 118 MB used and 211 to 189 MB
 * committed, and the next such collection (the idle collector's slack rule) to 122 MB
 * committed; resident memory 297 -> 206 MB, no pause over 11 ms (--trace-gc).
 */
export async function collectIncrementally({
  timeoutMs = INCREMENTAL_TIMEOUT_MS,
  nudgeBytes = NUDGE_BYTES,
}: { timeoutMs?: number; nudgeBytes?: number } = {}): Promise<boolean> {
  let finish: (collected: boolean) => void = () => {};
  const collected = new Promise<boolean>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const major = list
        .getEntries()
        .some(
          (entry) =>
            (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ===
            constants.NODE_PERFORMANCE_GC_MAJOR,
        );
      if (major) finish(true);
    });
    const timer = setTimeout(() => finish(false), timeoutMs);
    finish = (result) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    };
    observer.observe({ entryTypes: ["gc"] });
  });
  let nudge: Buffer[] | null = [];
  for (let bytes = 0; bytes < nudgeBytes; bytes += MB) nudge.push(Buffer.allocUnsafeSlow(MB));
  nudge = null;
  return collected;
}

/**
 * The collection in parts, for the idle collector: the young generation first (a few
 * milliseconds), then the incremental full collection above, during which requests are
 * answered as usual.
 */
export function collectionSteps(): (() => unknown)[] {
  return [() => v8Collect()({ type: "minor" }), collectIncrementally];
}

/** How often the idle check runs. */
const IDLE_CHECK_MS = 1_000;
/**
 * Intervals in a row without a request before an idle collection: a burst is over, not a
 * pause between two pages of one visitor.
 */
const IDLE_INTERVALS = 5;
/** How much the heap must have grown since the last collection for an idle one to be worth it. */
const MIN_GROWTH_BYTES = 32 * 1024 * 1024;
/** How much memory the heap may hold committed but unused while idle. */
const MAX_IDLE_SLACK_BYTES = 16 * 1024 * 1024;
/** Idle checks after a collection that left the slack before slack alone triggers another. */
const FIRST_SLACK_WAIT = 10;

/** What the idle check reads of the heap (process.memoryUsage's fields). */
export interface HeapSize {
  heapUsed: number;
  heapTotal: number;
}

/**
 * Collects the garbage of a burst once the burst is over. V8 collects the old generation only
 * when allocation pushes the heap to its limit, and its memory reducer did not run in an idle
 * Node server: after a burst of uncached pages at 10,000 CPUs, the heap kept 215 MB of which
 * 110 MB was live, and resident memory stayed at its peak (375 MB) for as long as it was left
 * idle. Nor does V8 give back a young generation grown during start-up: idle on the embedded
 * database, 32 MB of it stayed committed and empty (resident 248 MB; 218 MB once collected).
 *
 * So: when `idleIntervals` whole intervals (5 s) have passed without a request, and the heap
 * has grown by MIN_GROWTH_BYTES since the last collection or holds more than
 * MAX_IDLE_SLACK_BYTES committed and unused, collect once. The collection runs in steps
 * (collectionSteps) with a turn of the event loop before each: a request that arrives first
 * (it calls `request`) stops it, and it is tried again once the server is idle again. The full
 * step is V8's incremental collection (collectIncrementally), which a request arriving meanwhile
 * does not wait for; it was a compacting one, which stopped the process for 150-250 ms at
 * 10,000 CPUs, and the first visitor after a quiet spell sometimes waited for it (issue 23).
 *
 * V8 gives the young generation back only when little is being allocated, which right after
 * start-up it may judge otherwise: if a collection left the slack, slack alone triggers the
 * next one only after twice as many idle checks as the last wait (10 s, 20 s, 40 s...), or
 * after the next request. A busy server is never idle and keeps V8's own schedule; the check
 * costs a counter per request and a timer per second.
 *
 * `heapSize`, `steps` and `turn` are injectable for tests; the returned `request` is called on every
 * request, `stop` ends the checks, and `collecting` says whether a collection is under way.
 */
export function collectWhenIdle({
  heapSize = () => process.memoryUsage(),
  steps = collectionSteps(),
  intervalMs = IDLE_CHECK_MS,
  idleIntervals = IDLE_INTERVALS,
  minGrowthBytes = MIN_GROWTH_BYTES,
  maxSlackBytes = MAX_IDLE_SLACK_BYTES,
  turn = () => new Promise<void>((resolve) => setImmediate(resolve)),
}: {
  heapSize?: () => HeapSize;
  /** Each may return a promise: the next step waits for it. */
  steps?: (() => unknown)[];
  intervalMs?: number;
  idleIntervals?: number;
  minGrowthBytes?: number;
  maxSlackBytes?: number;
  /** Lets the event loop read what arrived (a turn: setImmediate runs after the poll phase). */
  turn?: () => Promise<void>;
} = {}): { request: () => void; stop: () => void; readonly collecting: boolean } {
  /** Requests since the last check, and since the collection under way started. */
  let requests = 0;
  let requestsSinceStart = 0;
  let quietIntervals = 0;
  let collecting = false;
  let liveAfterCollection = heapSize().heapUsed;
  /** Idle checks before slack alone may trigger a collection again, and the last such wait. */
  let slackWait = 0;
  let lastSlackWait = FIRST_SLACK_WAIT / 2;

  /** Whether the heap has grown since the last collection, or holds too much unused. */
  const worthCollecting = ({ heapUsed, heapTotal }: HeapSize, slackAllowed: boolean) =>
    heapUsed - liveAfterCollection >= minGrowthBytes ||
    (slackAllowed && heapTotal - heapUsed > maxSlackBytes);

  /**
   * Runs the steps, a turn of the loop before each; false when a request came first. It ends
   * early once a step has left nothing worth the next: the young generation's collection often
   * gives the unused memory back by itself, and the full step after it would then mark the
   * whole heap to free nothing.
   */
  const collect = async (): Promise<boolean> => {
    collecting = true;
    requestsSinceStart = 0;
    try {
      for (const [index, step] of steps.entries()) {
        await turn();
        if (requestsSinceStart > 0) return false;
        if (index > 0 && !worthCollecting(heapSize(), true)) return true;
        await step();
      }
      return true;
    } finally {
      collecting = false;
    }
  };

  const timer = setInterval(() => {
    if (collecting) return;
    const idle = requests === 0;
    requests = 0;
    if (!idle) {
      quietIntervals = 0;
      slackWait = 0;
      lastSlackWait = FIRST_SLACK_WAIT / 2;
      return;
    }
    quietIntervals++;
    if (slackWait > 0) slackWait--;
    if (quietIntervals < idleIntervals) return;
    if (!worthCollecting(heapSize(), slackWait === 0)) return;
    void collect().then((finished) => {
      if (!finished) return;
      const after = heapSize();
      liveAfterCollection = after.heapUsed;
      if (after.heapTotal - after.heapUsed > maxSlackBytes) {
        lastSlackWait *= 2;
        slackWait = lastSlackWait;
      }
    });
  }, intervalMs);
  timer.unref();
  return {
    request: () => {
      requests++;
      requestsSinceStart++;
    },
    stop: () => clearInterval(timer),
    get collecting() {
      return collecting;
    },
  };
}
