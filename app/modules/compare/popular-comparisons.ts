/**
 * The home page's Popular CPU Comparisons (spec section 2: fixed content),
 * rivals at the same tier from each generation. The sitemap lists them too.
 */
export const POPULAR_COMPARISONS: readonly (readonly [string, string])[] = [
  ["amd-ryzen-9-9950x", "intel-core-ultra-9-285k"],
  ["amd-ryzen-7-9800x3d", "intel-core-i9-14900k"],
  ["amd-ryzen-9-7950x", "intel-core-i9-13900k"],
  ["amd-ryzen-7-7800x3d", "intel-core-i7-14700k"],
  ["amd-ryzen-5-7600x", "intel-core-i5-13600k"],
  ["amd-ryzen-9-5950x", "intel-core-i9-12900k"],
  ["amd-ryzen-5-5600x", "intel-core-i5-12400"],
];

/** The popular pairs whose CPUs are both in the catalog, with their names. */
export function popularComparisons(byId: ReadonlyMap<string, { name: string }>) {
  return POPULAR_COMPARISONS.flatMap(([a, b]) => {
    const first = byId.get(a);
    const second = byId.get(b);
    return first && second ? [{ slug: `${a}-vs-${b}`, a: first.name, b: second.name }] : [];
  });
}
