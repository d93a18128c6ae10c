import type en from "../en/catalog";

export default {
  "catalog.title": "Todos los procesadores",
  "catalog.intro_one":
    "Especificaciones y puntuaciones de benchmark de {count} procesador Intel o AMD. Ordena por cualquier columna o acota la lista con los filtros.",
  "catalog.intro_many":
    "Especificaciones y puntuaciones de benchmark de {count} de procesadores Intel y AMD. Ordena por cualquier columna o acota la lista con los filtros.",
  "catalog.intro_other":
    "Especificaciones y puntuaciones de benchmark de {count} procesadores Intel y AMD. Ordena por cualquier columna o acota la lista con los filtros.",
  "catalog.filters.label": "Filtrar procesadores",
  "catalog.filters.reset": "Restablecer",
  "catalog.table.caption":
    "Todos los procesadores con sus especificaciones, ordenados por {column} en orden {direction}",
  "catalog.column.name": "Procesador",
  "catalog.column.relative": "Relativo ({reference} = 100)",
  "catalog.column.relativeNone": "Relativo (sin cifra de referencia)",
  "catalog.column.figure": "Cifra",
  "catalog.figure.has": "Sin cifra en esta prueba; tiene: {benchmarks}",
  "catalog.figure.none": "Aún sin cifras de pruebas",
  "catalog.benchmarks.label": "Prueba mostrada y usada para ordenar",
  "catalog.value.nonePerDollar":
    "Ninguna de estas CPU tiene un precio de lanzamiento citado, así que ninguna tiene puntos por dólar: se listan por nombre.",
  "catalog.value.nonePerWatt":
    "Ninguna de estas CPU tiene una potencia máxima del encapsulado publicada, así que ninguna tiene puntos por vatio: se listan por nombre.",
  "catalog.sort.ascending": "ascendente",
  "catalog.sort.descending": "descendente",
  "catalog.sort.linkAscending": "ordenar de forma ascendente",
  "catalog.sort.linkDescending": "ordenar de forma descendente",
  "catalog.showing_one": "Mostrando {from}–{to} de {count} procesador",
  "catalog.showing_many": "Mostrando {from}–{to} de {count} de procesadores",
  "catalog.showing_other": "Mostrando {from}–{to} de {count} procesadores",
  "catalog.empty.title": "Ningún procesador coincide con estos filtros",
  "catalog.empty.text":
    "Prueba con otra marca, tipo, socket, año de lanzamiento o número de núcleos, o restablece los filtros para ver todos los procesadores.",
  "catalog.pagination.label": "Páginas",
  "catalog.pagination.previous": "Anterior",
  "catalog.pagination.next": "Siguiente",
  "catalog.pagination.page": "Página {page}",
  "catalog.meta.title":
    "Todos los procesadores: especificaciones y puntuaciones de benchmark | CoreRank",
  "catalog.meta.description_one":
    "Explora {count} procesador Intel o AMD: núcleos, hilos, frecuencias, TDP, socket, fecha de lanzamiento, precio de salida y puntuación en Geekbench 6, con orden y filtros.",
  "catalog.meta.description_many":
    "Explora {count} de procesadores Intel y AMD: núcleos, hilos, frecuencias, TDP, socket, fecha de lanzamiento, precio de salida y puntuaciones en Geekbench 6, con orden y filtros.",
  "catalog.meta.description_other":
    "Explora {count} procesadores Intel y AMD: núcleos, hilos, frecuencias, TDP, socket, fecha de lanzamiento, precio de salida y puntuaciones en Geekbench 6, con orden y filtros.",
  "catalog.meta.keywords":
    "lista de CPU, especificaciones de procesadores, base de datos de CPU, comparativa de CPU, Cinebench R23, Intel, AMD",
} satisfies typeof en;
