import { overallBenchmarkScore } from "./benchmarks";
import type { Cpu } from "./cpu";

import { compareText } from "./name-order";
/** What the CPU search suggestions need of each CPU (a small payload for the page), with its overall score. */
export function cpuOptions(cpus: readonly Cpu[]) {
  return cpus.map((c) => ({
    id: c.id,
    name: c.name,
    brand: c.brand,
    architecture: c.architecture,
    benchmarkScore: overallBenchmarkScore(c.scores),
  }));
}

/**
 * A release date as a key that sorts as text: a day or month as published, a
 * quarter ("2024-Q3") as its first month ("2024-07").
 */
export function releaseSortKey(releaseDate: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(releaseDate);
  if (!quarter) return releaseDate;
  return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, "0")}`;
}

/** The most recently released CPUs with a published release date, newest first. */
export function recentCpus(cpus: readonly Cpu[], count: number) {
  return cpus
    .filter((c) => c.releaseDate !== null)
    .sort(
      (a, b) =>
        compareText(releaseSortKey(b.releaseDate ?? ""), releaseSortKey(a.releaseDate ?? "")) ||
        compareText(a.name, b.name),
    )
    .slice(0, count)
    .map((c) => ({
      id: c.id,
      name: c.name,
      cores: c.cores,
      threads: c.threads,
      releaseDate: c.releaseDate,
    }));
}
