import { CsvError, parse } from "csv-parse/sync";
import { booleanFromText, numberFromText } from "./field-text";
import { getTableColumns } from "drizzle-orm";
import { z } from "zod";
import { isDatabaseUnavailable, type Database } from "~/db/client.server";
import { cpus } from "~/db/schema";
import { BENCHMARKS, type BenchmarkKey } from "./benchmarks";
import { cpuInputSchema, type CpuInput } from "./cpu.schema";
import { cellOf, groupFromCells, type ScoreCellKey, type SourceCellKey } from "./provenance-cells";
import { CpuExistsError, upsertCpus } from "./cpu-store.server";
import { storedCpuInputs } from "./stored-cpu-inputs.server";
import { controlCharacterIn, controlCharacterMessage } from "../http/text";

/** Larger files are refused before they are parsed (413 from the API and the admin page). */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

type FieldKey = Exclude<keyof CpuInput, "scores" | "specSource">;
type SpecSourceKey = SourceCellKey;
type ScoreKey = ScoreCellKey;

/**
 * Benchmark columns: the spec's names (section 3) where it has one, else the
 * benchmark's key in snake_case. The spec's `passmark_cpu` is the PassMark CPU
 * Mark, which is the multi-threaded PassMark benchmark.
 */
const BENCHMARK_COLUMNS: Record<BenchmarkKey, string> = {
  cinebenchR23Single: "cinebench_r23_single",
  cinebenchR23Multi: "cinebench_r23_multi",
  geekbench5Single: "geekbench5_single",
  geekbench5Multi: "geekbench5_multi",
  geekbench6Single: "geekbench6_single",
  geekbench6Multi: "geekbench6_multi",
  passmarkSingle: "passmark_single",
  passmarkMulti: "passmark_cpu",
  cpuZ: "cpu_z",
};

/**
 * The provenance columns of each benchmark, after its value column: the
 * suffix and the ScoreInput key it holds. `<benchmark>` itself is the score.
 */
const SCORE_COLUMNS: readonly { suffix: string; key: ScoreKey; parse: CellParser }[] = [
  { suffix: "", key: "score", parse: parseNumber },
  { suffix: "_statistic", key: "statistic", parse: (cell) => ({ value: cell.toLowerCase() }) },
  { suffix: "_samples", key: "sampleCount", parse: parseNumber },
  { suffix: "_source", key: "sourceName", parse: asText },
  { suffix: "_url", key: "sourceUrl", parse: asText },
  { suffix: "_url_kind", key: "sourcePage", parse: (cell) => ({ value: cell.toLowerCase() }) },
  { suffix: "_date", key: "publishedOn", parse: asText },
  { suffix: "_date_meaning", key: "dateMeaning", parse: (cell) => ({ value: cell.toLowerCase() }) },
  { suffix: "_copy", key: "copy.name", parse: asText },
  { suffix: "_copy_url", key: "copy.url", parse: asText },
  { suffix: "_copy_date", key: "copy.date", parse: asText },
  { suffix: "_version", key: "benchmarkVersion", parse: asText },
];

/** The CPU's specification source: name, link and date read. */
const SPEC_SOURCE_COLUMNS: readonly { name: string; key: SpecSourceKey }[] = [
  { name: "spec_source_name", key: "name" },
  { name: "spec_source_url", key: "url" },
  { name: "spec_source_date", key: "date" },
  { name: "spec_source_copy", key: "copy.name" },
  { name: "spec_source_copy_url", key: "copy.url" },
  { name: "spec_source_copy_date", key: "copy.date" },
];

type CsvColumn =
  | { name: string; kind: "field"; key: FieldKey; parse: CellParser }
  | { name: string; kind: "specSource"; key: SpecSourceKey; parse: CellParser }
  | { name: string; kind: "score"; benchmark: BenchmarkKey; key: ScoreKey; parse: CellParser };

type CellParser = (cell: string) => { value: unknown } | { error: string };

function parseNumber(cell: string): { value: number } | { error: string } {
  const value = numberFromText(cell);
  return value === undefined ? { error: `must be a number, not '${cell}'` } : { value };
}

function parseBoolean(cell: string): { value: boolean } | { error: string } {
  const value = booleanFromText(cell);
  return value === undefined
    ? { error: `must be true or false (or yes/no, 1/0), not '${cell}'` }
    : { value };
}

function asText(cell: string): { value: string } {
  return { value: textFromCell(cell) };
}

/** How a field's cell is read, from the field's schema: numbers and booleans parsed, text as is. */
function cellParser(schema: z.core.$ZodType): CellParser {
  let inner = schema;
  while (
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodDefault
  )
    inner = inner.unwrap();
  if (inner instanceof z.ZodNumber) return parseNumber;
  if (inner instanceof z.ZodBoolean) return parseBoolean;
  return asText;
}

const SQL_COLUMNS = getTableColumns(cpus);
const { scores: _scores, specSource: _specSource, ...FIELD_SCHEMAS } = cpuInputSchema.shape;

/**
 * The columns of an export and of an import, in this order: every field of
 * the CPU input schema under its SQL column name (id, name, brand, type,
 * cores, threads, base_freq, ... pcie_lanes); the specification source
 * (spec_source_name, spec_source_url, spec_source_date, and the copy read:
 * spec_source_copy, spec_source_copy_url, spec_source_copy_date); then per
 * benchmark (cinebench_r23_single, cinebench_r23_multi, geekbench5_single,
 * geekbench5_multi, geekbench6_single, geekbench6_multi, passmark_single,
 * passmark_cpu, cpu_z) its published figure and the figure's provenance:
 * `<benchmark>`, `<benchmark>_statistic` (run, mean or median),
 * `<benchmark>_samples` (empty when the source states none),
 * `<benchmark>_source`, `<benchmark>_url`, `<benchmark>_url_kind` (cpu: the
 * publisher's page for this CPU, the default; list: a list of many CPUs),
 * `<benchmark>_date`, `<benchmark>_date_meaning` (published, the default, or
 * listed: the day a live list showed it), `<benchmark>_copy`,
 * `<benchmark>_copy_url`, `<benchmark>_copy_date` (the public copy the figure
 * was read from; empty when read from the publisher) and
 * `<benchmark>_version`. `benchmark_score` and `release_year` are
 * not columns: they are derived from geekbench6_multi and release_date.
 */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  ...(Object.entries(FIELD_SCHEMAS) as [FieldKey, z.core.$ZodType][]).map(
    ([key, schema]): CsvColumn => ({
      name: SQL_COLUMNS[key].name,
      kind: "field",
      key,
      parse: cellParser(schema),
    }),
  ),
  ...SPEC_SOURCE_COLUMNS.map(({ name, key }): CsvColumn => ({
    name,
    kind: "specSource",
    key,
    parse: asText,
  })),
  ...BENCHMARKS.flatMap((b) =>
    SCORE_COLUMNS.map(({ suffix, key, parse }): CsvColumn => ({
      name: `${BENCHMARK_COLUMNS[b.key]}${suffix}`,
      kind: "score",
      benchmark: b.key,
      key,
      parse,
    })),
  ),
];

export const CSV_COLUMN_NAMES = CSV_COLUMNS.map((c) => c.name);

/** The value column of each benchmark (`geekbench6_multi`), in column order. */
export const CSV_BENCHMARK_COLUMNS: readonly string[] = BENCHMARKS.map(
  (b) => BENCHMARK_COLUMNS[b.key],
);

/** The input path a column fills (`baseFreq`, `specSource.url`, `scores.geekbench6Multi.sourceName`). */
function inputPath(column: CsvColumn): string {
  switch (column.kind) {
    case "field":
      return column.key;
    case "specSource":
      return `specSource.${column.key}`;
    case "score":
      return `scores.${column.benchmark}.${column.key}`;
  }
}

const COLUMN_OF_PATH = new Map<string, string>([
  ...CSV_COLUMNS.map((c) => [inputPath(c), c.name] as const),
  // A benchmark refused as a whole (its object) is named by its value column.
  ...BENCHMARKS.map((b) => [`scores.${b.key}`, BENCHMARK_COLUMNS[b.key]] as const),
]);

/** The value a column holds in a CPU input. */
function cellValue(cpu: CpuInput, column: CsvColumn): unknown {
  switch (column.kind) {
    case "field":
      return cpu[column.key];
    case "specSource":
      return cellOf(cpu.specSource, column.key);
    case "score":
      return cellOf(cpu.scores[column.benchmark], column.key);
  }
}

/**
 * Text a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+`, `-`, `@`,
 * tab, CR), and text that already starts with quotes before such a character.
 * Numbers are never negative here, so no number cell starts like this.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A text value as a CSV cell: one single quote before text a spreadsheet
 * would run as a formula (OWASP's CSV injection advice), removed again by
 * the import (`textFromCell`), then quoted when it holds the delimiter, a
 * quote, a line break or surrounding spaces.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A text cell as written: the single quote the export put before a formula-like text removed. */
export function textFromCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * The CSV of CPU inputs: a header row, then one row per CPU with empty cells
 * for missing values. Reading it back with parseCpuCsv gives the same inputs.
 */
export function cpusToCsv(inputs: readonly CpuInput[]): string {
  const rows = inputs.map((cpu) => CSV_COLUMNS.map((c) => csvCell(cellValue(cpu, c))).join(","));
  return [CSV_COLUMN_NAMES.join(","), ...rows].map((row) => `${row}\r\n`).join("");
}

/** One failing cell, row or header column, by its line in the file (the header is line 1). */
export interface CsvProblem {
  line: number;
  /** The column, or null when the problem is the whole row or file. */
  field: string | null;
  message: string;
}

export type CsvParseResult =
  | {
      ok: true;
      cpus: CpuInput[];
      /** The file's columns, in its order. */
      columns: string[];
      /** The file lacks some columns: rows of stored CPUs kept those values. */
      partial: boolean;
    }
  | { ok: false; problems: CsvProblem[] };

/** Records as csv-parse gives them with `info`: the cells and the line the record ends on. */
interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/** The line a record starts on: csv-parse counts to its end, which a quoted line break moves. */
function startLine({ record, info }: ParsedRecord): number {
  return info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
}

/** The columns a value column of a benchmark needs beside it in a file that has it. */
const FIGURE_NEEDS = ["_statistic", "_source", "_date"] as const;

function headerProblems(header: readonly string[], line: number): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const known = new Set(CSV_COLUMN_NAMES);
  const seen = new Set<string>();
  for (const name of header) {
    if (!known.has(name))
      problems.push({ line, field: name || "(empty)", message: "is not a known column" });
    else if (seen.has(name)) problems.push({ line, field: name, message: "appears twice" });
    seen.add(name);
  }
  if (!seen.has("id"))
    problems.push({ line, field: "id", message: "column is missing: every file needs it" });
  // A figure comes with what it is, who published it and when: a new value must never take
  // over the provenance of the figure it replaces.
  for (const column of CSV_BENCHMARK_COLUMNS) {
    if (!seen.has(column)) continue;
    for (const suffix of FIGURE_NEEDS)
      if (!seen.has(column + suffix))
        problems.push({
          line,
          field: column + suffix,
          message: `column is missing: a file with ${column} needs its statistic, source and date columns`,
        });
  }
  return problems;
}

/** A missing value of a required field reads "is required" rather than naming a type. */
function requiredMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const typeOrValue = issue.code === "invalid_type" || issue.code === "invalid_value";
  return typeOrValue && issue.input === null ? "is required" : undefined;
}

export type CsvDelimiter = "," | ";" | "\t";
const DELIMITERS: readonly CsvDelimiter[] = [",", ";", "\t"];

/**
 * The file's delimiter, read from its header line: the one of comma,
 * semicolon (what Excel writes in most European locales) and tab that
 * occurs most often outside quotes; a comma when none does.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && DELIMITERS.includes(char as CsvDelimiter))
      counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** A decimal comma (`4,2`), as spreadsheets write numbers in a semicolon or tab file. */
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/** What is stored of the CPUs a file names, by id: the base of a partial row. */
export type StoredInputs = ReadonlyMap<string, CpuInput>;

/**
 * Reads a CSV of CPUs: a header row of column names (CSV_COLUMNS, in any
 * order), then one CPU per row, separated by commas, semicolons or tabs (the
 * header line tells which). Every row goes through cpuInputSchema, the API's
 * schema. Empty cells are missing values; numbers (with a decimal point, or a
 * decimal comma in a semicolon or tab file) and booleans (true/false, yes/no,
 * 1/0) are parsed by column; a text cell's leading single quote before `=`,
 * `+`, `-`, `@` is the export's formula guard and is removed. A benchmark
 * whose cells are all empty has no published figure; one with any cell
 * filled needs its value, statistic, source name and date (an empty samples
 * cell means the source states no sample count). Likewise the specification
 * source.
 *
 * A file may hold only some columns (`id` always): a row whose id is in
 * `stored` changes only those columns and keeps every other value as stored;
 * a new id needs every required field, so its file needs those columns. A
 * benchmark's value column needs its statistic, source and date columns.
 *
 * Quoted fields, delimiters and line breaks inside quotes, a UTF-8 byte order
 * mark and Windows line endings are accepted. Any problem anywhere makes the
 * whole file invalid, with every problem listed by line and column.
 */
export function parseCpuCsv(text: string, stored: StoredInputs = new Map()): CsvParseResult {
  // One kind of line ending, so csv-parse's line count matches the file's lines
  // also when a quoted cell spans several of them.
  const normalized = text.replace(/\r\n?/g, "\n");
  const delimiter = detectDelimiter(normalized.replace(/^\uFEFF/, ""));
  let records: ParsedRecord[];
  try {
    records = parse(normalized, {
      bom: true,
      delimiter,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" && error.lines > 0 ? error.lines : 1;
    return {
      ok: false,
      problems: [{ line, field: null, message: `not valid CSV: ${error.message}` }],
    };
  }

  const [headerRecord, ...rows] = records;
  if (!headerRecord)
    return {
      ok: false,
      problems: [{ line: 1, field: null, message: "the file is empty: a header row is required" }],
    };
  const header = headerRecord.record.map((name) => name.trim().toLowerCase());
  const problems = headerProblems(header, startLine(headerRecord));
  if (problems.length > 0) return { ok: false, problems };

  const columns = header.map((name) => CSV_COLUMNS.find((c) => c.name === name)!);
  const inFile = new Set(header);
  const idIndex = header.indexOf("id");
  const cpusRead: CpuInput[] = [];
  const firstLineOfId = new Map<string, number>();
  for (const row of rows) {
    const { record } = row;
    const line = startLine(row);
    // Spreadsheets save trailing blank rows as a line of separators.
    if (record.every((cell) => cell.trim() === "")) continue;
    if (record.length !== header.length) {
      problems.push({
        line,
        field: null,
        message: `has ${record.length} cells; the header has ${header.length}`,
      });
      continue;
    }
    // A stored CPU starts from what is stored: the file's columns replace their values only.
    const base = stored.get(record[idIndex]!.trim());
    const input: Record<string, unknown> = {};
    const specSource: Record<string, unknown> = {};
    const scores: Partial<Record<BenchmarkKey, Record<string, unknown>>> = {};
    for (const column of CSV_COLUMNS) {
      const value = base ? (cellValue(base, column) ?? null) : null;
      if (column.kind === "field") input[column.key] = value;
      else if (column.kind === "specSource") specSource[column.key] = value;
      else (scores[column.benchmark] ??= {})[column.key] = value;
    }
    const badCells = new Set<string>();
    columns.forEach((column, i) => {
      let cell = record[i]!.trim();
      let value: unknown = null;
      if (cell !== "") {
        if (column.parse === parseNumber && delimiter !== "," && DECIMAL_COMMA.test(cell))
          cell = cell.replace(",", ".");
        // A control character (PostgreSQL cannot store U+0000) is named, whatever the column.
        const control = controlCharacterIn(cell);
        const read = control ? { error: controlCharacterMessage(control) } : column.parse(cell);
        if ("error" in read) {
          problems.push({ line, field: column.name, message: read.error });
          badCells.add(column.name);
          value = cell;
        } else value = read.value;
      }
      if (column.kind === "field") input[column.key] = value;
      else if (column.kind === "specSource") specSource[column.key] = value;
      else scores[column.benchmark]![column.key] = value;
    });
    const filled = (cells: Record<string, unknown>) => Object.values(cells).some((v) => v !== null);
    // All cells of the source empty: none. Some filled: the schema names the missing ones.
    input.specSource = filled(specSource) ? groupFromCells(specSource) : null;
    // All cells of a benchmark empty: nothing published. Some filled: a figure to validate.
    input.scores = Object.fromEntries(
      Object.entries(scores)
        .filter(([, cells]) => filled(cells))
        .map(([key, cells]) => [key, groupFromCells(cells)]),
    );
    const result = cpuInputSchema.safeParse(input, { error: requiredMessage });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join(".");
        const field = COLUMN_OF_PATH.get(path) ?? path;
        if (badCells.has(field)) continue;
        const absent = !base && !inFile.has(field) && issue.message === "is required";
        problems.push({
          line,
          field,
          message: absent
            ? "is required for a new CPU, and the file has no such column"
            : issue.message,
        });
      }
      continue;
    }
    const firstLine = firstLineOfId.get(result.data.id);
    if (firstLine !== undefined) {
      problems.push({
        line,
        field: "id",
        message: `'${result.data.id}' is already on line ${firstLine}`,
      });
      continue;
    }
    firstLineOfId.set(result.data.id, line);
    cpusRead.push(result.data);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, cpus: cpusRead, columns: header, partial: inFile.size < CSV_COLUMNS.length };
}

/** The database could not be reached or did not answer: nothing was read or written. */
export interface DatabaseUnavailable {
  kind: "database-unavailable";
}
const DATABASE_UNAVAILABLE: DatabaseUnavailable = { kind: "database-unavailable" };

export type CsvExportOutcome = { kind: "exported"; csv: string } | DatabaseUnavailable;

/** The whole catalog as CSV, as stored (see storedCpuInputs). */
export function exportCatalogCsv(db: Database): Promise<CsvExportOutcome> {
  return unlessUnavailable(async () => ({
    kind: "exported",
    csv: cpusToCsv(await storedCpuInputs(db)),
  }));
}

/** `work`'s result, or DATABASE_UNAVAILABLE when the database did not answer it. */
async function unlessUnavailable<T>(work: () => Promise<T>): Promise<T | DatabaseUnavailable> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
    throw error;
  }
}

/** A comparable form of an input: every value a CSV row holds, missing ones as null. */
function canonical(input: CpuInput): string {
  return JSON.stringify(CSV_COLUMNS.map((c) => cellValue(input, c) ?? null));
}

/** What an import did (or, checked only, would do), CPU by CPU. */
export interface CsvImportSummary {
  kind: "imported";
  /** True when nothing was written: the file was only checked (a preview). */
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  /** The file's columns, in its order: only these were applied to stored CPUs. */
  columns: string[];
  /** The file lacks some columns; stored CPUs keep their values of those. */
  partial: boolean;
  ids: { created: string[]; updated: string[]; unchanged: string[] };
}

/**
 * What an import did, or why nothing was imported. The API and the admin page each answer
 * these in their own way; none of them is an error of the import itself.
 */
export type CsvImportOutcome =
  | CsvImportSummary
  /** Rows with problems, by line (the header is line 1) and column: nothing was imported. */
  | { kind: "invalid"; problems: CsvProblem[] }
  | { kind: "too-large"; limitBytes: number }
  /** A concurrent write created the CPU `id`, new in this file, first: nothing was imported. */
  | { kind: "conflict"; id: string }
  | DatabaseUnavailable;

/**
 * Imports a CSV of CPUs (see parseCpuCsv): all or nothing, in one transaction.
 * New ids are created and existing ones replaced, keeping visitors' results;
 * a file with only some columns changes only those. Rows equal to what is
 * stored (every field, the specification source and every published figure
 * with its provenance) are left alone, so re-importing an export changes
 * nothing, not even a CPU's last change. With `dryRun` nothing is written and
 * the outcome says what an import would do.
 */
export async function importCpuCsv(
  db: Database,
  text: string,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<CsvImportOutcome> {
  if (Buffer.byteLength(text, "utf8") > MAX_CSV_BYTES)
    return { kind: "too-large", limitBytes: MAX_CSV_BYTES };
  return unlessUnavailable(async () => {
    try {
      return await importParsed(db, text, dryRun);
    } catch (error) {
      if (error instanceof CpuExistsError) return { kind: "conflict", id: error.cpuId };
      throw error;
    }
  });
}

async function importParsed(
  db: Database,
  text: string,
  dryRun: boolean,
): Promise<Exclude<CsvImportOutcome, { kind: "too-large" | "conflict" } | DatabaseUnavailable>> {
  const stored = new Map((await storedCpuInputs(db)).map((c) => [c.id, c]));
  const parsed = parseCpuCsv(text, stored);
  if (!parsed.ok) return { kind: "invalid", problems: parsed.problems };
  const ids: CsvImportSummary["ids"] = { created: [], updated: [], unchanged: [] };
  const changed: CpuInput[] = [];
  for (const cpu of parsed.cpus) {
    const before = stored.get(cpu.id);
    if (before && canonical(before) === canonical(cpu)) ids.unchanged.push(cpu.id);
    else {
      changed.push(cpu);
      (before ? ids.updated : ids.created).push(cpu.id);
    }
  }
  if (!dryRun && changed.length > 0) await upsertCpus(db, changed);
  return {
    kind: "imported",
    dryRun,
    created: ids.created.length,
    updated: ids.updated.length,
    unchanged: ids.unchanged.length,
    columns: parsed.columns,
    partial: parsed.partial,
    ids,
  };
}
