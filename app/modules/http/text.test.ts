import { describe, expect, it } from "vitest";
import { cpuInputSchema } from "~/modules/catalog/cpu.schema";
import { contactFormSchema } from "~/modules/submissions/submission.schema";
import { newsletterEmailSchema } from "~/modules/newsletter/newsletter.server";
import { fixtureCpuInput } from "../../../tests/support/fixture-cpus";
import { controlCharacterIn, plainString } from "./text";

describe("control characters in text", () => {
  it("names the first refused character; tab always passes, line breaks only in multi-line text", () => {
    expect(controlCharacterIn("plain text, ünïcödé 🔥")).toBeNull();
    expect(controlCharacterIn("a\tb")).toBeNull();
    expect(controlCharacterIn("a\u0000b")).toBe("U+0000");
    expect(controlCharacterIn("a\u001fb\u0001")).toBe("U+001F");
    expect(controlCharacterIn("a\nb")).toBe("U+000A");
    expect(controlCharacterIn("a\r\nb", { multiline: true })).toBeNull();
    expect(controlCharacterIn("a\u000bb", { multiline: true })).toBe("U+000B");
    expect(plainString().safeParse("x\u0000").error?.issues[0]?.message).toBe(
      "contains a control character (U+0000), which is not allowed",
    );
  });

  it("is checked by the CPU schema, the visitor forms and the newsletter", () => {
    const cpu = { ...fixtureCpuInput("text-check-cpu"), architecture: "Zen\u00005" };
    const parsed = cpuInputSchema.safeParse(cpu);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["architecture", "contains a control character (U+0000), which is not allowed"],
    ]);
    const message = contactFormSchema.safeParse({
      name: "A",
      email: "a@example.com",
      subject: "S",
      message: "Line\r\nline\u0007",
    });
    expect(message.error?.issues).toMatchObject([
      {
        path: ["message"],
        message: "forms.error.controlCharacter",
        params: { character: "U+0007" },
      },
    ]);
    expect(newsletterEmailSchema.safeParse("a\u0000@example.com").success).toBe(false);
  });
});
