import type en from "../en/compare";

export default {
  "compare.meta.title": "{a} vs {b}: benchmarks y especificaciones | CoreRank",
  "compare.meta.description":
    "{a} vs {b}: benchmarks de un núcleo y multinúcleo, núcleos, frecuencias, caché, consumo y precio de lanzamiento, lado a lado.",
  "compare.meta.descriptionShort":
    "{a} vs {b}: benchmarks, núcleos, frecuencias, caché, consumo y precio de lanzamiento, lado a lado.",
  "compare.meta.keywords": "comparativa de CPU, benchmark de procesadores, especificaciones",
  "compare.intro": "Especificaciones y resultados de benchmarks de dos procesadores, lado a lado.",
  "compare.summary.heading": "Resumen",
  "compare.summary.singleCore.lead":
    "{cpu} es un {percent} más rápido en un solo núcleo ({benchmark}).",
  "compare.summary.singleCore.tie": "{a} y {b} rinden igual en un solo núcleo ({benchmark}).",
  "compare.summary.singleCore.none":
    "No hay ningún resultado de benchmark de un solo núcleo disponible para ambas CPU.",
  "compare.summary.multiCore.lead":
    "{cpu} es un {percent} más rápido en multinúcleo ({benchmark}).",
  "compare.summary.multiCore.tie": "{a} y {b} rinden igual en multinúcleo ({benchmark}).",
  "compare.summary.multiCore.none":
    "No hay ningún resultado de benchmark multinúcleo disponible para ambas CPU.",
  "compare.summary.coresThreads":
    "{a} tiene {aCores} y {aThreads}; {b} tiene {bCores} y {bThreads}.",
  "compare.summary.coresThreads.same": "Ambos tienen {cores} y {threads}.",
  "compare.summary.tdp":
    "{lower} tiene el TDP más bajo: {lowerTdp} W frente a {higherTdp} W de {higher}.",
  "compare.summary.tdp.same": "Ambos tienen un TDP de {tdp} W.",
  "compare.summary.price":
    "{cheaper} salió a la venta por {cheaperPrice}, {difference} menos que {other} ({otherPrice}).",
  "compare.summary.price.same": "Ambos salieron a la venta por {price}.",
  "compare.summary.price.onlyOne":
    "{cpu} salió a la venta por {price}; no hay precio de lanzamiento para {other}.",
  "compare.summary.perDollar":
    "{cpu} ofrece un {percent} más de rendimiento multinúcleo por dólar ({benchmark}: {value} frente a {otherValue} puntos por dólar).",
  "compare.summary.perDollar.tie":
    "{a} y {b} ofrecen un rendimiento multinúcleo por dólar similar ({benchmark}).",
  "compare.count.cores_one": "{count} núcleo",
  "compare.count.cores_many": "{count} de núcleos",
  "compare.count.cores_other": "{count} núcleos",
  "compare.count.threads_one": "{count} hilo",
  "compare.count.threads_many": "{count} de hilos",
  "compare.count.threads_other": "{count} hilos",
  "compare.count.hybridCores_one": "{count} núcleo ({p} P + {e} E)",
  "compare.count.hybridCores_many": "{count} de núcleos ({p} P + {e} E)",
  "compare.count.hybridCores_other": "{count} núcleos ({p} P + {e} E)",
  "compare.advantages.heading": "Ventajas",
  "compare.advantages.of": "Por qué elegir {cpu}",
  "compare.advantages.none": "Nuestros datos no muestran ninguna ventaja clara.",
  "compare.advantage.moreCores_one": "{count} núcleo más ({mine} frente a {theirs})",
  "compare.advantage.moreCores_many": "{count} de núcleos más ({mine} frente a {theirs})",
  "compare.advantage.moreCores_other": "{count} núcleos más ({mine} frente a {theirs})",
  "compare.advantage.moreThreads_one": "{count} hilo más ({mine} frente a {theirs})",
  "compare.advantage.moreThreads_many": "{count} de hilos más ({mine} frente a {theirs})",
  "compare.advantage.moreThreads_other": "{count} hilos más ({mine} frente a {theirs})",
  "compare.advantage.moreCoresHybrid": "Más núcleos en total: {mine} frente a {theirs}",
  "compare.advantage.morePerformanceCores_one":
    "{count} núcleo de rendimiento más ({mine} frente a {theirs})",
  "compare.advantage.morePerformanceCores_many":
    "{count} de núcleos de rendimiento más ({mine} frente a {theirs})",
  "compare.advantage.morePerformanceCores_other":
    "{count} núcleos de rendimiento más ({mine} frente a {theirs})",
  "compare.advantage.fasterSingle":
    "Rendimiento de un solo núcleo un {percent} superior ({benchmark})",
  "compare.advantage.fasterMulti": "Rendimiento multinúcleo un {percent} superior ({benchmark})",
  "compare.advantage.lowerTdp": "TDP más bajo: {mine} W frente a {theirs} W",
  "compare.advantage.cheaper":
    "Precio de lanzamiento {difference} más bajo ({mine} frente a {theirs})",
  "compare.advantage.largerL3": "Caché L3 más grande: {mine} MB frente a {theirs} MB",
  "compare.advantage.higherBoost": "Mayor frecuencia turbo: {mine} GHz frente a {theirs} GHz",
  "compare.advantage.newerPcie": "Versión de PCIe más reciente: {mine} frente a {theirs}",
  "compare.advantage.morePcieLanes_one": "{count} línea PCIe más ({mine} frente a {theirs})",
  "compare.advantage.morePcieLanes_many": "{count} de líneas PCIe más ({mine} frente a {theirs})",
  "compare.advantage.morePcieLanes_other": "{count} líneas PCIe más ({mine} frente a {theirs})",
  "compare.advantage.ecc": "Compatible con memoria ECC",
  "compare.advantage.integratedGraphics": "Gráficos integrados",
  "compare.advantage.integratedGraphicsNamed": "Gráficos integrados ({gpu})",
  "compare.advantage.moreMemory": "Admite más memoria: hasta {mine} GB frente a {theirs} GB",
  "compare.advantage.unlocked": "Multiplicador desbloqueado para overclocking",
  "compare.advantage.perDollar":
    "Un {percent} más de rendimiento multinúcleo por dólar ({benchmark})",
  "compare.bars.heading": "Resultados de benchmarks",
  "compare.bars.noScore": "sin resultado",
  "compare.table.heading": "Comparación detallada",
  "compare.table.caption": "Especificaciones y resultados de benchmarks de {a} y {b}",
  "compare.table.specification": "Especificación",
  "compare.better": "(mejor)",
  "compare.laptops.heading": "Los mejores portátiles en Amazon",
  "compare.laptops.view": "Ver en Amazon",
  "compare.laptops.disclosure":
    "Enlaces patrocinados: CoreRank puede recibir una comisión por las compras que cumplan los requisitos en Amazon.",
  "compare.laptops.unpaid":
    "Enlaces simples a la búsqueda de Amazon: CoreRank no gana nada con ellos.",
  "compare.laptops.zephyrus-g14":
    "Un portátil gaming compacto de 14 pulgadas con procesador AMD Ryzen.",
  "compare.laptops.legion-pro-7i":
    "Un portátil potente de 16 pulgadas con procesador Intel Core para juegos y trabajo creativo.",
  "compare.laptops.thinkpad-t14":
    "Un portátil profesional resistente de 14 pulgadas con batería para todo el día y un teclado excelente.",
  "compare.related.heading": "Comparaciones relacionadas",
  "compare.summary.perWatt":
    "{cpu} ofrece un {percent} más de rendimiento multinúcleo por vatio de potencia máxima del encapsulado (Intel PL2 / AMD PPT) ({benchmark}: {value} frente a {otherValue} puntos por vatio).",
  "compare.summary.perWatt.tie":
    "{a} y {b} ofrecen un rendimiento multinúcleo por vatio de potencia máxima del encapsulado (Intel PL2 / AMD PPT) similar ({benchmark}).",
  "compare.advantage.perWatt":
    "Un {percent} más de rendimiento multinúcleo por vatio de potencia máxima del encapsulado ({benchmark})",
  "compare.bars.note":
    "Cada par de barras se escala a la cifra más alta de las dos. Cuanto más alto, mejor. Debajo de cada cifra, su fuente.",
  "compare.notPublishedNote":
    "«no publicado» significa que ninguna fuente que usamos publica el valor; esa fila no tiene ganador. Cómo obtenemos las cifras:",
  "compare.methodologyLink": "metodología",
  "compare.ogImageAlt": "{a} vs {b}: resultados de benchmarks lado a lado, en CoreRank",
} satisfies typeof en;
