import type { ScoreInput, SourceInput } from "./cpu.schema";

/**
 * A source's or published figure's provenance as flat cells, the way the admin form's controls
 * and the CSV's columns hold it: the copy it was read from as three cells (`copy.name`,
 * `copy.url`, `copy.date`) instead of one object.
 */
export const COPY_KEYS = ["copy.name", "copy.url", "copy.date"] as const;
export type CopyKey = (typeof COPY_KEYS)[number];
export type SourceCellKey = Exclude<keyof SourceInput, "copy"> | CopyKey;
export type ScoreCellKey = Exclude<keyof ScoreInput, "copy"> | CopyKey;

/** Parts whose empty cell means the schema's default (a CPU's own page, a publication date). */
const DEFAULTED_KEYS = new Set<string>(["sourcePage", "dateMeaning"]);

/** The value of a cell key (`copy.url`, `sourceName`) in a source or figure. */
export function cellOf(group: object | null | undefined, key: string): unknown {
  let value: unknown = group;
  for (const k of key.split("."))
    value =
      typeof value === "object" && value !== null
        ? (value as Record<string, unknown>)[k]
        : undefined;
  return value;
}

/**
 * Flat cells (null where empty) as the schema's source or figure: the copy cells as one copy,
 * null when all three are empty (read from the publisher itself); an empty link kind or date
 * meaning left out, so the schema's default applies.
 */
export function groupFromCells(cells: Record<string, unknown>): Record<string, unknown> {
  const group: Record<string, unknown> = {};
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(cells)) {
    if (key.startsWith("copy.")) copy[key.slice("copy.".length)] = value;
    else if (value !== null || !DEFAULTED_KEYS.has(key)) group[key] = value;
  }
  if (Object.keys(copy).length > 0)
    group.copy = Object.values(copy).some((v) => v !== null) ? copy : null;
  return group;
}
