import { describe, expect, it } from "vitest";
import { accountKey, tooManyAttemptsMessage } from "./sign-in-limits";

describe("sign-in limits", () => {
  it("counts an account however its email is typed", () => {
    expect(accountKey(" Alice@Example.COM")).toBe(accountKey("alice@example.com"));
  });

  it("says in whole minutes, rounded up, when to try again", () => {
    expect(tooManyAttemptsMessage(14 * 60 + 1)).toBe(
      "Too many failed sign-in attempts. Try again in 15 minutes.",
    );
    expect(tooManyAttemptsMessage(5)).toBe(
      "Too many failed sign-in attempts. Try again in 1 minute.",
    );
  });
});
