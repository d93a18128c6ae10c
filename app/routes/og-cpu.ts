import { findCpu } from "~/modules/catalog/catalog.server";
import { cpuOgCard, cpuOgImagePath, parseOgCpuFile } from "~/modules/seo/og-card";
import { cachedOgImage, ogImageNotFound, ogImageResponse } from "~/modules/seo/og-image.server";
import type { Route } from "./+types/og-cpu";

/** A CPU page's share preview: /og/cpu/<id>.png, a 1200×630 PNG drawn from its data. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseOgCpuFile(params.file);
  const cpu = id ? findCpu(id) : undefined;
  if (!cpu) return ogImageNotFound();
  const { png, cached } = cachedOgImage(cpuOgImagePath(cpu.id), () => cpuOgCard(cpu));
  return ogImageResponse(png, cached);
}
