import { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";

/** node:http's own classes are plain constructor functions, so they can be called on `this`. */
type Initialiser = (this: object, ...args: unknown[]) => void;

/**
 * The request and response classes for `http.createServer` whose objects are born with the
 * Express app's own prototypes (`app.request`, `app.response`), so that Express's
 * `Object.setPrototypeOf(req, app.request)` on every request (express/lib/application.js,
 * handle) finds the prototype already set and changes nothing.
 *
 * Changing a live object's prototype is costly in V8 and, worse, left garbage that outlived its
 * request: with one Express route answering "ready", 30% of what each request allocated was
 * promoted to the old generation (65 MB over 20,000 requests, against none for plain node:http)
 * and each request allocated three times as much. In the server at 10,000 CPUs this took what
 * each page promoted from 44-47 to 35-37 KB (issue 23, decision 023, fourteenth pass); most of
 * the rest was React Router's per-render router (static-router.ts, fifteenth pass).
 */
export function expressObjects(app: Pick<Express, "request" | "response">): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
} {
  const incomingMessage = IncomingMessage as unknown as Initialiser;
  const serverResponse = ServerResponse as unknown as Initialiser;
  function Request(this: IncomingMessage, socket: Socket) {
    incomingMessage.call(this, socket);
  }
  Request.prototype = app.request;
  function Response(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    serverResponse.call(this, req, options);
  }
  Response.prototype = app.response;
  return {
    IncomingMessage: Request as unknown as typeof IncomingMessage,
    ServerResponse: Response as unknown as typeof ServerResponse,
  };
}
