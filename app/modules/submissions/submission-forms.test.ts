import { describe, expect, it } from "vitest";
import { failureResult } from "./submission-forms";

describe("failureResult", () => {
  it("gives Conform the entered text and each message, the form's own first under ''", () => {
    const result = failureResult({
      values: { name: "Ada", email: "ada@" },
      fieldErrors: { email: { key: "forms.error.email" } },
      formError: { key: "forms.error.unavailable" },
    });
    expect(result).toEqual({
      status: "error",
      initialValue: { name: "Ada", email: "ada@" },
      error: { "": { key: "forms.error.unavailable" }, email: { key: "forms.error.email" } },
    });
    expect(Object.keys(result.error ?? {})).toEqual(["", "email"]);
  });

  it("leaves the starting values alone when the body could not be read", () => {
    const result = failureResult({
      values: {},
      fieldErrors: {},
      formError: { key: "forms.error.textTooLarge" },
    });
    expect(result.initialValue).toBeUndefined();
    expect(result.error).toEqual({ "": { key: "forms.error.textTooLarge" } });
  });
});
