import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { fixtureCpuInput, fixtureScore } from "../../../tests/support/fixture-cpus";
import type { CpuInput } from "./cpu.schema";
import {
  CSV_BENCHMARK_COLUMNS,
  CSV_COLUMN_NAMES,
  cpusToCsv,
  detectDelimiter,
  parseCpuCsv,
  type CsvProblem,
} from "./csv.server";

/** An input as a CSV reads it: the optional power consumption is null when its cell is empty. */
const asRead = (cpu: CpuInput): CpuInput => ({
  ...cpu,
  powerConsumption: cpu.powerConsumption ?? null,
});

const ryzen = asRead(
  fixtureCpuInput(
    "amd-ryzen-9-7950x",
    {
      name: "AMD Ryzen 9 7950X",
      cores: 16,
      threads: 32,
      performanceCores: 16,
      performanceCoreThreads: 32,
    },
    {
      geekbench6Multi: fixtureScore(19_800, { sampleCount: null, statistic: "median" }),
      cinebenchR23Single: fixtureScore(2050, { sourceUrl: null, benchmarkVersion: null }),
      cinebenchR23Multi: fixtureScore(38_000, { statistic: "run", sampleCount: 1 }),
    },
  ),
);
const i5 = asRead(
  fixtureCpuInput("intel-core-i5-12600k", {
    name: "Intel Core i5-12600K",
    brand: "Intel",
    cores: 10,
    threads: 16,
    performanceCores: 6,
    performanceCoreThreads: 12,
    efficiencyCores: 4,
    efficiencyCoreThreads: 4,
    efficiencyCoreBaseFreq: 2.8,
    efficiencyCoreTurboFreq: 3.6,
    specSource: null,
  }),
);

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
  it("carry where a figure was read: its link's kind, the date's meaning and the copy", () => {
    const copy = {
      name: "A chart mirror",
      url: "https://example.com/mirror.json",
      date: "2026-03-02",
    };
    const cpu = fixtureCpuInput(
      "fixture-copied",
      {},
      {
        geekbench6Multi: fixtureScore(14_000, { sourcePage: "list", dateMeaning: "listed", copy }),
      },
    );
    const row = cellsOf(cpusToCsv([cpu]))[1]!;
    const cell = (name: string) => row[CSV_COLUMN_NAMES.indexOf(name)];
    expect([
      cell("geekbench6_multi_url_kind"),
      cell("geekbench6_multi_date_meaning"),
      cell("geekbench6_multi_copy"),
      cell("geekbench6_multi_copy_url"),
      cell("geekbench6_multi_copy_date"),
    ]).toEqual([
      "list",
      "listed",
      "A chart mirror",
      "https://example.com/mirror.json",
      "2026-03-02",
    ]);
    const back = parseCpuCsv(cpusToCsv([cpu]));
    expect(back.ok && back.cpus[0]!.scores.geekbench6Multi).toMatchObject({
      sourcePage: "list",
      dateMeaning: "listed",
      copy,
    });
  });

  it("are the input fields in snake_case, the spec source, then each benchmark with its provenance", () => {
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
    const specSource = CSV_COLUMN_NAMES.indexOf("spec_source_name");
    expect(CSV_COLUMN_NAMES.slice(specSource, specSource + 6)).toEqual([
      "spec_source_name",
      "spec_source_url",
      "spec_source_date",
      "spec_source_copy",
      "spec_source_copy_url",
      "spec_source_copy_date",
    ]);
    expect(CSV_BENCHMARK_COLUMNS).toEqual([
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
    expect(CSV_COLUMN_NAMES.slice(-12)).toEqual([
      "cpu_z",
      "cpu_z_statistic",
      "cpu_z_samples",
      "cpu_z_source",
      "cpu_z_url",
      "cpu_z_url_kind",
      "cpu_z_date",
      "cpu_z_date_meaning",
      "cpu_z_copy",
      "cpu_z_copy_url",
      "cpu_z_copy_date",
      "cpu_z_version",
    ]);
    expect(CSV_COLUMN_NAMES.length).toBe(specSource + 6 + 9 * 12);
    expect(CSV_COLUMN_NAMES).not.toContain("benchmark_score");
    expect(CSV_COLUMN_NAMES.some((name) => name.includes("estimated"))).toBe(false);
    expect(new Set(CSV_COLUMN_NAMES).size).toBe(CSV_COLUMN_NAMES.length);
  });
});

describe("cpusToCsv and parseCpuCsv", () => {
  it("read back every CPU exactly as written, provenance included", () => {
    const cpus = [ryzen, i5, asRead(fixtureCpuInput("fixture-no-scores", {}, {}))];
    const result = parseCpuCsv(cpusToCsv(cpus));
    expect(result).toEqual({ ok: true, cpus, columns: CSV_COLUMN_NAMES, partial: false });
  });

  it("write each figure's provenance and the spec source in their columns", () => {
    const [header, row] = cellsOf(cpusToCsv([ryzen]));
    const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
    expect(cells).toMatchObject({
      spec_source_name: "Fixture Vendor product page",
      spec_source_url: "https://example.com/products/amd-ryzen-9-7950x",
      spec_source_date: "2026-02-15",
      geekbench6_multi: "19800",
      geekbench6_multi_statistic: "median",
      geekbench6_multi_samples: "",
      geekbench6_multi_source: "Fixture Benchmark Chart",
      geekbench6_multi_url: "https://example.com/charts/19800",
      geekbench6_multi_date: "2026-03-01",
      geekbench6_multi_version: "6.4.0",
      cinebench_r23_multi_statistic: "run",
      cinebench_r23_multi_samples: "1",
      cinebench_r23_single_url: "",
      cinebench_r23_single_version: "",
      passmark_cpu: "",
      passmark_cpu_source: "",
    });
  });

  it("quote cells with commas and write missing values as empty cells", () => {
    const csv = cpusToCsv([{ ...ryzen, partNumber: null, instructionSet: 'x86-64, "AVX-512"' }]);
    expect(csv).toContain(',"x86-64, ""AVX-512""",');
    const row = csv.split("\r\n")[1]!;
    expect(row.split(",")[CSV_COLUMN_NAMES.indexOf("part_number") + 1]).toBe("");
  });
});

describe("parseCpuCsv and provenance", () => {
  it("refuses a value without its source name and date, naming line and column", () => {
    const text = csvWith([ryzen, i5], {
      3: { passmark_cpu: "30500" },
      2: { geekbench6_multi_source: "", geekbench6_multi_date: "" },
    });
    expect(problems(text)).toEqual([
      { line: 2, field: "geekbench6_multi_source", message: "is required" },
      { line: 2, field: "geekbench6_multi_date", message: "is required" },
      { line: 3, field: "passmark_cpu_statistic", message: "is required" },
      { line: 3, field: "passmark_cpu_source", message: "is required" },
      { line: 3, field: "passmark_cpu_date", message: "is required" },
    ]);
  });

  it("refuses provenance without a value, a bad statistic, date or link, and a fractional sample count", () => {
    const text = csvWith([ryzen], {
      2: {
        passmark_single_source: "Fixture Chart",
        geekbench6_multi_statistic: "average",
        geekbench6_multi_samples: "2.5",
        geekbench6_multi_date: "01/03/2026",
        cinebench_r23_multi_url: "example.com/chart",
      },
    });
    expect(problems(text)).toEqual(
      expect.arrayContaining([
        { line: 2, field: "passmark_single", message: "is required" },
        { line: 2, field: "geekbench6_multi_statistic", message: expect.stringContaining("mean") },
        { line: 2, field: "geekbench6_multi_samples", message: expect.any(String) },
        { line: 2, field: "geekbench6_multi_date", message: "must be a date YYYY-MM-DD" },
        { line: 2, field: "cinebench_r23_multi_url", message: expect.any(String) },
      ]),
    );
  });

  it("reads an empty samples cell as no stated count, and a statistic in any case", () => {
    const result = parseCpuCsv(
      csvWith([ryzen], {
        2: { cinebench_r23_multi_samples: "", cinebench_r23_multi_statistic: "Median" },
      }),
    );
    expect(result.ok && result.cpus[0]!.scores.cinebenchR23Multi).toMatchObject({
      statistic: "median",
      sampleCount: null,
    });
  });

  it("reads an empty spec source as none and a partial one as missing cells", () => {
    const none = parseCpuCsv(
      csvWith([ryzen], {
        2: { spec_source_name: "", spec_source_url: "", spec_source_date: "" },
      }),
    );
    expect(none.ok && none.cpus[0]!.specSource).toBeNull();
    expect(problems(csvWith([ryzen], { 2: { spec_source_url: "" } }))).toEqual([
      { line: 2, field: "spec_source_url", message: "is required" },
    ]);
  });
});

describe("parseCpuCsv", () => {
  it("accepts a byte order mark, Windows line endings, quoted commas and columns in any order", () => {
    const [, row] = cellsOf(cpusToCsv([ryzen]));
    const text = `\uFEFF${[...CSV_COLUMN_NAMES].reverse().join(",")}\r\n${quotedRow(row!.reverse())}\r\n`;
    const result = parseCpuCsv(text);
    expect(result).toMatchObject({ ok: true, cpus: [ryzen], partial: false });
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

  it("treats an empty cell as a missing value and leaves a benchmark with no cells out", () => {
    const emptied = Object.fromEntries(
      CSV_COLUMN_NAMES.filter((name) => name.startsWith("cinebench_r23_single")).map((name) => [
        name,
        " ",
      ]),
    );
    const result = parseCpuCsv(csvWith([ryzen], { 2: { socket: "", ...emptied } }));
    expect(result.ok && result.cpus[0]).toMatchObject({ socket: null });
    expect(result.ok && "cinebenchR23Single" in result.cpus[0]!.scores).toBe(false);
    expect(result.ok && result.cpus[0]!.scores.cinebenchR23Multi?.score).toBe(38_000);
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
    ]);
  });

  it("names the header's line when blank lines come first", () => {
    expect(problems(`\n\nid,nam\n`)[0]).toMatchObject({ line: 3, field: "nam" });
  });

  it("counts lines of the file, also after a quoted cell that spans lines", () => {
    const text = csvWith([ryzen, i5], { 2: { name: "AMD Ryzen 9\r\n7950X" }, 3: { cores: "x" } });
    // Names hold no line break (control characters are refused): the problem names line 2.
    expect(problems(text)).toEqual([
      { line: 2, field: "name", message: expect.stringContaining("control character") },
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
    expect(parseCpuCsv(`${CSV_COLUMN_NAMES.join(",")}\r\n`)).toEqual({
      ok: true,
      cpus: [],
      columns: CSV_COLUMN_NAMES,
      partial: false,
    });
  });
});

describe("files as spreadsheets save them", () => {
  /** The CSV of the given CPUs with another delimiter: every cell quoted, so no comma splits. */
  function withDelimiter(cpus: CpuInput[], delimiter: string): string {
    return cellsOf(cpusToCsv(cpus))
      .map((cells) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(delimiter))
      .join("\r\n");
  }

  it("tells the delimiter from the header line: comma, semicolon or tab, quotes ignored", () => {
    expect(detectDelimiter("id,name;x\n")).toBe(",");
    expect(detectDelimiter('id;name;"a,b,c"\n1,2,3,4')).toBe(";");
    expect(detectDelimiter("id\tname\tbrand")).toBe("\t");
    expect(detectDelimiter("id")).toBe(",");
  });

  it("reads a semicolon file (European Excel) and a tab file like a comma file", () => {
    const cpus = [ryzen, i5];
    for (const delimiter of [";", "\t"]) {
      const result = parseCpuCsv(withDelimiter(cpus, delimiter));
      expect(result, JSON.stringify(delimiter)).toMatchObject({ ok: true, cpus });
    }
  });

  it("reads a decimal comma in a semicolon file, and refuses it in a comma file", () => {
    const [header, row] = cellsOf(cpusToCsv([ryzen]));
    row![CSV_COLUMN_NAMES.indexOf("base_freq")] = "4,2";
    const semicolons = [header!, row!].map((cells) => cells.map((c) => `"${c}"`).join(";"));
    const result = parseCpuCsv(semicolons.join("\n"));
    expect(result.ok && result.cpus[0]!.baseFreq).toBe(4.2);
    expect(problems(csvWith([ryzen], { 2: { base_freq: "4,2" } }))).toEqual([
      { line: 2, field: "base_freq", message: "must be a number, not '4,2'" },
    ]);
  });
});

describe("partial files", () => {
  const stored = new Map([ryzen, i5].map((cpu) => [cpu.id, cpu]));

  it("change only the file's columns of stored CPUs and keep every other value", () => {
    const text = "id;tdp;price\namd-ryzen-9-7950x;120;549\nintel-core-i5-12600k;125;\n";
    const result = parseCpuCsv(text, stored);
    expect(result).toEqual({
      ok: true,
      cpus: [
        { ...ryzen, tdp: 120, price: 549 },
        { ...i5, tdp: 125, price: null },
      ],
      columns: ["id", "tdp", "price"],
      partial: true,
    });
  });

  it("update a figure's value with its provenance, keeping the figure's other cells", () => {
    const text = [
      "id,geekbench6_multi,geekbench6_multi_statistic,geekbench6_multi_source,geekbench6_multi_date",
      "amd-ryzen-9-7950x,20100,mean,New Chart,2026-09-01",
    ].join("\n");
    const result = parseCpuCsv(text, stored);
    expect(result.ok && result.cpus[0]!.scores).toEqual({
      ...ryzen.scores,
      geekbench6Multi: {
        ...ryzen.scores.geekbench6Multi,
        score: 20_100,
        statistic: "mean",
        sourceName: "New Chart",
        publishedOn: "2026-09-01",
      },
    });
  });

  it("refuse a value column without its statistic, source and date columns", () => {
    expect(problems("id,geekbench6_multi\namd-ryzen-9-7950x,20100\n")).toEqual(
      ["_statistic", "_source", "_date"].map((suffix) => ({
        line: 1,
        field: `geekbench6_multi${suffix}`,
        message: expect.stringContaining("needs its statistic, source and date columns"),
      })),
    );
  });

  it("always need the id column", () => {
    expect(problems("name,tdp\nAMD Ryzen 9 7950X,170\n")).toEqual([
      { line: 1, field: "id", message: "column is missing: every file needs it" },
    ]);
  });

  it("need every required field for a new CPU, naming the columns the file lacks", () => {
    const found = problems("id,name,tdp\nbrand-new-cpu,Brand New CPU,65\n");
    expect(found).toEqual(
      expect.arrayContaining([
        {
          line: 2,
          field: "brand",
          message: "is required for a new CPU, and the file has no such column",
        },
        {
          line: 2,
          field: "cores",
          message: "is required for a new CPU, and the file has no such column",
        },
      ]),
    );
    expect(found.map((p) => p.field)).not.toContain("name");
    expect(found.map((p) => p.field)).not.toContain("tdp");
  });
});

describe("formulas in exported text", () => {
  const formulas = [
    '=HYPERLINK("https://evil.example","Click")',
    "+1+1",
    "-2+3",
    "@SUM(A1)",
    "'=already quoted",
    "''+twice",
  ];

  it("are written with a leading single quote, so a spreadsheet shows them as text", () => {
    for (const name of formulas) {
      const [, row] = cellsOf(cpusToCsv([{ ...ryzen, name }]));
      const cell = row![CSV_COLUMN_NAMES.indexOf("name")]!;
      expect(cell).toBe(`'${name}`);
    }
    // Text that only contains such a character, and numbers, are written as they are.
    const [, row] = cellsOf(cpusToCsv([{ ...ryzen, name: "Ryzen 9 7950X-3D", price: 0 }]));
    expect(row![CSV_COLUMN_NAMES.indexOf("name")]).toBe("Ryzen 9 7950X-3D");
    expect(row![CSV_COLUMN_NAMES.indexOf("price")]).toBe("0");
  });

  it("come back unchanged from an export, the quote removed", () => {
    const cpus = formulas.map((name, i) => ({ ...ryzen, id: `formula-${i}`, name }));
    const result = parseCpuCsv(cpusToCsv(cpus));
    expect(result.ok && result.cpus.map((c) => c.name)).toEqual(formulas);
    // A text that starts with a quote but is no formula keeps it.
    const quoted = parseCpuCsv(cpusToCsv([{ ...ryzen, name: "'Quoted' edition" }]));
    expect(quoted.ok && quoted.cpus[0]!.name).toBe("'Quoted' edition");
  });
});
