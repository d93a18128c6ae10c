import { overallBenchmarkScore } from "./benchmarks";
import type { Cpu } from "./cpu";
import { pageWindow } from "~/modules/http/page-window";

/** Longest search term considered; longer input is cut, not rejected. */
export const MAX_QUERY_LENGTH = 100;
/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;

export const searchPath = (query: string, page = 1) =>
  `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;

/** A CPU as a search result lists it. */
export interface SearchResult {
  id: string;
  name: string;
  brand: Cpu["brand"];
  type: Cpu["type"];
  cores: number;
  threads: number;
  score: number | null;
}

export const searchResult = (c: Cpu): SearchResult => ({
  id: c.id,
  name: c.name,
  brand: c.brand,
  type: c.type,
  cores: c.cores,
  threads: c.threads,
  score: overallBenchmarkScore(c.scores),
});

/** One term's results as the search page shows them: where they sit among all matches. */
export interface SearchGroup {
  query: string;
  total: number;
  page: number;
  from: number;
  to: number;
  previous: string | null;
  next: string | null;
  results: SearchResult[];
  /** The CPU the term names, when it names one (a slot of a two-CPU search). */
  chosen: SearchResult | null;
}

/**
 * The terms searched for: at most four (the home page's two-slot form sends q twice when the
 * script is off, a comparison's choice page once per CPU: one result list per term), trimmed,
 * cut to MAX_QUERY_LENGTH, blanks dropped.
 */
export function searchQueries(params: URLSearchParams): string[] {
  return (
    params
      .getAll("q")
      .map((q) => q.trim().slice(0, MAX_QUERY_LENGTH))
      .filter((q) => q !== "")
      // Two to four terms are a comparison (its choice page has a field per CPU).
      .slice(0, 4)
  );
}

/** The page asked for: pages are for one term; two terms show the first page of each. */
export function requestedPage(params: URLSearchParams, queries: readonly string[]): number {
  const requested = queries.length === 1 ? Number(params.get("page")) : 1;
  return Number.isSafeInteger(requested) && requested > 1 ? requested : 1;
}

type Search = (offset: number, limit: number) => { items: Cpu[]; total: number };

/** One term's page of results; a page past the end shows the last one. */
export function searchGroup(query: string, wanted: number, search: Search): SearchGroup {
  let found = search((wanted - 1) * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
  const { total } = found;
  const { page, pageCount, offset } = pageWindow(total, wanted, SEARCH_PAGE_SIZE);
  if (page !== wanted) found = search(offset, SEARCH_PAGE_SIZE);
  const { items } = found;
  return {
    query,
    total,
    page,
    from: offset + 1,
    to: offset + items.length,
    previous: page > 1 ? searchPath(query, page - 1) : null,
    next: page < pageCount ? searchPath(query, page + 1) : null,
    results: items.map(searchResult),
    chosen: null,
  };
}

/** A slot of a two-CPU search: its best candidates, and the CPU it names when it names one. */
export function pairSlotGroup(slot: {
  term: string;
  total: number;
  candidates: Cpu[];
  cpu: Cpu | null;
}): SearchGroup {
  return {
    query: slot.term.slice(0, MAX_QUERY_LENGTH),
    total: slot.total,
    page: 1,
    from: 1,
    to: slot.candidates.length,
    previous: null,
    next: slot.total > slot.candidates.length ? searchPath(slot.term) : null,
    results: slot.candidates.map(searchResult),
    chosen: slot.cpu ? searchResult(slot.cpu) : null,
  };
}

/** The search page's canonical path: the one term's page shown, else the first term's. */
export function searchCanonicalPath(groups: readonly SearchGroup[], queries: readonly string[]) {
  const single = groups.length === 1 ? groups[0] : undefined;
  if (single) return searchPath(single.query, single.page);
  return queries.length > 0 ? searchPath(queries[0]!) : "/search";
}
