/**
 * A loader's or action's arguments as React Router passes them (v8_passThroughRequests): the
 * request, its address as `url` (what page loaders read, never `request.url`), the route's
 * params and the load context. Typed `never` so a test can hand them to any route module.
 */
export function routeArgs(
  request: Request,
  params: Record<string, string | undefined> = {},
  context: object = {},
): never {
  return { request, url: new URL(request.url), params, context } as never;
}
