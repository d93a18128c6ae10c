import type { MessageKey } from "~/modules/i18n/message-keys";
import type { Translator } from "~/modules/i18n/translator";
import type { Cpu } from "./cpu";

/**
 * The CPU page's description paragraph, written from the data in the
 * translator's language. Only measured or stored facts are stated: a value
 * that is a spec default (an estimated one) is left out rather than presented
 * as fact. `rank` is the CPU's place among those with a stored Cinebench R23
 * multi-core result.
 */
export function describeCpu(
  cpu: Cpu,
  tr: Translator,
  rank: { position: number; total: number } | null,
): string {
  const known = (field: Parameters<Cpu["estimated"]["has"]>[0]) => !cpu.estimated.has(field);
  const sentences = [
    tr.plural("cpu.description.intro", cpu.cores, {
      name: cpu.name,
      type: tr.t(`cpu.description.type.${cpu.type}` as MessageKey),
      brand: cpu.brand,
      cores: cpu.cores,
      threads: cpu.threads,
    }),
  ];
  if (cpu.releaseDate && known("releaseDate")) {
    const fullDate = /^\d{4}-\d{2}-\d{2}$/.test(cpu.releaseDate);
    sentences.push(
      tr.t(fullDate ? "cpu.description.released" : "cpu.description.releasedMonth", {
        date: tr.date(cpu.releaseDate),
      }),
    );
  }
  if (cpu.price !== null)
    sentences.push(tr.t("cpu.description.price", { price: tr.usd(cpu.price) }));
  if (cpu.baseFreq !== null && cpu.boostFreq !== null && cpu.tdp !== null) {
    sentences.push(
      tr.t("cpu.description.clocks", {
        base: tr.number(cpu.baseFreq),
        boost: tr.number(cpu.boostFreq),
        tdp: cpu.tdp,
      }),
    );
  }
  if (cpu.socket) sentences.push(tr.t("cpu.description.socket", { socket: cpu.socket }));
  if (cpu.efficiencyCores > 0 && known("efficiencyCores") && known("performanceCores")) {
    sentences.push(
      tr.t("cpu.description.hybrid", {
        performance: cpu.performanceCores,
        efficiency: cpu.efficiencyCores,
      }),
    );
  }
  const multi = cpu.scores["cinebench-r23-multi"];
  if (multi && !multi.estimated && rank) {
    sentences.push(
      tr.t("cpu.description.score", { score: multi.value, rank: rank.position, total: rank.total }),
    );
  }
  return sentences.join(" ");
}
