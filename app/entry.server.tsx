import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

/**
 * Hydration data shorter than this (characters) marks a small document, rendered to a string;
 * longer, to bytes. Measured in one process on the same pages at 10,000 CPUs (decision 023,
 * eighth pass): as a string, home and search (11-13 K characters of data, 28-37 KB of HTML)
 * took 15-20% less time than as bytes. A larger document's string is built of tens of
 * thousands of pieces and, once over V8's limit for a regular object, is allocated straight into
 * the old generation: with CPU pages (26-28 K characters, 73-110 KB) also rendered as strings,
 * the server kept about 50 MB more after 2,800 distinct pages, and a four-way comparison
 * (34 K, 125 KB) took 10-20% longer than as bytes.
 */
const STRING_RENDER_MAX_DATA = 20_000;

/**
 * Renders the whole document before answering it whole (all page data is in memory, so there
 * is nothing to stream); the server hashes its inline scripts into the page's
 * Content-Security-Policy.
 *
 * React Router's own way streams the hydration data through a Suspense boundary
 * (`StreamTransfer`): React suspends once per chunk of it and renders again, and the document is
 * complete only when the streaming render's last task has run. Here the hydration data is read
 * whole first (it is complete as soon as the loaders are, unless a loader returns a promise,
 * which then resolves or is cut off after `streamTimeout` as before), the page is rendered
 * without it, by `renderToString` when it is small (one synchronous pass, no encoding chunk by
 * chunk) or to bytes when it is large, and the data goes into the same two scripts
 * `StreamTransfer` writes (one `enqueue` with the text, one `close`), where it writes them: at
 * the end of the body. The browser reads the same stream. Issue 23: a cache miss's largest fixed
 * cost over its floor on the smallest pages.
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
  const data = stream ? await readWhole(stream) : undefined;
  const nonce = loadContext.cspNonce;
  const router = (
    <ServerRouter
      context={{ ...routerContext, serverHandoffStream: undefined }}
      url={request.url}
      nonce={nonce}
    />
  );
  let status = responseStatusCode;
  let html: Buffer<ArrayBuffer>;
  if ((data?.length ?? 0) < STRING_RENDER_MAX_DATA) {
    // A render error propagates: React Router renders the route's error boundary instead, as
    // for an error in the byte stream's shell.
    html = Buffer.from(`<!DOCTYPE html>${renderToString(router)}`);
  } else {
    const page = await renderWhole(router, nonce);
    html = page.html;
    if (page.failed) status = 500;
  }
  // As StreamTransfer: only a document that loads React Router's scripts reads the data.
  const body =
    data !== undefined && routerContext.renderMeta?.didRenderScripts
      ? withHandoffScripts(html, data, nonce)
      : html;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/** The hydration data's text, read to its end. */
async function readWhole(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The document's bytes once React has rendered all of it. A render error in the shell rejects
 * (React Router then renders the route's error boundary, as before); one React recovers from
 * marks the page failed (500).
 */
function renderWhole(
  element: React.ReactElement,
  nonce: string,
): Promise<{ html: Buffer<ArrayBuffer>; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    // Cleared as soon as the document is complete: a pending timer kept the whole render (its
    // request, loader data and serialised hydration data) in memory for six seconds after the
    // answer, about 100 KB per page, so memory grew with the request rate.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    timer.unref();
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        clearTimeout(timer);
        // Collected in memory and answered whole: a stream (PassThrough, then a web stream)
        // cost a copy and several objects per chunk for a body the server reads whole anyway.
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
              resolve({ html: Buffer.concat(chunks), failed });
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
        failed = true;
        console.error(error);
      },
    });
  });
}

const BODY_END = Buffer.from("</body></html>");

/**
 * The document with React Router's two hydration-data scripts before its closing tags, written
 * as StreamTransfer writes them (the text as a JSON string, with `<`, `>`, `&`, U+2028 and
 * U+2029 escaped so that it cannot close the script).
 */
export function withHandoffScripts(
  html: Buffer<ArrayBuffer>,
  data: string,
  nonce: string,
): Buffer<ArrayBuffer> {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  const scripts = Buffer.from(
    (data
      ? `<script${attribute}>window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(data))});</script>`
      : "") + `<script${attribute}>window.__reactRouterContext.streamController.close();</script>`,
  );
  const end = html.length - BODY_END.length;
  return end >= 0 && html.subarray(end).equals(BODY_END)
    ? Buffer.concat([html.subarray(0, end), scripts, BODY_END])
    : Buffer.concat([html, scripts]);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

function escapeScript(text: string): string {
  return text.replace(/[&><\u2028\u2029]/g, (match) => SCRIPT_ESCAPES[match] ?? match);
}
