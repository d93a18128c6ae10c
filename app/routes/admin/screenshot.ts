import { readFile } from "node:fs/promises";
import { parseRowId } from "~/modules/admin/moderation-params";
import { authenticate } from "~/modules/auth/session.server";
import { screenshotFile } from "~/modules/submissions/moderation.server";
import type { Route } from "./+types/screenshot";

function problem(status: number, code: string, message: string): Response {
  return Response.json(
    { error: { code, message } },
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * A submission's screenshot, for signed-in admins only. Visitors' files are
 * sent with their checked type, never sniffed again by the browser, shown
 * inline and never kept by a cache.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!context.db) return problem(503, "unavailable", "The database is unavailable.");
  const principal = await authenticate(request, context.db);
  if (!principal) return problem(401, "unauthenticated", "Sign in as an admin to see this.");
  if (principal.role !== "admin")
    return problem(403, "forbidden", "Only admins can see submitted screenshots.");
  const id = parseRowId(params.screenshotId);
  const file = id === null ? null : await screenshotFile(context.db, id);
  const bytes = file ? await readFile(file.path).catch(() => null) : null;
  if (!file || !bytes) return problem(404, "not_found", "There is no such screenshot.");
  return new Response(bytes, {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
