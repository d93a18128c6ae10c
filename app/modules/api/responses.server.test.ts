import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { answer, jsonRead, matchesIfNoneMatch } from "./responses.server";

const get = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://site/api/cpus", { method, headers });

describe("jsonRead", () => {
  it("carries a weak ETag and revalidating Cache-Control", async () => {
    const response = jsonRead(get(), { a: 1 });
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toMatch(/^W\/".+"$/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.json()).toEqual({ a: 1 });
  });

  it("answers 304 without a body to the current ETag, 200 to another", async () => {
    const etag = jsonRead(get(), { a: 1 }).headers.get("ETag")!;
    const again = jsonRead(get({ "If-None-Match": etag }), { a: 1 });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect(jsonRead(get({ "If-None-Match": etag }), { a: 2 }).status).toBe(200);
  });
});

describe("matchesIfNoneMatch", () => {
  it("compares weakly, in lists, and matches *", () => {
    expect(matchesIfNoneMatch('"x"', 'W/"x"')).toBe(true);
    expect(matchesIfNoneMatch('W/"y", W/"x"', 'W/"x"')).toBe(true);
    expect(matchesIfNoneMatch("*", 'W/"x"')).toBe(true);
    expect(matchesIfNoneMatch('W/"y"', 'W/"x"')).toBe(false);
    expect(matchesIfNoneMatch(null, 'W/"x"')).toBe(false);
  });
});

describe("answer", () => {
  it("runs the GET handler for HEAD", async () => {
    const response = await answer(get({}, "HEAD"), { GET: () => new Response("ok") });
    expect(response.status).toBe(200);
  });

  it("answers 405 in JSON with Allow for a method without a handler", async () => {
    const response = await answer(get({}, "PATCH"), {
      GET: () => new Response("ok"),
      POST: () => new Response("ok"),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });

  it("answers an ApiError as JSON that is never stored", async () => {
    const response = await answer(get(), {
      GET: () => {
        throw new ApiError(404, "not_found", "No such CPU");
      },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "No such CPU", fields: {} },
    });
  });

  it("answers an unexpected failure as a JSON 500 without its details", async () => {
    const response = await answer(get(), {
      GET: () => {
        throw new Error("connection string secret");
      },
    });
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("secret");
  });
});
