import { count } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cpus } from "~/db/schema";
import { logger } from "~/logger.server";
import { authenticate } from "~/modules/auth/session.server";
import type { MessageKey } from "~/modules/i18n/message-keys";

/**
 * The server's side of the connection test (spec section 4): the database
 * answers a count of the CPUs (no rows read), and the sign-in service checks
 * the request's session, whether or not there is one. A failure names what
 * failed as a translation key; internals go to the log, never to the page.
 */
export type CheckResult =
  { status: "connected"; cpuCount?: number } | { status: "error"; message: MessageKey };

export async function checkDatabase(db: Database | null): Promise<CheckResult> {
  if (!db) return { status: "error", message: "connection.error.noDatabase" };
  try {
    const [row] = await db.select({ n: count() }).from(cpus);
    return { status: "connected", cpuCount: row?.n ?? 0 };
  } catch (error) {
    logger.error({ err: error }, "Connection test: the database did not answer");
    return { status: "error", message: "connection.error.databaseQuery" };
  }
}

export async function checkAuth(request: Request, db: Database | null): Promise<CheckResult> {
  // Sessions live in the database: without it nobody can be signed in.
  if (!db) return { status: "error", message: "connection.error.authNoDatabase" };
  try {
    await authenticate(request, db);
    return { status: "connected" };
  } catch (error) {
    logger.error({ err: error }, "Connection test: the sign-in service did not answer");
    return { status: "error", message: "connection.error.auth" };
  }
}
