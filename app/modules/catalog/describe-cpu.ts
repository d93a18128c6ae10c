import type { MessageKey } from "~/modules/i18n/message-keys";
import type { Translator } from "~/modules/i18n/translator";
import { OVERALL_SCORE_BENCHMARK } from "./benchmarks";
import type { Cpu } from "./cpu";
import { formatLaunchPrice, launchPriceOf } from "./launch-price";
import { compactSourceText, scoreSource } from "./score-provenance";
import { formatReleaseDate } from "./spec-sections";

/**
 * The CPU page's one-line description, under its name: what kind of processor it is, from
 * whom, with how many cores and threads (the first sentence of describeCpu).
 */
export function describeCpuBriefly(cpu: Cpu, tr: Translator): string {
  const counts = { name: cpu.name, brand: cpu.brand, cores: cpu.cores, threads: cpu.threads };
  return cpu.type
    ? tr.plural("cpu.description.intro", cpu.cores, {
        ...counts,
        type: tr.t(`cpu.description.type.${cpu.type}` as MessageKey),
      })
    : tr.plural("cpu.description.introNoType", cpu.cores, counts);
}

/**
 * The CPU's description paragraph (its metadata and structured data), written from the data in the
 * translator's language. Only published facts are stated: a value nobody
 * published is left out, never guessed. `rank` is the CPU's place among those
 * with an overall score (the shown Geekbench 6 multi-core figure), which the
 * sentence states with its source.
 */
export function describeCpu(
  cpu: Cpu,
  tr: Translator,
  rank: { position: number; total: number } | null,
): string {
  const sentences = [describeCpuBriefly(cpu, tr)];
  if (cpu.releaseDate) {
    const date = formatReleaseDate(cpu.releaseDate, tr);
    const key = /^\d{4}-\d{2}-\d{2}$/.test(cpu.releaseDate)
      ? "cpu.description.released"
      : /^\d{4}-Q[1-4]$/.test(cpu.releaseDate)
        ? "cpu.description.releasedQuarter"
        : "cpu.description.releasedMonth";
    sentences.push(tr.t(key, { date }));
  }
  const price = launchPriceOf(cpu);
  if (price) sentences.push(tr.t("cpu.description.price", { price: formatLaunchPrice(price, tr) }));
  if (cpu.boostFreq !== null && cpu.baseFreq !== null) {
    const clocks = { base: tr.number(cpu.baseFreq), boost: tr.number(cpu.boostFreq) };
    sentences.push(
      cpu.tdp !== null
        ? tr.t("cpu.description.clocks", { ...clocks, tdp: cpu.tdp })
        : tr.t("cpu.description.clocksOnly", clocks),
    );
  } else if (cpu.boostFreq !== null) {
    // Intel hybrid parts publish no single base clock (only per core type): say only the boost.
    const boost = tr.number(cpu.boostFreq);
    sentences.push(
      cpu.tdp !== null
        ? tr.t("cpu.description.boost", { boost, tdp: cpu.tdp })
        : tr.t("cpu.description.boostOnly", { boost }),
    );
  }
  if (cpu.socket) sentences.push(tr.t("cpu.description.socket", { socket: cpu.socket }));
  if (cpu.efficiencyCores !== null && cpu.efficiencyCores > 0 && cpu.performanceCores !== null) {
    sentences.push(
      tr.t("cpu.description.hybrid", {
        performance: cpu.performanceCores,
        efficiency: cpu.efficiencyCores,
      }),
    );
  }
  const overall = cpu.scores[OVERALL_SCORE_BENCHMARK];
  if (overall && rank) {
    sentences.push(
      tr.t("cpu.description.score", {
        score: overall.value,
        source: compactSourceText(scoreSource(OVERALL_SCORE_BENCHMARK, overall), tr),
        rank: rank.position,
        total: rank.total,
      }),
    );
  }
  return sentences.join(" ");
}
