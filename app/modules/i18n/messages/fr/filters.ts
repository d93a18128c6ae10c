import type en from "../en/filters";

export default {
  "filters.apply": "Appliquer",
  "filters.yearFrom": "Sorti à partir de (année)",
  "filters.yearTo": "Sorti jusqu’à (année)",
  "filters.coresMin": "Cœurs, au moins",
  "filters.coresMax": "Cœurs, au plus",
  "filters.maxPower": "Puissance max. (W)",
  "filters.maxPrice": "Prix de lancement max. (US$)",
  "filters.sort": "Trier par",
  "filters.sort.figure": "Score",
  "filters.sort.perDollar": "Points par dollar (prix de lancement)",
  "filters.sort.perWatt": "Points par watt (puissance max. du boîtier)",
  "filters.value.perDollar": "{value} pts/$ au prix de lancement",
  "filters.value.perDollarRange": "{low}–{high} pts/$ sur la fourchette du prix de lancement",
  "filters.value.perWatt": "{value} pts/W à la puissance max. du boîtier",
} satisfies typeof en;
