import type en from "../en/filters";

export default {
  "filters.apply": "Anwenden",
  "filters.yearFrom": "Erschienen ab (Jahr)",
  "filters.yearTo": "Erschienen bis (Jahr)",
  "filters.coresMin": "Kerne, mindestens",
  "filters.coresMax": "Kerne, höchstens",
  "filters.maxPower": "Max. Leistungsaufnahme (W)",
  "filters.maxPrice": "Max. Einführungspreis (US$)",
  "filters.sort": "Sortieren nach",
  "filters.sort.figure": "Wert",
  "filters.sort.perDollar": "Punkte pro Dollar (Einführungspreis)",
  "filters.sort.perWatt": "Punkte pro Watt (max. Package-Leistung)",
  "filters.value.perDollar": "{value} Pkt./$ zum Einführungspreis",
  "filters.value.perDollarRange": "{low}–{high} Pkt./$ über die Einführungspreis-Spanne",
  "filters.value.perWatt": "{value} Pkt./W bei max. Package-Leistung",
} satisfies typeof en;
