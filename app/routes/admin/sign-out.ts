import { redirect } from "react-router";
import { logger } from "~/logger.server";
import { ADMIN_CACHE_CONTROL } from "~/modules/admin/admin-access.server";
import { signOut } from "~/modules/auth/session.server";
import type { Route } from "./+types/sign-out";

/** Signing out is a POST only: a link or an image on another page must not sign anyone out. */
export function loader() {
  return redirect("/admin", { headers: { "Cache-Control": ADMIN_CACHE_CONTROL } });
}

/**
 * Ends the session and returns to the (empty) login form. Any account may
 * sign out, also one without the admin role that was shown "Access denied".
 */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers({ "Cache-Control": ADMIN_CACHE_CONTROL });
  if (context.db) {
    try {
      for (const [name, value] of await signOut(request, context.db)) headers.append(name, value);
    } catch (error) {
      logger.error({ err: error }, "Admin: sign-out failed");
    }
  }
  return redirect("/admin", { headers });
}
