import type { Database } from "~/db/client.server";
import { authenticate, type Principal } from "~/modules/auth/session.server";
import { ApiError } from "./api-error";

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="CoreRank API"' };

/**
 * The admin behind a write: a signed-in admin session or an admin's API token
 * (Authorization: Bearer). 401 without valid credentials, 403 for an account
 * without the admin role, in the API's error shape.
 */
export async function requireAdmin(request: Request, db: Database): Promise<Principal> {
  const principal = await authenticate(request, db);
  if (!principal) {
    // A request with an Authorization header is judged by it alone (see authenticate).
    throw request.headers.has("Authorization")
      ? new ApiError(
          401,
          "invalid_token",
          "The API token is not valid or has been revoked",
          {},
          {
            headers: CHALLENGE,
          },
        )
      : new ApiError(
          401,
          "unauthorized",
          "Sign in as an admin, or send an admin's API token as Authorization: Bearer <token>",
          {},
          { headers: CHALLENGE },
        );
  }
  if (principal.role !== "admin")
    throw new ApiError(403, "forbidden", "This needs an account with the admin role");
  return principal;
}
