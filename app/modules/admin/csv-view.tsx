import { Form, useNavigation } from "react-router";
import type { CsvProblem } from "~/modules/catalog/csv.server";
import {
  ErrorNotice,
  ScrollRegion,
  SuccessNotice,
  inputClass,
  primaryButton,
  secondaryButton,
} from "./admin-ui";
import { CSV_INTENT, plural, type ImportSummaryData } from "./csv-page";

/** The export: what the file holds, and its download. */
export function CsvExport() {
  return (
    <section aria-labelledby="csv-export" className="mt-6">
      <h2 id="csv-export" className="text-xl font-semibold">
        Export
      </h2>
      <p className="mt-2 text-gray-700">
        Every CPU as stored, one row per CPU: its specifications with their source, and each
        published benchmark figure with its statistic, sample count, source, link, date and version.
        The same columns import back unchanged.
      </p>
      <a href="/admin/cpus.csv" download className={`mt-3 ${secondaryButton}`}>
        Download the catalog as CSV
      </a>
    </section>
  );
}

/** How a file to import is laid out, and what an import does with it. */
export function CsvImportHelp() {
  return (
    <p className="mt-2 text-gray-700">
      The first row names the columns, as in the export; columns may be separated by commas,
      semicolons or tabs (as spreadsheets save them). Rows with a new ID add a CPU; rows with an
      existing ID replace it (visitors’ verified results are kept). A file may have only some
      columns: <code>id</code> and the ones to change. Existing CPUs then keep every other value; a
      new CPU needs all required fields. A benchmark value needs its statistic (run, mean or
      median), source name and date; leave the samples cell empty when the source does not state a
      count. Text that a spreadsheet would run as a formula (starting with <code>=</code>,{" "}
      <code>+</code>, <code>-</code> or <code>@</code>) is exported with a leading{" "}
      <code>&apos;</code>, which the import removes. If any row has a problem, nothing is imported.{" "}
      <strong>Preview</strong> checks the file and lists what would change, writing nothing.
    </p>
  );
}

/** The upload: the file, then Preview (writes nothing) or Import; both wait while one runs. */
export function CsvImportForm({ field, limitMb }: { field: string; limitMb: number }) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting";
  return (
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
          name={field}
          type="file"
          accept=".csv,text/csv"
          required
          aria-describedby="csv-file-hint"
          className={inputClass}
        />
        <p id="csv-file-hint" className="mt-1 text-sm text-gray-700">
          UTF-8 CSV, up to {limitMb} MB.
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
  );
}

/** What an import did or, previewed, would do: counts, the CPUs by outcome and the columns applied. */
export function ImportSummary({
  dryRun,
  created,
  updated,
  unchanged,
  columns,
  partial,
  ids,
  allColumns,
}: ImportSummaryData) {
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

/** Why nothing was imported: the file's problems by line and column, the first ones listed. */
export function CsvProblems({
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
