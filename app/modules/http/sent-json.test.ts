import { describe, expect, it } from "vitest";
import { receivedJson, sentValue } from "./sent-json";
import { sendJson } from "./sent-json.server";

describe("a value sent as one JSON text", () => {
  const rows = { cpus: [{ id: "amd-test", cores: 8, boost: null, tags: ["x"] }] };

  it("is the value itself on the server and the same value, parsed once, in the browser", () => {
    const sent = sendJson(rows);
    expect(receivedJson(sent)).toBe(rows);
    const arrived = { json: sent.json } as typeof sent;
    const parsed = receivedJson(arrived);
    expect(parsed).toEqual(rows);
    expect(receivedJson(arrived)).toBe(parsed);
    // What the bench's floor serialises in its place: only a text the server made.
    expect(sentValue(sent)).toBe(rows);
    expect(sentValue({ json: "{}" })).toBeUndefined();
    expect(sentValue("text")).toBeUndefined();
  });

  it("is refused, naming the place, where JSON would change what the page shows", () => {
    expect(() => sendJson({ a: [1, Number.NaN] })).toThrow("value.a[1] is NaN");
    expect(() => sendJson({ a: [undefined] })).toThrow("value.a[0] is undefined");
    expect(() => sendJson({ b: { c: undefined } })).toThrow("value.b.c is undefined");
    expect(() => sendJson({ d: new Date(0) })).toThrow("value.d is not a plain object");
    expect(() => sendJson({ e: () => 1 })).toThrow("value.e is a function");
  });
});
