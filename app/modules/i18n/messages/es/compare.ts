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
  "compare.summary.coresThreads.same": "Ambos tienen {cores} y {threads}.",
  "compare.summary.price.same": "Ambos salieron a la venta por {price}.",
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
  "compare.bars.heading": "Resultados de benchmarks",
  "compare.bars.noScore": "sin resultado",
  "compare.table.heading": "Comparación detallada",
  "compare.table.caption": "Especificaciones y resultados de benchmarks de {a} y {b}",
  "compare.table.specification": "Especificación",
  "compare.value.title": "Puntos por dólar al precio de lanzamiento (no el precio actual)",
  "compare.value.cell": "{value} pts/$",
  "compare.value.row": "{benchmark}, puntos por dólar",
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
  "compare.notPublishedNote":
    "«no publicado» significa que ninguna fuente que usamos publica el valor; esa fila no tiene ganador. Cómo obtenemos las cifras:",
  "compare.methodologyLink": "metodología",
  "compare.verdict.heading.multiCore": "Multinúcleo: renderizado, compilación",
  "compare.verdict.heading.singleCore":
    "Un núcleo: fluidez, el hilo principal de la mayoría de los juegos",
  "compare.verdict.heading.efficiency":
    "Eficiencia: puntos por vatio de potencia máxima del encapsulado",
  "compare.verdict.intro":
    "Cada benchmark en el que todas estas CPU tienen un resultado, según el uso que le des a la CPU. Una ventaja inferior al 3% se muestra como empate: está dentro de la variación habitual entre ejecuciones.",
  "compare.verdict.sentence": "{clauses}.",
  "compare.verdict.score.lead": "{cpu} {percent} por delante en {benchmark}",
  "compare.verdict.score.level": "empate en {benchmark}",
  "compare.verdict.score.fastest": "{cpu} por delante en {benchmark} ({others})",
  "compare.verdict.perWatt.lead": "{cpu} {percent} más puntos de {benchmark} por vatio",
  "compare.verdict.perWatt.level": "empate en puntos de {benchmark} por vatio",
  "compare.verdict.perWatt.fastest": "{cpu} más puntos de {benchmark} por vatio ({others})",
  "compare.verdict.perDollar.lead":
    "{cpu} {percent} más puntos de {benchmark} por dólar de precio de lanzamiento",
  "compare.verdict.perDollar.level":
    "empate en puntos de {benchmark} por dólar de precio de lanzamiento",
  "compare.verdict.perDollar.fastest":
    "{cpu} más puntos de {benchmark} por dólar de precio de lanzamiento ({others})",
  "compare.verdict.aheadOf": "{percent} por delante de {cpu}",
  "compare.verdict.levelWith": "empate con {cpu}",
  "compare.verdict.disagree":
    "Estos benchmarks no coinciden: qué CPU va por delante depende de la carga que mide cada uno, así que fíjate en el más parecido a tu uso.",
  "compare.verdict.multiCore.none":
    "Ningún benchmark multinúcleo tiene un resultado para todas estas CPU.",
  "compare.verdict.singleCore.none":
    "Ningún benchmark de un núcleo tiene un resultado para todas estas CPU.",
  "compare.verdict.efficiency.noPower":
    "Sin veredicto de eficiencia: no hay potencia máxima del encapsulado publicada (potencia turbo máxima de Intel, PPT de AMD) para {cpus}. El TDP no es lo que consume una CPU bajo carga, así que no se usa.",
  "compare.verdict.efficiency.powers":
    "Potencia máxima del encapsulado publicada (potencia turbo máxima de Intel, PPT de AMD): {powers}.",
  "compare.verdict.efficiency.power": "{cpu} {watts} W",
  "compare.verdict.efficiency.noMulti":
    "Ningún benchmark multinúcleo tiene un resultado para todas estas CPU, así que no hay puntos por vatio.",
  "compare.verdict.gaming":
    "Juegos: CoreRank no registra ningún benchmark de juegos, así que aquí no hay veredicto para juegos. Sus resultados son de Cinebench R23, Geekbench 5 y 6, PassMark y CPU-Z; los de un núcleo son los que más dicen del hilo principal de un juego, pero los FPS también dependen de la caché, la tarjeta gráfica y el juego.",
  "compare.summary.coresThreads.each": "{list}.",
  "compare.summary.coresThreads.one": "{cpu} tiene {cores} y {threads}",
  "compare.summary.price.each": "Precio de lanzamiento: {list}.",
  "compare.summary.price.one": "{cpu} {price}",
  "compare.summary.price.unknown": "{cpu} no publicado",
  "compare.advantage.ahead": "{percent} por delante en {benchmark}",
  "compare.advantage.perWatt":
    "{percent} más puntos de {benchmark} por vatio de potencia máxima del encapsulado",
  "compare.advantage.perDollar":
    "{percent} más puntos de {benchmark} por dólar de precio de lanzamiento",
  "compare.advantage.lowerMaxPower":
    "Menor potencia máxima del encapsulado: {mine} W frente a {theirs} W",
  "compare.bars.note":
    "Cada grupo de barras se escala a su cifra más alta. Más alto es mejor. Debajo de cada cifra: su fuente.",
  "compare.introMany":
    "Especificaciones y resultados de benchmarks de {count} procesadores, lado a lado.",
  "compare.meta.titleMany": "{names}: benchmarks y especificaciones | CoreRank",
  "compare.meta.descriptionMany":
    "{names}: benchmarks, núcleos, frecuencias, caché, consumo y precio de lanzamiento, lado a lado.",
  "compare.table.captionAll": "Especificaciones y resultados de benchmarks de {cpus}",
  "compare.edit.heading": "Cambiar esta comparación",
  "compare.edit.remove": "Quitar {cpu}",
  "compare.edit.swapLabel": "Sustituir {cpu} por",
  "compare.edit.swap": "Cambiar",
  "compare.edit.addLabel": "Añadir una CPU (hasta cuatro)",
  "compare.edit.add": "Añadir",
  "compare.edit.full": "Una comparación admite hasta cuatro CPU: quita una para añadir otra.",
  "compare.edit.placeholder": "Nombre o modelo, p. ej. 7800X3D",
  "compare.tooMany.title": "Demasiadas CPU",
  "compare.tooMany.text":
    "Una comparación muestra de dos a cuatro CPU. Quita alguna de la dirección y vuelve a intentarlo.",
  "compare.ogImageAlt": "{a} vs {b}: resultados de benchmarks lado a lado, en CoreRank",
} satisfies typeof en;
