import type { AppLoadContext } from "react-router";
import { isDatabaseUnavailable, type Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import type { Principal } from "~/modules/auth/principal";
import type { AdminRefusal } from "~/modules/auth/require-admin.server";
import { ADMIN_CACHE_CONTROL, adminAccess } from "./admin-access.server";

// The panel's downloads and files (CSV exports, screenshots): resource routes, answered with a
// file or with a small JSON refusal; the same admin check as the panel's pages.

const FILE_REFUSAL: Record<
  Exclude<AdminRefusal, "database-unavailable">,
  { status: number; code: string; message: string }
> = {
  "signed-out": {
    status: 401,
    code: "unauthenticated",
    message: "Sign in as an admin to see this.",
  },
  "invalid-token": {
    status: 401,
    code: "unauthenticated",
    message: "Sign in as an admin to see this.",
  },
  forbidden: {
    status: 403,
    code: "forbidden",
    message: "This needs an account with the admin role.",
  },
};

/** A refusal of a panel download or file: small JSON, never cached; 503 says when to retry. */
export function adminFileProblem(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error: { code, message } },
    {
      status,
      headers: {
        ...headers,
        "Cache-Control": ADMIN_CACHE_CONTROL,
        ...(status === 503 ? { "Retry-After": "5" } : {}),
      },
    },
  );
}

/** A panel file's answer to a method other than GET: 405 with Allow. */
export const adminFileMethodNotAllowed = (request: Request) =>
  adminFileProblem(
    405,
    "method_not_allowed",
    `${request.method} is not allowed here; use GET, HEAD`,
    { Allow: "GET, HEAD" },
  );

/** The panel's CSV downloads: a dated attachment, never cached. */
export function csvDownload(csv: string, name: string): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="corerank-${name}-${date}.csv"`,
      "Cache-Control": ADMIN_CACHE_CONTROL,
    },
  });
}

/** 503 for a download the database could not answer. */
export const adminFileUnavailable = () =>
  adminFileProblem(503, "unavailable", "The database is unavailable; try again in a few seconds.");

/**
 * Serves one of the panel's downloads or files (CSV exports, screenshots): the same admin check
 * as its pages, session only, then `serve` with the database. A download is no page, so its
 * refusal is no sign-in page either: 401, 403 or 503 (adminFileProblem); a database that stops
 * answering while `serve` reads is a 503 too.
 */
export async function serveAdminFile(
  request: Request,
  context: AppLoadContext,
  serve: (access: { db: Database; admin: Principal }) => Promise<Response>,
): Promise<Response> {
  const access = await adminAccess(request, context);
  if (!access.ok) {
    if (access.reason === "database-unavailable") return adminFileUnavailable();
    const { status, code, message } = FILE_REFUSAL[access.reason];
    return adminFileProblem(status, code, message);
  }
  try {
    return await serve({ db: access.db, admin: access.principal });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.warn({ err: error, url: request.url }, "Admin file: the database did not answer");
    return adminFileUnavailable();
  }
}
