import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it (all page data is in memory,
 * so there is nothing to stream); the server hashes its inline scripts into
 * the page's Content-Security-Policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared as soon as the document is complete: a pending timer kept the whole render (its
    // request, loader data and serialised hydration data) in memory for six seconds after the
    // answer, about 100 KB per page, so memory grew with the request rate.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    timer.unref();
    const { pipe, abort } = renderToPipeableStream(
      // The nonce marks the inline scripts React Router emits; server/app.ts hashes those into
      // the page's CSP and removes the attribute.
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />,
      {
        nonce: loadContext.cspNonce,
        onAllReady() {
          clearTimeout(timer);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The document is complete: collect its bytes and answer them whole. A stream
          // (PassThrough, then a web stream) cost a copy and several objects per chunk for a
          // body the server reads whole anyway (server/app.ts, send).
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              writev(many: { chunk: Buffer }[], done) {
                for (const { chunk } of many) chunks.push(chunk);
                done();
              },
              final(done) {
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
                done();
              },
            }),
          );
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
