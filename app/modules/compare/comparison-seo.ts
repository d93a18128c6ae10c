import type { Translator } from "~/modules/i18n/translator";
import { keywordList } from "~/modules/seo/seo";
import { canonicalComparisonPath, canonicalIds } from "./comparison-slug";

/** Search engines show about this many characters of a description. */
export const MAX_DESCRIPTION_LENGTH = 160;

interface Named {
  id: string;
  name: string;
}

export interface ComparisonSeoText {
  /** Every order of a set shares it, so search engines see one page per set. */
  canonicalPath: string;
  /** "A vs B" in the canonical order, naming the canonical page in breadcrumbs. */
  canonicalName: string;
  title: string;
  description: string;
  keywords: string[];
  /**
   * Three- and four-way pages are `noindex, follow`: pairs are what people search for and what
   * the sitemaps list; a larger set is a visitor's own choice, linked but not indexed.
   */
  noindex: boolean;
}

/**
 * The comparison page's metadata text for 2 to 4 CPUs. A pair's description names both CPUs;
 * when long names would push the full sentence past what search results show, the shorter
 * wording is used.
 */
export function comparisonSeoText(cpus: readonly Named[], tr: Translator): ComparisonSeoText {
  const vs = ` ${tr.t("common.vs")} `;
  const ids = cpus.map((cpu) => cpu.id);
  const byId = new Map(cpus.map((cpu) => [cpu.id, cpu.name]));
  const canonicalName = canonicalIds(ids)
    .map((id) => byId.get(id)!)
    .join(vs);
  const names = cpus.map((cpu) => cpu.name);
  const common = {
    canonicalPath: canonicalComparisonPath(...ids),
    canonicalName,
    keywords: [names.join(vs), ...names, ...keywordList(tr.t("compare.meta.keywords"))],
  };
  if (cpus.length > 2) {
    return {
      ...common,
      title: tr.t("compare.meta.titleMany", { names: names.join(vs) }),
      description: tr.t("compare.meta.descriptionMany", { names: names.join(", ") }),
      noindex: true,
    };
  }
  const pair = { a: names[0]!, b: names[1]! };
  const full = tr.t("compare.meta.description", pair);
  return {
    ...common,
    title: tr.t("compare.meta.title", pair),
    description:
      full.length <= MAX_DESCRIPTION_LENGTH ? full : tr.t("compare.meta.descriptionShort", pair),
    noindex: false,
  };
}
