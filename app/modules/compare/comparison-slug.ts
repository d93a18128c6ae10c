/** The most CPUs one comparison page shows. */
export const MAX_COMPARED = 4;

const SEPARATOR = "-vs-";

/**
 * The CPU ids of a `{id}-vs-{id}[-vs-{id}[-vs-{id}]]` slug (spec section 5), in the order the
 * URL gives them, or null when the slug is not a comparison: ids never contain `-vs-`, so a slug
 * without a separator or with an empty id is malformed. Duplicates and more than four ids are
 * kept here; `comparisonRequest` answers them.
 */
export function parseComparisonSlug(slug: string): string[] | null {
  const ids = slug.split(SEPARATOR);
  if (ids.length < 2 || ids.some((id) => id === "")) return null;
  return ids;
}

export function comparisonPath(...ids: readonly string[]): string {
  return `/cpus/vs/${ids.join(SEPARATOR)}`;
}

/** The ids of a set in their one canonical order: alphabetical, as pairs have always been. */
export function canonicalIds(ids: readonly string[]): string[] {
  return [...ids].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}

/** The one URL a set of CPUs is indexed under, whichever order was asked for. */
export function canonicalComparisonPath(...ids: readonly string[]): string {
  return comparisonPath(...canonicalIds(ids));
}

/** What a comparison URL asks for. */
export type ComparisonRequest =
  /** Show these CPUs, in this order. */
  | { kind: "show"; ids: string[] }
  /** The same set under its one URL (a duplicate id dropped, or 3–4 ids out of order). */
  | { kind: "redirect"; path: string }
  /** More than four CPUs: a clear 400, never a guess at which to drop. */
  | { kind: "tooMany" }
  /** Not a comparison (malformed, or one CPU with itself): 404. */
  | { kind: "notFound" };

/**
 * How a comparison slug is answered. A pair is shown in either order (its canonical link names
 * the alphabetical one, as since spec section 5); three or four CPUs are shown only in the
 * canonical order and any other order redirects there, so a set has one URL. A repeated id is
 * dropped by a redirect; what remains must still be two to four different CPUs.
 */
export function comparisonRequest(slug: string): ComparisonRequest {
  const ids = parseComparisonSlug(slug);
  if (!ids) return { kind: "notFound" };
  const distinct = [...new Set(ids)];
  if (distinct.length < 2) return { kind: "notFound" };
  if (distinct.length > MAX_COMPARED) return { kind: "tooMany" };
  if (distinct.length !== ids.length) {
    const path =
      distinct.length === 2 ? comparisonPath(...distinct) : canonicalComparisonPath(...distinct);
    return { kind: "redirect", path };
  }
  if (ids.length > 2) {
    const canonical = canonicalIds(ids);
    if (canonical.some((id, i) => id !== ids[i]))
      return { kind: "redirect", path: comparisonPath(...canonical) };
  }
  return { kind: "show", ids };
}
