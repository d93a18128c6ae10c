import { describe, expect, it } from "vitest";
import { CommandLineError, parseCommandLine } from "./account-commands";

const STRONG = "violet-harbour-71-lantern";

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CommandLineError);
    return (error as Error).message;
  }
  throw new Error("expected the command line to be refused");
}

describe("parseCommandLine", () => {
  it("reads admin:create with a normalised email and the admin role by default", () => {
    expect(
      parseCommandLine("admin:create", ["--email", " Alice@Example.com ", "--password", STRONG]),
    ).toEqual({
      command: "admin:create",
      email: "alice@example.com",
      password: STRONG,
      role: "admin",
    });
  });

  it("reads a role and a name", () => {
    expect(
      parseCommandLine("admin:create", [
        "--email=bob@example.com",
        `--password=${STRONG}`,
        "--role=viewer",
        "--name",
        "Bob",
      ]),
    ).toMatchObject({ role: "viewer", name: "Bob" });
  });

  it("names each missing or invalid option and shows the usage", () => {
    const message = failure(() => parseCommandLine("admin:create", ["--email", "not-an-address"]));
    expect(message).toContain("--email is not an email address.");
    expect(message).toContain("--password is required.");
    expect(message).toContain("Usage: npm run admin:create");
  });

  it("refuses a weak password with the policy's reason", () => {
    expect(
      failure(() =>
        parseCommandLine("admin:create", ["--email", "a@example.com", "--password", "secret"]),
      ),
    ).toContain("--password: The password is too short");
    expect(
      failure(() =>
        parseCommandLine("admin:create", [
          "--email",
          "a@example.com",
          "--password",
          "password1234",
        ]),
      ),
    ).toContain("most common");
  });

  it("refuses an unknown role and an unknown option", () => {
    expect(
      failure(() =>
        parseCommandLine("admin:create", [
          "--email",
          "a@example.com",
          "--password",
          STRONG,
          "--role",
          "owner",
        ]),
      ),
    ).toContain("--role must be admin or viewer.");
    expect(failure(() => parseCommandLine("admin:create", ["--emial", "a@example.com"]))).toMatch(
      /Unknown option '--emial'/,
    );
  });

  it("reads api-token:create, which needs a name", () => {
    expect(
      parseCommandLine("api-token:create", ["--email", "a@example.com", "--name", "CI import"]),
    ).toEqual({ command: "api-token:create", email: "a@example.com", name: "CI import" });
    expect(
      failure(() => parseCommandLine("api-token:create", ["--email", "a@example.com"])),
    ).toContain("--name is required.");
  });
});
