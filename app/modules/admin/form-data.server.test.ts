import { describe, expect, it } from "vitest";
import { formDataOrNull } from "./form-data.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin", { method: "POST", body, headers });

describe("formDataOrNull", () => {
  it("reads a posted form", async () => {
    const form = await formDataOrNull(post(new URLSearchParams({ q: "ryzen" })));
    expect(form?.get("q")).toBe("ryzen");
  });

  it("gives null for a body that is not a form, so the action answers 400", async () => {
    const broken = post("--x\r\nnot a part", { "Content-Type": "multipart/form-data; boundary=x" });
    expect(await formDataOrNull(broken)).toBeNull();
  });

  it("gives null for a body far larger than an admin form, without reading it", async () => {
    const huge = post("q=x", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(10 * 1024 * 1024),
    });
    expect(await formDataOrNull(huge)).toBeNull();
  });
});
