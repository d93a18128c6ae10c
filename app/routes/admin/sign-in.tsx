import { data, redirect } from "react-router";
import { logger } from "~/logger.server";
import { ADMIN_CACHE_CONTROL, adminHeaders } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { UNEXPECTED_ERROR, adminMeta } from "~/modules/admin/admin-texts";
import { SIGN_IN_MESSAGES } from "~/modules/admin/form-messages";
import { LoginForm } from "~/modules/admin/login-form";
import {
  adminReturnPath,
  readSignInForm,
  SIGN_IN_INTENT,
  type SignInFailure,
} from "~/modules/admin/sign-in";
import { signIn } from "~/modules/auth/session.server";
import { readFormBody } from "~/modules/http/read-body.server";
import type { Route } from "./+types/sign-in";

/** Never cached; a refused sign-in's Retry-After (too many attempts) reaches the browser. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": ADMIN_CACHE_CONTROL });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
export const meta = () => adminMeta("Sign in");

/**
 * The sign-in page on its own: where a refused sign-in is shown (every admin page shows the
 * login form while signed out, and it posts here). `?next=` is the admin page to return to.
 */
export function loader({ url }: Route.LoaderArgs) {
  const next = adminReturnPath(url.searchParams.get("next"));
  return data({ next }, { headers: adminHeaders() });
}

function failed(failure: SignInFailure, status: number, extra?: Headers) {
  const headers = new Headers(extra);
  headers.set("Cache-Control", ADMIN_CACHE_CONTROL);
  return data({ failure }, { status, headers });
}

/** Signing in: on success back to the admin page that asked (`next`), else the form with why. */
export async function action({ request, context }: Route.ActionArgs) {
  const blank = { fields: [], email: "", next: "/admin" };
  // The sign-in form is a few hundred bytes; the limit holds for chunked bodies too.
  const posted = await readFormBody(request, { maxBytes: 16 * 1024 });
  if (!posted.ok) return failed({ ...blank, message: posted.message }, posted.status);
  const form = posted.form;
  if (form.get("intent") !== SIGN_IN_INTENT)
    return failed({ ...blank, message: SIGN_IN_MESSAGES.unknownAction }, 400);
  const read = readSignInForm(form);
  if (!read.ok) return failed(read.failure, 400);
  const { email, password, next } = read;
  const kept = { fields: [], email, next };
  if (!context.db) return failed({ ...kept, message: SIGN_IN_MESSAGES.unavailable }, 503);
  try {
    const result = await signIn(request, context.db, { email, password });
    // `next` passed adminReturnPath (the open-redirect guard, then /admin paths only).
    if (result.ok) return redirect(next, { headers: result.headers });
    return failed({ ...kept, message: result.message }, result.status, result.headers);
  } catch (error) {
    logger.error({ err: error }, "Admin: sign-in failed unexpectedly");
    // Spec section 8's text for an unexpected failure; 503, as the service, not the request, failed.
    return failed({ ...kept, message: UNEXPECTED_ERROR }, 503);
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData?.failure;
  return <LoginForm failure={failure} next={failure?.next ?? loaderData.next} />;
}

export const ErrorBoundary = AdminErrorBoundary;
