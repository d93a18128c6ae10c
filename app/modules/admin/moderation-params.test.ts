import { describe, expect, it } from "vitest";
import { parseRowId, statusFilter } from "./moderation-params";

describe("parseRowId", () => {
  it("reads a positive whole number", () => {
    expect(parseRowId("42")).toBe(42);
  });

  it("refuses anything else, so a bad URL is a 404 and never a database error", () => {
    for (const value of ["0", "-1", "1.5", "abc", "", "1e3", "9999999999", null, undefined])
      expect(parseRowId(value)).toBeNull();
  });
});

describe("statusFilter", () => {
  const statuses = ["pending", "approved", "rejected"] as const;
  it("keeps a known status and falls back for an unknown or missing one", () => {
    expect(statusFilter(new URLSearchParams("status=approved"), statuses, "pending")).toBe(
      "approved",
    );
    expect(statusFilter(new URLSearchParams("status=deleted"), statuses, "pending")).toBe(
      "pending",
    );
    expect(statusFilter(new URLSearchParams(""), statuses, "pending")).toBe("pending");
  });
});
