/**
 * A bound on page renders in flight (cache misses). Past it a read is answered 503 with
 * Retry-After at once: a burst of uncached URLs then costs a quick refusal each instead of a
 * queue in which every request waits until it times out.
 */
export interface RenderLimit {
  /** Takes a slot, or returns false when all are taken. */
  tryAcquire(): boolean;
  release(): void;
  readonly inFlight: number;
}

export function createRenderLimit(max: number): RenderLimit {
  let inFlight = 0;
  return {
    tryAcquire() {
      if (inFlight >= max) return false;
      inFlight++;
      return true;
    },
    release() {
      inFlight = Math.max(0, inFlight - 1);
    },
    get inFlight() {
      return inFlight;
    },
  };
}
