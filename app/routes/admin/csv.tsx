import { data, Form, useNavigation } from "react-router";
import { logger } from "~/logger.server";
import { adminHeaders, requireAdmin } from "~/modules/admin/admin-access.server";
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
import { ApiError } from "~/modules/api/api-error";
import { CSV_FIELD, readCsvUpload } from "~/modules/api/request-body.server";
import { importCpuCsv, MAX_CSV_BYTES, type CsvProblem } from "~/modules/catalog/csv.server";
import type { Route } from "./+types/csv";

export const headers = adminHeaders;
export const meta = () => adminMeta("CSV import and export");

const LIMIT_MB = MAX_CSV_BYTES / (1024 * 1024);
/** Problems listed on the page; a file with more is wrong throughout and the count says so. */
const MAX_PROBLEMS_SHOWN = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(request, context);
  return { email: admin.email, limitMb: LIMIT_MB, field: CSV_FIELD };
}

type ImportResult =
  | { kind: "imported"; created: number; updated: number; unchanged: number }
  | { kind: "invalid"; problems: CsvProblem[]; total: number }
  | { kind: "refused"; message: string };

function answer(result: ImportResult, status: number) {
  return data(result, { status, headers: adminHeaders() });
}

const TOO_LARGE = `The file is larger than ${LIMIT_MB} MB. Nothing was imported.`;

/** The upload's refusal in the operator's words. */
function refusal(error: ApiError): string {
  if (error.status === 413) return TOO_LARGE;
  if (error.code === "missing_file" || error.status === 415) return "Choose a CSV file to upload.";
  if (error.code === "invalid_csv") return "The file is not UTF-8 text. Save it as UTF-8 CSV.";
  return `${error.message}. Nothing was imported.`;
}

/** Imports the uploaded file: all rows or none (importCpuCsv). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requireAdmin(request, context);
  let text: string;
  try {
    text = await readCsvUpload(request);
  } catch (error) {
    if (error instanceof ApiError)
      return answer({ kind: "refused", message: refusal(error) }, error.status);
    logger.error({ err: error }, "Admin: reading a CSV upload failed");
    return answer({ kind: "refused", message: "The file could not be read. Try again." }, 400);
  }
  if (text.trim() === "")
    return answer(
      { kind: "refused", message: "Choose a CSV file to upload: this one is empty." },
      400,
    );
  try {
    const outcome = await importCpuCsv(db, text);
    switch (outcome.kind) {
      case "imported":
        return answer(outcome, 200);
      case "too-large":
        return answer({ kind: "refused", message: TOO_LARGE }, 413);
      case "invalid":
        return answer(
          {
            kind: "invalid",
            problems: outcome.problems.slice(0, MAX_PROBLEMS_SHOWN),
            total: outcome.problems.length,
          },
          422,
        );
    }
  } catch (error) {
    logger.error({ err: error }, "Admin: a CSV import failed");
    return answer(
      { kind: "refused", message: "The database did not accept the import. Nothing was written." },
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
          The first row names the columns, as in the export. Rows with a new ID add a CPU; rows with
          an existing ID replace it (visitors’ verified results are kept). A benchmark value needs
          its statistic (run, mean or median), source name and date; leave the samples cell empty
          when the source does not state a count. If any row has a problem, nothing is imported.
        </p>
        {actionData?.kind === "imported" && (
          <SuccessNotice>
            Import complete: {plural(actionData.created, "CPU", "CPUs")} created,{" "}
            {actionData.updated.toLocaleString("en-US")} updated,{" "}
            {actionData.unchanged.toLocaleString("en-US")} unchanged.
          </SuccessNotice>
        )}
        {actionData?.kind === "refused" && <ErrorNotice>{actionData.message}</ErrorNotice>}
        {actionData?.kind === "invalid" && <CsvProblems {...actionData} />}
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
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
          <button type="submit" disabled={importing} className={primaryButton}>
            {importing ? "Importing..." : "Import"}
          </button>
        </Form>
      </section>
    </AdminPage>
  );
}

function CsvProblems({ problems, total }: { problems: CsvProblem[]; total: number }) {
  return (
    <ErrorNotice>
      <p className="font-semibold">
        Nothing was imported: the file has {plural(total, "problem", "problems")}.
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
