import type en from "../en/filters";

export default {
  "filters.apply": "Applica",
  "filters.yearFrom": "Uscito dal (anno)",
  "filters.yearTo": "Uscito fino al (anno)",
  "filters.coresMin": "Core, almeno",
  "filters.coresMax": "Core, al massimo",
  "filters.maxPower": "Potenza max. (W)",
  "filters.maxPrice": "Prezzo di lancio max. (US$)",
  "filters.sort": "Ordina per",
  "filters.sort.figure": "Punteggio",
  "filters.sort.perDollar": "Punti per dollaro (prezzo di lancio)",
  "filters.sort.perWatt": "Punti per watt (potenza max. del package)",
  "filters.value.perDollar": "{value} pt/$ al prezzo di lancio",
  "filters.value.perDollarRange": "{low}–{high} pt/$ nell’intervallo del prezzo di lancio",
  "filters.value.perWatt": "{value} pt/W alla potenza max. del package",
} satisfies typeof en;
