import type { Cpu } from "./cpu";

/** What the about page tells visitors about the catalog, counted from it rather than claimed. */
export interface CommunityFigures {
  cpus: number;
  intelCpus: number;
  amdCpus: number;
  /** Shown benchmark figures: published ones and visitor medians where nothing was published. */
  measuredScores: number;
  /** Verified visitor results behind the shown figures, counted one by one. */
  visitorResults: number;
  /** CPUs with at least one verified visitor result. */
  cpusWithVisitorResults: number;
}

export function communityFigures(cpus: readonly Pick<Cpu, "brand" | "scores">[]): CommunityFigures {
  const figures: CommunityFigures = {
    cpus: cpus.length,
    intelCpus: 0,
    amdCpus: 0,
    measuredScores: 0,
    visitorResults: 0,
    cpusWithVisitorResults: 0,
  };
  for (const cpu of cpus) {
    if (cpu.brand === "Intel") figures.intelCpus += 1;
    else figures.amdCpus += 1;
    let hasVisitorResult = false;
    for (const score of Object.values(cpu.scores)) {
      if (!score) continue;
      figures.measuredScores += 1;
      if (score.visitors) {
        figures.visitorResults += score.visitors.count;
        hasVisitorResult = true;
      }
    }
    if (hasVisitorResult) figures.cpusWithVisitorResults += 1;
  }
  return figures;
}
