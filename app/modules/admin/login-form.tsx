import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { ErrorNotice, inputClass, primaryButton, secondaryButton } from "./admin-ui";
import { MAX_EMAIL_LENGTH, SIGN_IN_INTENT, SIGN_IN_PATH, type SignInFailure } from "./sign-in";

/**
 * Spec section 5's admin login: email and password required, the password
 * can be shown or hidden, and a refused sign-in's message (in a red box)
 * clears as soon as the operator types. `next` is the admin page to return to.
 * It posts to the sign-in route (routes/admin/sign-in.tsx) from every admin page.
 */
export function LoginForm({ failure, next }: { failure?: SignInFailure; next: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [passwordShown, setPasswordShown] = useState(false);
  // The failure the operator has typed over; a new failure (a new object) shows again.
  const [dismissed, setDismissed] = useState<SignInFailure | null>(null);
  const shown = failure && failure !== dismissed ? failure : null;
  const invalid = (field: "email" | "password") => shown?.fields.includes(field) ?? false;
  // A refused password is not offered again (the server's page never contains it either).
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (failure && password.current) password.current.value = "";
  }, [failure]);
  const signingIn =
    navigation.state === "submitting" && navigation.formData?.get("intent") === SIGN_IN_INTENT;

  return (
    <section aria-labelledby="admin-login-title" className="mx-auto max-w-sm py-6">
      <h1 id="admin-login-title" className="text-3xl font-bold">
        Admin sign-in
      </h1>
      <p className="mt-2 text-gray-700">Sign in with your operator account to manage the CPUs.</p>
      {shown && <ErrorNotice id="admin-login-error">{shown.message}</ErrorNotice>}
      <Form
        method="post"
        action={SIGN_IN_PATH}
        className="mt-6 space-y-4"
        onInput={() => {
          if (failure) setDismissed(failure);
        }}
      >
        <input type="hidden" name="intent" value={SIGN_IN_INTENT} />
        <input type="hidden" name="next" value={next} />
        <div>
          <label htmlFor="admin-email" className="font-medium">
            Email
          </label>
          <input
            id="admin-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={MAX_EMAIL_LENGTH}
            defaultValue={failure?.email ?? ""}
            aria-invalid={invalid("email") || undefined}
            aria-describedby={invalid("email") ? "admin-login-error" : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="admin-password" className="font-medium">
            Password
          </label>
          <div className="flex items-start gap-2">
            <input
              ref={password}
              id="admin-password"
              name="password"
              type={passwordShown ? "text" : "password"}
              autoComplete="current-password"
              required
              aria-invalid={invalid("password") || undefined}
              aria-describedby={invalid("password") ? "admin-login-error" : undefined}
              className={inputClass}
            />
            {/* Showing the password needs the script; without it the field stays a password field. */}
            {hydrated && (
              <button
                type="button"
                aria-pressed={passwordShown}
                aria-controls="admin-password"
                onClick={() => setPasswordShown((s) => !s)}
                className={`${secondaryButton} mt-1 whitespace-nowrap`}
              >
                Show password
              </button>
            )}
          </div>
        </div>
        <button type="submit" disabled={signingIn} className={primaryButton}>
          {signingIn ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </section>
  );
}
