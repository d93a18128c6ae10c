import type en from "../en/home";

export default {
  "home.title": "Compara benchmarks y especificaciones de procesadores | CoreRank",
  "home.description":
    "Compara procesadores Intel y AMD frente a frente: puntuaciones de benchmarks con sus fuentes, especificaciones completas, rankings por benchmark y un catálogo de {count} procesadores.",
  "home.keywords":
    "comparativa de CPU, benchmarks de procesadores, Cinebench R23, Geekbench, PassMark, Intel vs AMD",
  "home.heading": "Compara procesadores frente a frente",
  "home.intro":
    "Elige dos procesadores para ver sus puntuaciones en benchmarks, sus especificaciones y cuál gana en cada fila.",
  "home.search.first": "Primer procesador",
  "home.search.second": "Segundo procesador",
  "home.search.placeholder": "Nombre, marca o arquitectura",
  "home.search.compare": "Comparar",
  "home.search.ready": "Listo para comparar {a} vs {b}",
  "home.search.chooseBoth": "Elige dos procesadores para compararlos.",
  "home.search.suggestions": "Sugerencias",
  "home.search.score": "Geekbench 6 multinúcleo: {score}",
  "home.search.noMatch": "Ninguna CPU coincide con «{query}».",
  "home.search.same":
    "{cpu} está en las dos casillas: una CPU no se puede comparar consigo misma. Elige otra CPU.",
  "home.recentCpus": "Procesadores recientes",
  "home.recentCpus.cores_one": "{cores} núcleo, {threads} hilos",
  "home.recentCpus.cores_other": "{cores} núcleos, {threads} hilos",
  "home.recentCpus.released": "Lanzamiento: {date}",
  "home.recentGpus": "Tarjetas gráficas recientes",
  "home.recentGpus.note":
    "Las tarjetas gráficas se muestran solo como referencia; CoreRank compara procesadores.",
  "home.recentGpus.memory": "{size} GB {type}",
  "home.popular": "Comparativas de procesadores populares",
  "home.browse": "Ver todos los procesadores",
  "home.rankings": "Ver los rankings",
  "home.compareLanding.title": "Compara dos procesadores | CoreRank",
  "home.compareLanding.description":
    "Elige dos procesadores cualesquiera de Intel o AMD y compara sus puntuaciones en benchmarks y sus especificaciones frente a frente, fila por fila, con el ganador de cada fila destacado.",
  "home.compareLanding.heading": "Compara dos procesadores",
  "home.searchPage.title": "Resultados de búsqueda de «{query}» | CoreRank",
  "home.searchPage.titleEmpty": "Buscar procesadores | CoreRank",
  "home.searchPage.description":
    "Procesadores que coinciden con «{query}» por nombre, marca o arquitectura, ordenados por puntuación en benchmarks, con enlaces a sus especificaciones completas y comparativas.",
  "home.searchPage.descriptionEmpty":
    "Busca en el catálogo de procesadores Intel y AMD de CoreRank por nombre, marca o arquitectura y consulta sus especificaciones y puntuaciones en benchmarks.",
  "home.searchPage.heading": "Buscar procesadores",
  "home.searchPage.label": "Nombre, marca o arquitectura del procesador",
  "home.searchPage.submit": "Buscar",
  "home.searchPage.empty":
    "Escribe el nombre de un procesador, una marca (Intel, AMD) o una arquitectura (por ejemplo, Zen 4) para buscar.",
  "home.searchPage.results_one": "{count} procesador coincide con «{query}»",
  "home.searchPage.results_other": "{count} procesadores coinciden con «{query}»",
  "home.searchPage.none":
    "Ningún procesador coincide con «{query}». Comprueba la ortografía o prueba con un término más corto.",
  "home.searchPage.compareTop": "Comparar {a} vs {b}",
  "home.searchPage.column.cpu": "Procesador",
  "home.searchPage.column.cores": "Núcleos / hilos",
  "home.searchPage.column.score": "Geekbench 6 multinúcleo",
  "home.searchPage.noScore": "no publicado",
  "home.searchPage.showing": "Mostrando {from}–{to} de {total}",
  "home.searchPage.pages": "Páginas de resultados",
  "home.searchPage.previous": "Anterior",
  "home.searchPage.next": "Siguiente",
  "home.searchPage.all": "Todos los resultados de «{query}»",
  "home.choose.heading": "Elige los procesadores que quieres comparar",
  "home.choose.intro":
    "Un término de búsqueda coincide con más de un procesador. Elige uno para cada lado, o cambia el término, y compara.",
  "home.choose.term": "Término de búsqueda",
  "home.choose.chosen": "Elegido: {cpu}",
  "home.choose.more":
    "Se muestran las {shown} mejores coincidencias; precisa el término para ver otras.",
  "home.choose.slot": "CPU {number}",
} satisfies typeof en;
