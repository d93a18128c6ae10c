import { describe, expect, it } from "vitest";
import { adminReturnPath, readSignInForm } from "./sign-in";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("readSignInForm", () => {
  it("accepts an email and a password, trimming only the email", () => {
    expect(readSignInForm(form({ email: " admin@example.com ", password: " secret " }))).toEqual({
      ok: true,
      email: "admin@example.com",
      password: " secret ",
      next: "/admin",
    });
  });

  it("requires both, naming what is missing and keeping the email", () => {
    expect(readSignInForm(form({ email: "", password: "" }))).toMatchObject({
      ok: false,
      failure: { message: "Enter your email and password.", fields: ["email", "password"] },
    });
    expect(readSignInForm(form({ email: "a@b.c" }))).toEqual({
      ok: false,
      failure: {
        message: "Enter your password.",
        fields: ["password"],
        email: "a@b.c",
        next: "/admin",
      },
    });
    expect(readSignInForm(form({ password: "x" }))).toMatchObject({
      failure: { message: "Enter your email.", fields: ["email"] },
    });
  });

  it("refuses absurdly long values without passing them on", () => {
    const result = readSignInForm(form({ email: "a@b.c", password: "x".repeat(5000) }));
    expect(result).toMatchObject({ ok: false, failure: { fields: ["password"] } });
  });
});

describe("readSignInForm's other refusals", () => {
  it("reads a blank email as missing and names a control character", () => {
    expect(readSignInForm(form({ email: "   ", password: "x" }))).toMatchObject({
      failure: { message: "Enter your email.", fields: ["email"] },
    });
    expect(readSignInForm(form({ email: "a@b.c", password: "x\u0000" }))).toMatchObject({
      ok: false,
      failure: { fields: ["password"], email: "" },
    });
    const long = readSignInForm(form({ email: `${"a".repeat(300)}@b.c`, password: "x" }));
    expect(long).toMatchObject({
      failure: { message: "Email or password is too long.", fields: ["email"] },
    });
  });
});

describe("adminReturnPath", () => {
  it("returns to the admin page that was asked for", () => {
    expect(adminReturnPath("/admin/cpus/new")).toBe("/admin/cpus/new");
    expect(adminReturnPath("/admin?q=ryzen")).toBe("/admin?q=ryzen");
  });

  it("never leaves the admin panel", () => {
    for (const next of [
      "https://evil.example/admin",
      "//evil.example",
      "/administrator",
      "/",
      "/\\evil",
      null,
    ])
      expect(adminReturnPath(next)).toBe("/admin");
  });
});
