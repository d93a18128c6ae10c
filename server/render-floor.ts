import { gzipSync } from "node:zlib";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerRouter, type ServerBuild } from "react-router";
import { sentValue } from "~/modules/http/sent-json";

/** The request header that asks a server started with BENCH_FLOOR=1 for a page's floor. */
export const RENDER_FLOOR_HEADER = "x-bench-floor";

/**
 * The least work a page needs once its loaders have run, for `npm run bench` (issue 23): React
 * rendering its markup (ServerRouter without the streamed hydration data), one serialisation
 * and one parse of that data as JSON (a value sent as one JSON text counted as the value), and
 * one gzip of the two. The build returned answers a
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
          // Not timed: the values a loader sent as one text, in its place.
          const { actionData, errors } = context.staticHandlerContext;
          const loaderData = withSentValues(context.staticHandlerContext.loaderData);
          const dataStarted = performance.now();
          const data = JSON.stringify({ loaderData, actionData, errors });
          JSON.parse(data);
          const serialised = performance.now();
          const gzipped = gzipSync(html + data).length;
          const done = performance.now();
          void context.serverHandoffStream?.cancel().catch(() => {});
          return Response.json(
            {
              floorMs: done - started - (dataStarted - rendered),
              renderMs: rendered - started,
              dataMs: serialised - dataStarted,
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

/**
 * The routes' loader data with each value a loader sent as one JSON text (sendJson) in its
 * place: the floor serialises a page's data as data, whichever way the page sends it (the text
 * is made in the loader, outside the floor's time, so counting the text would take the page's
 * serialisation out of its floor).
 */
function withSentValues(loaderData: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([routeId, data]) => [
      routeId,
      typeof data === "object" && data !== null && !Array.isArray(data)
        ? Object.fromEntries(
            Object.entries(data).map(([key, value]) => [key, sentValue(value) ?? value]),
          )
        : data,
    ]),
  );
}
