import { data, type AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import type { Principal } from "~/modules/auth/principal";
import {
  requireAdmin,
  type AdminCheck,
  type AdminRefusal,
} from "~/modules/auth/require-admin.server";

/**
 * Admin pages show one operator's session and unpublished visitor data: no
 * browser or shared cache may keep them. (The page cache already skips
 * /admin; this says so to every other cache too.)
 */
export const ADMIN_CACHE_CONTROL = "private, no-store";
export const adminHeaders = () => ({ "Cache-Control": ADMIN_CACHE_CONTROL });

/** What the admin error boundary is told: the sign-in page, "Access denied" or "unavailable". */
const PAGE_REFUSAL: Record<AdminRefusal, "signed-out" | "forbidden" | "database"> = {
  "database-unavailable": "database",
  "signed-out": "signed-out",
  // Pages take no tokens, so this does not occur; it would be a sign-in like any other.
  "invalid-token": "signed-out",
  forbidden: "forbidden",
};

/**
 * A signed-out visitor opening an admin page gets the sign-in page, and a
 * sign-in page is a page: 200 (the page's error boundary shows the login
 * form; noindex, no-store). A signed-out form post is refused: 401.
 */
export const signedOutPageStatus = (request: Request): 200 | 401 =>
  request.method === "GET" || request.method === "HEAD" ? 200 : 401;

function refusalStatus(reason: AdminRefusal, request: Request): 200 | 401 | 403 | 503 {
  if (reason === "database-unavailable") return 503;
  if (reason === "forbidden") return 403;
  return signedOutPageStatus(request);
}

/**
 * The panel's admin check: auth's requireAdmin with the session cookie only (API tokens are
 * for the API, not pages). A check that fails for any reason is logged and taken as the
 * database being unavailable (503): the panel has nothing to show without it.
 */
export async function adminAccess(request: Request, context: AppLoadContext): Promise<AdminCheck> {
  try {
    return await requireAdmin(request, context.db, { tokens: false });
  } catch (error) {
    logger.error({ err: error }, "Admin: the session could not be checked");
    return { ok: false, reason: "database-unavailable" };
  }
}

/** The refusal an admin page or form throws; its error boundary shows it (AdminErrorBoundary). */
export function panelRefusal(reason: AdminRefusal, request: Request) {
  return data(PAGE_REFUSAL[reason], {
    status: refusalStatus(reason, request),
    headers: adminHeaders(),
  });
}

/**
 * The signed-in admin and the database, for an admin page or form, or a thrown refusal that
 * the page's error boundary shows: the login form (200 for a page, 401 for an action), 403
 * (an account without the admin role) or 503 (no database). Nothing is read before this passes.
 */
export async function requirePanelAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<{ db: Database; admin: Principal }> {
  const access = await adminAccess(request, context);
  if (!access.ok) throw panelRefusal(access.reason, request);
  return { db: access.db, admin: access.principal };
}
