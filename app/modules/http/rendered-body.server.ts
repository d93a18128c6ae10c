/**
 * A rendered document handed from the server entry (entry.server.tsx) to the Express app that
 * sends it (server/app.ts, send), beside the Response rather than in it.
 *
 * The app reads every document whole (to hash its scripts into the page's CSP, give it an ETag,
 * gzip and cache it), so a body inside the Response was only a detour: undici wrapped the bytes
 * in a ReadableStream when the Response was made, and the app read them back out of it. Both
 * took 2-3% of an uncached page's server time at 10,000 CPUs (issue 23, decision 023's twelfth
 * pass). The Response keeps its status and headers and has no body; React Router passes it on
 * as it came, and a HEAD's own bodiless copy has nothing here.
 */
const bodies = new WeakMap<Response, Buffer>();

/** A bodiless Response whose document is `body`, for `renderedBody` to read. */
export function documentResponse(body: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init);
  bodies.set(response, body);
  return response;
}

/** The document `documentResponse` made `response` with, once: undefined for any other. */
export function renderedBody(response: Response): Buffer | undefined {
  const body = bodies.get(response);
  if (body) bodies.delete(response);
  return body;
}
