import type { Database } from "~/db/client.server";
import type { Principal } from "./principal";
import { authenticate, sessionPrincipal } from "./session.server";

/**
 * Why a request was not let in as an admin. Each caller answers in its own way: the API with
 * its JSON errors (api/admin-api.server.ts), the panel with its sign-in and "Access denied"
 * pages (admin/admin-access.server.ts).
 */
export type AdminRefusal =
  /** No database for this request (docs/decisions/012), or it stopped answering during the check. */
  | "database-unavailable"
  /** No session, and (where tokens count) no Authorization header. */
  | "signed-out"
  /** An Authorization header that names no valid, unrevoked token: judged by it alone. */
  | "invalid-token"
  /** Signed in, but the account does not have the admin role. */
  | "forbidden";

export type AdminCheck =
  { ok: true; principal: Principal; db: Database } | { ok: false; reason: AdminRefusal };

export interface AdminCheckOptions {
  /**
   * Whether an admin's API token (Authorization: Bearer) counts, as for the API. Panel pages and
   * their downloads take the browser's session only: tokens are for API clients, and an
   * Authorization header is then not even looked at (nor its token marked used).
   */
  tokens: boolean;
}

/**
 * The one admin check: the request's database, credentials and role, in that order. Nothing is
 * read before it passes. `db` is the request's database, or null while it cannot be used (the
 * runtime decides that once per request, docs/decisions/012): then "database-unavailable". A
 * lookup that fails is thrown, for the caller's answer to a database that stopped answering
 * (the API's `answer()`, the panel's `adminAccess`).
 */
export async function requireAdmin(
  request: Request,
  db: Database | null,
  { tokens }: AdminCheckOptions,
): Promise<AdminCheck> {
  if (!db) return { ok: false, reason: "database-unavailable" };
  const principal = tokens ? await authenticate(request, db) : await sessionPrincipal(request, db);
  if (!principal) {
    // A request with an Authorization header is judged by it alone (see authenticate).
    const tokenRefused = tokens && request.headers.has("Authorization");
    return { ok: false, reason: tokenRefused ? "invalid-token" : "signed-out" };
  }
  if (principal.role !== "admin") return { ok: false, reason: "forbidden" };
  return { ok: true, principal, db };
}
