import { APIError } from "better-auth/api";
import type { Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import { principalForApiToken } from "./api-tokens.server";
import { roleOf, type Principal } from "./principal";
import { getAuth, SESSION_COOKIE_PREFIX } from "./auth.server";
import { CLIENT_ADDRESS_HEADER, clientAddress, wantsSecureCookies } from "./client-request";
import { recordSuccessfulSignIn, reserveSignInAttempt } from "./sign-in-limits.server";
import { tooManyAttemptsMessage } from "./sign-in-limits";

/** The one answer to a wrong email and to a wrong password alike: no account enumeration. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";
export const MISSING_CREDENTIALS_MESSAGE = "Enter your email address and password.";
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The headers better-auth sees: the request's, with the client address resolved. */
function authHeaders(request: Request): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request));
  return headers;
}

function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`${SESSION_COOKIE_PREFIX}.session_token=`);
}

/**
 * The account signed in on this browser (its session cookie), or null. Admin
 * pages use only this: tokens are for API clients, not pages.
 */
export async function sessionPrincipal(request: Request, db: Database): Promise<Principal | null> {
  // Anonymous visitors, the vast majority, cost no database query.
  if (!hasSessionCookie(request)) return null;
  const auth = await getAuth(db, { secureCookies: wantsSecureCookies(request) });
  const current = await auth.api.getSession({ headers: authHeaders(request) });
  if (!current) return null;
  return {
    userId: current.user.id,
    email: current.user.email,
    role: roleOf(current.user.role),
    via: "session",
  };
}

/** The request's session cookie or Bearer token, or null. */
export async function authenticate(request: Request, db: Database): Promise<Principal | null> {
  const authorization = request.headers.get("authorization");
  // A request that presents a token is judged by it alone, never by a cookie it also carries.
  if (authorization !== null) {
    const token = BEARER.exec(authorization)?.[1];
    return token ? principalForApiToken(db, token) : null;
  }
  return sessionPrincipal(request, db);
}

export type SignInResult =
  | { ok: true; principal: Principal; headers: Headers }
  | { ok: false; status: 400 | 401 | 429; message: string; headers: Headers };

/**
 * Checks the email and password and starts a session: on success `headers` carries the
 * session cookie (Set-Cookie) for the action's response. Attempts are limited per client
 * address and per account and address (sign-in-limits.ts); past a limit the answer is 429 with
 * Retry-After in `headers`, whether or not the password is right. Many attempts on one account
 * from anywhere only slow it down: nobody can lock the operator out.
 */
export async function signIn(
  request: Request,
  db: Database,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const email = credentials.email.trim().toLowerCase();
  const password = credentials.password;
  if (!email || !password)
    return { ok: false, status: 400, message: MISSING_CREDENTIALS_MESSAGE, headers: new Headers() };
  const attempt = { email, address: clientAddress(request) };
  const limit = await reserveSignInAttempt(db, attempt);
  if (!limit.allowed) {
    logger.warn({ email, address: attempt.address }, "Sign-in refused: too many failed attempts");
    return {
      ok: false,
      status: 429,
      message: tooManyAttemptsMessage(limit.retryAfterSeconds),
      headers: new Headers({ "retry-after": String(limit.retryAfterSeconds) }),
    };
  }
  // Many recent attempts on this account, from anywhere: slow down rather than lock it.
  if (limit.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, limit.delayMs));
  const auth = await getAuth(db, { secureCookies: wantsSecureCookies(request) });
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    await recordSuccessfulSignIn(db, attempt);
    const principal: Principal = {
      userId: response.user.id,
      email: response.user.email,
      role: roleOf(response.user.role),
      via: "session",
    };
    return { ok: true, principal, headers: cookieHeaders(headers) };
  } catch (error) {
    // Unknown email, wrong password, malformed email or over-long password: one answer. For an
    // unknown email better-auth still hashes the password, so the answer takes as long.
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400))
      return {
        ok: false,
        status: 401,
        message: INVALID_CREDENTIALS_MESSAGE,
        headers: new Headers(),
      };
    throw error;
  }
}

/** Ends the request's session on the server; the headers clear its cookie. */
export async function signOut(request: Request, db: Database): Promise<Headers> {
  const auth = await getAuth(db, { secureCookies: wantsSecureCookies(request) });
  const { headers } = await auth.api.signOut({
    headers: authHeaders(request),
    returnHeaders: true,
  });
  return cookieHeaders(headers);
}

/** Only the cookies: better-auth's other response headers are for its own HTTP handler. */
function cookieHeaders(from: Headers): Headers {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}
