/**
 * A loader's bulky value (a comparison's rows, a search's results) sent to the browser as one
 * JSON text instead of in React Router's own hydration encoding. That encoding (turbo-stream)
 * handles every object, key and value on its own: 11% of a four-way comparison's server time
 * and 7% of a search's at 10,000 CPUs, three times what JSON takes for the same data. As one
 * text it is one value (issue 23, decision 023's twelfth pass; the messages are sent the same
 * way, translator.ts).
 *
 * The server's own render reads the value it was made from (no parse); the browser parses
 * each text it receives once. The value must read the same after a JSON round trip (finite
 * numbers, plain objects and arrays, no undefined): outside production, sendJson checks it.
 */
declare const sentType: unique symbol;
export interface SentJson<T> {
  readonly json: string;
  /** Only for the type: the value the text holds. */
  readonly [sentType]?: T;
}

const values = new WeakMap<object, unknown>();

/** Records that `sent` holds `value` (sendJson, on the server). */
export function rememberSent<T>(sent: SentJson<T>, value: T): void {
  values.set(sent, value);
}

/**
 * On the server, the value `sent` was made from by sendJson; undefined for anything else (the
 * bench's floor, server/render-floor.ts, serialises the value rather than its text).
 */
export function sentValue(sent: unknown): unknown {
  return typeof sent === "object" && sent !== null ? values.get(sent) : undefined;
}

/** The value a loader sent with sendJson: in the browser, parsed once per received text. */
export function receivedJson<T>(sent: SentJson<T>): T {
  if (values.has(sent)) return values.get(sent) as T;
  const value = JSON.parse(sent.json) as T;
  values.set(sent, value);
  return value;
}
