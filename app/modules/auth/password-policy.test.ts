import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "./password-policy";

describe("passwordProblem", () => {
  it("accepts a long, uncommon password", () => {
    expect(passwordProblem("violet-harbour-71-lantern", "alice@example.com")).toBeNull();
  });

  it("refuses a password shorter than the minimum, saying how long it is", () => {
    expect(passwordProblem("short-pass1", "alice@example.com")).toBe(
      `The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters (it has 11).`,
    );
    expect(passwordProblem("x".repeat(11) + "y", "alice@example.com")).toBeNull();
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblem("🔒🔒🔒🔒🔒🔒", "alice@example.com")).toMatch(/too short/);
  });

  it("refuses a password longer than sign-in accepts", () => {
    expect(passwordProblem("a1".repeat(65), "alice@example.com")).toMatch(/too long/);
  });

  it("refuses common passwords whatever their case", () => {
    expect(passwordProblem("Password1234", "alice@example.com")).toMatch(/most common/);
    expect(passwordProblem("QWERTY123456", "alice@example.com")).toMatch(/most common/);
    expect(passwordProblem("zzzzzzzzzzzzzzzz", "alice@example.com")).toMatch(/most common/);
  });

  it("refuses the email address or its local part", () => {
    expect(passwordProblem("Alice.Longname@example.com", "alice.longname@example.com")).toBe(
      "The password may not be the email address.",
    );
    expect(passwordProblem("alice.longname", "alice.longname@example.com")).toBe(
      "The password may not be the email address.",
    );
  });
});
