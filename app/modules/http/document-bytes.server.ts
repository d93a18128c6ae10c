/**
 * A rendered document's bytes handed from entry.server.tsx to the server's `send` beside the
 * Response instead of through its body stream: the server reads every page whole, and a
 * Response built on a Buffer, then read back whole with arrayBuffer(), cost about 20 µs per
 * page in stream objects and a copy (decision 023, tenth pass). The Response itself has no
 * body: its reader asks `documentBytes` (server/app.ts, send). The bytes are a property of the
 * Response, not a WeakMap entry, so they go with it in the next young-generation collection
 * (held in a WeakMap, the server stayed 45-50 MB larger once idle).
 */
const BYTES = Symbol("document bytes");

type DocumentResponse = Response & { [BYTES]?: Buffer };

/** An answer with `init`'s status and headers whose body is `bytes`, for `documentBytes`. */
export function documentResponse(bytes: Buffer, init: ResponseInit): Response {
  const response: DocumentResponse = new Response(null, init);
  response[BYTES] = bytes;
  return response;
}

/** A document's bytes as rendered, or undefined for any other response. */
export function documentBytes(response: Response): Buffer | undefined {
  return (response as DocumentResponse)[BYTES];
}
