/**
 * The ranking pages. English never selects a `_many` plural; those keys exist so that the
 * languages whose plural rules have that form (es, pt, fr, it) can define it.
 */
export default {
  "ranking.title": "{benchmark} CPU ranking",
  "ranking.categories": "Benchmark categories",
  "ranking.filters.label": "Filter the ranking",
  "ranking.filters.apply": "Apply",
  "ranking.filters.yearFrom": "Released from (year)",
  "ranking.filters.yearTo": "Released to (year)",
  "ranking.filters.coresMin": "Cores, at least",
  "ranking.filters.coresMax": "Cores, at most",
  "ranking.filters.maxPower": "Max. power (W)",
  "ranking.filters.maxPrice": "Max. launch price (US$)",
  "ranking.filters.sort": "Sort by",
  "ranking.sort.figure": "Score",
  "ranking.sort.perDollar": "Points per dollar (launch price)",
  "ranking.sort.perWatt": "Points per watt (max. package power)",
  "ranking.value.perDollar": "{value} pts/$ at launch price",
  "ranking.value.perDollarRange": "{low}–{high} pts/$ over the launch price range",
  "ranking.value.perWatt": "{value} pts/W at max. package power",
  "ranking.table.caption": "{benchmark} ranking, highest score first",
  "ranking.column.rank": "Rank",
  "ranking.column.cpu": "Processor",
  "ranking.column.coresThreads": "Cores / threads",
  "ranking.medal.gold": "Gold medal, rank 1",
  "ranking.medal.silver": "Silver medal, rank 2",
  "ranking.medal.bronze": "Bronze medal, rank 3",
  "ranking.loadMore": "Load More Results ({count} more)",
  "ranking.showingAll_one": "Showing the only result",
  "ranking.showingAll_many": "Showing all {count} results",
  "ranking.showingAll_other": "Showing all {count} results",
  "ranking.showingRange": "Showing results {from}–{to} of {total}",
  "ranking.previous": "Previous results",
  "ranking.empty.category.title": "No {benchmark} results yet",
  "ranking.empty.category.text":
    "This ranking lists measured results only, and none has been recorded for {benchmark} so far. Have you run it? Submit your result and it will appear here once it has been reviewed.",
  "ranking.empty.filters.title": "No processor matches these filters",
  "ranking.empty.filters.text":
    "No processor of this brand and type has a stored {benchmark} result yet. Try other filters, or submit a result for the processor you are looking for.",
  "ranking.empty.clearFilters": "Show all processors",
  "ranking.submit": "Submit a {benchmark} result",
  "ranking.meta.title": "{benchmark} CPU ranking | CoreRank",
  "ranking.meta.description_one":
    "{benchmark} ranking of Intel and AMD processors: the measured score of {count} CPU, with its specifications.",
  "ranking.meta.description_many":
    "{benchmark} ranking of Intel and AMD processors: measured scores of {count} CPUs, from fastest to slowest, with their specifications.",
  "ranking.meta.description_other":
    "{benchmark} ranking of Intel and AMD processors: measured scores of {count} CPUs, from fastest to slowest, with their specifications.",
  "ranking.meta.descriptionEmpty":
    "{benchmark} ranking of Intel and AMD processors. No measured results yet: submit yours to start the ranking.",
  "ranking.meta.keywords":
    "{benchmark}, CPU ranking, processor benchmark, fastest CPU, CPU scores, Intel, AMD",
  "ranking.intro":
    "Processors ranked by the {benchmark} figure their source published or, where nothing was published, by the median of their verified visitor results. Each row names the source of its figure; nothing here is estimated.",
  "ranking.column.score": "Score and source",
} satisfies Record<string, string>;
