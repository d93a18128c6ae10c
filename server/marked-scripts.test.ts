import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { markedScripts } from "./marked-scripts";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("markedScripts", () => {
  it("hashes the scripts carrying the render's nonce and removes the nonce", () => {
    const html = '<script nonce="n1">ok()</script><p><script>evil()</script></p>';
    const page = markedScripts(Buffer.from(html), "n1");
    expect(page.hashes).toEqual([sha256("ok()")]);
    expect(page.html.toString()).toBe("<script>ok()</script><p><script>evil()</script></p>");
  });

  it("hashes a script's text as the browser does, whatever its characters", () => {
    const script = 'window.__m={"t":"Comparação — 比較 ✓"};';
    const html = `<p>Überblick</p><script type="module" nonce="n2">${script}</script>`;
    const page = markedScripts(Buffer.from(html), "n2");
    expect(page.hashes).toEqual([sha256(script)]);
    expect(page.html.toString()).toBe(`<p>Überblick</p><script type="module">${script}</script>`);
  });

  it("gives one hash for identical scripts and none for scripts loaded by src", () => {
    const html =
      '<script nonce="n">a()</script><script nonce="n">a()</script>' +
      '<script nonce="n" src="/assets/x.js"></script><scripts nonce="n">b()</script>';
    const page = markedScripts(Buffer.from(html), "n");
    expect(page.hashes).toEqual([sha256("a()")]);
    expect(page.html.toString()).not.toContain("nonce");
  });

  it("ignores a nonce other than this render's", () => {
    const html = '<script nonce="other">x()</script>';
    const page = markedScripts(Buffer.from(html), "n1");
    expect(page.hashes).toEqual([]);
    expect(page.html.toString()).toBe(html);
  });
});
