import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full, compacting garbage collection, run once the server has finished a burst of work: the
 * catalog loaded and its views warmed, or a burst of requests (collectWhenIdle below).
 *
 * Reading and mapping ten thousand CPUs leaves about as much garbage as the catalog itself;
 * V8 sizes the heap by what it holds at its next major collection, so without a collection
 * then the heap, and the process's resident memory, grew from that inflated start (470 MB after
 * the bench's uncached pages at 10,000 CPUs; 290 MB with it).
 *
 * Compacting: a plain full collection frees the garbage but keeps every page that still holds
 * one live object, and the garbage of rendering is spread over all of them. After a burst of
 * uncached pages at 10,000 CPUs a plain collection left the old generation at 174 MB for 82 MB
 * live (resident 329 MB); compacting moved the live objects together and returned the rest
 * (83 MB for 82 live, resident 202 MB). V8 compacts only the pages its heuristics pick unless
 * told otherwise, so the flag is set for this one collection.
 *
 * The function is V8's own `gc`, exposed to this module only.
 */
let collect: (() => void) | null = null;

export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  setFlagsFromString("--compact-on-every-full-gc");
  try {
    collect();
  } finally {
    setFlagsFromString("--no-compact-on-every-full-gc");
  }
}

/** How often the idle check runs; a collection needs a whole interval without a request. */
const IDLE_CHECK_MS = 1_000;
/** How much the heap must have grown since the last collection for an idle one to be worth it. */
const MIN_GROWTH_BYTES = 32 * 1024 * 1024;
/** How much memory the heap may hold committed but unused while idle. */
const MAX_IDLE_SLACK_BYTES = 16 * 1024 * 1024;
/** Idle intervals after a collection that left the slack before slack alone triggers another. */
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
 * So: when a whole interval has passed without a request, and the heap has grown by
 * MIN_GROWTH_BYTES since the last collection or holds more than MAX_IDLE_SLACK_BYTES committed
 * and unused, collect once. V8 gives the young generation back only when little is being
 * allocated, which right after start-up it may judge otherwise: if a collection left the slack,
 * slack alone triggers the next one only after twice as many idle intervals as the last wait
 * (10 s, 20 s, 40 s...), or after the next request. A busy server is never idle and keeps V8's
 * own schedule; the check costs a counter per request and a timer per second.
 *
 * `heapSize` and `collectNow` are injectable for tests; the returned `request` is called on
 * every request, and `stop` ends the checks.
 */
export function collectWhenIdle({
  heapSize = () => process.memoryUsage(),
  collectNow = collectGarbage,
  intervalMs = IDLE_CHECK_MS,
  minGrowthBytes = MIN_GROWTH_BYTES,
  maxSlackBytes = MAX_IDLE_SLACK_BYTES,
}: {
  heapSize?: () => HeapSize;
  collectNow?: () => void;
  intervalMs?: number;
  minGrowthBytes?: number;
  maxSlackBytes?: number;
} = {}): { request: () => void; stop: () => void } {
  let requests = 0;
  let liveAfterCollection = heapSize().heapUsed;
  /** Idle intervals before slack alone may trigger a collection again, and the last such wait. */
  let slackWait = 0;
  let lastSlackWait = FIRST_SLACK_WAIT / 2;
  const timer = setInterval(() => {
    const idle = requests === 0;
    requests = 0;
    if (!idle) {
      slackWait = 0;
      lastSlackWait = FIRST_SLACK_WAIT / 2;
      return;
    }
    if (slackWait > 0) slackWait--;
    const before = heapSize();
    const grown = before.heapUsed - liveAfterCollection >= minGrowthBytes;
    const slack = slackWait === 0 && before.heapTotal - before.heapUsed > maxSlackBytes;
    if (!grown && !slack) return;
    collectNow();
    const after = heapSize();
    liveAfterCollection = after.heapUsed;
    if (after.heapTotal - after.heapUsed > maxSlackBytes) {
      lastSlackWait *= 2;
      slackWait = lastSlackWait;
    }
  }, intervalMs);
  timer.unref();
  return {
    request: () => {
      requests++;
    },
    stop: () => clearInterval(timer),
  };
}
