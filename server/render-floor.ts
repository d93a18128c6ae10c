import { gzipSync } from "node:zlib";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerRouter, type ServerBuild } from "react-router";

/** The request header that asks a server started with BENCH_FLOOR=1 for a page's floor. */
export const RENDER_FLOOR_HEADER = "x-bench-floor";

/**
 * The least work a page needs once its loaders have run, for `npm run bench` (issue 23): React
 * rendering its markup (ServerRouter without the streamed hydration data), one serialisation
 * and one parse of that data as JSON, and one gzip of the two. The build returned answers a
 * page with those timings as JSON instead of the page; the loaders run as for the page, but
 * outside the time measured. The bench reports each page type's uncached latency as a multiple
 * of this floor, measured on the same URLs in the same process.
 */
export function withRenderFloor(build: ServerBuild): ServerBuild {
  return {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (request, _status, _headers, context) => {
          const started = performance.now();
          const html = renderToString(
            createElement(ServerRouter, {
              context: { ...context, serverHandoffStream: undefined },
              url: request.url,
            }),
          );
          const rendered = performance.now();
          const { loaderData, actionData, errors } = context.staticHandlerContext;
          const data = JSON.stringify({ loaderData, actionData, errors });
          JSON.parse(data);
          const serialised = performance.now();
          const gzipped = gzipSync(html + data).length;
          const done = performance.now();
          void context.serverHandoffStream?.cancel().catch(() => {});
          return Response.json(
            {
              floorMs: done - started,
              renderMs: rendered - started,
              dataMs: serialised - rendered,
              gzipMs: done - serialised,
              htmlBytes: Buffer.byteLength(html),
              dataBytes: Buffer.byteLength(data),
              gzipBytes: gzipped,
            },
            { headers: { "cache-control": "no-store" } },
          );
        },
      },
    },
  };
}
