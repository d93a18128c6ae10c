import type en from "../en/ranking";

export default {
  "ranking.title": "Ranking de CPU en {benchmark}",
  "ranking.categories": "Categorías de benchmark",
  "ranking.filters.label": "Filtrar el ranking",
  "ranking.filters.apply": "Aplicar",
  "ranking.filters.yearFrom": "Lanzado desde (año)",
  "ranking.filters.yearTo": "Lanzado hasta (año)",
  "ranking.filters.coresMin": "Núcleos, mínimo",
  "ranking.filters.coresMax": "Núcleos, máximo",
  "ranking.filters.maxPower": "Potencia máx. (W)",
  "ranking.filters.maxPrice": "Precio de lanzamiento máx. (US$)",
  "ranking.filters.sort": "Ordenar por",
  "ranking.sort.figure": "Puntuación",
  "ranking.sort.perDollar": "Puntos por dólar (precio de lanzamiento)",
  "ranking.sort.perWatt": "Puntos por vatio (potencia máx. del encapsulado)",
  "ranking.value.perDollar": "{value} pts/$ al precio de lanzamiento",
  "ranking.value.perDollarRange": "{low}–{high} pts/$ en el rango del precio de lanzamiento",
  "ranking.value.perWatt": "{value} pts/W a la potencia máx. del encapsulado",
  "ranking.table.caption": "Ranking de {benchmark}, de mayor a menor puntuación",
  "ranking.column.rank": "Posición",
  "ranking.column.cpu": "Procesador",
  "ranking.column.coresThreads": "Núcleos / hilos",
  "ranking.medal.gold": "Medalla de oro, puesto 1",
  "ranking.medal.silver": "Medalla de plata, puesto 2",
  "ranking.medal.bronze": "Medalla de bronce, puesto 3",
  "ranking.loadMore": "Cargar más resultados ({count} más)",
  "ranking.showingAll_one": "Mostrando el único resultado",
  "ranking.showingAll_many": "Mostrando los {count} de resultados",
  "ranking.showingAll_other": "Mostrando los {count} resultados",
  "ranking.showingRange": "Mostrando los resultados {from}–{to} de {total}",
  "ranking.previous": "Resultados anteriores",
  "ranking.empty.category.title": "Todavía no hay resultados de {benchmark}",
  "ranking.empty.category.text":
    "Este ranking solo incluye resultados medidos y hasta ahora no se ha registrado ninguno de {benchmark}. ¿Lo has ejecutado? Envía tu resultado y aparecerá aquí en cuanto lo hayamos revisado.",
  "ranking.empty.filters.title": "Ningún procesador coincide con estos filtros",
  "ranking.empty.filters.text":
    "Ningún procesador de esta marca y tipo tiene todavía un resultado de {benchmark} registrado. Prueba con otros filtros o envía un resultado del procesador que buscas.",
  "ranking.empty.clearFilters": "Mostrar todos los procesadores",
  "ranking.submit": "Enviar un resultado de {benchmark}",
  "ranking.meta.title": "Ranking de CPU en {benchmark} | CoreRank",
  "ranking.meta.description_one":
    "Ranking de {benchmark} de procesadores Intel y AMD: la puntuación medida de {count} procesador, con sus especificaciones.",
  "ranking.meta.description_many":
    "Ranking de {benchmark} de procesadores Intel y AMD: puntuaciones medidas de {count} de procesadores, del más rápido al más lento, con sus especificaciones.",
  "ranking.meta.description_other":
    "Ranking de {benchmark} de procesadores Intel y AMD: puntuaciones medidas de {count} procesadores, del más rápido al más lento, con sus especificaciones.",
  "ranking.meta.descriptionEmpty":
    "Ranking de {benchmark} de procesadores Intel y AMD. Aún no hay resultados medidos: envía el tuyo para empezar el ranking.",
  "ranking.meta.keywords":
    "{benchmark}, ranking de CPU, benchmark de procesadores, CPU más rápida, puntuaciones de CPU, Intel, AMD",
  "ranking.intro":
    "Procesadores ordenados por la cifra de {benchmark} que publicó su fuente o, cuando no se publicó ninguna, por la mediana de sus resultados verificados de visitantes. Cada fila indica la fuente de su cifra; aquí nada es una estimación.",
  "ranking.column.score": "Puntuación y fuente",
} satisfies typeof en;
