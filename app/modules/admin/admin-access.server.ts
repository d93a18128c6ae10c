import { data, type AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import { sessionPrincipal, type Principal } from "~/modules/auth/session.server";

/**
 * Admin pages show one operator's session and unpublished visitor data: no
 * browser or shared cache may keep them. (The page cache already skips
 * /admin; this says so to every other cache too.)
 */
export const ADMIN_CACHE_CONTROL = "private, no-store";
export const adminHeaders = () => ({ "Cache-Control": ADMIN_CACHE_CONTROL });

/** Why an admin request was refused: what the admin error boundary shows. */
type AdminRefusal = "signed-out" | "forbidden" | "database";

type AdminAccess =
  | { status: "admin"; db: Database; admin: Principal }
  | { status: "signed-out"; db: Database }
  | { status: "forbidden"; db: Database };

function refuse(reason: AdminRefusal, status: 200 | 401 | 403 | 503): never {
  throw data(reason, { status, headers: adminHeaders() });
}

/**
 * A signed-out visitor opening an admin page gets the sign-in page, and a
 * sign-in page is a page: 200 (the page's error boundary shows the login
 * form; noindex, no-store). A signed-out form post is refused: 401. Data
 * routes (CSV, screenshots) check access themselves and answer 401/403.
 */
export const signedOutPageStatus = (request: Request): 200 | 401 =>
  request.method === "GET" || request.method === "HEAD" ? 200 : 401;

/**
 * Who is asking, checked on the server for every admin page and action. Only
 * the session cookie counts (API tokens are for the API, not pages); a
 * session without the admin role is told apart from no session at all.
 * Without a database there are neither sessions nor data to manage: 503.
 */
export async function adminAccess(request: Request, context: AppLoadContext): Promise<AdminAccess> {
  const db = context.db;
  if (!db) refuse("database", 503);
  try {
    // One session lookup; an Authorization header is not looked at (nor its token marked used).
    const principal = await sessionPrincipal(request, db);
    if (principal?.role === "admin") return { status: "admin", db, admin: principal };
    return principal ? { status: "forbidden", db } : { status: "signed-out", db };
  } catch (error) {
    logger.error({ err: error }, "Admin: the session could not be checked");
    refuse("database", 503);
  }
}

/**
 * The signed-in admin and the database, or a thrown "signed-out" (the page's
 * error boundary shows the login form: 200 for a page, 401 for an action),
 * 403 (an account without the admin role) or 503 (no database). Nothing is
 * read before this passes.
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<{ db: Database; admin: Principal }> {
  const access = await adminAccess(request, context);
  if (access.status === "signed-out") refuse("signed-out", signedOutPageStatus(request));
  if (access.status === "forbidden") refuse("forbidden", 403);
  return access;
}
