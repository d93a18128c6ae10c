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

/**
 * Collects the garbage of a burst once the burst is over. V8 collects the old generation only
 * when allocation pushes the heap to its limit, and its memory reducer did not run in an idle
 * Node server: after a burst of uncached pages at 10,000 CPUs, the heap kept 215 MB of which
 * 110 MB was live, and resident memory stayed at its peak (375 MB) for as long as it was left
 * idle. So: when a whole interval has passed without a request and the heap has grown by
 * MIN_GROWTH_BYTES since the last collection, collect once. A busy server is never idle and
 * keeps V8's own schedule; the check costs a counter per request and a timer per second.
 *
 * `heapUsed` is injectable for tests; the returned `request` is called on every request, and
 * `stop` ends the checks.
 */
export function collectWhenIdle({
  heapUsed = () => process.memoryUsage().heapUsed,
  collectNow = collectGarbage,
  intervalMs = IDLE_CHECK_MS,
  minGrowthBytes = MIN_GROWTH_BYTES,
}: {
  heapUsed?: () => number;
  collectNow?: () => void;
  intervalMs?: number;
  minGrowthBytes?: number;
} = {}): { request: () => void; stop: () => void } {
  let requests = 0;
  let liveAfterCollection = heapUsed();
  const timer = setInterval(() => {
    const idle = requests === 0;
    requests = 0;
    if (!idle || heapUsed() - liveAfterCollection < minGrowthBytes) return;
    collectNow();
    liveAfterCollection = heapUsed();
  }, intervalMs);
  timer.unref();
  return {
    request: () => {
      requests++;
    },
    stop: () => clearInterval(timer),
  };
}
