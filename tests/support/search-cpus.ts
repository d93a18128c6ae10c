/**
 * A small catalog of CPU names as people type them (real model names, invented scores), for
 * the search tests: enough look-alikes (Ryzen 7s, 13900 variants, LGA 1700 and AM5 sockets) to
 * test ranking and forgiveness without depending on the curated dataset.
 */
type Row = [name: string, socket: string, architecture: string, score: number];

const AMD: Row[] = [
  ["AMD Ryzen 9 7950X", "AM5", "Zen 4", 19500],
  ["AMD Ryzen 9 7950X3D", "AM5", "Zen 4", 19200],
  ["AMD Ryzen 9 7900X", "AM5", "Zen 4", 17000],
  ["AMD Ryzen 7 7800X3D", "AM5", "Zen 4", 14700],
  ["AMD Ryzen 7 7700X", "AM5", "Zen 4", 14500],
  ["AMD Ryzen 7 7700", "AM5", "Zen 4", 14000],
  ["AMD Ryzen 5 7600X", "AM5", "Zen 4", 12000],
  ["AMD Ryzen 5 7600", "AM5", "Zen 4", 11500],
  ["AMD Ryzen 7 8700G", "AM5", "Zen 4", 13000],
  ["AMD Ryzen 7 5800X3D", "AM4", "Zen 3", 11000],
  ["AMD Ryzen 7 5800X", "AM4", "Zen 3", 10800],
  ["AMD Ryzen 7 5700X", "AM4", "Zen 3", 10200],
  ["AMD Ryzen 5 5600X", "AM4", "Zen 3", 8500],
  ["AMD Ryzen 7 7840U", "FP7", "Zen 4", 10500],
  ["AMD Ryzen 7 7840HS", "FP7", "Zen 4", 11800],
  ["AMD Ryzen 7 8845HS", "FP8", "Zen 4", 12200],
  ["AMD Ryzen 3 7320U", "FT6", "Zen 2", 3900],
  ["AMD Ryzen 5 7530U", "FP6", "Zen 3", 6800],
];

const INTEL: Row[] = [
  ["Intel Core i9-13900K", "LGA1700", "Raptor Lake", 21500],
  ["Intel Core i9-13900KF", "LGA1700", "Raptor Lake", 21400],
  ["Intel Core i9-13900KS", "LGA1700", "Raptor Lake", 22000],
  ["Intel Core i9-13900", "LGA1700", "Raptor Lake", 19000],
  ["Intel Core i9-12900K", "LGA1700", "Alder Lake", 17000],
  ["Intel Core i7-13700K", "LGA1700", "Raptor Lake", 19500],
  ["Intel Core i7-13700", "LGA1700", "Raptor Lake", 17500],
  ["Intel Core i7-12700", "LGA1700", "Alder Lake", 14000],
  ["Intel Core i5-13600K", "LGA1700", "Raptor Lake", 17000],
  ["Intel Core i5-12400", "LGA1700", "Alder Lake", 10500],
  ["Intel Core i7-10700K", "LGA1200", "Comet Lake", 8500],
  ["Intel Core i9-13900HX", "BGA1964", "Raptor Lake", 16500],
];

function rows(brand: "AMD" | "Intel", list: Row[]) {
  return list.map(([name, socket, architecture, benchmarkScore]) => ({
    id: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name,
    brand,
    architecture,
    socket,
    processorNumber: name.split(" ").pop()!,
    benchmarkScore,
  }));
}

export const SEARCH_CPUS = [...rows("AMD", AMD), ...rows("Intel", INTEL)];
