import type en from "../en/cpu";

export default {
  "cpu.title": "{name}: especificaciones y benchmarks | CoreRank",
  "cpu.metaDescription":
    "Especificaciones y puntuaciones en benchmarks del {name}: {cores} núcleos, {threads} hilos, hasta {boost} GHz y {tdp} W de TDP. Compáralo con sus rivales en CoreRank.",
  "cpu.keywords": "{name}, {name} especificaciones, {name} benchmark, procesador {brand}, {socket}",
  "cpu.description.intro_one":
    "El {name} es un procesador {type} de {brand} con {cores} núcleo y {threads} hilos.",
  "cpu.description.intro_other":
    "El {name} es un procesador {type} de {brand} con {cores} núcleos y {threads} hilos.",
  "cpu.description.type.Desktop": "de sobremesa",
  "cpu.description.type.Laptop": "para portátiles",
  "cpu.description.type.Workstation": "para estaciones de trabajo",
  "cpu.description.type.Server": "para servidores",
  "cpu.description.released": "Salió a la venta el {date}.",
  "cpu.description.releasedMonth": "Salió a la venta en {date}.",
  "cpu.description.price": "Su precio de lanzamiento fue de {price}.",
  "cpu.description.clocks":
    "Funciona a una frecuencia base de {base} GHz y alcanza hasta {boost} GHz en modo turbo, con un TDP de {tdp} W.",
  "cpu.description.socket": "Utiliza el socket {socket}.",
  "cpu.description.hybrid":
    "Combina {performance} núcleos de rendimiento con {efficiency} núcleos eficientes.",
  "cpu.benchmarks.title": "Puntuaciones en benchmarks",
  "cpu.benchmarks.submit": "Enviar un resultado",
  "cpu.benchmarks.submitFor": "Enviar un resultado de {benchmark} para el {name}",
  "cpu.benchmarks.noResult": "Aún no hay resultados",
  "cpu.benchmarks.overall":
    "Puntuación global: {index} de 100, su percentil entre las {measured} CPU medidas en {benchmark}.",
  "cpu.benchmarks.overallHow": "Cómo funciona la puntuación global",
  "cpu.performance.title": "Rendimiento",
  "cpu.related.title": "Comparativas relacionadas",
  "cpu.related.none": "No se han encontrado procesadores comparables.",
  "cpu.topTen.current": "(este procesador)",
  "cpu.topTen.full": "Ranking completo",
  "cpu.segmentTop.title.all": "Mejores procesadores",
  "cpu.segmentTop.title.Desktop": "Mejores procesadores de sobremesa",
  "cpu.segmentTop.title.Laptop": "Mejores procesadores para portátiles",
  "cpu.segmentTop.title.Workstation": "Mejores procesadores para estaciones de trabajo",
  "cpu.segmentTop.title.Server": "Mejores procesadores para servidores",
  "cpu.segmentTop.intro": "Las {count} cifras más altas de {benchmark} en este segmento.",
  "cpu.segmentTop.position": "El {name} es el número {position} de {total} aquí.",
  "cpu.reportFor": "Informar de un problema en la sección «{section}»",
  "cpu.description.introNoType_one":
    "El {name} es un procesador de {brand} con {cores} núcleo y {threads} hilos.",
  "cpu.description.introNoType_other":
    "El {name} es un procesador de {brand} con {cores} núcleos y {threads} hilos.",
  "cpu.description.releasedQuarter": "Salió a la venta en el {date}.",
  "cpu.description.clocksOnly":
    "Funciona a una frecuencia base de {base} GHz y alcanza hasta {boost} GHz en modo turbo.",
  "cpu.description.score":
    "Obtiene {score} puntos en Geekbench 6 multinúcleo ({source}), lo que lo sitúa en el puesto {rank} de los {total} procesadores con resultado en esta prueba en CoreRank.",
  "cpu.benchmarks.intro":
    "Cada puntuación es la cifra que publicó su fuente, con la fuente, su fecha y qué representa la cifra debajo. Los resultados verificados de visitantes se muestran al lado y nunca la modifican; una prueba sin cifra publicada muestra la mediana de sus resultados verificados de visitantes.",
  "cpu.description.boost": "Alcanza hasta {boost} GHz en modo turbo, con un TDP de {tdp} W.",
  "cpu.description.boostOnly": "Alcanza hasta {boost} GHz en modo turbo.",
  "cpu.ogImageAlt": "{name}: sus resultados de benchmarks con sus fuentes, en CoreRank",
} satisfies typeof en;
