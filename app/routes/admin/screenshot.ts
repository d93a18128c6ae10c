import { isDatabaseUnavailable } from "~/db/client.server";
import { logger } from "~/logger.server";
import { parseRowId } from "~/modules/admin/moderation-params";
import { sessionPrincipal } from "~/modules/auth/session.server";
import { screenshotContent } from "~/modules/submissions/screenshots.server";
import type { Route } from "./+types/screenshot";

function problem(status: number, code: string, message: string): Response {
  return Response.json(
    { error: { code, message } },
    {
      status,
      headers: {
        "Cache-Control": "private, no-store",
        ...(status === 503 ? { "Retry-After": "5" } : {}),
      },
    },
  );
}

/**
 * A submission's screenshot, for signed-in admins only (their session; API tokens are for the
 * API, not these pages). Read from the database, so every process serves every screenshot.
 * Visitors' files are sent with their checked type, never sniffed again by the browser, shown
 * inline and never kept by a cache.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!context.db) return problem(503, "unavailable", "The database is unavailable.");
  try {
    const principal = await sessionPrincipal(request, context.db);
    if (!principal) return problem(401, "unauthenticated", "Sign in as an admin to see this.");
    if (principal.role !== "admin")
      return problem(403, "forbidden", "Only admins can see submitted screenshots.");
    const id = parseRowId(params.screenshotId);
    const file = id === null ? null : await screenshotContent(context.db, id);
    if (!file) return problem(404, "not_found", "There is no such screenshot.");
    return new Response(file.stream(), {
      headers: {
        "Content-Type": file.mimeType,
        "Content-Length": String(file.sizeBytes),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      },
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.warn({ err: error }, "Screenshot: the database did not answer");
    return problem(503, "unavailable", "The database is unavailable; try again in a few seconds.");
  }
}
