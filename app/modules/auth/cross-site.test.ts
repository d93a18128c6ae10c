import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./cross-site";

const host = "corerank.example";

describe("isCrossSiteWrite", () => {
  it("refuses a sign-in form another site posts", () => {
    expect(
      isCrossSiteWrite("POST", {
        host,
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      }),
    ).toBe(true);
  });

  it("refuses on either signal alone: Origin of another host, or Sec-Fetch-Site cross-site", () => {
    expect(isCrossSiteWrite("POST", { host, origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteWrite("DELETE", { host, "sec-fetch-site": "cross-site" })).toBe(true);
  });

  it("refuses a sibling subdomain and an opaque origin", () => {
    expect(
      isCrossSiteWrite("PUT", {
        host,
        origin: "https://uploads.corerank.example",
        "sec-fetch-site": "same-site",
      }),
    ).toBe(true);
    expect(isCrossSiteWrite("POST", { host, origin: "null" })).toBe(true);
    expect(isCrossSiteWrite("POST", { host, origin: "not a url" })).toBe(true);
  });

  it("accepts this site's own forms (sign-in, sign-out, admin edits)", () => {
    expect(
      isCrossSiteWrite("POST", {
        host,
        origin: `https://${host}`,
        "sec-fetch-site": "same-origin",
      }),
    ).toBe(false);
  });

  it("accepts an API client without browser headers (it authenticates with a Bearer token)", () => {
    expect(isCrossSiteWrite("POST", { host })).toBe(false);
  });

  it("never blocks reads, whoever links to them", () => {
    expect(
      isCrossSiteWrite("GET", {
        host,
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      }),
    ).toBe(false);
  });
});
