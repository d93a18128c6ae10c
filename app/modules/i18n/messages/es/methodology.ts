import type en from "../en/methodology";

export default {
  "methodology.meta.title": "Metodología: de dónde salen nuestras cifras de CPU | CoreRank",
  "methodology.meta.description":
    "De dónde obtiene CoreRank cada cifra de CPU: medias de Geekbench 6, análisis citados de Cinebench R23, datos de los fabricantes, resultados verificados y reutilización de datos.",
  "methodology.meta.keywords":
    "metodología CoreRank, fuentes de benchmarks, tabla de procesadores Geekbench 6, análisis Cinebench R23, especificaciones de CPU, resultados de benchmark verificados, CC BY 4.0",
  "methodology.title": "Metodología",
  "methodology.intro":
    "De dónde sale cada cifra de CoreRank, qué significa y cómo comprobamos los resultados que nos envían los visitantes. Cada cifra del sitio enlaza a su fuente; esta página explica las reglas que hay detrás de esos enlaces.",
  "methodology.updated": "Datos actualizados por última vez: {date}",
  "methodology.toc.title": "En esta página",
  "methodology.rankingSource": "De dónde salen estas cifras:",

  "methodology.sources.title": "De dónde salen las cifras",
  "methodology.sources.intro":
    "Cada benchmark tiene su propio tipo de fuente. Cada cifra se muestra con su fuente, y nunca se rellena un hueco con una cifra de otro origen.",

  "methodology.geekbench6.title": "Geekbench 6 de un núcleo y multinúcleo",
  "methodology.geekbench6.source": "Fuente: la {link} de Primate Labs.",
  "methodology.geekbench6.link": "tabla de procesadores de Geekbench Browser",
  "methodology.geekbench6.mean":
    "Cada cifra es la media de la tabla sobre todos los resultados subidos para ese procesador, y se muestra con el tamaño de muestra de la tabla: el número de resultados detrás de esa media.",
  "methodology.geekbench6.cited":
    "Cada CPU enlaza a su propia entrada en la tabla y muestra la fecha en que la consultamos. La tabla cambia a medida que se suben nuevos resultados, así que hoy puede diferir ligeramente.",

  "methodology.cinebench.title": "Cinebench R23 de un núcleo y multinúcleo",
  "methodology.cinebench.source":
    "Cinebench R23 es la prueba de renderizado de Maxon. Cada cifra es una mediana (o un resultado único) de las pruebas de procesadores de Notebookcheck, citada con el número de resultados que la respaldan, la fecha en que se consultó y un enlace a la página de la que se tomó.",
  "methodology.cinebench.statistic":
    "Una cifra es una sola ejecución del análisis, salvo que su fuente indique que es la media o la mediana de varias ejecuciones.",

  "methodology.geekbench5.title": "Geekbench 5",
  "methodology.geekbench5.source":
    "Las cifras de Geekbench 5 (Geekbench 5.5) son de Notebookcheck y proceden de su {link}: para cada procesador, la cifra que Notebookcheck muestra a partir de sus propios análisis y sistemas de prueba. Cada cifra nombra a Notebookcheck y enlaza a la lista.",
  "methodology.geekbench5.link": "lista de benchmarks de procesadores",
  "methodology.geekbench5.statistic":
    "Cuando la lista indica cuántos resultados hay detrás de una cifra, la cifra es su mediana y ese número es el número de muestras; una cifra sin número es una sola ejecución. Leímos la lista el 18 de diciembre de 2023, así que la lista actual puede mostrar cifras más recientes. Se descartó toda cifra que no encajaba con el número de núcleos de la CPU, con sus cifras de Geekbench 6 y Cinebench R23 o con sus modelos hermanos; ninguna se estimó ni se copió de otro modelo. Las cifras siguen siendo de Notebookcheck: cítalas.",

  "methodology.passmark.title": "PassMark",
  "methodology.passmark.source":
    "Solo mostramos cifras de PassMark citadas de forma individual de una fuente publicada, cada una con un enlace a su página.",
  "methodology.passmark.terms":
    "Las condiciones de PassMark prohíben copiar sus tablas, por lo que CoreRank no incluye datos de PassMark en bloque. Quien gestione una instalación de CoreRank y tenga una exportación de PassMark con licencia puede importarla.",

  "methodology.specs.title": "Especificaciones",
  "methodology.specs.source":
    "Las especificaciones proceden de los datos de los propios fabricantes: {intel} para los procesadores Intel y {amd} para los procesadores AMD. Cada CPU muestra el enlace y la fecha de la página del fabricante de la que se tomaron sus especificaciones.",
  "methodology.specs.intel": "Intel ARK",
  "methodology.specs.amd": "las especificaciones de producto de AMD",
  "methodology.specs.conflict":
    "Cuando dos fuentes no coinciden, se usa el valor del fabricante y se deja constancia de la discrepancia.",
  "methodology.specs.priceRange":
    "Intel publica algunos precios de lanzamiento como un rango (su precio recomendado para el cliente, p. ej. 184-194 US$), y CoreRank los muestra como ese rango. Un filtro de precio máximo cuenta un rango por su extremo superior; los puntos por dólar son entonces también un rango, las clasificaciones los ordenan por su valor más bajo y una comparación dice que una CPU es más barata o rinde más por dólar solo cuando eso se cumple con todos los precios publicados.",
  "methodology.specs.unpublished":
    "Un valor que el fabricante no publica se muestra como «no publicado». Nunca se sustituye por un valor predeterminado ni por una estimación.",

  "methodology.statistics.title": "Qué significa cada estadística",
  "methodology.statistics.intro": "Junto a cada cifra indicamos de qué tipo es:",
  "methodology.statistics.single.term": "Ejecución única",
  "methodology.statistics.single.text":
    "El resultado de una sola ejecución del benchmark, tal como lo publicó su fuente.",
  "methodology.statistics.mean.term": "Media",
  "methodology.statistics.mean.text":
    "El promedio de varios resultados: su suma dividida entre su número.",
  "methodology.statistics.median.term": "Mediana",
  "methodology.statistics.median.text":
    "El resultado central cuando los resultados se ordenan, de modo que unos pocos resultados inusualmente altos o bajos no la mueven.",
  "methodology.statistics.samples.term": "Tamaño de muestra",
  "methodology.statistics.samples.text":
    "Cuántos resultados hay detrás de una media o una mediana. Un tamaño de muestra vacío significa que la fuente no indicó ninguno.",
  "methodology.statistics.spread.term": "Dispersión de los resultados de visitantes",
  "methodology.statistics.spread.text":
    "Para los resultados verificados de visitantes de una CPU: el resultado más bajo (mínimo), el central (mediana) y el más alto (máximo), y cuántos resultados hay (recuento).",

  "methodology.versions.title": "Nunca mezclamos versiones de un benchmark",
  "methodology.versions.why":
    "Cada versión de un benchmark ejecuta pruebas distintas en una escala distinta, así que las puntuaciones de versiones diferentes no son comparables. Cinebench R23 nunca se compara con Cinebench R24 o 2024, ni Geekbench 5 con Geekbench 6.",
  "methodology.versions.summary":
    "Un resumen de comparación solo compara los benchmarks que tienen ambas CPU, empezando por la versión más reciente.",

  "methodology.visitors.title": "Cómo se verifican los resultados de los visitantes",
  "methodology.visitors.intro":
    "Los visitantes pueden enviarnos resultados que han medido ellos mismos. Un resultado solo cuenta después de revisarlo:",
  "methodology.visitors.submit":
    "El resultado se envía con capturas de pantalla de la ejecución del benchmark.",
  "methodology.visitors.review":
    "El operador lo revisa y lo compara con la cifra publicada de la CPU. Se marca un resultado que se aleja más de un 20 % de esa cifra o que no encaja con los demás benchmarks de la CPU.",
  "methodology.visitors.approved":
    "Un resultado aprobado aparece en la dispersión de los resultados verificados de visitantes. Nunca modifica una cifra publicada.",
  "methodology.visitors.noPublished":
    "Una CPU sin cifra publicada muestra en su lugar la mediana de sus resultados verificados de visitantes.",
  "methodology.visitors.revoked":
    "Un resultado aprobado puede revocarse; a partir de entonces deja de contar en todas partes.",
  "methodology.visitors.link": "Enviar un resultado de benchmark",

  "methodology.relative.title": "Rendimiento relativo, prueba por prueba",
  "methodology.relative.text":
    "El rendimiento relativo de una CPU en una prueba es 100 × su cifra ÷ la cifra de la CPU de referencia de esa prueba en la misma prueba: 150 significa un 50 % más de puntos que la referencia ahí; 50, la mitad. Las CPU de referencia son procesadores conocidos cuyas cifras reúnen muchas ejecuciones:",
  "methodology.relative.noBlend":
    "CoreRank no muestra ninguna puntuación combinada o global. Las pruebas miden trabajos distintos y las CPU quedan en puestos distintos en cada una: el Core i5-13600K empata con el Ryzen 7 7800X3D en Geekbench 6 multinúcleo, pero le saca un 39 % en Cinebench R23 multinúcleo. Una sola cifra lo ocultaría, y una puntuación que mezcle pruebas, convierta los puntos de una en los de otra o clasifique por percentil (que cambia cada vez que se añaden CPU) sería una cifra que nadie midió. Por eso cada prueba se muestra por separado: el catálogo muestra y ordena por una prueba con nombre, Geekbench 6 multinúcleo salvo que elijas otra, y pone las CPU sin cifra en ella tras las medidas, indicando qué pruebas tienen.",
  "methodology.relative.missing":
    "Una CPU sin cifra en una prueba no tiene valor relativo en ella; no se estima ninguno.",

  "methodology.perWatt.title": "Rendimiento por vatio",
  "methodology.perWatt.text":
    "El rendimiento por vatio usa la potencia máxima del encapsulado que publican los fabricantes: Maximum Turbo Power (PL2) en Intel y Package Power Tracking (PPT) en AMD. No se muestra cuando a alguna de las dos CPU le falta ese dato.",

  "methodology.reuse.title": "Reutilización de nuestros datos",
  "methodology.reuse.compilation":
    "La recopilación de CoreRank (la lista de CPU, las citas y nuestra propia estructura) puede reutilizarse con la licencia {license}, con un enlace a CoreRank.",
  "methodology.reuse.license": "Creative Commons Atribución 4.0 (CC BY 4.0)",
  "methodology.reuse.thirdParty":
    "Las cifras de terceros siguen perteneciendo a quienes las publican: las cifras de Geekbench son © Primate Labs y las de los análisis pertenecen a esos análisis, así que cítalos.",
  "methodology.reuse.passmark": "No ofrecemos datos de PassMark para su reutilización.",
} satisfies typeof en;
