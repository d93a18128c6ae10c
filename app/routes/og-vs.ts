import { findCpu } from "~/modules/catalog/catalog.server";
import type { Cpu } from "~/modules/catalog/cpu";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import {
  comparisonOgCard,
  comparisonOgImagePath,
  parseOgComparisonFile,
} from "~/modules/seo/og-card";
import { cachedOgImage, ogImageNotFound, ogImageResponse } from "~/modules/seo/og-image.server";
import type { Route } from "./+types/og-vs";

/**
 * A comparison's share preview: /og/vs/<a>-vs-<b>.png (up to four CPUs; /de/og/vs/… in German…),
 * a 1200×630 PNG in the page's language.
 */
export function loader({ params }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const ids = parseOgComparisonFile(params.file);
  const cpus = ids?.map((id) => findCpu(id));
  if (!cpus || cpus.some((cpu) => cpu === undefined)) return ogImageNotFound();
  const found = cpus as Cpu[];
  const { png, cached } = cachedOgImage(
    comparisonOgImagePath(
      found.map((c) => c.id),
      lang,
    ),
    () => comparisonOgCard(found, serverTranslator(lang)),
  );
  return ogImageResponse(png, cached);
}
