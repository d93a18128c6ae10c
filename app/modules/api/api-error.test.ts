import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorSchema, ApiError, fieldsFromIssues } from "./api-error";

describe("fieldsFromIssues", () => {
  it("groups messages by field path and lists unknown keys under their names", () => {
    const schema = z
      .object({ cores: z.int().min(1), scores: z.object({ multi: z.number().positive() }) })
      .strict();
    const result = schema.safeParse({ cores: 0, scores: { multi: -1 }, extra: 1, other: 2 });
    expect(fieldsFromIssues(result.error!.issues)).toEqual({
      cores: [expect.stringContaining(">=1")],
      "scores.multi": [expect.stringContaining(">0")],
      extra: ["is not a known field"],
      other: ["is not a known field"],
    });
  });

  it("lists a key named __proto__ like any other", () => {
    const result = z.object({}).strict().safeParse(JSON.parse('{"__proto__": 1}'));
    const fields = fieldsFromIssues(result.error!.issues);
    expect(Object.getOwnPropertyDescriptor(fields, "__proto__")?.value).toEqual([
      "is not a known field",
    ]);
    expect(JSON.parse(JSON.stringify(fields))).toHaveProperty(["__proto__"]);
  });

  it("puts problems with the whole value under 'body'", () => {
    const result = z.object({}).safeParse([]);
    expect(Object.keys(fieldsFromIssues(result.error!.issues))).toEqual(["body"]);
  });
});

describe("ApiError", () => {
  it("answers in the documented error shape", () => {
    const error = new ApiError(422, "validation_failed", "The CPU is not valid", {
      cores: ["is required"],
    });
    expect(apiErrorSchema.strict().parse(error.body())).toEqual({
      error: {
        code: "validation_failed",
        message: "The CPU is not valid",
        fields: { cores: ["is required"] },
      },
    });
  });
});
