import { catalogVersion, getCatalog, onCatalogInstalled, type Catalog } from "./catalog.server";

/**
 * Views worth building before the first request asks for them: each a function that builds (or
 * reads) its value. After a catalog is installed they run one per event-loop turn, so a request
 * arriving meanwhile waits for at most one of them, and the first visitor of a ranking or a
 * catalog order after a change does not pay for sorting ten thousand CPUs.
 */
const warmers: (() => unknown)[] = [];
let warming: NodeJS.Immediate | null = null;
const warmedListeners = new Set<() => void>();

/** Calls `listener` each time every view of a new catalog has been built. */
export function onCatalogWarmed(listener: () => void): () => void {
  warmedListeners.add(listener);
  return () => warmedListeners.delete(listener);
}

function warmFrom(index: number, version: number): void {
  warming = null;
  // A newer catalog restarts the warm-up from the first view.
  if (version !== catalogVersion()) return;
  if (index >= warmers.length) {
    for (const listener of warmedListeners) listener();
    return;
  }
  warmers[index]!();
  warming = setImmediate(warmFrom, index + 1, version);
}

onCatalogInstalled(() => {
  if (warming) clearImmediate(warming);
  warming = setImmediate(warmFrom, 0, catalogVersion());
});

/**
 * Adds a view to warm. A view registered after the catalog was installed (the server loads the
 * build's routes once the database is ready) is warmed then, with any registered beside it.
 */
function addWarmer(warm: () => unknown): void {
  warmers.push(warm);
  if (warming === null && catalogVersion() > 0)
    warming = setImmediate(warmFrom, warmers.length - 1, catalogVersion());
}

/**
 * A value derived from the whole catalog (a sorted list, an index), computed once per catalog
 * version instead of on every request: `build` runs on first use after the catalog changed, or
 * right after the change when `warm` is set.
 */
export function perCatalog<T>(
  build: (catalog: Catalog) => T,
  options: { warm?: boolean } = {},
): () => T {
  let memo: { version: number; catalog: Catalog; value: T } | null = null;
  const read = () => {
    const version = catalogVersion();
    const catalog = getCatalog();
    // The catalog object too: the built-in list is served at version 0 before any load.
    if (memo?.version !== version || memo.catalog !== catalog)
      memo = { version, catalog, value: build(catalog) };
    return memo.value;
  };
  if (options.warm) addWarmer(read);
  return read;
}

/**
 * As perCatalog, one value per key (a ranking category, a sort order), each built on first use,
 * or right after a catalog change for the keys in `warm`.
 * Keys must come from a small fixed set, never from free text.
 */
export function perCatalogKeyed<K, T>(
  build: (catalog: Catalog, key: K) => T,
  options: { warm?: readonly K[] } = {},
): (key: K) => T {
  const values = perCatalog(() => new Map<K, T>());
  const read = (key: K) => {
    const map = values();
    if (!map.has(key)) map.set(key, build(getCatalog(), key));
    return map.get(key)!;
  };
  for (const key of options.warm ?? []) addWarmer(() => read(key));
  return read;
}
