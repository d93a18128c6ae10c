import { envFrom, type RawEnv } from "~/modules/config/env.server";

/**
 * Facts about who sent a request, for sign-in limits and cookies. The Express adapter
 * (server/app.ts) sets CLIENT_ADDRESS_HEADER from the TCP connection, replacing any value a
 * client sent, because the Fetch Request the app sees has no socket of its own.
 */
export const CLIENT_ADDRESS_HEADER = "x-corerank-client-ip";

/**
 * How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY: a
 * number, or "true" for one). Without it the forwarded headers are ignored, since any client
 * can send them.
 */
export function trustedProxyCount(source?: RawEnv): number {
  return envFrom(source).TRUST_PROXY;
}

/**
 * The client's address: the connection's peer, or behind TRUST_PROXY proxies the address the
 * outermost trusted proxy saw (counting from the right of X-Forwarded-For, because entries
 * further left were written by the client and prove nothing).
 */
export function clientAddress(request: Request, source?: RawEnv): string {
  return forwardedAddress(
    request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown",
    request.headers.get("x-forwarded-for"),
    trustedProxyCount(source),
  );
}

/** The same from the connection's peer and X-Forwarded-For, behind `proxies` trusted proxies. */
export function forwardedAddress(
  peer: string,
  forwardedFor: string | string[] | null | undefined,
  proxies: number,
): string {
  if (proxies === 0) return peer;
  const forwarded = [forwardedFor ?? ""]
    .flat()
    .join(",")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - proxies] ?? forwarded[0] ?? peer;
}

/**
 * Cookies get the Secure attribute when the site is served over https: SITE_URL says so, the
 * request itself arrived over TLS, or (behind TRUST_PROXY) a proxy says it did. A production
 * build served over plain http (as the browser tests do) therefore still signs in; a client
 * claiming https itself only gets a cookie its own plain-http requests will not return.
 */
export function wantsSecureCookies(request: Request, source?: RawEnv): boolean {
  const config = envFrom(source);
  if (config.SITE_URL?.startsWith("https://")) return true;
  if (new URL(request.url).protocol === "https:") return true;
  if (config.TRUST_PROXY === 0) return false;
  return (request.headers.get("x-forwarded-proto") ?? "")
    .split(",")
    .some((proto) => proto.trim().toLowerCase() === "https");
}
