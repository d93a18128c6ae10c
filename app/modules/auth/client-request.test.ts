import { describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  forwardedAddress,
  trustedProxyCount,
  wantsSecureCookies,
} from "./client-request";

function request(url: string, headers: Record<string, string> = {}): Request {
  return new Request(url, { headers });
}

describe("clientAddress", () => {
  const fromProxy = request("http://127.0.0.1/admin", {
    [CLIENT_ADDRESS_HEADER]: "10.0.0.2",
    "x-forwarded-for": "6.6.6.6, 203.0.113.7",
  });

  it("is the connection's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(fromProxy, {})).toBe("10.0.0.2");
  });

  it("behind one trusted proxy is the address that proxy appended, not one the client wrote", () => {
    expect(clientAddress(fromProxy, { TRUST_PROXY: "1" })).toBe("203.0.113.7");
    expect(clientAddress(fromProxy, { TRUST_PROXY: "true" })).toBe("203.0.113.7");
    expect(clientAddress(fromProxy, { TRUST_PROXY: "2" })).toBe("6.6.6.6");
  });

  it("falls back to the peer when a trusted proxy sent no X-Forwarded-For", () => {
    const direct = request("http://127.0.0.1/", { [CLIENT_ADDRESS_HEADER]: "10.0.0.2" });
    expect(clientAddress(direct, { TRUST_PROXY: "1" })).toBe("10.0.0.2");
  });

  it("reads X-Forwarded-For sent as several header lines as one list (Node's raw headers)", () => {
    // The load shedder's rotation (server/app.ts, readerOf) reads Node's headers, not a Request.
    expect(forwardedAddress("10.0.0.2", ["6.6.6.6", "203.0.113.7"], 1)).toBe("203.0.113.7");
    expect(forwardedAddress("10.0.0.2", "6.6.6.6, 203.0.113.7", 0)).toBe("10.0.0.2");
    expect(forwardedAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });

  it("refuses a TRUST_PROXY that is not a count, true or false", () => {
    expect(() => trustedProxyCount({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxyCount({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
    expect(trustedProxyCount({ TRUST_PROXY: "false" })).toBe(0);
  });
});

describe("wantsSecureCookies", () => {
  it("is off for a production build served over plain http", () => {
    expect(wantsSecureCookies(request("http://127.0.0.1:3000/admin"), {})).toBe(false);
  });

  it("is on when SITE_URL is https or the request came over TLS", () => {
    expect(
      wantsSecureCookies(request("http://127.0.0.1:3000/admin"), {
        SITE_URL: "https://corerank.example",
      }),
    ).toBe(true);
    expect(wantsSecureCookies(request("https://corerank.example/admin"), {})).toBe(true);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    const proxied = request("http://127.0.0.1/admin", { "x-forwarded-proto": "https" });
    expect(wantsSecureCookies(proxied, {})).toBe(false);
    expect(wantsSecureCookies(proxied, { TRUST_PROXY: "1" })).toBe(true);
  });
});
