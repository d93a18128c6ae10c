import { afterEach, describe, expect, it } from "vitest";
import {
  BodyBudgetError,
  bufferedBodyBytes,
  readBodyBytes,
  readFormBody,
  refusalResponse,
} from "./read-body.server";

const MB = 1024 * 1024;

/** A chunked request (no Content-Length) of `total` bytes, 256 KB a pull; counts what was pulled. */
function streamed(total: number, type = "application/x-www-form-urlencoded") {
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (pulled.bytes >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(256 * 1024, total - pulled.bytes)).fill(0x61);
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: { "content-type": type },
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

afterEach(() => {
  delete process.env.MAX_BUFFERED_BODY_BYTES;
});

describe("readBodyBytes", () => {
  it("stops pulling a chunked body at its limit", async () => {
    const { request, pulled } = streamed(50 * MB);
    expect(await readBodyBytes(request, MB)).toBeNull();
    expect(pulled.bytes).toBeLessThanOrEqual(MB + 512 * 1024);
  });

  it("refuses bodies past the budget of all bodies read at once (503), then frees it", async () => {
    process.env.MAX_BUFFERED_BODY_BYTES = String(3 * MB);
    const uploads = Array.from({ length: 4 }, () => streamed(2 * MB));
    const results = await Promise.allSettled(uploads.map((u) => readBodyBytes(u.request, 4 * MB)));
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(BodyBudgetError);
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    expect(bufferedBodyBytes()).toBe(0);
    // Each refused body stopped being read when the budget was passed.
    expect(uploads.reduce((n, u) => n + u.pulled.bytes, 0)).toBeLessThan(8 * MB);
    const form = await readFormBody(streamed(4 * MB).request, { maxBytes: 5 * MB });
    expect(form.ok).toBe(false);
    if (!form.ok) {
      expect(form.status).toBe(503);
      expect(refusalResponse(form).headers.get("retry-after")).toBe("10");
    }
  });
});
