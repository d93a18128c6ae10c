import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { referenceCpus } from "~/db/reference-data";
import type { CpuInput } from "./cpu.schema";
import { CSV_COLUMN_NAMES, cpusToCsv, parseCpuCsv, type CsvProblem } from "./csv.server";

/** An input as a CSV reads it: the optional power consumption is null when its cell is empty. */
const asRead = (cpu: CpuInput): CpuInput => ({
  ...cpu,
  powerConsumption: cpu.powerConsumption ?? null,
});

const ryzen = asRead(referenceCpus().find((c) => c.id === "amd-ryzen-9-7950x")!);
const i5 = asRead(referenceCpus().find((c) => c.id === "intel-core-i5-12600k")!);

/** Cells of a CSV text, split by the CSV library. */
function cellsOf(text: string): string[][] {
  return parse(text) as string[][];
}

/** A data row with every cell quoted, which any CSV reader accepts. */
function quotedRow(cells: readonly string[]): string {
  return cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(",");
}

/** A CSV of the given CPUs with some cells replaced: `{ line: { column: cell } }`. */
function csvWith(cpus: CpuInput[], edits: Record<number, Record<string, string>> = {}): string {
  const [header, ...rows] = cellsOf(cpusToCsv(cpus));
  const edited = rows.map((cells, i) => {
    for (const [column, cell] of Object.entries(edits[i + 2] ?? {}))
      cells[CSV_COLUMN_NAMES.indexOf(column)] = cell;
    return quotedRow(cells);
  });
  return [header!.join(","), ...edited].join("\n");
}

function problems(text: string): CsvProblem[] {
  const result = parseCpuCsv(text);
  if (result.ok) throw new Error("expected problems");
  return result.problems;
}

describe("CSV columns", () => {
  it("are the input fields in snake_case and the benchmark columns, with the spec's names", () => {
    expect(CSV_COLUMN_NAMES.slice(0, 7)).toEqual([
      "id",
      "name",
      "brand",
      "type",
      "cores",
      "threads",
      "base_freq",
    ]);
    expect(CSV_COLUMN_NAMES).toContain("pcie_lanes");
    expect(CSV_COLUMN_NAMES).toContain("performance_core_turbo_freq");
    expect(CSV_COLUMN_NAMES.slice(-9)).toEqual([
      "cinebench_r23_single",
      "cinebench_r23_multi",
      "geekbench5_single",
      "geekbench5_multi",
      "geekbench6_single",
      "geekbench6_multi",
      "passmark_single",
      "passmark_cpu",
      "cpu_z",
    ]);
    expect(CSV_COLUMN_NAMES).not.toContain("benchmark_score");
    expect(new Set(CSV_COLUMN_NAMES).size).toBe(CSV_COLUMN_NAMES.length);
  });
});

describe("cpusToCsv and parseCpuCsv", () => {
  it("read back every reference CPU exactly as written", () => {
    const reference = referenceCpus();
    const result = parseCpuCsv(cpusToCsv(reference));
    expect(result).toEqual({ ok: true, cpus: reference.map(asRead) });
  });

  it("quote cells with commas and write missing values as empty cells", () => {
    const csv = cpusToCsv([{ ...ryzen, partNumber: null, instructionSet: 'x86-64, "AVX-512"' }]);
    expect(csv).toContain(',"x86-64, ""AVX-512""",');
    const row = csv.split("\r\n")[1]!;
    expect(row.split(",")[CSV_COLUMN_NAMES.indexOf("part_number") + 1]).toBe("");
  });
});

describe("parseCpuCsv", () => {
  it("accepts a byte order mark, Windows line endings, quoted commas and columns in any order", () => {
    const [, row] = cellsOf(cpusToCsv([ryzen]));
    const text = `\uFEFF${[...CSV_COLUMN_NAMES].reverse().join(",")}\r\n${quotedRow(row!.reverse())}\r\n`;
    const result = parseCpuCsv(text);
    expect(result).toEqual({ ok: true, cpus: [ryzen] });
    if (result.ok) expect(result.cpus[0]!.instructionSet).toContain(", ");
  });

  it("reads yes/no and 1/0 as booleans, header names in any case, and skips blank rows", () => {
    const text = csvWith([ryzen, i5], {
      2: { unlocked_multiplier: "Yes", ecc_memory_support: "0" },
      3: { unlocked_multiplier: "1", ecc_memory_support: "no" },
    });
    const result = parseCpuCsv(
      text.replace(/^id,name/, "ID, Name ") + `\n${",".repeat(CSV_COLUMN_NAMES.length - 1)}\n\n`,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.cpus.map((c) => [c.unlockedMultiplier, c.eccMemorySupport])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it("treats an empty cell as a missing value and leaves empty scores out", () => {
    const result = parseCpuCsv(csvWith([ryzen], { 2: { socket: "", cinebench_r23_single: " " } }));
    expect(result.ok && result.cpus[0]).toMatchObject({ socket: null });
    expect(result.ok && "cinebenchR23Single" in result.cpus[0]!.scores).toBe(false);
  });

  it("names each failing cell by line and column, with every problem of the file", () => {
    const text = csvWith([ryzen, i5, { ...ryzen, id: "amd-x" }], {
      2: { cores: "sixteen", brand: "amd" },
      3: { name: "", threads: "4", cores: "10" },
      4: { unlocked_multiplier: "maybe", cinebench_r23_multi: "-5" },
    });
    const found = problems(text);
    expect(found).toEqual(
      expect.arrayContaining([
        { line: 2, field: "cores", message: "must be a number, not 'sixteen'" },
        { line: 2, field: "brand", message: expect.stringContaining('"Intel"|"AMD"') },
        { line: 3, field: "name", message: "is required" },
        {
          line: 4,
          field: "unlocked_multiplier",
          message: expect.stringContaining("true or false"),
        },
        { line: 4, field: "cinebench_r23_multi", message: expect.any(String) },
      ]),
    );
    expect(found.every((p) => p.line >= 2 && p.line <= 4)).toBe(true);
  });

  it("reads only true/false, yes/no and 1/0 as booleans", () => {
    for (const cell of ["maybe", "constructor", "__proto__"])
      expect(problems(csvWith([ryzen], { 2: { unlocked_multiplier: cell } }))).toEqual([
        {
          line: 2,
          field: "unlocked_multiplier",
          message: expect.stringContaining("true or false"),
        },
      ]);
  });

  it("applies the schema's rules across fields (threads at least cores)", () => {
    expect(problems(csvWith([ryzen], { 2: { threads: "8" } }))).toEqual([
      { line: 2, field: "threads", message: "must be at least the number of cores" },
      {
        line: 2,
        field: "performance_core_threads",
        message: "performance + efficiency threads must equal threads",
      },
    ]);
  });

  it("refuses an id that is not a slug and an id that appears twice", () => {
    expect(problems(csvWith([ryzen], { 2: { id: "AMD Ryzen" } }))).toEqual([
      { line: 2, field: "id", message: expect.stringContaining("lowercase") },
    ]);
    expect(problems(csvWith([ryzen, i5, ryzen]))).toEqual([
      { line: 4, field: "id", message: "'amd-ryzen-9-7950x' is already on line 2" },
    ]);
  });

  it("names unknown, repeated and missing columns on line 1 and reads no row", () => {
    const [header, row] = csvWith([ryzen]).split("\n");
    const renamed = header!.replace("base_freq", "base_frequency") + ",cores,__proto__";
    expect(problems(`${renamed}\n${row},"16",""`)).toEqual([
      { line: 1, field: "base_frequency", message: "is not a known column" },
      { line: 1, field: "cores", message: "appears twice" },
      { line: 1, field: "__proto__", message: "is not a known column" },
      { line: 1, field: "base_freq", message: "column is missing" },
    ]);
  });

  it("names the header's line when blank lines come first", () => {
    expect(problems(`\n\nid,name\n`)[0]).toMatchObject({ line: 3 });
  });

  it("counts lines of the file, also after a quoted cell that spans lines", () => {
    const text = csvWith([ryzen, i5], { 2: { name: "AMD Ryzen 9\r\n7950X" }, 3: { cores: "x" } });
    expect(problems(text)).toEqual([
      { line: 4, field: "cores", message: "must be a number, not 'x'" },
    ]);
  });

  it("refuses a row with a different number of cells, an unclosed quote, and an empty file", () => {
    expect(problems(`${CSV_COLUMN_NAMES.join(",")}\nonly,three,cells`)).toEqual([
      { line: 2, field: null, message: `has 3 cells; the header has ${CSV_COLUMN_NAMES.length}` },
    ]);
    expect(problems(`${CSV_COLUMN_NAMES.join(",")}\n"unclosed,a`)).toEqual([
      { line: 2, field: null, message: expect.stringMatching(/^not valid CSV: Quote Not Closed/) },
    ]);
    expect(problems("")).toEqual([
      { line: 1, field: null, message: "the file is empty: a header row is required" },
    ]);
  });

  it("accepts a header without rows as an empty import", () => {
    expect(parseCpuCsv(`${CSV_COLUMN_NAMES.join(",")}\r\n`)).toEqual({ ok: true, cpus: [] });
  });
});
