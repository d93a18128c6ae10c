/**
 * The one check for redirecting to a target a client supplied (a `returnTo` field, the rest of
 * a URL): only a path on this site is accepted. It must start with a single "/", and neither
 * it nor its percent-decoded form may hold "//", "\", a "." or ".." segment, whitespace or
 * control characters, any of which a browser may turn into another host
 * ("/.//evil.example", "/\evil.example"). Returns the path as it is safe to put in a Location
 * header (non-ASCII percent-encoded), or null.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/")) return null;
  const forms = [value];
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    forms.push((decoded = next));
  }
  for (const form of forms) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0020\u007f-\u009f\\]/.test(form)) return null;
    const path = form.split(/[?#]/, 1)[0]!;
    if (path.includes("//")) return null;
    if (/(^|\/)\.\.?(\/|$)/.test(path)) return null;
  }
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
