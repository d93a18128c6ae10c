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
  "cpu.benchmarks.submitFor": ": {benchmark}, {name}",
  "cpu.benchmarks.noResult": "Aún no hay resultados",
  "cpu.relative.title": "Rendimiento relativo",
  "cpu.relative.intro":
    "{benchmark}: la cifra de cada CPU relativa a la del {reference} (= 100), solo en esta prueba. Nunca se combinan cifras de pruebas distintas.",
  "cpu.relative.switch": "Prueba",
  "cpu.relative.none":
    "Esta CPU aún no tiene cifra en una prueba cuya CPU de referencia tenga una.",
  "cpu.relative.reference": "referencia",
  "cpu.relative.current": "esta CPU",
  "cpu.relative.points": "{figure} puntos",
  "cpu.relative.how": "Cómo funciona el rendimiento relativo",
  "cpu.performance.title": "Rendimiento",
  "cpu.related.title": "Comparativas relacionadas",
  "cpu.related.none": "No se han encontrado procesadores comparables.",
  "cpu.topTen.current": "(este procesador)",
  "cpu.topTen.full": "Ranking completo",
  "cpu.reportFor": ": {section}",
  "cpu.segmentTop.title.all": "Mejores procesadores",
  "cpu.segmentTop.title.Desktop": "Mejores procesadores de sobremesa",
  "cpu.segmentTop.title.Laptop": "Mejores procesadores para portátiles",
  "cpu.segmentTop.title.Workstation": "Mejores procesadores para estaciones de trabajo",
  "cpu.segmentTop.title.Server": "Mejores procesadores para servidores",
  "cpu.segmentTop.intro": "Las {count} cifras más altas de {benchmark} en este segmento.",
  "cpu.segmentTop.position": "El {name} es el número {position} de {total} aquí.",
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
  "cpu.compareWith.heading": "Comparar con…",
  "cpu.compareWith.label": "Otra CPU para comparar con {cpu}",
  "cpu.compareWith.submit": "Comparar",
  "cpu.ogImageAlt": "{name}: sus resultados de benchmarks con sus fuentes, en CoreRank",
} satisfies typeof en;
