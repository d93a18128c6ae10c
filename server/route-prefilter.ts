/**
 * A quick test that rules out the route branches a path cannot match, before React Router tries
 * each one in turn (the production server build calls it from React Router's own matching:
 * server/react-router-patch.ts).
 *
 * React Router matches a URL by trying every branch of the route tree in rank order, each
 * through a regular expression per route of the branch, building a match object for the
 * branch's parent routes before its last route fails. With the optional language prefix the
 * site has about 80 branches, and a short path such as /search or / is tried against nearly all
 * of them, twice per request (once to find the routes, once in the loaders' query): 5% of an
 * uncached search page's server time at 10,000 CPUs (issue 23, decision 023's twelfth pass).
 *
 * A branch's path (optional segments already spelled out, one branch per choice) is a list of
 * segments: literals, dynamic segments (`:id`, one non-empty segment) and a final splat (`*`,
 * any rest). A path can match it only if it has as many segments (at least as many, but for
 * the splat) and each literal equals the path's segment at its place, compared in lower case
 * (React Router's patterns ignore case unless a route asks otherwise, which this test does not
 * tell apart: it only ever says "maybe" where React Router would say no, never the reverse).
 * A branch it cannot read that way (a literal with other than ASCII) is always "maybe".
 */
export interface BranchShape {
  /** Each segment before a splat: its literal text in lower case, or null for `:param`. */
  parts: (string | null)[];
  /** Ends in `*`: any number of further segments. */
  splat: boolean;
  /** Not described by parts and splat: always tried. */
  opaque: boolean;
}

export function branchShape(path: string): BranchShape {
  const segments = path.split("/").filter(Boolean);
  const splat = segments.at(-1) === "*";
  if (splat) segments.pop();
  const opaque = segments.some((segment) => /[^\x20-\x7e]|[*?]/.test(segment));
  return {
    parts: segments.map((segment) => (segment.startsWith(":") ? null : segment.toLowerCase())),
    splat,
    opaque,
  };
}

/** A decoded path's segments, as branchShape's parts are compared with them. */
export function pathSegments(decodedPath: string): string[] {
  return decodedPath.toLowerCase().split("/").filter(Boolean);
}

/** False only when no path with these segments can match a branch of this shape. */
export function mayMatch(shape: BranchShape, segments: readonly string[]): boolean {
  if (shape.opaque) return true;
  const { parts } = shape;
  if (shape.splat ? segments.length < parts.length : segments.length !== parts.length) return false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part !== null && part !== segments[i]) return false;
  }
  return true;
}

const shapes = new WeakMap<readonly { path: string }[], BranchShape[]>();

/** The shapes of a route tree's ranked branches (React Router computes them once per build). */
export function shapesOf(branches: readonly { path: string }[]): BranchShape[] {
  let known = shapes.get(branches);
  if (!known) {
    known = branches.map((branch) => branchShape(branch.path));
    shapes.set(branches, known);
  }
  return known;
}
