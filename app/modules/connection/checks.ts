import type { CheckResult } from "./connection-checks.server";

/** A check as the page shows it: still running, its result, or failed without a message. */
export type Check = { status: "checking" } | CheckResult | { status: "error"; message: null };

export const CHECK_NAMES = ["client", "database", "auth"] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
export type Checks = Record<CheckName, Check>;

interface ServerChecks {
  database: CheckResult;
  auth: CheckResult;
}

/**
 * What the connection test shows. Rendered on the server (and without
 * JavaScript): the server's own results of this request, the browser's check
 * not yet run; once the script runs, the browser is connected and the server's
 * checks show "Checking" until the fresh answer arrives.
 */
export function shownChecks(
  hydrated: boolean,
  server: ServerChecks,
  fresh: ServerChecks | undefined,
): Checks {
  const pending = (result: CheckResult): Check => (hydrated ? { status: "checking" } : result);
  return {
    client: hydrated ? { status: "connected" } : { status: "checking" },
    database: fresh?.database ?? pending(server.database),
    auth: fresh?.auth ?? pending(server.auth),
  };
}

/**
 * The server could not be asked at all (the network or the server failed), so
 * there is no message from it: its checks failed with 'Unknown error'.
 */
export function unreachableChecks(hydrated: boolean): Checks {
  const failure: Check = { status: "error", message: null };
  return {
    client: hydrated ? { status: "connected" } : { status: "checking" },
    database: failure,
    auth: failure,
  };
}

export const failedChecks = (checks: Checks): CheckName[] =>
  CHECK_NAMES.filter((name) => checks[name].status === "error");

export const stillChecking = (checks: Checks): boolean =>
  CHECK_NAMES.some((name) => checks[name].status === "checking");
