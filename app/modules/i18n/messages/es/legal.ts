import type en from "../en/legal";

export default {
  "legal.meta.title": "Información legal: términos, privacidad y cookies | CoreRank",
  "legal.meta.description":
    "Términos de uso y políticas de privacidad y cookies de CoreRank: qué guardamos, por qué no hay cookies de rastreo, marcas y cómo pedir que borremos tus datos.",
  "legal.meta.keywords":
    "términos de uso, política de privacidad, política de cookies, derechos de autor, marcas comerciales, eliminación de datos, CoreRank",
  "legal.title": "Información legal",
  "legal.intro":
    "CoreRank es un sitio de referencia gratuito sobre especificaciones de CPU y resultados de benchmarks. Esta página explica las condiciones de uso, qué datos tuyos guardamos y por qué, cómo usamos las cookies y a quién pertenece cada cosa.",
  "legal.lastUpdated": "Última actualización: {date}",
  "legal.toc.title": "En esta página",

  "legal.terms.title": "Términos de uso",
  "legal.terms.free":
    "CoreRank es gratuito. No necesitas una cuenta para navegar por el sitio, comparar procesadores ni enviarnos un formulario.",
  "legal.terms.asIs":
    "Las especificaciones y los resultados de benchmarks se ofrecen tal cual, solo a título informativo. Los revisamos con cuidado, pero pueden contener errores o estar desactualizados, y los resultados en tu propio equipo pueden variar. Confirma los datos importantes con el fabricante antes de comprar.",
  "legal.terms.estimated":
    "Cada cifra indica su fuente, con un enlace y una fecha. Un valor que ninguna fuente publica aparece como «no publicado»; nunca lo rellenamos con un valor predeterminado o una fórmula.",
  "legal.terms.report":
    "Si encuentras un error, avísanos con el botón «{button}» de la página correspondiente o a través del formulario de contacto, para que podamos corregirlo para todos.",
  "legal.terms.submissions":
    "Al enviar un resultado de benchmark, un informe de error o un mensaje, confirmas que es correcto según tu leal saber y entender y que tienes derecho a compartir las capturas de pantalla que adjuntes. Revisamos los resultados de benchmarks antes de añadirlos y podemos rechazar los que no podamos verificar.",
  "legal.terms.ads":
    "Las páginas de comparación muestran enlaces a productos de Amazon. Estos enlaces son publicidad y están claramente señalados como patrocinados. La publicidad nunca modifica las especificaciones, las puntuaciones ni las clasificaciones.",
  "legal.terms.adsUnpaid":
    "Las comparaciones que incluyen un procesador de portátil enlazan a la búsqueda de Amazon de algunos portátiles. Son enlaces simples: CoreRank no gana nada con ellos y nunca cambian especificaciones, puntuaciones ni clasificaciones.",
  "legal.terms.fairUse":
    "Usa el sitio de forma razonable: no intentes interrumpir su funcionamiento, sobrecargarlo con solicitudes automatizadas ni acceder a su área de administración sin permiso.",
  "legal.terms.liability":
    "En la medida en que lo permita la ley, CoreRank no se hace responsable de las pérdidas derivadas de decisiones tomadas a partir de la información de este sitio.",
  "legal.terms.changes":
    "Podemos actualizar esta página cuando cambie el sitio. La fecha que aparece arriba indica la última actualización.",

  "legal.privacy.title": "Política de privacidad",
  "legal.privacy.intro":
    "Recopilamos lo mínimo posible: CoreRank solo guarda lo que tú nos envías, además de los registros habituales de nuestro servidor web.",
  "legal.privacy.storedTitle": "Qué guardamos y por qué",
  "legal.privacy.newsletter":
    "Boletín: tu dirección de correo electrónico, el idioma de la página desde la que te suscribiste y la fecha, para poder enviarte el boletín, además de una huella (hash) del enlace privado a la página de tu suscripción. No se guarda ningún nombre, dirección IP ni dato de seguimiento.",
  "legal.privacy.newsletterRemove":
    "Para darte de baja, abre el enlace privado que se mostró al suscribirte y pulsa el botón de baja: tu dirección se borra al instante. Sin ese enlace, pídelo a través del formulario de contacto. Enviar tu dirección de nuevo no muestra ni cambia tu suscripción.",
  "legal.privacy.benchmarks":
    "Resultados de benchmarks enviados: el resultado, los datos del equipo que indiques y las capturas de pantalla que adjuntes, para poder verificar el resultado antes de añadirlo a nuestra base de datos.",
  "legal.privacy.issues":
    "Informes de errores: tu nombre, tu correo electrónico, el asunto, la descripción y la dirección de la página en cuestión, para poder corregir los datos y responderte si hace falta.",
  "legal.privacy.contact":
    "Mensajes de contacto: tu nombre, tu correo electrónico, el asunto y el mensaje, para poder responderte.",
  "legal.privacy.logs":
    "Registros del servidor: los registros habituales que todo servidor web guarda de las solicitudes, como la dirección solicitada, la hora, la dirección IP y el tipo de navegador. Solo los usamos para mantener el sitio en funcionamiento y seguro.",
  "legal.privacy.noTracking":
    "En este sitio no hay rastreadores publicitarios, herramientas de analítica ni complementos de redes sociales; los iconos de redes sociales son simples enlaces. No vendemos tus datos ni los compartimos con anunciantes.",
  "legal.privacy.amazon":
    "Cuando sigues un enlace de Amazon, sales de CoreRank: en su sitio se aplican las políticas de privacidad y de cookies de Amazon.",
  "legal.privacy.rights":
    "Puedes pedirnos que te mostremos, corrijamos o eliminemos los datos que nos has enviado, incluida tu suscripción al boletín. Envía tu solicitud a través del formulario de contacto con la misma dirección de correo electrónico y la atenderemos.",

  "legal.cookies.title": "Política de cookies",
  "legal.cookies.none":
    "CoreRank no usa cookies publicitarias ni de analítica. Como visitante, no recibes ninguna cookie, y por eso no hay ningún aviso de cookies que aceptar o rechazar.",
  "legal.cookies.language":
    "El idioma que eliges se guarda en la dirección de la página (por ejemplo, /es/ para español), no en una cookie.",
  "legal.cookies.admin":
    "La única cookie es la cookie de sesión que se crea cuando el responsable del sitio inicia sesión en el área de administración. Es estrictamente necesaria para iniciar sesión, los scripts de la página no pueden leerla (httpOnly) y deja de ser válida cuando el responsable cierra sesión o la sesión caduca.",

  "legal.copyright.title": "Derechos de autor y marcas",
  "legal.copyright.site":
    "Los textos y el diseño de CoreRank están protegidos por derechos de autor y pertenecen a CoreRank.",
  "legal.copyright.facts":
    "Las especificaciones de las CPU son datos objetivos, recopilados de las páginas públicas de especificaciones de los fabricantes. Las puntuaciones de benchmarks son resultados de referencia seleccionados y resultados verificados enviados por visitantes.",
  "legal.copyright.benchmarks":
    "Cinebench, Geekbench, PassMark y CPU-Z son marcas comerciales de sus respectivos propietarios.",
  "legal.copyright.brands":
    "Intel, Core y Xeon son marcas comerciales de Intel Corporation. AMD, Ryzen, EPYC y Threadripper son marcas comerciales de Advanced Micro Devices, Inc.",
  "legal.copyright.identify":
    "Usamos estos nombres únicamente para identificar productos y benchmarks. CoreRank es independiente y no está afiliado a ninguna de estas empresas ni cuenta con su respaldo.",
  "legal.copyright.claims":
    "Si crees que algún contenido de este sitio vulnera tus derechos, avísanos a través del formulario de contacto.",

  "legal.contact.title": "Contacto legal",
  "legal.contact.text":
    "Para consultas legales, solicitudes sobre tus datos y avisos de derechos de autor, escríbenos a través del formulario de contacto. Indica en el asunto el motivo de tu solicitud, por ejemplo «Solicitud de eliminación de datos». Te responderemos a la dirección de correo electrónico que indiques en el formulario.",
  "legal.contact.link": "Ir al formulario de contacto",
  "legal.operator.title": "Responsable del sitio",
  "legal.operator.intro": "Este sitio lo gestiona:",
  "legal.operator.address": "Dirección postal",
  "legal.operator.email": "Correo electrónico",
  "legal.operator.phone": "Teléfono",
  "legal.operator.register": "Inscripción registral",
  "legal.operator.missing":
    "El responsable de este sitio no ha publicado un nombre, una dirección postal ni datos de contacto. Mientras no lo haga, el formulario de contacto de abajo es la única forma de comunicarse con él.",
} satisfies typeof en;
