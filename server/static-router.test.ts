import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { patchReactRouter, ROUTER_END, ROUTER_GETTERS } from "./react-router-patch";
import { staticRouter } from "./static-router";

// The React Router module the production build patches, as published.
const DIST = path.resolve("node_modules/react-router/dist/production");
const published = readdirSync(DIST)
  .filter((name) => name.endsWith(".mjs"))
  .map((name) => readFileSync(path.join(DIST, name), "utf8"))
  .find((code) => code.includes("function matchRoutesImpl("));

/** `createStaticRouter` from a module's text, made with stand-ins for what it uses. */
function createStaticRouterFrom(code: string) {
  const start = code.indexOf("function createStaticRouter(");
  const text = code.slice(start, code.indexOf("\n}\n", start) + 2);
  const make = new Function(
    "convertRoutesToDataRoutes",
    "mapRouteProperties",
    "IDLE_NAVIGATION",
    "createHref",
    "encodeLocation",
    "__corerankStaticRouter",
    `${text}\nreturn createStaticRouter;`,
  );
  return make(
    (
      routes: { id: string }[],
      _map: unknown,
      _parent: unknown,
      manifest: Record<string, unknown>,
    ) => routes.map((route) => (manifest[route.id] = { ...route, data: true })),
    () => ({}),
    IDLE,
    createHref,
    encodeLocation,
    staticRouter,
  ) as (routes: unknown[], context: unknown, opts?: unknown) => Record<string, unknown>;
}

const IDLE = { state: "idle" };
const createHref = () => "href";
const encodeLocation = () => ({ pathname: "/" });

/** One render's inputs: routes, the static handler's context and the options. */
function render() {
  const routes = [{ id: "root" }, { id: "routes/search" }];
  const context = {
    basename: "/",
    location: { pathname: "/search", search: "?q=ryzen" },
    matches: [{ route: { id: "root" }, params: {} }],
    loaderData: { root: { lang: "en" } },
    actionData: null,
    errors: null,
  };
  return [routes, context, { branches: ["branch"], future: { v8_middleware: true } }] as const;
}

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe("React Router's static router, as the production build patches it", () => {
  it("finds each place it changes in the React Router this repository installs", () => {
    expect(published).toBeDefined();
    const result = patchReactRouter(published!);
    expect(result && "code" in result).toBe(true);
    expect(patchReactRouter("function matchRoutesImpl() {}")).toEqual({
      error: "React Router's matching loop was not found once",
    });
    expect(patchReactRouter(published!.replace(ROUTER_GETTERS, ""))).toEqual({
      error: "React Router's static router's getters was not found once",
    });
    expect(patchReactRouter(published!.replace(ROUTER_END, ""))).toEqual({
      error: "React Router's static router's end was not found once",
    });
    // A getter React Router adds later would be read once if copied: the build refuses it.
    const withNewGetter = published!.replace(
      "    initialize() {",
      "    get hydrationData() {\n      return context.loaderData;\n    },\n    initialize() {",
    );
    expect(patchReactRouter(withNewGetter)).toEqual({
      error: "React Router's static router has an accessor this patch does not know",
    });
  });

  const original = createStaticRouterFrom(published!);
  const patched = createStaticRouterFrom((patchReactRouter(published!) as { code: string }).code);

  it("gives a router that reads the same as React Router's own", () => {
    const [routes, context, opts] = render();
    const before = original(routes, context, opts);
    const after = patched(routes, context, opts);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const key of Object.keys(before)) {
      const was = Object.getOwnPropertyDescriptor(before, key)!;
      const is = Object.getOwnPropertyDescriptor(after, key)!;
      expect([key, typeof is.get, is.enumerable, is.configurable]).toEqual([
        key,
        typeof was.get,
        was.enumerable,
        was.configurable,
      ]);
      if (typeof before[key] === "function" && !was.get)
        expect([key, thrown(after[key] as () => unknown)]).toEqual([
          key,
          thrown(before[key] as () => unknown),
        ]);
      else expect([key, after[key]]).toEqual([key, before[key]]);
    }
    // Read when asked, as before: the state follows the context, a new object each time.
    expect(after.state).not.toBe(after.state);
    context.errors = { root: "boom" } as never;
    expect((after.state as { errors: unknown }).errors).toEqual({ root: "boom" });
    expect(after.routes).toEqual([
      { id: "root", data: true },
      { id: "routes/search", data: true },
    ]);
  });

  it("shares its getters between renders, so that none holds a render's routes", () => {
    const first = patched(...render());
    const second = patched(...render());
    const getter = (router: object) => Object.getOwnPropertyDescriptor(router, "routes")!.get;
    expect(getter(first)).toBe(getter(second));
    expect(first.routes).not.toBe(second.routes);
    // React Router's own literal makes new ones each time (what the patch removes).
    expect(getter(original(...render()))).not.toBe(getter(original(...render())));
  });
});
