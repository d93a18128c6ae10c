/**
 * The catalog of all CPUs. English never selects a `_many` plural; those keys exist so that the
 * languages whose plural rules have that form (es, pt, fr, it) can define it.
 */
export default {
  "catalog.title": "All CPUs",
  "catalog.intro_one":
    "Specifications and benchmark scores of {count} Intel or AMD processor. Sort by any column heading or narrow the list with the filters.",
  "catalog.intro_many":
    "Specifications and benchmark scores of {count} Intel and AMD processors. Sort by any column heading or narrow the list with the filters.",
  "catalog.intro_other":
    "Specifications and benchmark scores of {count} Intel and AMD processors. Sort by any column heading or narrow the list with the filters.",
  "catalog.filters.label": "Filter CPUs",
  "catalog.filters.reset": "Reset",
  "catalog.table.caption": "All CPUs with their specifications, sorted by {column}, {direction}",
  "catalog.column.name": "CPU",
  "catalog.column.relative": "Relative ({reference} = 100)",
  "catalog.column.relativeNone": "Relative (no reference figure)",
  "catalog.column.figure": "Figure",
  "catalog.figure.has": "No figure in this benchmark; has: {benchmarks}",
  "catalog.figure.none": "No benchmark figure yet",
  "catalog.benchmarks.label": "Benchmark shown and ordered by",
  "catalog.value.nonePerDollar":
    "None of these CPUs has a cited launch price, so none has a points-per-dollar figure: they are listed by name.",
  "catalog.value.nonePerWatt":
    "None of these CPUs has a published maximum package power, so none has a points-per-watt figure: they are listed by name.",
  "catalog.sort.ascending": "ascending",
  "catalog.sort.descending": "descending",
  "catalog.sort.linkAscending": "sort ascending",
  "catalog.sort.linkDescending": "sort descending",
  "catalog.showing_one": "Showing {from}–{to} of {count} CPU",
  "catalog.showing_many": "Showing {from}–{to} of {count} CPUs",
  "catalog.showing_other": "Showing {from}–{to} of {count} CPUs",
  "catalog.empty.title": "No CPU matches these filters",
  "catalog.empty.text":
    "Try another brand, type, socket, release year or core count, or reset the filters to see every CPU.",
  "catalog.pagination.label": "Pages",
  "catalog.pagination.previous": "Previous",
  "catalog.pagination.next": "Next",
  "catalog.pagination.page": "Page {page}",
  "catalog.meta.title": "All CPUs: specifications and benchmark scores | CoreRank",
  "catalog.meta.description_one":
    "Browse {count} Intel or AMD processor: cores, threads, clocks, TDP, socket, release date, launch price and Geekbench 6 scores, sortable and filterable.",
  "catalog.meta.description_many":
    "Browse {count} Intel and AMD processors: cores, threads, clocks, TDP, socket, release date, launch price and Geekbench 6 scores, sortable and filterable.",
  "catalog.meta.description_other":
    "Browse {count} Intel and AMD processors: cores, threads, clocks, TDP, socket, release date, launch price and Geekbench 6 scores, sortable and filterable.",
  "catalog.meta.keywords":
    "CPU list, processor specifications, CPU database, CPU comparison, Cinebench R23, Intel, AMD",
} satisfies Record<string, string>;
