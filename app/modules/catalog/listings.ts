import type { Cpu } from "./cpu";

/** What the CPU search suggestions need of each CPU (a small payload for the page). */
export function cpuOptions(cpus: readonly Cpu[]) {
  return cpus.map((c) => ({
    id: c.id,
    name: c.name,
    brand: c.brand,
    architecture: c.architecture,
    benchmarkScore: c.benchmarkScore,
  }));
}

/** The most recently released CPUs, newest first (release dates are ISO, so they sort as text). */
export function recentCpus(cpus: readonly Cpu[], count: number) {
  return cpus
    .filter((c) => c.releaseDate !== null && !c.estimated.has("releaseDate"))
    .sort(
      (a, b) =>
        (b.releaseDate ?? "").localeCompare(a.releaseDate ?? "") || a.name.localeCompare(b.name),
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
