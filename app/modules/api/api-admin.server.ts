import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import type { Principal } from "~/modules/auth/principal";
import { requireAdmin, type AdminRefusal } from "~/modules/auth/require-admin.server";
import { ApiError } from "./api-error";
import { databaseUnavailable } from "./responses.server";

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="CoreRank API"' };

/** The auth module's refusal in the API's error shape. */
function apiRefusal(reason: AdminRefusal): ApiError {
  switch (reason) {
    case "database-unavailable":
      return databaseUnavailable();
    case "invalid-token":
      return new ApiError(
        401,
        "invalid_token",
        "The API token is not valid or has been revoked",
        {},
        { headers: CHALLENGE },
      );
    case "signed-out":
      return new ApiError(
        401,
        "unauthorized",
        "Sign in as an admin, or send an admin's API token as Authorization: Bearer <token>",
        {},
        { headers: CHALLENGE },
      );
    case "forbidden":
      return new ApiError(403, "forbidden", "This needs an account with the admin role");
  }
}

/**
 * The admin behind a write, and the database to write to: a signed-in admin session or an
 * admin's API token (Authorization: Bearer). The API's adapter of auth's requireAdmin: 503
 * without a database, 401 without valid credentials, 403 for an account without the admin
 * role, thrown as ApiError (answered by `answer()`).
 */
export async function requireApiAdmin(
  request: Request,
  db: Database | null,
): Promise<{ principal: Principal; db: Database }> {
  const check = await requireAdmin(request, db, { tokens: true });
  if (!check.ok) throw apiRefusal(check.reason);
  return check;
}

/**
 * A write handler for `answer()`: `write` runs with the request's database once the request is
 * let in as an admin (requireApiAdmin), so who may write is checked before the body is read
 * (an anonymous client learns nothing more) and no write handler checks the database itself.
 */
export function asApiAdmin(
  { request, context }: { request: Request; context: AppLoadContext },
  write: (db: Database) => Promise<Response>,
): () => Promise<Response> {
  return async () => write((await requireApiAdmin(request, context.db)).db);
}
