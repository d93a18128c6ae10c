import { data } from "react-router";
import { logger } from "~/logger.server";
import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { AdminPage, ErrorNotice } from "~/modules/admin/admin-ui";
import { importAnswer, isPreview, uploadRefusal, type CsvAnswer } from "~/modules/admin/csv-page";
import {
  CsvExport,
  CsvImportForm,
  CsvImportHelp,
  CsvProblems,
  ImportSummary,
} from "~/modules/admin/csv-view";
import { CSV_FIELD, readCsvUpload } from "~/modules/catalog/csv-upload.server";
import {
  CSV_COLUMN_NAMES,
  importCpuCsv,
  MAX_CSV_BYTES,
  type CsvImportOutcome,
} from "~/modules/catalog/csv.server";
import type { Route } from "./+types/csv";

export const headers = adminHeaders;
export const meta = () => adminMeta("CSV import and export");

const LIMITS = { limitMb: MAX_CSV_BYTES / (1024 * 1024), allColumns: CSV_COLUMN_NAMES.length };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requirePanelAdmin(request, context);
  return { email: admin.email, limitMb: LIMITS.limitMb, field: CSV_FIELD };
}

const answer = ({ result, status }: CsvAnswer) => data(result, { status, headers: adminHeaders() });

/**
 * Imports the uploaded file: all rows or none (importCpuCsv); with the
 * Preview button (`?intent=preview` on the form's action) nothing is written
 * and the page says what an import would do.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { db } = await requirePanelAdmin(request, context);
  const dryRun = isPreview(url.searchParams);
  const upload = await readCsvUpload(request);
  if (!upload.ok || upload.text.trim() === "") return answer(uploadRefusal(upload, LIMITS));
  let outcome: CsvImportOutcome;
  try {
    outcome = await importCpuCsv(db, upload.text, { dryRun });
  } catch (error) {
    logger.error({ err: error }, "Admin: a CSV import failed");
    outcome = { kind: "database-unavailable" };
  }
  return answer(importAnswer(outcome, dryRun, LIMITS));
}

export default function CsvPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="CSV import and export" email={loaderData.email}>
      <CsvExport />
      <section aria-labelledby="csv-import" className="mt-8">
        <h2 id="csv-import" className="text-xl font-semibold">
          Import
        </h2>
        <CsvImportHelp />
        {actionData?.kind === "imported" && <ImportSummary {...actionData} />}
        {actionData?.kind === "refused" && <ErrorNotice>{actionData.message}</ErrorNotice>}
        {actionData?.kind === "invalid" && <CsvProblems {...actionData} />}
        <CsvImportForm field={loaderData.field} limitMb={loaderData.limitMb} />
      </section>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
