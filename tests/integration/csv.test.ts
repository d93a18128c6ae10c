import { createHash, randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { REFERENCE_SCORES_RECORDED_ON } from "~/db/reference-data";
import { apiTokens, benchmarkResults, cpus, user } from "~/db/schema";
import { apiErrorSchema } from "~/modules/api/api-error";
import { apiCpuDetailSchema } from "~/modules/api/cpu-shape";
import { recomputeOverallScore } from "~/modules/catalog/cpu-store.server";
import { refreshCatalog } from "~/modules/catalog/catalog.server";
import { CSV_COLUMN_NAMES, importCpuCsv, MAX_CSV_BYTES } from "~/modules/catalog/csv.server";
import * as cpusCsvRoute from "~/routes/admin/cpus-csv";
import * as cpuRoute from "~/routes/api/cpu";
import * as uploadRoute from "~/routes/api/upload-csv";
import { useSeededDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";

const TOKEN = "crk_csv-test-admin-token";
const AUTH = { Authorization: `Bearer ${TOKEN}` };

describe.each(testDatabases)("CSV import and export on $name", (database) => {
  const seededDatabase = useSeededDatabase(database);
  let db: Database;

  const context = () => ({ db });

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
    const response = await uploadRoute.action({ request, params: {}, context: context() } as never);
    expect(response.status).not.toBe(500);
    return response;
  }

  async function exportCsv(): Promise<Response> {
    const request = new Request("http://localhost/admin/cpus.csv", { headers: AUTH });
    return cpusCsvRoute.loader({ request, params: {}, context: context() } as never);
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
    db = seededDatabase();
    const id = randomUUID();
    await db
      .insert(user)
      .values({ id, name: "Admin", email: "csv-admin@example.com", role: "admin" });
    await db.insert(apiTokens).values({
      name: "CSV tests",
      tokenHash: createHash("sha256").update(TOKEN).digest("hex"),
      userId: id,
    });
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
      cpuId: "amd-ryzen-9-7950x",
      benchmark: "cinebench-r23-multi",
      score: 37000,
      source: "visitor",
      sampleCount: 3,
      recordedOn: "2026-11-20",
    });
    await recomputeOverallScore(db, "amd-ryzen-9-7950x");
    await refreshCatalog(db);
    const exported = await exportText();
    const cpusBefore = await db.select().from(cpus).orderBy(cpus.id);
    const resultsBefore = await db.select().from(benchmarkResults).orderBy(benchmarkResults.id);
    const detailBefore = await cpuDetail("amd-ryzen-9-7950x");

    const response = await upload(exported);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ created: 0, updated: 0, unchanged: cpusBefore.length });

    expect(await db.select().from(cpus).orderBy(cpus.id)).toEqual(cpusBefore);
    expect(await db.select().from(benchmarkResults).orderBy(benchmarkResults.id)).toEqual(
      resultsBefore,
    );
    expect(await cpuDetail("amd-ryzen-9-7950x")).toEqual(detailBefore);
    expect(detailBefore?.scores.cinebenchR23Multi?.source).toBe("mixed");
    expect(await exportText()).toBe(exported);
  });

  it("creates new ids and updates existing ones, then shows them through the API", async () => {
    const text = await csvOf(["amd-ryzen-5-7600x", "intel-core-i5-12600k"], {
      2: { id: "amd-ryzen-5-7600x-csv", name: "AMD Ryzen 5 7600X (CSV)" },
      3: { price: "199", cinebench_r23_multi: "17500" },
    });
    const before = await cpuCount();
    const response = await upload(text);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await cpuCount()).toBe(before + 1);
    expect(await cpuDetail("amd-ryzen-5-7600x-csv")).toMatchObject({
      name: "AMD Ryzen 5 7600X (CSV)",
    });
    const updated = await cpuDetail("intel-core-i5-12600k");
    expect(updated).toMatchObject({ price: 199, benchmarkScore: 17500 });
    expect(updated?.scores.cinebenchR23Multi).toMatchObject({ value: 17500, source: "reference" });
    // Scores of the row that did not change keep their date.
    const [kept] = await db
      .select()
      .from(benchmarkResults)
      .where(
        and(
          eq(benchmarkResults.cpuId, "amd-ryzen-5-7600x"),
          eq(benchmarkResults.source, "reference"),
        ),
      );
    expect(kept?.recordedOn).toBe(REFERENCE_SCORES_RECORDED_ON);
  });

  it("accepts a byte order mark, Windows line endings and quoted commas", async () => {
    const text = await csvOf(["amd-ryzen-7-7700x"], {
      2: { id: "amd-ryzen-7-7700x-bom", instruction_set: 'x86-64, AVX-512, "VNNI"' },
    });
    const response = await upload(`\uFEFF${text.replaceAll("\n", "\r\n")}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(await cpuDetail("amd-ryzen-7-7700x-bom")).toMatchObject({
      instructionSet: 'x86-64, AVX-512, "VNNI"',
    });
  });

  describe("a file with any invalid row", () => {
    const cases: [string, () => Promise<string>, { line: number; field: string | null }[]][] = [
      [
        "a missing required value",
        () => csvOf(["amd-ryzen-9-7900x", "intel-core-i9-13900k"], { 3: { name: "" } }),
        [{ line: 3, field: "name" }],
      ],
      [
        "a value of the wrong type",
        () => csvOf(["amd-ryzen-9-7900x", "intel-core-i9-13900k"], { 3: { cores: "many" } }),
        [{ line: 3, field: "cores" }],
      ],
      [
        "an unknown brand",
        () => csvOf(["amd-ryzen-9-7900x"], { 2: { brand: "Qualcomm" } }),
        [{ line: 2, field: "brand" }],
      ],
      [
        "fewer threads than cores",
        () =>
          csvOf(["amd-ryzen-9-7900x"], {
            2: { threads: "6", performance_core_threads: "", efficiency_core_threads: "" },
          }),
        [{ line: 2, field: "threads" }],
      ],
      [
        "an id that is not a slug",
        () => csvOf(["amd-ryzen-9-7900x"], { 2: { id: "amd-a-vs-b" } }),
        [{ line: 2, field: "id" }],
      ],
      [
        "an id twice",
        () => csvOf(["intel-core-i9-13900k", "amd-ryzen-9-7900x", "intel-core-i9-13900k"]),
        [{ line: 4, field: "id" }],
      ],
      [
        "an unknown column",
        async () => (await csvOf(["amd-ryzen-9-7900x"])).replace("id,name", "id,nam"),
        [
          { line: 1, field: "nam" },
          { line: 1, field: "name" },
        ],
      ],
      [
        "a missing column",
        async () => {
          const [header, row] = (await csvOf(["amd-ryzen-9-7900x"])).split("\n");
          const keep = (cells: string[]) => cells.filter((_, i) => i !== 4);
          const cells = parse(row!)[0] as string[];
          return `${keep(header!.split(",")).join(",")}\n${quoted(keep(cells))}\n`;
        },
        [{ line: 1, field: "cores" }],
      ],
    ];

    it.each(cases)(
      "(%s) answers 422 by line and column and writes nothing",
      async (_, make, expected) => {
        // A valid new CPU on the first data line: it must not be written either.
        const text = (await make()).replace(/\n"amd-ryzen-9-7900x"/, '\n"amd-ryzen-9-7900x-new"');
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
    const response = await uploadRoute.action({ request, params: {}, context: context() } as never);
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.message).toContain(
      MAX_CSV_BYTES.toLocaleString("en"),
    );
    expect(sent).toBeLessThan(MAX_CSV_BYTES * 2);
  });

  it("answers 400 without the csvFile field, 415 for a body that is not a form, 422 for binary", async () => {
    const missing = await upload(await csvOf(["amd-ryzen-9-7900x"]), { field: "file" });
    expect(missing.status).toBe(400);
    expect(apiErrorSchema.parse(await missing.json()).error).toMatchObject({
      code: "missing_file",
      fields: { csvFile: ["is required"] },
    });
    const request = new Request("http://localhost/api/upload-csv", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "text/csv" },
      body: await csvOf(["amd-ryzen-9-7900x"]),
    });
    const notForm = await uploadRoute.action({ request, params: {}, context: context() } as never);
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

  it("gives the admin panel the same outcomes through importCpuCsv", async () => {
    const invalid = await importCpuCsv(
      db,
      await csvOf(["amd-ryzen-9-7900x"], { 2: { cores: "x" } }),
    );
    expect(invalid).toEqual({
      kind: "invalid",
      problems: [{ line: 2, field: "cores", message: "must be a number, not 'x'" }],
    });
    const same = await importCpuCsv(db, await csvOf(["amd-ryzen-9-7900x"]));
    expect(same).toEqual({ kind: "imported", created: 0, updated: 0, unchanged: 1 });
  });
});
