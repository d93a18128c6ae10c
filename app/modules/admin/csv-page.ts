import type { CsvUpload } from "~/modules/catalog/csv-upload.server";
import type { CsvImportOutcome, CsvImportSummary, CsvProblem } from "~/modules/catalog/csv.server";

// The CSV page's answers to an upload (routes/admin/csv.tsx): what the page shows and the status,
// worded for the operator. The limits come from the importer, so this stays pure.

/** Problems listed on the page; a file with more is wrong throughout and the count says so. */
export const MAX_PROBLEMS_SHOWN = 200;
/** CPUs named per outcome on the page; the counts say how many more there are. */
export const MAX_IDS_SHOWN = 50;

/** The form's two buttons: check the file and say what would change, or import it. */
export const CSV_INTENT = { field: "intent", preview: "preview", import: "import" } as const;

/** Whether the form's action asks for a preview (`?intent=preview`): nothing is written. */
export const isPreview = (params: URLSearchParams) =>
  params.get(CSV_INTENT.field) === CSV_INTENT.preview;

/** What the importer allows, as the page words it. */
export interface CsvLimits {
  /** The largest file, in MB. */
  limitMb: number;
  /** How many columns a complete file has. */
  allColumns: number;
}

/** What the page shows after an upload: the import's summary, the file's problems or a refusal. */
export type ImportResult =
  | (Omit<CsvImportSummary, "ids"> & {
      ids: Record<keyof CsvImportSummary["ids"], { shown: string[]; total: number }>;
      /** How many columns a complete file has. */
      allColumns: number;
    })
  | { kind: "invalid"; problems: CsvProblem[]; total: number; dryRun: boolean }
  | { kind: "refused"; message: string };

export type ImportSummaryData = Extract<ImportResult, { kind: "imported" }>;

/** What the page shows and the answer's status. */
export interface CsvAnswer {
  result: ImportResult;
  status: number;
}

const refused = (message: string, status: number): CsvAnswer => ({
  result: { kind: "refused", message },
  status,
});

const tooLarge = ({ limitMb }: Pick<CsvLimits, "limitMb">) =>
  refused(`The file is larger than ${limitMb} MB. Nothing was imported.`, 413);

/** Why an upload cannot be imported, in the operator's words: it could not be read, or is empty. */
export function uploadRefusal(upload: CsvUpload, limits: Pick<CsvLimits, "limitMb">): CsvAnswer {
  if (upload.ok) return refused("Choose a CSV file to upload: this one is empty.", 400);
  switch (upload.problem) {
    case "too-large":
      return tooLarge(limits);
    case "missing-file":
      return refused("Choose a CSV file to upload.", 400);
    case "not-multipart":
      return refused("Choose a CSV file to upload.", 415);
    case "not-utf8":
      return refused("The file is not UTF-8 text. Save it as UTF-8 CSV.", 422);
    case "not-a-form":
      return refused("The body is not valid multipart/form-data. Nothing was imported.", 400);
    case "broken-body":
      return refused("The body could not be read: it broke off. Nothing was imported.", 400);
    case "server-busy":
      return refused(`${upload.message}. Nothing was imported.`, 503);
  }
}

/**
 * What the page shows for an import's outcome (or, with `dryRun`, a preview's): the summary with
 * at most MAX_IDS_SHOWN CPUs named per outcome, the first MAX_PROBLEMS_SHOWN problems, or why
 * nothing was imported.
 */
export function importAnswer(
  outcome: CsvImportOutcome,
  dryRun: boolean,
  limits: CsvLimits,
): CsvAnswer {
  switch (outcome.kind) {
    case "imported": {
      const listed = (ids: string[]) => ({
        shown: ids.slice(0, MAX_IDS_SHOWN),
        total: ids.length,
      });
      return {
        result: {
          ...outcome,
          allColumns: limits.allColumns,
          ids: {
            created: listed(outcome.ids.created),
            updated: listed(outcome.ids.updated),
            unchanged: listed(outcome.ids.unchanged),
          },
        },
        status: 200,
      };
    }
    case "too-large":
      return tooLarge(limits);
    case "invalid":
      return {
        result: {
          kind: "invalid",
          problems: outcome.problems.slice(0, MAX_PROBLEMS_SHOWN),
          total: outcome.problems.length,
          dryRun,
        },
        status: 422,
      };
    case "conflict":
      return refused(
        `A CPU with the ID '${outcome.id}' was added meanwhile. Nothing was imported; try again.`,
        409,
      );
    case "database-unavailable":
      return refused("The database did not accept the import. Nothing was written.", 503);
  }
}

/** A count and its noun: "1 CPU", "1,234 CPUs". */
export const plural = (n: number, one: string, other: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : other}`;
