import { rememberSent, type SentJson } from "./sent-json";

const CHECKED = process.env.NODE_ENV !== "production";

/** `value` as one JSON text for the browser (sent-json.ts); the server's render reads `value`. */
export function sendJson<T>(value: T): SentJson<T> {
  if (CHECKED) assertSameAsJson(value, "value");
  const sent = { json: JSON.stringify(value) } as SentJson<T>;
  rememberSent(sent, value);
  return sent;
}

/**
 * Throws, naming the place, where `value` would read differently after a JSON round trip than
 * the server's render read it (a hydration mismatch in the browser).
 */
export function assertSameAsJson(value: unknown, at: string): void {
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${at} is ${value}, which JSON sends as null`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (item === undefined) throw new Error(`${at}[${i}] is undefined, which JSON sends as null`);
      assertSameAsJson(item, `${at}[${i}]`);
    });
    return;
  }
  if (typeof value === "object") {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null)
      throw new Error(`${at} is not a plain object, which JSON does not send as it is`);
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) throw new Error(`${at}.${key} is undefined, which JSON leaves out`);
      assertSameAsJson(item, `${at}.${key}`);
    }
    return;
  }
  throw new Error(`${at} is a ${typeof value}, which JSON does not send`);
}
