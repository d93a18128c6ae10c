import { parse } from "csv-parse/sync";

export interface CsvRecord {
  line: number;
  row: Record<string, string>;
}

/**
 * Reads a CSV export with a header row. Vendor exports put bare quotes inside
 * unquoted fields ("Please refer to the "N4200" ARK Page"), so quotes are relaxed.
 */
export function readCsv(text: string): CsvRecord[] {
  const records = parse(text, {
    columns: (header: string[]) => header.map((h) => h.trim()),
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as { record: Record<string, string>; info: { lines: number } }[];
  return records.map(({ record, info }) => ({ line: info.lines, row: record }));
}
