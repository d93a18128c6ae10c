import type en from "../en/ranking";

export default {
  "ranking.title": "Ranking de CPUs no {benchmark}",
  "ranking.categories": "Categorias de benchmark",
  "ranking.filters.label": "Filtrar o ranking",
  "ranking.filters.apply": "Aplicar",
  "ranking.filters.yearFrom": "Lançado a partir de (ano)",
  "ranking.filters.yearTo": "Lançado até (ano)",
  "ranking.filters.coresMin": "Núcleos, no mínimo",
  "ranking.filters.coresMax": "Núcleos, no máximo",
  "ranking.filters.maxPower": "Potência máx. (W)",
  "ranking.filters.maxPrice": "Preço de lançamento máx. (US$)",
  "ranking.filters.sort": "Ordenar por",
  "ranking.sort.figure": "Pontuação",
  "ranking.sort.perDollar": "Pontos por dólar (preço de lançamento)",
  "ranking.sort.perWatt": "Pontos por watt (potência máx. do encapsulamento)",
  "ranking.value.perDollar": "{value} pts/US$ no preço de lançamento",
  "ranking.value.perDollarRange": "{low}–{high} pts/US$ na faixa do preço de lançamento",
  "ranking.value.perWatt": "{value} pts/W na potência máx. do encapsulamento",
  "ranking.table.caption": "Ranking do {benchmark}, da maior para a menor pontuação",
  "ranking.column.rank": "Posição",
  "ranking.column.cpu": "Processador",
  "ranking.column.coresThreads": "Núcleos / threads",
  "ranking.medal.gold": "Medalha de ouro, 1º lugar",
  "ranking.medal.silver": "Medalha de prata, 2º lugar",
  "ranking.medal.bronze": "Medalha de bronze, 3º lugar",
  "ranking.loadMore": "Carregar mais resultados (mais {count})",
  "ranking.showingAll_one": "Exibindo o único resultado",
  "ranking.showingAll_many": "Exibindo todos os {count} de resultados",
  "ranking.showingAll_other": "Exibindo todos os {count} resultados",
  "ranking.showingRange": "Exibindo os resultados {from}–{to} de {total}",
  "ranking.previous": "Resultados anteriores",
  "ranking.empty.category.title": "Ainda não há resultados do {benchmark}",
  "ranking.empty.category.text":
    "Este ranking lista apenas resultados medidos, e nenhum foi registrado para o {benchmark} até agora. Você já rodou esse teste? Envie seu resultado e ele aparecerá aqui depois de revisado.",
  "ranking.empty.filters.title": "Nenhum processador corresponde a esses filtros",
  "ranking.empty.filters.text":
    "Nenhum processador dessa marca e desse tipo tem ainda um resultado do {benchmark} registrado. Tente outros filtros ou envie um resultado do processador que você procura.",
  "ranking.empty.clearFilters": "Mostrar todos os processadores",
  "ranking.submit": "Enviar um resultado do {benchmark}",
  "ranking.meta.title": "Ranking de CPUs no {benchmark} | CoreRank",
  "ranking.meta.description_one":
    "Ranking do {benchmark} de processadores Intel e AMD: a pontuação medida de {count} processador, com suas especificações.",
  "ranking.meta.description_many":
    "Ranking do {benchmark} de processadores Intel e AMD: pontuações medidas de {count} de processadores, do mais rápido ao mais lento, com suas especificações.",
  "ranking.meta.description_other":
    "Ranking do {benchmark} de processadores Intel e AMD: pontuações medidas de {count} processadores, do mais rápido ao mais lento, com suas especificações.",
  "ranking.meta.descriptionEmpty":
    "Ranking do {benchmark} de processadores Intel e AMD. Ainda não há resultados medidos: envie o seu para começar o ranking.",
  "ranking.meta.keywords":
    "{benchmark}, ranking de CPUs, benchmark de processadores, CPU mais rápida, pontuações de CPU, Intel, AMD",
  "ranking.intro":
    "Processadores classificados pelo valor de {benchmark} que a sua fonte publicou ou, quando nada foi publicado, pela mediana dos seus resultados verificados de visitantes. Cada linha indica a fonte do seu valor; nada aqui é estimado.",
  "ranking.column.score": "Pontuação e fonte",
} satisfies typeof en;
