import type en from "../en/filters";

export default {
  "filters.apply": "Aplicar",
  "filters.yearFrom": "Lançado a partir de (ano)",
  "filters.yearTo": "Lançado até (ano)",
  "filters.coresMin": "Núcleos, no mínimo",
  "filters.coresMax": "Núcleos, no máximo",
  "filters.maxPower": "Potência máx. (W)",
  "filters.maxPrice": "Preço de lançamento máx. (US$)",
  "filters.sort": "Ordenar por",
  "filters.sort.figure": "Pontuação",
  "filters.sort.perDollar": "Pontos por dólar (preço de lançamento)",
  "filters.sort.perWatt": "Pontos por watt (potência máx. do encapsulamento)",
  "filters.value.perDollar": "{value} pts/US$ no preço de lançamento",
  "filters.value.perDollarRange": "{low}–{high} pts/US$ na faixa do preço de lançamento",
  "filters.value.perWatt": "{value} pts/W na potência máx. do encapsulamento",
} satisfies typeof en;
