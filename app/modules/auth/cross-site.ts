export const CROSS_SITE_MESSAGE = "Cross-site requests are not accepted.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change something although another site sent it. Browsers send Origin
 * with every cross-origin POST (forms and fetch alike) and Sec-Fetch-Site with every request,
 * so a request another page triggers is refused however it authenticates: sign-in, sign-out,
 * admin forms and cookie-authenticated API writes. API clients send neither header and pass;
 * they authenticate with a Bearer token, which another site cannot make a browser send.
 */
export function isCrossSiteWrite(
  method: string,
  headers: { origin?: string; host?: string; "sec-fetch-site"?: string },
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers["sec-fetch-site"] === "cross-site") return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  // Sandboxed frames and some redirects send "null": there is no page of ours behind it.
  if (origin === "null") return true;
  try {
    // Same-site is not enough: a sibling subdomain is another application.
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}
