import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { withHandoffScripts } from "./entry.server";

/** What the browser's stream receives when the page's scripts run. */
function streamed(html: string): { text: string; closed: boolean } {
  const received = { text: "", closed: false };
  const streamController = {
    enqueue: (chunk: string) => (received.text += chunk),
    close: () => (received.closed = true),
  };
  for (const [, script] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
    runInNewContext(script ?? "", { window: { __reactRouterContext: { streamController } } });
  return received;
}

describe("the hydration data written into a document", () => {
  it("reaches the browser's stream whole and closes it, before the closing tags", () => {
    const html = withHandoffScripts(
      "<!DOCTYPE html><html><body><p>CPU</p></body></html>",
      '[{"_1":2},"loaderData"]\n',
      "n1",
    );
    expect(html.startsWith("<!DOCTYPE html><html><body><p>CPU</p><script nonce=")).toBe(true);
    expect(html.endsWith("</script></body></html>")).toBe(true);
    expect(html.match(/<script nonce="n1">/g)).toHaveLength(2);
    expect(streamed(html)).toEqual({ text: '[{"_1":2},"loaderData"]\n', closed: true });
  });

  it("cannot close its script or start another, whatever a CPU's name holds", () => {
    const data = '["</script><script>alert(1)</script>","a & b","line\u2028sep\u2029"]';
    const html = withHandoffScripts("<html><body></body></html>", data, "n");
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain("alert(1)</script>");
    expect(streamed(html).text).toBe(data);
  });

  it("arrives as it was, quotes, backslashes and line breaks included, in fewer bytes than JSON", () => {
    const json = JSON.stringify({ name: "Core \"i9\" 'K'", path: "C:\\x", note: "a\nb" });
    const data = `[{"_1":2},"page",${JSON.stringify(json)}]\n[3]\r\n`;
    const html = withHandoffScripts("<html><body></body></html>", data, "");
    expect(streamed(html).text).toBe(data);
    const literal = /enqueue\((.*?)\);<\/script>/.exec(html)![1]!;
    expect(literal.length).toBeLessThan(JSON.stringify(data).length);
  });

  it("is added at the end of a document without the usual closing tags", () => {
    const html = withHandoffScripts("<p>partial", "[1]", "");
    expect(html.startsWith("<p>partial<script>")).toBe(true);
    expect(streamed(html)).toEqual({ text: "[1]", closed: true });
  });
});
