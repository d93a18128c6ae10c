import type { Translator } from "~/modules/i18n/translator";
import { keywordList } from "~/modules/seo/seo";
import { canonicalComparisonPath } from "./comparison-slug";

/** Search engines show about this many characters of a description. */
export const MAX_DESCRIPTION_LENGTH = 160;

interface Named {
  id: string;
  name: string;
}

export interface ComparisonSeoText {
  /** Both orders of a pair share it, so search engines index one page per pair. */
  canonicalPath: string;
  /** "A vs B" in the canonical order, naming the canonical page in breadcrumbs. */
  canonicalName: string;
  title: string;
  description: string;
  keywords: string[];
}

/**
 * The comparison page's metadata text. The description names both CPUs; when
 * long names would push the full sentence past what search results show, the
 * shorter wording is used.
 */
export function comparisonSeoText(a: Named, b: Named, tr: Translator): ComparisonSeoText {
  const names = { a: a.name, b: b.name };
  const full = tr.t("compare.meta.description", names);
  const [first, second] = a.id < b.id ? [a, b] : [b, a];
  return {
    canonicalPath: canonicalComparisonPath(a.id, b.id),
    canonicalName: `${first.name} ${tr.t("common.vs")} ${second.name}`,
    title: tr.t("compare.meta.title", names),
    description:
      full.length <= MAX_DESCRIPTION_LENGTH ? full : tr.t("compare.meta.descriptionShort", names),
    keywords: [
      `${a.name} ${tr.t("common.vs")} ${b.name}`,
      a.name,
      b.name,
      ...keywordList(tr.t("compare.meta.keywords")),
    ],
  };
}
