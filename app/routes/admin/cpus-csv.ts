import {
  adminFileMethodNotAllowed,
  adminFileUnavailable,
  csvDownload,
  serveAdminFile,
} from "~/modules/admin/admin-files.server";
import { exportCatalogCsv } from "~/modules/catalog/csv.server";
import type { Route } from "./+types/cpus-csv";

/**
 * The admin panel's "download CSV": the whole catalog as stored, in the columns the import takes
 * back. An operator's download: the admin's session only, refused like the panel's other files.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveAdminFile(request, context, async ({ db }) => {
    const outcome = await exportCatalogCsv(db);
    if (outcome.kind === "database-unavailable") return adminFileUnavailable();
    return csvDownload(outcome.csv, "cpus");
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminFileMethodNotAllowed(request);
}
