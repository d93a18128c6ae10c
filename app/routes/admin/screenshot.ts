import { adminFileProblem, serveAdminFile } from "~/modules/admin/admin-files.server";
import { parseRowId } from "~/modules/admin/moderation-params";
import { screenshotContent } from "~/modules/submissions/screenshots.server";
import type { Route } from "./+types/screenshot";

/**
 * A submission's screenshot, for signed-in admins only (their session; API tokens are for the
 * API, not these pages). Read from the database, so every process serves every screenshot.
 * Visitors' files are sent with their checked type, never sniffed again by the browser, shown
 * inline and never kept by a cache.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return serveAdminFile(request, context, async ({ db }) => {
    const id = parseRowId(params.screenshotId);
    const file = id === null ? null : await screenshotContent(db, id);
    if (!file) return adminFileProblem(404, "not_found", "There is no such screenshot.");
    return new Response(file.stream(), {
      headers: {
        "Content-Type": file.mimeType,
        "Content-Length": String(file.sizeBytes),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      },
    });
  });
}
