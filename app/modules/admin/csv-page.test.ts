import { describe, expect, it } from "vitest";
import type { CsvImportSummary } from "~/modules/catalog/csv.server";
import {
  CSV_INTENT,
  MAX_IDS_SHOWN,
  MAX_PROBLEMS_SHOWN,
  importAnswer,
  isPreview,
  plural,
  uploadRefusal,
} from "./csv-page";

const limits = { limitMb: 2, allColumns: 12 };

const summary = (ids: Partial<CsvImportSummary["ids"]> = {}): CsvImportSummary => {
  const all = { created: [], updated: [], unchanged: [], ...ids };
  return {
    kind: "imported",
    dryRun: false,
    created: all.created.length,
    updated: all.updated.length,
    unchanged: all.unchanged.length,
    columns: ["id", "name"],
    partial: true,
    ids: all,
  };
};

describe("uploadRefusal", () => {
  it("words each unreadable upload with its status", () => {
    const answers = [
      uploadRefusal({ ok: false, problem: "too-large", limitBytes: 2 * 1024 * 1024 }, limits),
      uploadRefusal({ ok: false, problem: "missing-file" }, limits),
      uploadRefusal({ ok: false, problem: "not-multipart", contentType: "text/plain" }, limits),
      uploadRefusal({ ok: false, problem: "not-utf8" }, limits),
      uploadRefusal({ ok: false, problem: "not-a-form" }, limits),
      uploadRefusal({ ok: false, problem: "broken-body" }, limits),
      uploadRefusal(
        { ok: false, problem: "server-busy", message: "The server is busy", retryAfterSeconds: 5 },
        limits,
      ),
    ];
    expect(answers).toEqual([
      {
        result: { kind: "refused", message: "The file is larger than 2 MB. Nothing was imported." },
        status: 413,
      },
      { result: { kind: "refused", message: "Choose a CSV file to upload." }, status: 400 },
      { result: { kind: "refused", message: "Choose a CSV file to upload." }, status: 415 },
      {
        result: { kind: "refused", message: "The file is not UTF-8 text. Save it as UTF-8 CSV." },
        status: 422,
      },
      {
        result: {
          kind: "refused",
          message: "The body is not valid multipart/form-data. Nothing was imported.",
        },
        status: 400,
      },
      {
        result: {
          kind: "refused",
          message: "The body could not be read: it broke off. Nothing was imported.",
        },
        status: 400,
      },
      {
        result: { kind: "refused", message: "The server is busy. Nothing was imported." },
        status: 503,
      },
    ]);
  });

  it("refuses a file that was read but holds nothing", () => {
    expect(uploadRefusal({ ok: true, text: " \n" }, limits)).toEqual({
      result: { kind: "refused", message: "Choose a CSV file to upload: this one is empty." },
      status: 400,
    });
  });
});

describe("importAnswer", () => {
  it("summarises an import, naming at most MAX_IDS_SHOWN CPUs per outcome", () => {
    const updated = Array.from({ length: MAX_IDS_SHOWN + 3 }, (_, i) => `cpu-${i}`);
    const { result, status } = importAnswer(
      summary({ created: ["new-cpu"], updated }),
      false,
      limits,
    );
    expect(status).toBe(200);
    expect(result).toEqual({
      ...summary({ created: ["new-cpu"], updated }),
      allColumns: 12,
      ids: {
        created: { shown: ["new-cpu"], total: 1 },
        updated: { shown: updated.slice(0, MAX_IDS_SHOWN), total: MAX_IDS_SHOWN + 3 },
        unchanged: { shown: [], total: 0 },
      },
    });
  });

  it("lists the first MAX_PROBLEMS_SHOWN problems, counts them all and says if it was a preview", () => {
    const problems = Array.from({ length: MAX_PROBLEMS_SHOWN + 1 }, (_, i) => ({
      line: i + 2,
      field: i % 2 ? "cores" : null,
      message: "Not a number",
    }));
    expect(importAnswer({ kind: "invalid", problems }, true, limits)).toEqual({
      result: {
        kind: "invalid",
        problems: problems.slice(0, MAX_PROBLEMS_SHOWN),
        total: MAX_PROBLEMS_SHOWN + 1,
        dryRun: true,
      },
      status: 422,
    });
    expect(
      importAnswer({ kind: "invalid", problems: problems.slice(0, 1) }, false, limits),
    ).toEqual({
      result: { kind: "invalid", problems: problems.slice(0, 1), total: 1, dryRun: false },
      status: 422,
    });
  });

  it("says why nothing was imported: too large, a conflict, the database", () => {
    expect(importAnswer({ kind: "too-large", limitBytes: 1 }, false, limits)).toEqual({
      result: { kind: "refused", message: "The file is larger than 2 MB. Nothing was imported." },
      status: 413,
    });
    expect(importAnswer({ kind: "conflict", id: "cpu-x" }, false, limits)).toEqual({
      result: {
        kind: "refused",
        message: "A CPU with the ID 'cpu-x' was added meanwhile. Nothing was imported; try again.",
      },
      status: 409,
    });
    expect(importAnswer({ kind: "database-unavailable" }, true, limits)).toEqual({
      result: {
        kind: "refused",
        message: "The database did not accept the import. Nothing was written.",
      },
      status: 503,
    });
  });
});

describe("isPreview", () => {
  it("is the Preview button's ?intent=preview, and nothing else", () => {
    expect(isPreview(new URLSearchParams(`${CSV_INTENT.field}=${CSV_INTENT.preview}`))).toBe(true);
    expect(isPreview(new URLSearchParams("intent=import"))).toBe(false);
    expect(isPreview(new URLSearchParams(""))).toBe(false);
  });
});

describe("plural", () => {
  it("counts in English with the noun for one or many", () => {
    expect(plural(1, "CPU", "CPUs")).toBe("1 CPU");
    expect(plural(0, "CPU", "CPUs")).toBe("0 CPUs");
    expect(plural(1234, "problem", "problems")).toBe("1,234 problems");
  });
});
