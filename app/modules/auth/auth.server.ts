import { randomBytes } from "node:crypto";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, appMeta, session, user, USER_ROLES, verification } from "~/db/schema";
import { logger } from "~/logger.server";
import { env } from "~/modules/config/env.server";
import { CLIENT_ADDRESS_HEADER } from "./client-request";

/** Session cookies are `corerank.session_token`, `__Secure-corerank.session_token` over https. */
export const SESSION_COOKIE_PREFIX = "corerank";
/** A session lasts this long from sign-in, then the admin signs in again. */
const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const SECRET_META_KEY = "auth_secret";

/**
 * The key that signs session cookies: BETTER_AUTH_SECRET, or one generated on first use and kept
 * in app_meta, so that every process and every restart shares it and nothing secret is in git.
 */
async function authSecret(db: Database): Promise<string> {
  const configured = env.BETTER_AUTH_SECRET;
  if (configured) return configured;
  // Two processes starting together both insert; the first one's value wins for both.
  await db
    .insert(appMeta)
    .values({ key: SECRET_META_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_META_KEY));
  if (!row) throw new Error("The sign-in secret could not be stored in app_meta.");
  return row.value;
}

function createAuth(db: Database, secret: string, secureCookies: boolean) {
  return betterAuth({
    appName: "CoreRank",
    // Nothing links back to better-auth (no e-mail or OAuth flows); this only silences its warning.
    baseURL: env.SITE_URL ?? "http://localhost",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    // Accounts come only from `npm run admin:create`. Passwords are hashed with better-auth's
    // default, scrypt (N=16384, r=16: 32 MiB per hash), which is memory-hard.
    emailAndPassword: { enabled: true, disableSignUp: true },
    user: {
      additionalFields: {
        role: { type: [...USER_ROLES], input: false, required: false, defaultValue: "viewer" },
      },
    },
    // Sessions are rows of `session`; the cookie holds only the signed token. A fixed lifetime
    // keeps reading a session a read: loaders could not pass a refreshed cookie on anyway.
    session: { expiresIn: SESSION_LIFETIME_SECONDS, disableSessionRefresh: true },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Our own limits (sign-in-limits.server.ts) count per account as well as per address, and
    // better-auth's HTTP handler, which its limiter guards, is never mounted.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
  });
}

type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Database, Map<boolean, Promise<Auth>>>();

/**
 * The better-auth instance for a database, one per cookie kind (Secure or not, see
 * wantsSecureCookies). Only its server API (`auth.api.*`) is used, from our own route actions;
 * its HTTP endpoints, sign-up among them, are not exposed.
 */
export function getAuth(db: Database, options: { secureCookies: boolean }): Promise<Auth> {
  let byKind = instances.get(db);
  if (!byKind) instances.set(db, (byKind = new Map()));
  let auth = byKind.get(options.secureCookies);
  if (!auth) {
    auth = authSecret(db).then((secret) => createAuth(db, secret, options.secureCookies));
    // A database that failed to answer once may answer the next request.
    auth.catch(() => byKind.delete(options.secureCookies));
    byKind.set(options.secureCookies, auth);
  }
  return auth;
}
