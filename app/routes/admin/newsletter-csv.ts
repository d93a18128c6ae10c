import { csvDownload, serveAdminFile } from "~/modules/admin/admin-files.server";
import { newsletterCsv } from "~/modules/admin/newsletter.server";
import type { Route } from "./+types/newsletter-csv";

/** Every newsletter sign-up as CSV: the admin's session only, refused like the panel's other files. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveAdminFile(request, context, async ({ db }) =>
    csvDownload(await newsletterCsv(db), "newsletter"),
  );
}
