/** The admin login form's fields and the path the operator returns to after signing in. */
import { safeRedirectPath } from "~/modules/http/safe-redirect";
import { controlCharacterIn } from "~/modules/http/text";

export const SIGN_IN_INTENT = "sign-in";
/** The route the login form posts to (routes/admin/sign-in.tsx). */
export const SIGN_IN_PATH = "/admin/sign-in";
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

export type SignInField = "email" | "password";

/** What the login form shows after a refused sign-in: the message in the red box. */
export interface SignInFailure {
  message: string;
  /** Fields to mark invalid (a missing value); empty when the account or the service refused. */
  fields: SignInField[];
  email: string;
  next: string;
}

export type SignInForm =
  | { ok: true; email: string; password: string; next: string }
  | { ok: false; failure: SignInFailure };

/**
 * Where to go after signing in: the admin page the operator asked for, or the
 * dashboard. Only this site's /admin paths that pass the open-redirect guard
 * (safeRedirectPath) are accepted, so a crafted link cannot send a freshly
 * signed-in operator to another site.
 */
export function adminReturnPath(next: unknown): string {
  const path = safeRedirectPath(next);
  return path !== null && /^\/admin(\/|\?|$)/.test(path) ? path : "/admin";
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Spec section 5: email and password are required. */
export function readSignInForm(form: FormData): SignInForm {
  const email = text(form, "email").trim();
  const password = text(form, "password");
  const next = adminReturnPath(form.get("next"));
  const fields: SignInField[] = [];
  // A control character (U+0000 cannot even be looked up in PostgreSQL) is no email or password.
  const control = controlCharacterIn(email) ?? controlCharacterIn(password);
  if (control !== null)
    return {
      ok: false,
      failure: {
        message: `The email or password contains a control character (${control}), which is not allowed.`,
        fields: controlCharacterIn(email) !== null ? ["email"] : ["password"],
        email: "",
        next,
      },
    };
  if (email === "" || email.length > MAX_EMAIL_LENGTH) fields.push("email");
  if (password === "" || password.length > MAX_PASSWORD_LENGTH) fields.push("password");
  if (fields.length === 0) return { ok: true, email, password, next };
  const message =
    email.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH
      ? "Email or password is too long."
      : fields.length === 2
        ? "Enter your email and password."
        : fields[0] === "email"
          ? "Enter your email."
          : "Enter your password.";
  return { ok: false, failure: { message, fields, email: email.slice(0, MAX_EMAIL_LENGTH), next } };
}
