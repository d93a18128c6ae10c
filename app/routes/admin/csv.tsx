import { data, Form, useNavigation } from "react-router";
import { logger } from "~/logger.server";
import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import {
  AdminPage,
  ErrorNotice,
  ScrollRegion,
  SuccessNotice,
  inputClass,
  primaryButton,
  secondaryButton,
} from "~/modules/admin/admin-ui";
import { CSV_FIELD, readCsvUpload, type CsvUpload } from "~/modules/catalog/csv-upload.server";
import {
  CSV_COLUMN_NAMES,
  importCpuCsv,
  MAX_CSV_BYTES,
  type CsvImportOutcome,
  type CsvImportSummary,
  type CsvProblem,
} from "~/modules/catalog/csv.server";
import type { Route } from "./+types/csv";

export const headers = adminHeaders;
export const meta = () => adminMeta("CSV import and export");

const LIMIT_MB = MAX_CSV_BYTES / (1024 * 1024);
/** Problems listed on the page; a file with more is wrong throughout and the count says so. */
const MAX_PROBLEMS_SHOWN = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requirePanelAdmin(request, context);
  return { email: admin.email, limitMb: LIMIT_MB, field: CSV_FIELD };
}

/** CPUs named per outcome on the page; the counts say how many more there are. */
const MAX_IDS_SHOWN = 50;

type ImportResult =
  | (Omit<CsvImportSummary, "ids"> & {
      ids: Record<keyof CsvImportSummary["ids"], { shown: string[]; total: number }>;
      /** How many columns a complete file has. */
      allColumns: number;
    })
  | { kind: "invalid"; problems: CsvProblem[]; total: number; dryRun: boolean }
  | { kind: "refused"; message: string };

function answer(result: ImportResult, status: number) {
  return data(result, { status, headers: adminHeaders() });
}

const TOO_LARGE = `The file is larger than ${LIMIT_MB} MB. Nothing was imported.`;

/** Why an upload could not be read, in the operator's words, and the answer's status. */
function unreadable(upload: Exclude<CsvUpload, { ok: true }>): { message: string; status: number } {
  switch (upload.problem) {
    case "too-large":
      return { message: TOO_LARGE, status: 413 };
    case "missing-file":
      return { message: "Choose a CSV file to upload.", status: 400 };
    case "not-multipart":
      return { message: "Choose a CSV file to upload.", status: 415 };
    case "not-utf8":
      return { message: "The file is not UTF-8 text. Save it as UTF-8 CSV.", status: 422 };
    case "not-a-form":
      return {
        message: "The body is not valid multipart/form-data. Nothing was imported.",
        status: 400,
      };
    case "broken-body":
      return {
        message: "The body could not be read: it broke off. Nothing was imported.",
        status: 400,
      };
    case "server-busy":
      return { message: `${upload.message}. Nothing was imported.`, status: 503 };
  }
}

/** The form's two buttons: check the file and say what would change, or import it. */
const CSV_INTENT = { field: "intent", preview: "preview", import: "import" } as const;

/**
 * Imports the uploaded file: all rows or none (importCpuCsv); with the
 * Preview button (`?intent=preview` on the form's action) nothing is written
 * and the page says what an import would do.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requirePanelAdmin(request, context);
  const dryRun = new URL(request.url).searchParams.get(CSV_INTENT.field) === CSV_INTENT.preview;
  const upload = await readCsvUpload(request);
  if (!upload.ok) {
    const { message, status } = unreadable(upload);
    return answer({ kind: "refused", message }, status);
  }
  if (upload.text.trim() === "")
    return answer(
      { kind: "refused", message: "Choose a CSV file to upload: this one is empty." },
      400,
    );
  let outcome: CsvImportOutcome;
  try {
    outcome = await importCpuCsv(db, upload.text, { dryRun });
  } catch (error) {
    logger.error({ err: error }, "Admin: a CSV import failed");
    outcome = { kind: "database-unavailable" };
  }
  switch (outcome.kind) {
    case "imported": {
      const listed = (ids: string[]) => ({
        shown: ids.slice(0, MAX_IDS_SHOWN),
        total: ids.length,
      });
      return answer(
        {
          ...outcome,
          allColumns: CSV_COLUMN_NAMES.length,
          ids: {
            created: listed(outcome.ids.created),
            updated: listed(outcome.ids.updated),
            unchanged: listed(outcome.ids.unchanged),
          },
        },
        200,
      );
    }
    case "too-large":
      return answer({ kind: "refused", message: TOO_LARGE }, 413);
    case "invalid":
      return answer(
        {
          kind: "invalid",
          problems: outcome.problems.slice(0, MAX_PROBLEMS_SHOWN),
          total: outcome.problems.length,
          dryRun,
        },
        422,
      );
    case "conflict":
      return answer(
        {
          kind: "refused",
          message: `A CPU with the ID '${outcome.id}' was added meanwhile. Nothing was imported; try again.`,
        },
        409,
      );
    case "database-unavailable":
      return answer(
        {
          kind: "refused",
          message: "The database did not accept the import. Nothing was written.",
        },
        503,
      );
  }
}

const plural = (n: number, one: string, other: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : other}`;

export default function CsvPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting";
  return (
    <AdminPage title="CSV import and export" email={loaderData.email}>
      <section aria-labelledby="csv-export" className="mt-6">
        <h2 id="csv-export" className="text-xl font-semibold">
          Export
        </h2>
        <p className="mt-2 text-gray-700">
          Every CPU as stored, one row per CPU: its specifications with their source, and each
          published benchmark figure with its statistic, sample count, source, link, date and
          version. The same columns import back unchanged.
        </p>
        <a href="/admin/cpus.csv" download className={`mt-3 ${secondaryButton}`}>
          Download the catalog as CSV
        </a>
      </section>
      <section aria-labelledby="csv-import" className="mt-8">
        <h2 id="csv-import" className="text-xl font-semibold">
          Import
        </h2>
        <p className="mt-2 text-gray-700">
          The first row names the columns, as in the export; columns may be separated by commas,
          semicolons or tabs (as spreadsheets save them). Rows with a new ID add a CPU; rows with an
          existing ID replace it (visitors’ verified results are kept). A file may have only some
          columns: <code>id</code> and the ones to change. Existing CPUs then keep every other
          value; a new CPU needs all required fields. A benchmark value needs its statistic (run,
          mean or median), source name and date; leave the samples cell empty when the source does
          not state a count. Text that a spreadsheet would run as a formula (starting with{" "}
          <code>=</code>, <code>+</code>, <code>-</code> or <code>@</code>) is exported with a
          leading <code>&apos;</code>, which the import removes. If any row has a problem, nothing
          is imported. <strong>Preview</strong> checks the file and lists what would change, writing
          nothing.
        </p>
        {actionData?.kind === "imported" && <ImportSummary {...actionData} />}
        {actionData?.kind === "refused" && <ErrorNotice>{actionData.message}</ErrorNotice>}
        {actionData?.kind === "invalid" && <CsvProblems {...actionData} />}
        <Form
          method="post"
          // Named, so Import never keeps the Preview's ?intent= of the last submission.
          action="/admin/csv"
          encType="multipart/form-data"
          className="mt-4 space-y-4"
        >
          <div>
            <label htmlFor="csv-file" className="font-medium">
              CSV file
            </label>
            <input
              id="csv-file"
              name={loaderData.field}
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby="csv-file-hint"
              className={inputClass}
            />
            <p id="csv-file-hint" className="mt-1 text-sm text-gray-700">
              UTF-8 CSV, up to {loaderData.limitMb} MB.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              formAction={`/admin/csv?${CSV_INTENT.field}=${CSV_INTENT.preview}`}
              disabled={importing}
              className={secondaryButton}
            >
              Preview
            </button>
            <button type="submit" disabled={importing} className={primaryButton}>
              {importing ? "Importing..." : "Import"}
            </button>
          </div>
        </Form>
      </section>
    </AdminPage>
  );
}

type Summary = Extract<ImportResult, { kind: "imported" }>;

/** What an import did or, previewed, would do: counts, the CPUs by outcome and the columns applied. */
function ImportSummary({
  dryRun,
  created,
  updated,
  unchanged,
  columns,
  partial,
  ids,
  allColumns,
}: Summary) {
  const groups = [
    { label: dryRun ? "New" : "Created", list: ids.created },
    { label: dryRun ? "Would be updated" : "Updated", list: ids.updated },
    { label: "Unchanged", list: ids.unchanged },
  ].filter((g) => g.list.total > 0);
  return (
    <SuccessNotice>
      <p className="font-semibold">
        {dryRun ? "Preview, nothing written: " : "Import complete: "}
        {plural(created, "CPU", "CPUs")} {dryRun ? "new" : "created"},{" "}
        {updated.toLocaleString("en-US")} {dryRun ? "to update" : "updated"},{" "}
        {unchanged.toLocaleString("en-US")} unchanged.
      </p>
      <p className="mt-2">
        {partial ? (
          <>
            The file has {columns.length} of {allColumns} columns; only these{" "}
            {dryRun ? "would be" : "were"} applied, and existing CPUs keep their other values:{" "}
            <span className="break-words">{columns.join(", ")}</span>.
          </>
        ) : (
          <>The file has every column: each CPU is taken as a whole.</>
        )}
      </p>
      {groups.length > 0 && (
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {groups.map(({ label, list }) => (
            <div key={label} className="contents">
              <dt className="font-medium">
                {label} ({list.total.toLocaleString("en-US")})
              </dt>
              <dd className="break-words">
                {list.shown.join(", ")}
                {list.total > list.shown.length &&
                  ` and ${(list.total - list.shown.length).toLocaleString("en-US")} more`}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </SuccessNotice>
  );
}

function CsvProblems({
  problems,
  total,
  dryRun,
}: {
  problems: CsvProblem[];
  total: number;
  dryRun: boolean;
}) {
  return (
    <ErrorNotice>
      <p className="font-semibold">
        {dryRun ? "This file cannot be imported" : "Nothing was imported"}: the file has{" "}
        {plural(total, "problem", "problems")}.
        {total > problems.length && ` The first ${problems.length} are listed.`}
      </p>
      <ScrollRegion label="Problems in the file" className="mt-2 max-h-80">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                Line
              </th>
              <th scope="col" className="py-1 pr-3">
                Column
              </th>
              <th scope="col" className="py-1">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, i) => (
              <tr key={i} className="border-t border-red-200 align-top">
                <td className="tabular py-1 pr-3">{p.line}</td>
                <td className="py-1 pr-3">{p.field ?? "(whole row)"}</td>
                <td className="py-1">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </ErrorNotice>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
