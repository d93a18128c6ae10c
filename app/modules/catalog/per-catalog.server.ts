import { catalogVersion, getCatalog, type Catalog } from "./catalog.server";

/**
 * A value derived from the whole catalog (a sorted list, an index), computed once per catalog
 * version instead of on every request: `build` runs on first use after the catalog changed.
 */
export function perCatalog<T>(build: (catalog: Catalog) => T): () => T {
  let memo: { version: number; catalog: Catalog; value: T } | null = null;
  return () => {
    const version = catalogVersion();
    const catalog = getCatalog();
    // The catalog object too: the built-in list is served at version 0 before any load.
    if (memo?.version !== version || memo.catalog !== catalog)
      memo = { version, catalog, value: build(catalog) };
    return memo.value;
  };
}

/**
 * As perCatalog, one value per key (a ranking category, a sort order), each built on first use.
 * Keys must come from a small fixed set, never from free text.
 */
export function perCatalogKeyed<K, T>(build: (catalog: Catalog, key: K) => T): (key: K) => T {
  const values = perCatalog(() => new Map<K, T>());
  return (key) => {
    const map = values();
    if (!map.has(key)) map.set(key, build(getCatalog(), key));
    return map.get(key)!;
  };
}
