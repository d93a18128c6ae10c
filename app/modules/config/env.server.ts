import { z } from "zod";

/**
 * The server's configuration: every environment variable the app reads, validated in one place
 * (README, "Configuration"). `env` is read lazily and parsed again only when a variable changed,
 * so tests that set `process.env` before a call keep working; a bad value throws an EnvError
 * naming the variable and what it should be, at the first read (server/app.ts reads it at start).
 */

/** Raw variables, as `process.env` holds them. */
export type RawEnv = Record<string, string | undefined>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join("\n- ")}`);
    this.name = "EnvError";
  }
}

/** An unset or blank variable is `undefined`; anything else is trimmed. */
const text = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

/** A whole number in [min, ∞), `fallback` when unset. */
const wholeNumber = (fallback: number, min: number, unit: string) =>
  text().pipe(
    z
      .string()
      .regex(/^\d+$/, `must be a whole number${unit ? ` of ${unit}` : ""}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, `must be at least ${min}${unit ? ` ${unit}` : ""}`)
          .max(Number.MAX_SAFE_INTEGER, "is too large"),
      )
      .optional()
      .transform((value) => value ?? fallback),
  );

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The public origin, without a trailing slash: `https://corerank.example`. */
const siteUrl = text().transform((value, ctx) => {
  if (value === undefined) return undefined;
  const url = parseUrl(value);
  if (!url) {
    ctx.addIssue({
      code: "custom",
      message: `is not a URL: ${JSON.stringify(value)}. Set it to the public origin, e.g. https://corerank.example`,
    });
    return z.NEVER;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    ctx.addIssue({ code: "custom", message: `must start with https:// or http://, not ${value}` });
    return z.NEVER;
  }
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    ctx.addIssue({
      code: "custom",
      message: `must be an origin only (scheme, host and port, e.g. https://corerank.example), not ${value}`,
    });
    return z.NEVER;
  }
  return url.origin;
});

/** A link to one of the site's own accounts: https only. */
const httpsUrl = text().transform((value, ctx) => {
  if (value === undefined) return undefined;
  const url = parseUrl(value);
  if (!url || url.protocol !== "https:" || !url.hostname) {
    ctx.addIssue({
      code: "custom",
      message: `must be an https:// URL, not ${JSON.stringify(value)}`,
    });
    return z.NEVER;
  }
  return url.href;
});

/** A host header: a DNS name, an IPv4 address or a bracketed IPv6 address, and a port. */
export const HOST_HEADER =
  /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::(\d{1,5}))?$/i;

const allowedHosts = text().transform((value, ctx) => {
  if (value === undefined) return undefined;
  const hosts = value.split(",").map((host) => host.trim().toLowerCase());
  const bad = hosts.find((host) => !HOST_HEADER.test(host));
  if (bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `holds ${JSON.stringify(bad)}, which is not a host name (name or name:port, comma-separated)`,
    });
    return z.NEVER;
  }
  return hosts;
});

/** Proxies whose X-Forwarded-* headers are believed: a number, "true" (one) or "false" (none). */
const trustProxy = text().transform((value, ctx) => {
  const lower = value?.toLowerCase();
  if (lower === undefined || lower === "false" || lower === "0") return 0;
  if (lower === "true") return 1;
  if (/^\d+$/.test(lower)) return Number(lower);
  ctx.addIssue({
    code: "custom",
    message: `must be a number of proxies, "true" or "false", not ${JSON.stringify(value)}`,
  });
  return z.NEVER;
});

/** Plain one-line text for the legal notice (no control characters but newlines in addresses). */
const notice = (max: number) =>
  text().pipe(
    z
      .string()
      .max(max, `must be at most ${max} characters`)
      .regex(/^[^\p{Cc}]*$/u, "must not contain control characters")
      .optional(),
  );

const MB = 1024 * 1024;

const schema = z.object({
  NODE_ENV: text().pipe(
    z
      .enum(["development", "production", "test"], "must be development, production or test")
      .optional(),
  ),
  PORT: wholeNumber(3000, 1, "").pipe(z.number().max(65535, "must be a port up to 65535")),
  HOST: text(),
  BUILD_DIR: text().transform((value) => value ?? "build"),
  LOG_LEVEL: text().pipe(
    z
      .enum(
        ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
        "must be one of fatal, error, warn, info, debug, trace, silent",
      )
      .optional(),
  ),
  /** "pretty" (one readable line per event) or "json"; unset: pretty on a terminal or in development. */
  LOG_FORMAT: text().pipe(z.enum(["pretty", "json"], "must be pretty or json").optional()),
  SITE_URL: siteUrl,
  ALLOWED_HOSTS: allowedHosts,
  TRUST_PROXY: trustProxy,
  DATABASE_URL: text(),
  DATA_DIR: text().transform((value) => value ?? "data"),
  MIGRATIONS_DIR: text().transform((value) => value ?? "drizzle"),
  SEED_DATA_DIR: text().transform((value) => value ?? "app/db/seed-data"),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(5000, 1, "milliseconds"),
  BETTER_AUTH_SECRET: text(),
  MAX_RENDERS_IN_FLIGHT: wholeNumber(32, 1, "pages"),
  /** How long the event loop may be busy before reads that would render get 503 (0: never). */
  MAX_EVENT_LOOP_DELAY_MS: wholeNumber(500, 0, "milliseconds"),
  /**
   * `1` only under `npm run bench`: a request with the header x-bench-floor is answered with
   * the time its page's least work takes (server/render-floor.ts) instead of the page, and an
   * answer that is not from the page cache says in `Server-Timing` how long the server took
   * to its head (server/main.ts), so the bench can tell the server's time from the round trip's.
   */
  BENCH_FLOOR: text().pipe(z.enum(["0", "1"], "must be 0 or 1").optional()),
  /**
   * How far V8 lets the heap grow past what its last full collection kept, in percent (0: V8's
   * own rule). Under a flood V8's own rule let it grow 3-4x (650 MB resident at 10,000 CPUs; 50
   * held it to 320 MB), but with 30 or 50 the first page after an idle pause waited over 50 ms
   * more than warm in 5-8 of 16 rounds, against none with V8's rule: off by default (decision 023).
   */
  HEAP_GROWING_PERCENT: wholeNumber(0, 0, "percent"),
  /** Connections one client address may hold at once (0: no cap; behind a proxy leave it 0). */
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(0, 0, "connections"),
  /**
   * How long an idle kept-alive connection stays open: longer than the idle timeout of the
   * proxies and load balancers in front (nginx 60 s, cloud balancers 60 s), so that they, not
   * this server, close a pooled connection, and never send a request on one being closed.
   */
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(65_000, 1, "milliseconds"),
  /** How long a client may take to send a request's headers; above KEEP_ALIVE_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: wholeNumber(66_000, 1, "milliseconds"),
  /** How long a client may take to send a whole request (an upload's body included). */
  REQUEST_TIMEOUT_MS: wholeNumber(300_000, 1, "milliseconds"),
  MAX_BUFFERED_BODY_BYTES: wholeNumber(160 * MB, 1, "bytes"),
  UPLOAD_QUOTA_BYTES: wholeNumber(2 * 1024 * MB, 0, "bytes"),
  UPLOAD_ADDRESS_DAILY_BYTES: wholeNumber(100 * MB, 0, "bytes"),
  AMAZON_AFFILIATE_TAG: text().pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an Amazon Associates tag such as corerank-20")
      .optional(),
  ),
  SOCIAL_X_URL: httpsUrl,
  SOCIAL_YOUTUBE_URL: httpsUrl,
  SOCIAL_REDDIT_URL: httpsUrl,
  SOCIAL_GITHUB_URL: httpsUrl,
  OPERATOR_NAME: notice(200),
  /** Lines separated by newlines or " | ": "Musterstraße 1 | 10115 Berlin | Germany". */
  OPERATOR_ADDRESS: text().pipe(
    z
      .string()
      .max(500, "must be at most 500 characters")
      .regex(/^[^\p{Cc}]*(\n[^\p{Cc}]*)*$/u, "must not contain control characters")
      .optional(),
  ),
  OPERATOR_EMAIL: text().pipe(z.email("must be an email address").optional()),
  OPERATOR_PHONE: text().pipe(
    z
      .string()
      .regex(/^\+?[0-9 ()./-]{3,40}$/, "must be a phone number such as +49 30 1234567")
      .optional(),
  ),
  OPERATOR_REGISTER: notice(300),
});

/** The variables that must agree with each other. */
const checkedSchema = schema.superRefine((config, ctx) => {
  // Node closes a connection whose next request's headers are not complete within
  // headersTimeout, counted from when that request starts: below the keep-alive time a
  // pooled connection could be cut while a proxy still sends on it. Node refuses a
  // headersTimeout above requestTimeout.
  if (config.HEADERS_TIMEOUT_MS <= config.KEEP_ALIVE_TIMEOUT_MS)
    ctx.addIssue({
      code: "custom",
      path: ["HEADERS_TIMEOUT_MS"],
      message: `must be above KEEP_ALIVE_TIMEOUT_MS (${config.KEEP_ALIVE_TIMEOUT_MS} ms)`,
    });
  if (config.REQUEST_TIMEOUT_MS < config.HEADERS_TIMEOUT_MS)
    ctx.addIssue({
      code: "custom",
      path: ["REQUEST_TIMEOUT_MS"],
      message: `must be at least HEADERS_TIMEOUT_MS (${config.HEADERS_TIMEOUT_MS} ms)`,
    });
});

export type Env = z.infer<typeof schema>;
export const ENV_VARIABLES = Object.keys(schema.shape) as (keyof Env)[];

/** Validates `source`; throws an EnvError naming every bad variable. */
export function readEnv(source: RawEnv): Env {
  const picked = Object.fromEntries(ENV_VARIABLES.map((name) => [name, source[name]]));
  const result = checkedSchema.safeParse(picked);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name} ${issue.message} (${name}=${JSON.stringify(source[name] ?? "")})`;
    }),
  );
}

let cached: { key: string; env: Env } | undefined;

/**
 * The configuration from `process.env`, parsed again only when one of its variables changed.
 * A production process never changes its environment, so there it is read once: comparing
 * every variable on each read cost the page cache's fast path a sixth of its time (reading
 * `process.env` crosses into C++ once per name). Tests and development read it afresh.
 */
export function currentEnv(): Env {
  if (cached?.env.NODE_ENV === "production") return cached.env;
  const key = JSON.stringify(ENV_VARIABLES.map((name) => process.env[name] ?? null));
  if (cached?.key !== key) cached = { key, env: readEnv(process.env) };
  return cached.env;
}

/** The typed configuration: each property is read from the current environment. */
export const env: Readonly<Env> = new Proxy({} as Env, {
  get: (_, name) => currentEnv()[name as keyof Env],
  has: (_, name) => name in currentEnv(),
  ownKeys: () => Reflect.ownKeys(currentEnv()),
  getOwnPropertyDescriptor: (_, name) => ({
    enumerable: true,
    configurable: true,
    value: currentEnv()[name as keyof Env],
  }),
});

/** `source` validated when given (tests pass their own), else the current configuration. */
export function envFrom(source?: RawEnv): Env {
  return source ? readEnv(source) : currentEnv();
}
