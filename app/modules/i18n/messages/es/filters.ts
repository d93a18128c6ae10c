import type en from "../en/filters";

export default {
  "filters.apply": "Aplicar",
  "filters.yearFrom": "Lanzado desde (año)",
  "filters.yearTo": "Lanzado hasta (año)",
  "filters.coresMin": "Núcleos, mínimo",
  "filters.coresMax": "Núcleos, máximo",
  "filters.maxPower": "Potencia máx. (W)",
  "filters.maxPrice": "Precio de lanzamiento máx. (US$)",
  "filters.sort": "Ordenar por",
  "filters.sort.figure": "Puntuación",
  "filters.sort.perDollar": "Puntos por dólar (precio de lanzamiento)",
  "filters.sort.perWatt": "Puntos por vatio (potencia máx. del encapsulado)",
  "filters.value.perDollar": "{value} pts/$ al precio de lanzamiento",
  "filters.value.perDollarRange": "{low}–{high} pts/$ en el rango del precio de lanzamiento",
  "filters.value.perWatt": "{value} pts/W a la potencia máx. del encapsulado",
} satisfies typeof en;
