import { RANKING_CATEGORY_IDS } from "~/modules/catalog/benchmarks";
import { LANGUAGES, localizePath } from "~/modules/i18n/languages";

/** Times each page type is rendered per language at start: each round with other CPUs. */
const ROUNDS = 2;

/**
 * The pages rendered once the server has started, before any visitor asks: every public page
 * type in every language, `rounds` times over other CPUs. A page type's first renders after a
 * start take two to three times as long as later ones (47 ms against 14 for the home page at
 * 10,000 CPUs: code not yet compiled, per-language formatters not yet made), and without this
 * the first visitors after each deploy paid for it.
 */
export function warmUpUrls(cpuIds: readonly string[], rounds = ROUNDS): string[] {
  const urls: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const cpu = cpuIds[round % Math.max(cpuIds.length, 1)];
    const other = cpuIds[(round + 1) % Math.max(cpuIds.length, 1)];
    const category = RANKING_CATEGORY_IDS[round % RANKING_CATEGORY_IDS.length];
    const paths = [
      "/",
      "/cpus",
      `/ranking/${category}`,
      "/search?q=core",
      "/compare",
      ...(cpu ? [`/cpus/${cpu}`] : []),
      ...(cpu && other && other !== cpu ? [`/cpus/vs/${cpu}-vs-${other}`] : []),
    ];
    for (const lang of LANGUAGES) for (const path of paths) urls.push(localizePath(path, lang));
  }
  return urls;
}

/** How long the warm-up waits before looking again while visitors' pages are rendering. */
const BUSY_WAIT_MS = 20;

/**
 * Renders each URL in turn and discards the answer; a render that fails is reported and the
 * rest go on. Visitors come first: before each render the warm-up lets pending connections in,
 * and waits while `busy()` says a visitor's page is rendering. Returns how many answered with success (2xx);
 * any other answer is reported, as it means a page was not warmed.
 */
export async function warmUp(
  urls: readonly string[],
  render: (url: string) => Promise<Response>,
  report: (url: string, problem: unknown) => void,
  busy: () => boolean = () => false,
): Promise<number> {
  let rendered = 0;
  for (const url of urls) {
    await new Promise((resolve) => setImmediate(resolve));
    while (busy()) await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
    try {
      const response = await render(url);
      await response.arrayBuffer();
      if (response.ok) rendered++;
      else report(url, `status ${response.status}`);
    } catch (error) {
      report(url, error);
    }
  }
  return rendered;
}
