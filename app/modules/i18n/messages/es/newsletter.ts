import type en from "../en/newsletter";

export default {
  "newsletter.title": "Suscripción al boletín",
  "newsletter.subscribed": "¡Gracias por suscribirte! Tu dirección está en la lista del boletín.",
  "newsletter.storedTitle": "Qué guardamos",
  "newsletter.stored.email": "Correo electrónico",
  "newsletter.stored.language": "Idioma",
  "newsletter.stored.date": "Suscrito el",
  "newsletter.nothingElse": "Nada más: ni nombre, ni dirección IP, ni seguimiento.",
  "newsletter.noMail":
    "Este sitio todavía no envía correos, así que no recibirás un correo de confirmación y aún no se ha enviado ningún boletín. Cuando empiecen los envíos, llegarán a esta dirección en este idioma.",
  "newsletter.leaveTitle": "Cómo darse de baja",
  "newsletter.leaveText":
    "Date de baja aquí cuando quieras: tu dirección se borra al instante. Guarda esta página en marcadores para volver más tarde; si no, pídelo a través del formulario de contacto.",
  "newsletter.unsubscribe": "Darme de baja y borrar mi dirección",
  "newsletter.left": "Te has dado de baja del boletín. Tu dirección se ha borrado.",
  "newsletter.thanks": "Gracias. La dirección que enviaste está en la lista del boletín.",
  "newsletter.thanksPrivate":
    "Por privacidad, esta página no muestra nada sobre la dirección, y enviarla de nuevo no cambia nada. Su propia página, donde se puede ver y cancelar, solo se abre con el enlace que se mostró al suscribirla por primera vez; sin ese enlace, pídelo a través del formulario de contacto.",
  "newsletter.keepLink":
    "Guarda el enlace de esta página: es la única forma de volver a tu suscripción, y no se envía a ningún sitio.",
  "newsletter.privacyLink": "Privacidad: qué guarda CoreRank",
} satisfies typeof en;
