import { describe, expect, it } from "vitest";
import { failedChecks, shownChecks, stillChecking, unreachableChecks } from "./checks";

const server = {
  database: { status: "connected", cpuCount: 120 },
  auth: { status: "error", message: "connection.error.authNoDatabase" },
} as const;

describe("shownChecks", () => {
  it("shows the server's results of the page's own request before the script runs", () => {
    const checks = shownChecks(false, server, undefined);
    expect(checks).toEqual({ client: { status: "checking" }, ...server });
    expect(failedChecks(checks)).toEqual(["auth"]);
    expect(stillChecking(checks)).toBe(true);
  });

  it("shows 'Checking' for the server's checks once the script runs, until it answers", () => {
    const checks = shownChecks(true, server, undefined);
    expect(checks).toEqual({
      client: { status: "connected" },
      database: { status: "checking" },
      auth: { status: "checking" },
    });
    expect(failedChecks(checks)).toEqual([]);
  });

  it("shows the fresh answer once it arrives", () => {
    const fresh = {
      database: { status: "connected", cpuCount: 121 },
      auth: { status: "connected" },
    } as const;
    const checks = shownChecks(true, server, fresh);
    expect(checks).toEqual({ client: { status: "connected" }, ...fresh });
    expect(stillChecking(checks)).toBe(false);
  });
});

describe("unreachableChecks", () => {
  it("fails the server's checks without a message of the server's", () => {
    const checks = unreachableChecks(true);
    expect(checks.database).toEqual({ status: "error", message: null });
    expect(failedChecks(checks)).toEqual(["database", "auth"]);
  });
});
