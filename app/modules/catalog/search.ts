import { overallBenchmarkScore } from "./benchmarks";
import type { Cpu } from "./cpu";

/** Spec section 9: at most 8 search suggestions. */
export const MAX_SUGGESTIONS = 8;

interface Searchable {
  name: string;
  brand: string;
  architecture: Cpu["architecture"];
  benchmarkScore: Cpu["benchmarkScore"];
  /** The shown figures; when present, their Geekbench 6 multi-core figure orders. */
  scores?: Cpu["scores"];
  /** Matched too, forgiving spacing and punctuation ("lga1700", "i7-13700"). */
  id?: string;
  socket?: Cpu["socket"];
  processorNumber?: Cpu["processorNumber"];
}

/**
 * What orders a CPU: its shown Geekbench 6 multi-core figure, the benchmark the most CPUs have
 * (docs/decisions/020-relative-performance-per-benchmark.md). No other benchmark stands in for it.
 */
function orderOf(cpu: Searchable): number | null {
  return cpu.scores ? overallBenchmarkScore(cpu.scores) : cpu.benchmarkScore;
}

/** Orders CPUs by Geekbench 6 multi-core figure, highest first; CPUs without one after them, by name. */
export function byBenchmarkScore(a: Searchable, b: Searchable): number {
  const sa = orderOf(a) ?? -Infinity;
  const sb = orderOf(b) ?? -Infinity;
  return sb - sa || a.name.localeCompare(b.name);
}

/** Lower case without accents, so "Č" and "c" match. */
const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Letters and digits only: "i7-13700", "i7 13700" and "I713700" are one key. */
const compactOf = (text: string) => fold(text).replace(/[^a-z0-9]+/g, "");

/** The words of a query as the forgiving pass matches them. */
const tokensOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The search text as it is matched: trimmed, lower case, one space between words; "" finds nothing. */
export const searchNeedle = (text: string) => fold(text).trim().replace(/\s+/g, " ");

/** A CPU with its text prepared once, so a search does not normalise every name each time. */
interface IndexEntry<T> {
  cpu: T;
  /** Name, brand and architecture in lower case (spec section 5), NUL-separated. */
  text: string;
  /** Name, brand, architecture, socket and processor number compacted, "|"-separated. */
  compact: string;
  /** The last word of the name compacted, when it is a model number ("13900k", "7800x3d"). */
  model: string | null;
}

/** The CPUs in search order (Geekbench 6 multi-core figure descending), ready to match: build once, search often. */
export interface SearchIndex<T> {
  entries: readonly IndexEntry<T>[];
  /**
   * Exact keys: each compacted word-suffix of a name ("intelcorei713700", "corei713700",
   * "i713700", "13700") and the lower-case id, to the positions of the CPUs that carry it.
   */
  exact: ReadonlyMap<string, readonly number[]>;
  /** The distinct words (runs of letters, 3 or more) of the catalog, for correcting one typo. */
  words: readonly string[];
  /** The entries' `text`s and `compact`s, ready to find which hold a part (markHolding). */
  texts: Texts;
  compacts: Texts;
}

/**
 * Texts (one per entry, in entry order), ready to find which hold a part without testing each:
 * every three characters that occur in them, to the positions of the entries whose text holds
 * them (ascending); for a part shorter than that, all texts joined by a newline (which none
 * holds), with where each begins, for one native scan.
 */
interface Texts {
  each: readonly string[];
  grams: ReadonlyMap<string, Int32Array>;
  all: string;
  starts: Int32Array;
}

/** Texts prepared for markHolding. */
function textsOf(each: readonly string[]): Texts {
  const lists = new Map<string, number[]>();
  const starts = new Int32Array(each.length);
  let at = 0;
  each.forEach((text, position) => {
    starts[position] = at;
    at += text.length + 1;
    for (let i = 0; i + 3 <= text.length; i++) {
      const gram = text.slice(i, i + 3);
      const list = lists.get(gram);
      if (!list) lists.set(gram, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    }
  });
  const grams = new Map<string, Int32Array>();
  for (const [gram, list] of lists) grams.set(gram, Int32Array.from(list));
  return { each, grams, all: each.join("\n"), starts };
}

/**
 * The entries that may hold `part` (three characters or more): a text holds each of the part's
 * three-character pieces, so only the entries of its rarest piece can; none when a piece occurs
 * nowhere.
 */
function mayHold(texts: Texts, part: string): Int32Array {
  let fewest: Int32Array | undefined;
  for (let i = 0; i + 3 <= part.length; i++) {
    const list = texts.grams.get(part.slice(i, i + 3));
    if (!list) return NONE;
    if (!fewest || list.length < fewest.length) fewest = list;
  }
  return fewest ?? NONE;
}
const NONE = new Int32Array(0);

/**
 * Marks of entries, and which entries carry one: a query visits those, not every entry of the
 * catalog (a scan of 10,000 marks was most of a search that finds one CPU; issue 23).
 */
interface Marks {
  of: Uint8Array;
  /** The positions whose mark is not 0, in the order they were first marked. */
  marked: number[];
}

/** Sets the bit `mark` of the entry at `position`. */
function setMark(marks: Marks, position: number, mark: number): void {
  if (marks.of[position] === 0) marks.marked.push(position);
  marks.of[position]! |= mark;
}

/**
 * Marks the entries whose text holds `part`, setting the bit `mark`: of three characters or
 * more, by testing only the entries that may hold it (mayHold); shorter, by one scan of all
 * texts joined, whose matches come in order, so the entry of each is found by walking on from
 * the last one.
 */
function markHolding(texts: Texts, part: string, marks: Marks, mark: number): void {
  if (part === "") return;
  if (part.length >= 3) {
    for (const position of mayHold(texts, part))
      if (texts.each[position]!.includes(part)) setMark(marks, position, mark);
    return;
  }
  const { all, starts } = texts;
  let entry = 0;
  let from = 0;
  for (;;) {
    const found = all.indexOf(part, from);
    if (found < 0) return;
    while (entry + 1 < starts.length && starts[entry + 1]! <= found) entry++;
    setMark(marks, entry, mark);
    if (entry + 1 >= starts.length) return;
    from = starts[entry + 1]!;
  }
}

/**
 * Whether any entry's compacted fields hold `part` (a word found nowhere is a typo candidate),
 * stopping at the first that does. `part` holds no newline (query words are letters and digits),
 * so a shorter part is found in the joined texts only where one entry holds it.
 */
export function inCatalog(index: SearchIndex<unknown>, part: string): boolean {
  const texts = index.compacts;
  if (part === "") return false;
  if (part.length < 3) return texts.all.includes(part);
  for (const position of mayHold(texts, part))
    if (texts.each[position]!.includes(part)) return true;
  return false;
}

export function searchIndex<T extends Searchable>(cpus: readonly T[]): SearchIndex<T> {
  const exact = new Map<string, number[]>();
  const words = new Set<string>();
  const entries = [...cpus].sort(byBenchmarkScore).map((cpu, position) => {
    const keys = new Set<string>(cpu.id ? [cpu.id.toLowerCase()] : []);
    const nameWords = fold(cpu.name).split(/[\s\-_/]+/);
    for (let i = 0; i < nameWords.length; i++) keys.add(compactOf(nameWords.slice(i).join("")));
    keys.delete("");
    for (const key of keys) {
      const list = exact.get(key);
      if (list) list.push(position);
      else exact.set(key, [position]);
    }
    const compacts = [cpu.name, cpu.brand, cpu.architecture, cpu.socket, cpu.processorNumber]
      .filter((field): field is string => Boolean(field))
      .map(compactOf);
    for (const field of [cpu.name, cpu.brand, cpu.architecture ?? ""])
      for (const word of fold(field).match(/[a-z]{3,}/g) ?? []) words.add(word);
    const last = compactOf(nameWords.at(-1) ?? "");
    return {
      cpu,
      model: /\d/.test(last) ? last : null,
      text: [cpu.name, cpu.brand, cpu.architecture ?? ""].map(searchNeedle).join("\0"),
      compact: compacts.join("|"),
    };
  });
  return {
    entries,
    exact,
    words: [...words],
    texts: textsOf(entries.map((entry) => entry.text)),
    compacts: textsOf(entries.map((entry) => entry.compact)),
  };
}

/** Whether `a` becomes `b` with at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  if (a.length === b.length)
    return rest(i + 1, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2));
  return a.length > b.length ? rest(i + 1, i) : rest(i, i + 1);
}

/** Shortest and longest query word the typo pass corrects: short words are too easily another word. */
const TYPO_MIN = 4;
const TYPO_MAX = 20;

/**
 * For each query word that appears nowhere in the catalog and may be a typo (letters only,
 * 4 to 20 of them), the catalog words and word beginnings it is one edit away from.
 * Only whole letter words are corrected, never numbers: "13700" is not "13900".
 */
function typoCorrections(index: SearchIndex<unknown>, tokens: readonly string[]) {
  const corrections: { at: number; with: string[] }[] = [];
  tokens.forEach((token, at) => {
    if (!/^[a-z]+$/.test(token) || token.length < TYPO_MIN || token.length > TYPO_MAX) return;
    if (inCatalog(index, token)) return;
    const found = new Set<string>();
    for (const word of index.words) {
      // The whole word, or how it begins, as it is typed: "ryzn" for "ryzen", "raptr" for "rapto(r)".
      for (let length = token.length - 1; length <= token.length + 1; length++) {
        if (length < 3 || length > word.length) continue;
        const start = word.slice(0, length);
        if (withinOneEdit(token, start)) found.add(start);
      }
    }
    if (found.size > 0) corrections.push({ at, with: [...found] });
  });
  return corrections;
}

/** matchTiers' marks of an entry: a candidate to test; its text holds the whole needle. */
const CANDIDATE = 1;
const HOLDS_NEEDLE = 2;

/** How well a CPU matches, best first. */
const EXACT = 0;
const SUBSTRING = 1;
const WORDS = 2;
const TYPO = 3;

/**
 * The matches of a query by tier; `model` are those whose model number the query names; `total`
 * counts every match, `tiers` hold the first `keep` of each of matchTiers' buckets only.
 */
interface Tiers<T> {
  tiers: T[][];
  exact: T[];
  model: T[];
  total: number;
}

/**
 * The matches of a query, tier by tier: the exact name or model (the name without its
 * first words: "i7 13700", "7800X3D"); then the spec's case-insensitive match on name,
 * brand or architecture; then every query word found in name, brand, architecture, socket
 * or processor number regardless of spacing and punctuation ("ryzen7", "lga1700",
 * "intel i9 13900k"); last, the same with one query word one typo away from a catalog
 * word ("ryzn"). Within a tier, the CPUs whose model number is the query's last word come
 * first ("intel i9 13900k": the 13900K before the 13900KS), then those with the query's words
 * in a row ("ryzn 9": Ryzen 9 before a Ryzen Threadripper 7980X), each by Geekbench 6 multi-core figure.
 */
function matchTiers<T>(index: SearchIndex<T>, text: string, keep: number): Tiers<T> {
  const buckets: T[][] = Array.from({ length: 12 }, () => []);
  const found: Tiers<T> = { tiers: [], exact: [], model: [], total: 0 };
  const needle = searchNeedle(text);
  if (needle === "") return { ...found, tiers: [[], [], [], []] };
  const tokens = tokensOf(text);
  const lastToken = tokens.at(-1);
  const corrections = typoCorrections(index, tokens);
  // The query's words in a row, as written or with the typo corrected ("ryzen9" for "ryzn 9").
  const phrases = [
    tokens.join(""),
    ...corrections.flatMap((c) =>
      c.with.map((word) => tokens.map((token, at) => (at === c.at ? word : token)).join("")),
    ),
  ];
  const exact = new Set(index.exact.get(compactOf(text)) ?? []);
  const hasWords = (compact: string) =>
    tokens.length > 0 && tokens.every((token) => compact.includes(token));
  const hasCorrected = (compact: string) =>
    corrections.some((c) =>
      tokens.every((token, at) =>
        at === c.at ? c.with.some((word) => compact.includes(word)) : compact.includes(token),
      ),
    );
  // Without a typo correction an entry matches only if it is exact, holds the needle or holds
  // the first query word: only those are tested (in catalog order, as the whole scan did).
  // HOLDS_NEEDLE also says which hold the needle (the substring tier), from that one scan.
  const candidates: Marks = { of: new Uint8Array(index.entries.length), marked: [] };
  if (corrections.length > 0) candidates.of.fill(CANDIDATE);
  else {
    for (const position of exact) setMark(candidates, position, CANDIDATE);
    if (tokens.length > 0) markHolding(index.compacts, tokens[0]!, candidates, CANDIDATE);
  }
  markHolding(index.texts, needle, candidates, HOLDS_NEEDLE);
  for (const position of inOrder(candidates, corrections.length > 0)) {
    const marks = candidates.of[position]!;
    if (marks === 0) continue;
    const entry = index.entries[position]!;
    const tier = exact.has(position)
      ? EXACT
      : marks & HOLDS_NEEDLE
        ? SUBSTRING
        : hasWords(entry.compact)
          ? WORDS
          : corrections.length > 0 && hasCorrected(entry.compact)
            ? TYPO
            : -1;
    if (tier < 0) continue;
    const model = entry.model !== null && entry.model === lastToken;
    if (tier === EXACT) found.exact.push(entry.cpu);
    else if (model) found.model.push(entry.cpu);
    const phrase = tier <= SUBSTRING || phrases.some((words) => entry.compact.includes(words));
    // A page needs no more of a bucket than its end: those past it come after the page
    // (a query matching 8,700 CPUs copied all of them twice for a page of 20; issue 23).
    const bucket = buckets[tier * 3 + (model ? 0 : phrase ? 1 : 2)]!;
    if (bucket.length < keep) bucket.push(entry.cpu);
    found.total++;
  }
  for (let tier = 0; tier < 4; tier++)
    found.tiers.push(buckets.slice(tier * 3, tier * 3 + 3).flat());
  return found;
}

/**
 * The positions to visit, ascending: every entry when all are candidates (a typo correction),
 * else the marked ones (sorted; scanning the marks is as fast once they are many).
 */
function inOrder(marks: Marks, all: boolean): Iterable<number> {
  const { of, marked } = marks;
  if (all || marked.length > of.length / 16) return of.keys();
  return Int32Array.from(marked).sort();
}

/**
 * One page of the matches of a query in an index (the tiers of matchTiers, after spec
 * section 5's rules: blank text gives nothing, case-insensitive on name, brand or
 * architecture, by Geekbench 6 multi-core figure). `total` counts every match only when asked (`count`).
 */
export function searchPage<T>(
  index: SearchIndex<T>,
  text: string,
  { offset = 0, limit, count = false }: { offset?: number; limit: number; count?: boolean },
): { items: T[]; total: number | null } {
  const { tiers, total } = matchTiers(index, text, offset + limit);
  return { items: tiers.flat().slice(offset, offset + limit), total: count ? total : null };
}

/**
 * The search rules of spec section 5: blank text gives nothing; otherwise a
 * case-insensitive match on name, brand or architecture, ordered by Geekbench 6 multi-core
 * score descending (CPUs without one last), at most `limit` results; forgiving
 * as searchPage describes.
 */
export function searchCpus<T extends Searchable>(
  cpus: readonly T[],
  text: string,
  limit = MAX_SUGGESTIONS,
): T[] {
  return searchPage(searchIndex(cpus), text, { limit }).items;
}

/**
 * The CPU a search term means, when it means one: the only CPU with that exact name, model
 * or id; else the only match naming its model number ("intel i9 13900k"); else the only match. Otherwise `cpu` is null and `candidates` are the best matches.
 */
export function pickCpu<T>(
  index: SearchIndex<T>,
  text: string,
  limit: number,
): { cpu: T | null; candidates: T[]; total: number } {
  const { tiers, exact, model, total } = matchTiers(index, text, Math.max(limit, 1));
  const all = tiers.flat();
  const only = exact.length > 0 ? exact : model.length > 0 ? model : total > 0 ? all : null;
  const cpu = only !== null && (only === all ? total : only.length) === 1 ? only[0]! : null;
  return { cpu, candidates: all.slice(0, limit), total };
}

/** "vs", "vs.", "v.s.", "versus" and the usual words of the site's other languages. */
const VERSUS = /\s+(?:vs\.?|v\.s\.?|versus|contra|contre|contro|gegen)\s+|\s*-vs-\s*/i;

/**
 * The terms of a comparison typed as one ("AMD Ryzen 9 7950X vs Intel Core i9-13900K",
 * "7950x contre 13900k", "9800x3d vs 14900k vs 285k", a pasted
 * "amd-ryzen-9-7950x-vs-intel-core-i9-13900k"): two or more terms, or null. More than four is
 * answered by the comparison page (a comparison shows two to four CPUs).
 */
export function splitComparison(text: string): string[] | null {
  const parts = text.split(VERSUS).map((part) => part.trim());
  return parts.length >= 2 && parts.every((part) => part !== "") ? parts : null;
}
