import type en from "../en/about";

export default {
  "about.meta.title": "Sobre nosotros: misión, equipo y comunidad | CoreRank",
  "about.meta.description":
    "Por qué existe CoreRank, quién mantiene exactos sus datos de CPU, cuántos procesadores y resultados de benchmarks reúne y cómo puedes aportar los tuyos.",
  "about.meta.keywords":
    "sobre CoreRank, comparación de CPU, benchmarks de CPU, base de datos de procesadores, comunidad de benchmarks, exactitud de los datos",
  "about.title": "Sobre CoreRank",
  "about.intro":
    "CoreRank es un sitio de referencia gratuito para comparar procesadores: especificaciones, resultados de benchmarks y comparaciones lado a lado de CPU de Intel y AMD.",

  "about.mission.title": "Nuestra misión",
  "about.mission.text":
    "Te ayudamos a elegir el procesador adecuado con cifras en las que puedes confiar. Cada número enlaza con la fuente que lo publicó, un valor que nadie publicó aparece como «no publicado» en lugar de adivinarse, y todo el sitio es gratuito y no requiere cuenta.",

  "about.story.title": "Nuestra historia",
  "about.story.problem":
    "CoreRank existe porque las especificaciones de las CPU están repartidas entre las páginas de los fabricantes y los resultados de benchmarks entre muchos sitios distintos, cada uno con sus propias unidades, nombres y lagunas.",
  "about.story.solution":
    "Nosotros los reunimos en un solo lugar: una página por procesador, clasificaciones para cada benchmark y comparaciones que ponen dos CPU frente a frente, línea por línea.",
  "about.story.growth":
    "El catálogo empezó como una selección cuidada de procesadores de Intel y AMD, y crece a medida que añadimos nuevos modelos y los visitantes nos envían resultados de benchmarks que podemos verificar.",

  "about.team.title": "Nuestro equipo",
  "about.team.intro":
    "CoreRank lo lleva un equipo pequeño. En lugar de nombres y fotos, aquí tienes lo que cada función hace por ti.",
  "about.team.data.title": "Curación de datos",
  "about.team.data.text":
    "Comprueba cada especificación con la página pública de especificaciones del fabricante, añade nuevos procesadores y corrige los errores que señalan los visitantes.",
  "about.team.engineering.title": "Ingeniería",
  "about.team.engineering.text":
    "Desarrolla y mantiene el sitio: páginas rápidas, seis idiomas, accesibilidad para todos los visitantes y la seguridad de los datos que nos envías.",
  "about.team.moderation.title": "Moderación de la comunidad",
  "about.team.moderation.text":
    "Revisa los resultados de benchmarks enviados y sus capturas de pantalla antes de que cuenten, y responde a los mensajes de los visitantes.",

  "about.figures.title": "CoreRank en cifras",
  "about.figures.intro": "Contado a partir de nuestra base de datos al generar esta página.",
  "about.figures.cpus": "Procesadores en el catálogo",
  "about.figures.intel": "Procesadores Intel",
  "about.figures.amd": "Procesadores AMD",
  "about.figures.scores": "Cifras de benchmark mostradas",
  "about.figures.visitorCpus": "Procesadores con resultados verificados de visitantes",
  "about.figures.note":
    "Cada cifra contada aquí la publica una fuente con nombre o es la mediana de resultados verificados de visitantes; nada es una estimación.",

  "about.values.title": "Lo que defendemos",
  "about.values.accuracy.title": "Exactitud",
  "about.values.accuracy.text":
    "Cada cifra procede de una fuente que citamos y enlazamos, con la fecha y qué representa la cifra (una sola ejecución, o la media o la mediana de cuántas ejecuciones). Nunca rellenamos un hueco con un valor predeterminado o una fórmula.",
  "about.values.independence.title": "Independencia",
  "about.values.independence.text":
    "Las clasificaciones se basan solo en puntuaciones medidas. La publicidad está señalada como patrocinada y nunca modifica los datos.",
  "about.values.openness.title": "Apertura",
  "about.values.openness.text":
    "Cualquiera puede señalar un error o enviar un resultado de benchmark, y cada aportación revisada mejora los datos para todos.",
  "about.values.privacy.title": "Privacidad",
  "about.values.privacy.text":
    "Sin rastreadores publicitarios, sin cookies de analítica y sin necesidad de cuenta. Solo guardamos lo que decides enviarnos.",
  "about.values.privacy.link": "Lee nuestra política de privacidad",
  "about.values.access.title": "Accesibilidad",
  "about.values.access.text":
    "Páginas que funcionan con teclado, con lector de pantalla y en la pantalla pequeña de un móvil, en seis idiomas.",

  "about.involved.title": "Participa",
  "about.involved.submit.title": "Envía un benchmark",
  "about.involved.submit.text":
    "¿Has pasado Cinebench, Geekbench, PassMark o CPU-Z en tu ordenador? Envíanos tu resultado con una captura de pantalla y, una vez revisado, ayudará a todos a comparar.",
  "about.involved.submit.link": "Enviar un resultado de benchmark",
  "about.involved.contact.title": "Contacto",
  "about.involved.contact.text":
    "¿Preguntas, sugerencias o echas en falta algún procesador? Escríbenos y te responderemos a la dirección de correo electrónico que nos indiques.",
  "about.involved.contact.link": "Ir al formulario de contacto",
  "about.figures.visitorResults": "Resultados verificados de visitantes",
} satisfies typeof en;
