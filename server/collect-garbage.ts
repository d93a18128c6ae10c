import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full garbage collection, run once the server has finished a burst of building (the
 * catalog loaded and its views warmed). Reading and mapping ten thousand CPUs leaves about as
 * much garbage as the catalog itself; V8 sizes the heap by what it holds at its next major
 * collection, so without this the heap, and the process's resident memory, grew from that
 * inflated start (470 MB after the bench's uncached pages at 10,000 CPUs; 290 MB with it).
 * The function is V8's own `gc`, exposed to this module only.
 */
let collect: (() => void) | null = null;

export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  collect();
}
