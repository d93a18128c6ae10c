import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { envFrom, EnvError, HOST_HEADER, type RawEnv } from "~/modules/config/env.server";

/**
 * Which Host headers the server answers, and the origin its absolute URLs (canonical, hreflang,
 * Open Graph, sitemap, robots.txt) are built from. The Host header is never echoed unless it
 * was allowed, so a forged one cannot end up in a page a shared cache keeps.
 *
 * - SITE_URL set: every absolute URL uses it, whatever Host the request named. With
 *   ALLOWED_HOSTS as well, only SITE_URL's host, those hosts and localhost are answered.
 * - ALLOWED_HOSTS only (comma-separated `name` or `name:port`): those hosts are answered and
 *   their origin used.
 * - Neither: only localhost, 127.0.0.1 and [::1] (on the port the server listens on) are
 *   answered, so `npm start` works on this machine and nowhere else. Other hosts get 400.
 */
export interface HostPolicy {
  siteUrl: URL | null;
  allowedHosts: string[] | null;
}

export class HostPolicyError extends Error {}

const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** SITE_URL and ALLOWED_HOSTS, validated by the configuration (modules/config/env.server.ts). */
export function hostPolicyFromEnv(source?: RawEnv): HostPolicy {
  try {
    const config = envFrom(source);
    return {
      siteUrl: config.SITE_URL ? new URL(config.SITE_URL) : null,
      allowedHosts: config.ALLOWED_HOSTS ?? null,
    };
  } catch (error) {
    if (error instanceof EnvError) throw new HostPolicyError(error.message);
    throw error;
  }
}

/**
 * Refuses to start a production server that listens on a public address without knowing its
 * public name: set SITE_URL or ALLOWED_HOSTS. The default listen address keeps the localhost-only
 * policy, so `npm install && npm start` still works on a new machine.
 */
export function checkHostPolicyForListen(policy: HostPolicy, source?: RawEnv): void {
  const host = envFrom(source).HOST;
  if (policy.siteUrl || policy.allowedHosts || !host) return;
  if (["127.0.0.1", "localhost", "::1"].includes(host)) return;
  throw new HostPolicyError(
    `HOST=${host} serves other machines, but neither SITE_URL nor ALLOWED_HOSTS names the site: ` +
      "set SITE_URL to the public origin (e.g. https://corerank.example) or ALLOWED_HOSTS to the host names it answers to.",
  );
}

/** An entry with a port matches that host and port; one without matches the name on any port. */
function matchesEntry(host: string, name: string, entry: string): boolean {
  const parsed = HOST_HEADER.exec(entry);
  return parsed?.[2] === undefined ? entry === name : entry === host;
}

/**
 * The origin of this request's absolute URLs, or null when its Host is not one the server
 * answers (the caller answers 400).
 */
export function requestOrigin(
  req: IncomingMessage,
  policy: HostPolicy,
  source?: RawEnv,
): string | null {
  const raw = (req.headers.host ?? "").trim().toLowerCase();
  const parsed = HOST_HEADER.exec(raw);
  if (!parsed) return null;
  const name = parsed[1]!;
  const port = parsed[2];
  const isLocal =
    LOCAL_NAMES.has(name) && (port === undefined || Number(port) === req.socket.localPort);
  const protocol = isHttps(req, policy, source) ? "https" : "http";
  if (policy.siteUrl) {
    if (policy.allowedHosts) {
      const allowed =
        isLocal ||
        raw === policy.siteUrl.host ||
        policy.allowedHosts.some((entry) => matchesEntry(raw, name, entry));
      if (!allowed) return null;
    }
    return policy.siteUrl.origin;
  }
  if (policy.allowedHosts) {
    if (!isLocal && !policy.allowedHosts.some((entry) => matchesEntry(raw, name, entry)))
      return null;
    return `${protocol}://${raw}`;
  }
  return isLocal ? `${protocol}://${raw}` : null;
}

/**
 * Whether the site is served over https for this request: the connection is TLS, SITE_URL is
 * https, or (behind TRUST_PROXY proxies) X-Forwarded-Proto says https.
 */
export function isHttps(req: IncomingMessage, policy: HostPolicy, source?: RawEnv): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (policy.siteUrl?.protocol === "https:") return true;
  if (envFrom(source).TRUST_PROXY === 0) return false;
  const forwarded = req.headers["x-forwarded-proto"];
  const value = Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "");
  return value.split(",").some((proto) => proto.trim().toLowerCase() === "https");
}

export const UNKNOWN_HOST_MESSAGE =
  "This server does not answer to that host name. (Operator: set SITE_URL or ALLOWED_HOSTS.)";
