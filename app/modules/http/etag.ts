import { createHash } from "node:crypto";

/**
 * An entity tag for a body: its SHA-1 in base64url. Strong for bytes sent as they are (the page
 * cache's stored pages); weak (`W/`) where only the text is the same, whatever the transfer
 * encoding (the API's JSON). If-None-Match compares either way (RFC 9110 13.1.2).
 */
export function etagOf(body: string | Buffer, strength: "strong" | "weak" = "strong"): string {
  const tag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return strength === "weak" ? `W/${tag}` : tag;
}
