import type { Cpu } from "./cpu";

/** What the about page tells visitors about the catalog, counted from it rather than claimed. */
export interface CommunityFigures {
  cpus: number;
  intelCpus: number;
  amdCpus: number;
  /** Shown scores backed by stored results; scores computed by a fallback formula are left out. */
  measuredScores: number;
  /** The runs those scores stand for: each score's sample count, added up. */
  samples: number;
  /** CPUs with at least one score that includes a verified visitor result. */
  cpusWithVisitorResults: number;
}

export function communityFigures(cpus: readonly Pick<Cpu, "brand" | "scores">[]): CommunityFigures {
  const figures: CommunityFigures = {
    cpus: cpus.length,
    intelCpus: 0,
    amdCpus: 0,
    measuredScores: 0,
    samples: 0,
    cpusWithVisitorResults: 0,
  };
  for (const cpu of cpus) {
    if (cpu.brand === "Intel") figures.intelCpus += 1;
    else figures.amdCpus += 1;
    let hasVisitorResult = false;
    for (const score of Object.values(cpu.scores)) {
      if (!score || score.estimated) continue;
      figures.measuredScores += 1;
      figures.samples += score.sampleCount;
      if (score.source === "visitor" || score.source === "mixed") hasVisitorResult = true;
    }
    if (hasVisitorResult) figures.cpusWithVisitorResults += 1;
  }
  return figures;
}
