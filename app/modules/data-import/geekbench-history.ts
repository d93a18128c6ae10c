/** What the Geekbench 6 figures were read from (scripts/date-geekbench-entries.ts). */
export const geekbenchCopyName =
  "Daily copy of Geekbench Browser's processor chart (GitHub r59q/geekbench-cpu-specs, cpu-list.v1.json)";

interface ChartEntry {
  id: number;
  samples: number;
  score: number;
  multicore_score: number;
}

export interface WrittenEntry {
  /** The commit and day that last changed this entry's figures. */
  sha: string;
  date: string;
  single: number;
  multi: number;
  samples: number;
}

/**
 * For each chart entry (by Geekbench Browser processor id), the oldest commit since which its
 * single-core score, multi-core score and sample count have stayed as in the newest version:
 * the day the copy last wrote those figures. `versions` are oldest first.
 */
export function lastWritten(
  versions: { sha: string; date: string; entries: ChartEntry[] }[],
): Map<number, WrittenEntry> {
  const out = new Map<number, WrittenEntry>();
  for (const { sha, date, entries } of versions) {
    const seen = new Set<number>();
    for (const e of entries) {
      seen.add(e.id);
      const have = out.get(e.id);
      if (
        have &&
        have.single === e.score &&
        have.multi === e.multicore_score &&
        have.samples === e.samples
      )
        continue;
      out.set(e.id, { sha, date, single: e.score, multi: e.multicore_score, samples: e.samples });
    }
    // An entry the chart dropped and listed again later counts from its return.
    for (const id of [...out.keys()]) if (!seen.has(id)) out.delete(id);
  }
  return out;
}
