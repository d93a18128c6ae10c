import { findCpu } from "~/modules/catalog/catalog.server";
import type { Cpu } from "~/modules/catalog/cpu";
import {
  comparisonOgCard,
  comparisonOgImagePath,
  parseOgComparisonFile,
} from "~/modules/seo/og-card";
import { cachedOgImage, ogImageNotFound, ogImageResponse } from "~/modules/seo/og-image.server";
import type { Route } from "./+types/og-vs";

/** A comparison's share preview: /og/vs/<a>-vs-<b>.png (up to four CPUs), a 1200×630 PNG. */
export function loader({ params }: Route.LoaderArgs) {
  const ids = parseOgComparisonFile(params.file);
  const cpus = ids?.map((id) => findCpu(id));
  if (!cpus || cpus.some((cpu) => cpu === undefined)) return ogImageNotFound();
  const found = cpus as Cpu[];
  const { png, cached } = cachedOgImage(comparisonOgImagePath(found.map((c) => c.id)), () =>
    comparisonOgCard(found),
  );
  return ogImageResponse(png, cached);
}
