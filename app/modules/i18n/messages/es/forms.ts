import type en from "../en/forms";

export default {
  "forms.requiredNote": "Los campos marcados con * son obligatorios.",
  "forms.optional": "opcional",
  "forms.honeypot": "Deja este campo vacío",
  "forms.summary.title": "No se ha podido enviar el formulario",
  "forms.unavailableNotice":
    "Nuestra base de datos no está disponible en este momento, así que este formulario no se puede enviar. Inténtalo de nuevo más tarde.",
  "forms.fileSize.kb": "{size} KB",
  "forms.fileSize.mb": "{size} MB",

  "forms.error.required": "{field} es obligatorio.",
  "forms.error.tooLong": "{field} puede tener como máximo {max} caracteres.",
  "forms.error.email": "Introduce una dirección de correo válida, por ejemplo nombre@ejemplo.com.",
  "forms.error.benchmark": "Elige una de las pruebas de la lista.",
  "forms.error.result":
    "Introduce la puntuación como un número mayor que 0, por ejemplo 38500 o 1520,5.",
  "forms.error.resultTooLarge": "Introduce una puntuación de {max} como máximo.",
  "forms.error.cpuUnknown":
    "Elige una CPU de la lista: no tenemos ninguna CPU con ese identificador.",
  "forms.error.issueType": "Elige uno de los tipos de problema de la lista.",
  "forms.error.url":
    "La dirección de la página debe ser una dirección web que empiece por http:// o https://.",
  "forms.error.screenshotType": "{name} no es una imagen PNG, JPEG, GIF ni WebP.",
  "forms.error.screenshotSize": "{name} ocupa más de {max} MB.",
  "forms.error.screenshotCount": "Adjunta como máximo {max} capturas de pantalla.",
  "forms.error.honeypot":
    "Tu formulario no se ha enviado: el campo «Deja este campo vacío» estaba relleno, algo que solo hacen los programas automáticos. Déjalo vacío y vuelve a enviar el formulario.",
  "forms.error.rateLimited":
    "Ya has enviado {max} formularios como este en los últimos {minutes} minutos, así que este no se ha aceptado. Espera unos minutos y vuelve a intentarlo.",
  "forms.error.tooLarge":
    "El formulario es demasiado grande para enviarlo. Adjunta como máximo {count} capturas de hasta {max} MB cada una.",
  "forms.error.textTooLarge": "El formulario es demasiado grande para enviarlo. Acorta el texto.",
  "forms.error.unreadable":
    "No se ha podido leer el formulario. Vuelve a cargar la página e inténtalo de nuevo.",
  "forms.error.unavailable":
    "El servicio no está disponible en este momento, así que tu formulario no se ha enviado. Inténtalo de nuevo más tarde.",
  "forms.error.controlCharacter":
    "{field} contiene un carácter de control ({character}) que no se puede guardar. Elimínalo y vuelve a intentarlo.",
  "forms.error.uploadAddressQuota":
    "Hoy ya has subido {used} MB de capturas; cada dirección puede subir {max} MB al día. Envía el resultado sin capturas o vuelve a intentarlo mañana.",
  "forms.error.uploadQuota":
    "El espacio para capturas está lleno, así que tu formulario no se ha enviado. Envía el resultado sin capturas o inténtalo de nuevo más tarde.",

  "forms.benchmark.meta.title": "Enviar un resultado de benchmark | CoreRank",
  "forms.benchmark.meta.description":
    "Envíanos un resultado de Cinebench, Geekbench, PassMark o CPU-Z que hayas medido, con capturas de pantalla. Revisamos cada envío antes de mostrarlo en la página de una CPU.",
  "forms.benchmark.meta.keywords":
    "enviar benchmark, resultado de benchmark de CPU, puntuación de Cinebench, puntuación de Geekbench, puntuación de PassMark",
  "forms.benchmark.title": "Enviar un resultado de benchmark",
  "forms.benchmark.intro":
    "Comparte un resultado que hayas medido tú mismo. Revisamos cada envío. Los resultados aprobados se muestran en la página de la CPU junto a la cifra publicada, como el resultado de visitantes más bajo, la mediana y el más alto; nunca cambian una cifra publicada. Si no hay nada publicado, la página muestra la mediana de los visitantes.",
  "forms.benchmark.methodologyLink": "Cómo verificamos los resultados de los visitantes",
  "forms.benchmark.benchmarkName": "Benchmark",
  "forms.benchmark.chooseBenchmark": "Elige un benchmark",
  "forms.benchmark.result": "Resultado",
  "forms.benchmark.resultHelp":
    "La puntuación que indicó el benchmark, por ejemplo 38500 o 1520,5.",
  "forms.benchmark.cpu": "CPU",
  "forms.benchmark.chooseCpu": "Elige una CPU",
  "forms.benchmark.system": "Equipo de prueba",
  "forms.benchmark.ram": "RAM",
  "forms.benchmark.ramPlaceholder": "p. ej. 32 GB DDR5-6000",
  "forms.benchmark.motherboard": "Placa base",
  "forms.benchmark.motherboardPlaceholder": "p. ej. ASUS ROG Strix X670E-E",
  "forms.benchmark.storage": "Almacenamiento",
  "forms.benchmark.storagePlaceholder": "p. ej. SSD NVMe de 2 TB",
  "forms.benchmark.gpu": "Tarjeta gráfica",
  "forms.benchmark.gpuPlaceholder": "p. ej. NVIDIA GeForce RTX 4080",
  "forms.benchmark.screenshots": "Capturas de pantalla",
  "forms.benchmark.screenshotsHint":
    "PNG, JPG, GIF o WebP de hasta {max} MB cada una, como máximo {count} archivos.",
  "forms.benchmark.chosenFiles": "Capturas elegidas",
  "forms.benchmark.remove": "Quitar",
  "forms.benchmark.removeFile": "Quitar {name}",
  "forms.benchmark.submit": "Enviar",
  "forms.benchmark.submitting": "Enviando...",
  "forms.benchmark.sent":
    "¡Gracias por tu envío! Revisaremos tu resultado de benchmark y lo añadiremos a nuestra base de datos.",

  "forms.issue.meta.title": "Informar de un problema con nuestros datos | CoreRank",
  "forms.issue.meta.description":
    "¿Has encontrado una especificación incorrecta, un valor que falta o una puntuación sospechosa? Cuéntanoslo y lo revisaremos y corregiremos.",
  "forms.issue.meta.keywords":
    "informar de un problema, datos de CPU incorrectos, información que falta, error de benchmark, CoreRank",
  "forms.issue.title": "Informar de un problema",
  "forms.issue.intro":
    "Cuéntanos qué está mal o qué falta. Comprobamos cada informe con los datos del fabricante y corregimos la página.",
  "forms.issue.name": "Nombre",
  "forms.issue.email": "Correo electrónico",
  "forms.issue.issueType": "Tipo de problema",
  "forms.issue.type.incorrect-data": "Datos incorrectos",
  "forms.issue.type.missing-info": "Información que falta",
  "forms.issue.type.benchmark-error": "Error de benchmark",
  "forms.issue.type.technical-issue": "Problema técnico",
  "forms.issue.type.other": "Otro",
  "forms.issue.subject": "Asunto",
  "forms.issue.subjectPrefill": "Problema informado desde: {url}",
  "forms.issue.description": "Descripción",
  "forms.issue.descriptionHelp": "¿Qué está mal y dónde encontraste el valor correcto?",
  "forms.issue.url": "Dirección de la página",
  "forms.issue.submit": "Enviar",
  "forms.issue.submitting": "Enviando...",
  "forms.issue.sent":
    "¡Gracias por tu informe! Revisaremos el problema y haremos las correcciones necesarias.",

  "forms.contact.meta.title": "Contacto | CoreRank",
  "forms.contact.meta.description":
    "Preguntas, sugerencias o propuestas de colaboración: escribe al equipo de CoreRank.",
  "forms.contact.meta.keywords":
    "contactar con CoreRank, preguntas sobre benchmarks de CPU, comentarios, colaboración",
  "forms.contact.title": "Contacto",
  "forms.contact.intro":
    "Preguntas, sugerencias o propuestas de colaboración: escríbenos. El equipo de CoreRank lee todos los mensajes; el sitio en sí no envía correos electrónicos.",
  "forms.contact.name": "Nombre",
  "forms.contact.email": "Correo electrónico",
  "forms.contact.subject": "Asunto",
  "forms.contact.message": "Mensaje",
  "forms.contact.submit": "Enviar",
  "forms.contact.submitting": "Enviando...",
  "forms.contact.sent": "¡Gracias por tu mensaje! El equipo de CoreRank lo leerá.",
} satisfies typeof en;
