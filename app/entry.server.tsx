import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { documentResponse } from "~/modules/http/rendered-body.server";

export const streamTimeout = 5_000;

/**
 * Hydration data shorter than this (bytes; nearly all of it ASCII) marks a document rendered to a
 * string, with its data scripts written here: home and search (11-15 K of data, 27-40 KB of HTML),
 * comparisons (26-28 K, 83-98 KB), most rankings and some CPU pages (from 27.5 K). Longer ones
 * (four-way comparisons, the catalog, most CPU pages: up to 37 K, 137 KB) are rendered by React
 * Router's own way, to bytes: as a string, a four-way comparison took 5-20% longer (the string
 * is built of tens of thousands of pieces, and flattening it grows faster than the document).
 * Decision 023, ninth pass: side by side, p50 home 0.94x, search 0.93x, comparison 0.92x,
 * ranking 0.93x. Rendering large documents to bytes with the data scripts added here instead of
 * by React Router left the server 55-75 MB larger once idle, in memory glibc kept but no longer
 * used; strings did not.
 */
const STRING_RENDER_MAX_DATA = 30_000;

/**
 * Renders the whole document before answering it whole (all page data is in memory, so there
 * is nothing to stream); the server hashes its inline scripts into the page's
 * Content-Security-Policy.
 *
 * The hydration data (React Router's turbo-stream of the loaders' data) is read whole first, as
 * bytes (a larger document's are handed back as they came, never decoded here): it
 * is complete as soon as the loaders are, unless a loader returns a promise, which then resolves
 * or is cut off after `streamTimeout` as before. A smaller document is then rendered without it
 * by `renderToString` (one synchronous pass) and the data goes into the two scripts React
 * Router's `StreamTransfer` would have written (one `enqueue` with the text, one `close`), where
 * it writes them: at the end of the body. The browser reads the same stream. A larger one is
 * rendered by `renderToPipeableStream` with `ServerRouter` reading the same chunks, as React
 * Router does it. Issue 23: a cache miss's fixed cost over its floor weighs most on the
 * smallest pages.
 *
 * The document goes to the server beside its Response, not in it (documentResponse).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const stream = routerContext.serverHandoffStream;
  if (request.method.toUpperCase() === "HEAD") {
    void stream?.cancel().catch(() => {});
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const chunks = stream ? await readWhole(stream) : undefined;
  const nonce = loadContext.cspNonce;
  if (chunks && byteLength(chunks) >= STRING_RENDER_MAX_DATA) {
    return renderWhole(
      request,
      responseStatusCode,
      responseHeaders,
      { ...routerContext, serverHandoffStream: streamOf(chunks) },
      nonce,
    );
  }
  const data = chunks && Buffer.concat(chunks).toString("utf8");
  // A render error propagates: React Router renders the route's error boundary instead, as for
  // an error in the byte stream's shell.
  const html = `<!DOCTYPE html>${renderToString(
    <ServerRouter
      context={{ ...routerContext, serverHandoffStream: undefined }}
      url={request.url}
      nonce={nonce}
    />,
  )}`;
  // As StreamTransfer: only a document that loads React Router's scripts reads the data.
  const body = Buffer.from(
    data !== undefined && routerContext.renderMeta?.didRenderScripts
      ? withHandoffScripts(html, data, nonce)
      : html,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return documentResponse(body, { headers: responseHeaders, status: responseStatusCode });
}

/** The hydration data's bytes, read to their end. */
async function readWhole(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

const byteLength = (chunks: readonly Uint8Array[]) =>
  chunks.reduce((length, chunk) => length + chunk.byteLength, 0);

/** The hydration data read whole, as a stream again for React Router's ServerRouter. */
function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/**
 * The document rendered to bytes with React Router's own `ServerRouter` (its data scripts
 * included), answered once React has rendered all of it. A render error in the shell rejects
 * (React Router then renders the route's error boundary); one React recovers from gives a 500.
 */
function renderWhole(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string,
): Promise<Response> {
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
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
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
                resolve(
                  documentResponse(Buffer.concat(chunks), { headers: responseHeaders, status }),
                );
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

const BODY_END = "</body></html>";

/**
 * The document with React Router's two hydration-data scripts before its closing tags, written
 * as StreamTransfer writes them, but with the text as a single-quoted string: the data is
 * JSON-like and full of double quotes, each of which a JSON string (StreamTransfer's) escapes,
 * and a JSON text inside it (sent-json.ts) three times. `<`, `>`, `&`, U+2028 and U+2029 are
 * escaped so that the text cannot close the script.
 */
export function withHandoffScripts(html: string, data: string, nonce: string): string {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  const scripts =
    (data
      ? `<script${attribute}>window.__reactRouterContext.streamController.enqueue('${escapeScript(data)}');</script>`
      : "") + `<script${attribute}>window.__reactRouterContext.streamController.close();</script>`;
  return html.endsWith(BODY_END)
    ? `${html.slice(0, -BODY_END.length)}${scripts}${BODY_END}`
    : `${html}${scripts}`;
}

const SCRIPT_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "'": "\\'",
  "\n": "\\n",
  "\r": "\\r",
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** `text` as the inside of a single-quoted script string that cannot close its script. */
function escapeScript(text: string): string {
  return text.replace(/[\\'\n\r&><\u2028\u2029]/g, (match) => SCRIPT_ESCAPES[match] ?? match);
}
