import type en from "../en/catalog";

export default {
  "catalog.title": "Todos os processadores",
  "catalog.intro_one":
    "Especificações e pontuações de benchmark de {count} processador Intel ou AMD. Ordene por qualquer coluna ou refine a lista com os filtros.",
  "catalog.intro_many":
    "Especificações e pontuações de benchmark de {count} de processadores Intel e AMD. Ordene por qualquer coluna ou refine a lista com os filtros.",
  "catalog.intro_other":
    "Especificações e pontuações de benchmark de {count} processadores Intel e AMD. Ordene por qualquer coluna ou refine a lista com os filtros.",
  "catalog.filters.label": "Filtrar processadores",
  "catalog.filters.reset": "Redefinir",
  "catalog.table.caption":
    "Todos os processadores com suas especificações, ordenados por {column} em ordem {direction}",
  "catalog.column.name": "Processador",
  "catalog.column.relative": "Relativo ({reference} = 100)",
  "catalog.column.relativeNone": "Relativo (sem resultado de referência)",
  "catalog.column.figure": "Resultado",
  "catalog.figure.has": "Sem resultado neste benchmark; tem: {benchmarks}",
  "catalog.figure.none": "Ainda sem resultados de benchmark",
  "catalog.benchmarks.label": "Benchmark exibido e usado para ordenar",
  "catalog.value.nonePerDollar":
    "Nenhuma destas CPUs tem preço de lançamento citado, por isso nenhuma tem pontos por dólar: estão listadas por nome.",
  "catalog.value.nonePerWatt":
    "Nenhuma destas CPUs tem potência máx. do encapsulamento publicada, por isso nenhuma tem pontos por watt: estão listadas por nome.",
  "catalog.sort.ascending": "crescente",
  "catalog.sort.descending": "decrescente",
  "catalog.sort.linkAscending": "ordenar em ordem crescente",
  "catalog.sort.linkDescending": "ordenar em ordem decrescente",
  "catalog.showing_one": "Exibindo {from}–{to} de {count} processador",
  "catalog.showing_many": "Exibindo {from}–{to} de {count} de processadores",
  "catalog.showing_other": "Exibindo {from}–{to} de {count} processadores",
  "catalog.empty.title": "Nenhum processador corresponde a esses filtros",
  "catalog.empty.text":
    "Tente outra marca, tipo, soquete, ano de lançamento ou número de núcleos, ou redefina os filtros para ver todos os processadores.",
  "catalog.pagination.label": "Páginas",
  "catalog.pagination.previous": "Anterior",
  "catalog.pagination.next": "Próxima",
  "catalog.pagination.page": "Página {page}",
  "catalog.meta.title":
    "Todos os processadores: especificações e pontuações de benchmark | CoreRank",
  "catalog.meta.description_one":
    "Explore {count} processador Intel ou AMD: núcleos, threads, frequências, TDP, soquete, data de lançamento, preço de lançamento e pontuação no Geekbench 6, com ordenação e filtros.",
  "catalog.meta.description_many":
    "Explore {count} de processadores Intel e AMD: núcleos, threads, frequências, TDP, soquete, data de lançamento, preço de lançamento e pontuações no Geekbench 6, com ordenação e filtros.",
  "catalog.meta.description_other":
    "Explore {count} processadores Intel e AMD: núcleos, threads, frequências, TDP, soquete, data de lançamento, preço de lançamento e pontuações no Geekbench 6, com ordenação e filtros.",
  "catalog.meta.keywords":
    "lista de CPUs, especificações de processadores, banco de dados de CPUs, comparação de CPUs, Cinebench R23, Intel, AMD",
} satisfies typeof en;
