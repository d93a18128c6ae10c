/** The filter set and value sorts rankings and the catalog share (catalog/cpu-filters.ts). */
export default {
  "filters.apply": "Apply",
  "filters.yearFrom": "Released from (year)",
  "filters.yearTo": "Released to (year)",
  "filters.coresMin": "Cores, at least",
  "filters.coresMax": "Cores, at most",
  "filters.maxPower": "Max. power (W)",
  "filters.maxPrice": "Max. launch price (US$)",
  "filters.sort": "Sort by",
  "filters.sort.figure": "Score",
  "filters.sort.perDollar": "Points per dollar (launch price)",
  "filters.sort.perWatt": "Points per watt (max. package power)",
  "filters.value.perDollar": "{value} pts/$ at launch price",
  "filters.value.perDollarRange": "{low}–{high} pts/$ over the launch price range",
  "filters.value.perWatt": "{value} pts/W at max. package power",
} satisfies Record<string, string>;
