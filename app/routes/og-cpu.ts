import { findCpu } from "~/modules/catalog/catalog.server";
import { serverTranslator } from "~/modules/i18n/messages.server";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { cpuOgCard, cpuOgImagePath, parseOgCpuFile } from "~/modules/seo/og-card";
import { cachedOgImage, ogImageNotFound, ogImageResponse } from "~/modules/seo/og-image.server";
import type { Route } from "./+types/og-cpu";

/**
 * A CPU page's share preview: /og/cpu/<id>.png (/de/og/cpu/<id>.png in German…), a 1200×630
 * PNG drawn from its data in the page's language.
 */
export function loader({ params }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const id = parseOgCpuFile(params.file);
  const cpu = id ? findCpu(id) : undefined;
  if (!cpu) return ogImageNotFound();
  const { png, cached } = cachedOgImage(cpuOgImagePath(cpu.id, lang), () =>
    cpuOgCard(cpu, serverTranslator(lang)),
  );
  return ogImageResponse(png, cached);
}
