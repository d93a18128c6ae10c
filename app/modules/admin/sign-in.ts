/** The admin login form's fields and the path the operator returns to after signing in. */
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { safeRedirectPath } from "~/modules/http/safe-redirect";
import { controlCharacterIn } from "~/modules/http/text";
import { SIGN_IN_MESSAGES } from "./form-messages";

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

/** The codes the sign-in schema reports per field; signInFailure turns them into the one message. */
const REQUIRED = "required";
const TOO_LONG = "too-long";
const CONTROL = "control:";

const noControlCharacter = (value: string, context: z.RefinementCtx) => {
  // A control character (U+0000 cannot even be looked up in PostgreSQL) is no email or password.
  const control = controlCharacterIn(value);
  if (control !== null) context.addIssue({ code: "custom", message: CONTROL + control });
};

/**
 * Spec section 5: email (trimmed) and password (as typed) are required. Conform reads an
 * empty field as missing; each field reports one code, which signInFailure words.
 */
export const signInSchema = z.object({
  email: z
    .string({ error: REQUIRED })
    .trim()
    .superRefine(noControlCharacter)
    .pipe(z.string().min(1, REQUIRED).max(MAX_EMAIL_LENGTH, TOO_LONG)),
  password: z
    .string({ error: REQUIRED })
    .superRefine(noControlCharacter)
    .pipe(z.string().max(MAX_PASSWORD_LENGTH, TOO_LONG)),
});

/** The message in the red box for the field errors the schema found (all of them in one line). */
function signInFailure(
  errors: Partial<Record<SignInField, string[] | null>>,
  email: string,
  next: string,
): SignInFailure {
  const first = (field: SignInField) => errors[field]?.[0];
  const control = (["email", "password"] as const).find((f) => first(f)?.startsWith(CONTROL));
  if (control)
    return {
      message: SIGN_IN_MESSAGES.controlCharacter(first(control)!.slice(CONTROL.length)),
      fields: [control],
      email: "",
      next,
    };
  const fields = (["email", "password"] as const).filter((f) => first(f) !== undefined);
  const message = fields.some((f) => first(f) === TOO_LONG)
    ? SIGN_IN_MESSAGES.tooLong
    : fields.length === 2
      ? SIGN_IN_MESSAGES.missingBoth
      : fields[0] === "email"
        ? SIGN_IN_MESSAGES.missingEmail
        : SIGN_IN_MESSAGES.missingPassword;
  return { message, fields, email: email.slice(0, MAX_EMAIL_LENGTH), next };
}

/** The posted sign-in form, parsed with Conform and signInSchema. */
export function readSignInForm(form: FormData): SignInForm {
  const next = adminReturnPath(form.get("next"));
  const submission = parseWithZod(form, { schema: signInSchema });
  if (submission.status === "success") return { ok: true, ...submission.value, next };
  const email = form.get("email");
  const errors = submission.error ?? {};
  return {
    ok: false,
    failure: signInFailure(
      { email: errors.email, password: errors.password },
      typeof email === "string" ? email.trim() : "",
      next,
    ),
  };
}
