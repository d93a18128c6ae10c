import { catalogSearchIndex } from "~/modules/catalog/catalog-views.server";
import { pickCpu, splitComparison } from "~/modules/catalog/search";
import { MAX_COMPARED } from "./comparison-slug";

/**
 * The search terms of a comparison asked for on /search, or null for a plain search: "A vs B
 * vs C" in one field, or several fields (the home page's two without the script). A `cpuN`
 * parameter (a CPU chosen on the choice page by id, or the comparison page's add and swap forms)
 * sets slot N; slots left empty are dropped. Two or more terms make a comparison.
 */
export function pairSearchTerms(params: URLSearchParams, terms: readonly string[]) {
  const typed = (terms.length === 1 ? splitComparison(terms[0]!) : null) ?? terms;
  const slots = Math.max(typed.length, MAX_COMPARED);
  const set: string[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const term = params.get(`cpu${slot + 1}`)?.trim() || typed[slot];
    if (term) set.push(term);
  }
  return set.length >= 2 ? set : null;
}

/**
 * What each term of a comparison means: the CPU it names, or its best candidates (`limit`)
 * and how many match in all, so the visitor chooses instead of the site guessing.
 */
export function pickPair(terms: readonly string[], limit: number) {
  return terms.map((term) => ({ term, ...pickCpu(catalogSearchIndex(), term, limit) }));
}
