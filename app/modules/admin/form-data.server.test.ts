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

  it("refuses a body far larger than an admin form with a thrown 413, without reading it", async () => {
    const huge = post("q=x", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(10 * 1024 * 1024),
    });
    const refused = await formDataOrNull(huge).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(413);
  });

  it("stops reading a chunked body at the limit (413), however much more is coming", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const chunked = new Request("http://localhost/admin", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    const refused = await formDataOrNull(chunked).catch((thrown: unknown) => thrown);
    expect((refused as Response).status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
  });

  it("gives null for another content type", async () => {
    expect(await formDataOrNull(post("q=x", { "Content-Type": "text/plain" }))).toBeNull();
  });
});
