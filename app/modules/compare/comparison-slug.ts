/** A comparison URL's two CPU ids, in the order the URL gives them. */
export interface ComparisonIds {
  a: string;
  b: string;
}

const SEPARATOR = "-vs-";

/**
 * The two CPU ids of a `{id}-vs-{id}` slug (spec section 5), or null when the
 * slug is not a comparison: ids never contain `-vs-`, so a slug with more or
 * fewer than one separator, an empty side or the same id twice is malformed.
 */
export function parseComparisonSlug(slug: string): ComparisonIds | null {
  const parts = slug.split(SEPARATOR);
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  if (a === "" || b === "" || a === b) return null;
  return { a, b };
}

export function comparisonPath(a: string, b: string): string {
  return `/cpus/vs/${a}${SEPARATOR}${b}`;
}

/** The one URL a pair is indexed under: the ids in alphabetical order, whichever order was asked for. */
export function canonicalComparisonPath(a: string, b: string): string {
  return a < b ? comparisonPath(a, b) : comparisonPath(b, a);
}
