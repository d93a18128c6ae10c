import { isDatabaseUnavailable } from "~/db/client.server";
import { logger } from "~/logger.server";
import { etagOf } from "~/modules/http/etag";
import { ApiError } from "./api-error";

/**
 * Reads may be stored by browsers and shared caches but are revalidated on
 * every use with their ETag, so an edit shows at once and an unchanged answer
 * costs a 304.
 */
export const READ_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** Errors and the answers of writes are never stored. */
export const NO_STORE = "no-store";

const JSON_TYPE = "application/json; charset=utf-8";

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` prefixes are ignored. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** A cacheable JSON read with its ETag, or 304 when the client already holds it. */
export function jsonRead(request: Request, body: unknown): Response {
  const text = JSON.stringify(body);
  // Weak: the same JSON text gives the same tag, whatever the transfer encoding.
  const etag = etagOf(text, "weak");
  const headers = { ETag: etag, "Cache-Control": READ_CACHE_CONTROL };
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(text, { headers: { ...headers, "Content-Type": JSON_TYPE } });
}

/** The answer of a write; never cached. */
export function jsonWrite(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "Content-Type": JSON_TYPE, "Cache-Control": NO_STORE },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": NO_STORE } });
}

export function apiErrorResponse(error: ApiError): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: {
      ...error.options.headers,
      "Content-Type": JSON_TYPE,
      "Cache-Control": NO_STORE,
    },
  });
}

export function notFound(message: string): ApiError {
  return new ApiError(404, "not_found", message);
}

/** What a write is told while the database cannot take it (English: API and admin). */
export const DATABASE_UNAVAILABLE =
  "The database is unavailable right now, so nothing was changed. Try again in a few seconds.";

/** 503 while the database cannot take a write (docs/decisions/012); the client may retry soon. */
export function databaseUnavailable(): ApiError {
  return new ApiError(
    503,
    "database_unavailable",
    DATABASE_UNAVAILABLE,
    {},
    { headers: { "Retry-After": "5" } },
  );
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
export type Handlers = Partial<Record<Method, () => Response | Promise<Response>>>;

/** The methods a route answers, for Allow: HEAD goes with GET. */
export function allowedMethods(handlers: Handlers): string[] {
  return Object.keys(handlers).flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m]));
}

/**
 * Runs the handler for the request's method and turns what it throws into
 * the API's JSON errors: ApiError as itself, a Response (another module's
 * JSON error) as it is, the database not answering as 503, anything else as
 * a logged 500. Other methods get 405 with Allow. Both the loader and the action of an API route call this with
 * the same handlers.
 */
export async function answer(request: Request, handlers: Handlers): Promise<Response> {
  const method = request.method === "HEAD" ? "GET" : request.method;
  const handler = handlers[method as Method];
  try {
    if (!handler) {
      const allow = allowedMethods(handlers).join(", ");
      throw new ApiError(
        405,
        "method_not_allowed",
        `${request.method} is not allowed here; use ${allow}`,
        {},
        { headers: { Allow: allow } },
      );
    }
    return await handler();
  } catch (error) {
    if (error instanceof ApiError) return apiErrorResponse(error);
    if (error instanceof Response) return error;
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, method: request.method, url: request.url }, "API: no database");
      return apiErrorResponse(databaseUnavailable());
    }
    logger.error({ err: error, method: request.method, url: request.url }, "API request failed");
    return apiErrorResponse(
      new ApiError(500, "internal_error", "Something went wrong on our side"),
    );
  }
}
