import { catalogSearchIndex } from "~/modules/catalog/catalog-views.server";
import { pickCpu, splitComparison } from "~/modules/catalog/search";

/** The two search terms of a comparison asked for on /search, or null for a plain search. */
export function pairSearchTerms(params: URLSearchParams, terms: readonly string[]) {
  // "A vs B" in one field, or the two fields of the home page's form sent without the script.
  const [first, second] = (terms.length === 1 ? splitComparison(terms[0]!) : null) ?? terms;
  // A CPU chosen on the choice page (by id) replaces its slot's term.
  const pair = [params.get("cpu1")?.trim() || first, params.get("cpu2")?.trim() || second];
  return pair[0] && pair[1] ? ([pair[0], pair[1]] as const) : null;
}

/**
 * What each term of a comparison means: the CPU it names, or its best candidates (`limit`)
 * and how many match in all, so the visitor chooses instead of the site guessing.
 */
export function pickPair(terms: readonly [string, string], limit: number) {
  return terms.map((term) => ({ term, ...pickCpu(catalogSearchIndex(), term, limit) }));
}
