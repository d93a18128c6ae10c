import type en from "../en/connection";

export default {
  "connection.title": "Prueba de conexión",
  "connection.intro":
    "Esta página comprueba que tu navegador ejecuta el script del sitio y que la base de datos y el servicio de inicio de sesión del sitio responden.",
  "connection.checks": "Comprobaciones",
  "connection.check.client": "Cliente",
  "connection.check.client.description": "Tu navegador ejecuta el script de esta página.",
  "connection.check.database": "Base de datos",
  "connection.check.database.description":
    "El servidor cuenta los procesadores de la base de datos.",
  "connection.check.auth": "Autenticación",
  "connection.check.auth.description":
    "El servicio de inicio de sesión comprueba la sesión de este navegador.",
  "connection.status.checking": "Comprobando...",
  "connection.status.connected": "Conectado",
  "connection.status.error": "Error",
  "connection.cpuCount_one": "{count} procesador en la base de datos",
  "connection.cpuCount_other": "{count} procesadores en la base de datos",
  "connection.errorTitle": "Error de conexión",
  "connection.unknownError": "Error desconocido",
  "connection.error.noDatabase":
    "La base de datos no está conectada: el sitio muestra su lista integrada de procesadores.",
  "connection.error.databaseQuery": "La base de datos no respondió al recuento de procesadores.",
  "connection.error.authNoDatabase":
    "El servicio de inicio de sesión necesita la base de datos, que no está conectada.",
  "connection.error.auth": "El servicio de inicio de sesión no respondió.",
  "connection.checkAgain": "Comprobar de nuevo",
  "connection.noScript":
    "JavaScript está desactivado o bloqueado en este navegador, así que la comprobación del cliente no puede ejecutarse y se queda en «Comprobando...». El servidor comprobó la base de datos y la autenticación al enviar esta página:",
  "connection.meta.title": "Prueba de conexión | CoreRank",
  "connection.meta.description":
    "Comprueba que CoreRank funciona en tu navegador: el script de la página, la base de datos de procesadores y el servicio de inicio de sesión.",
  "connection.meta.keywords":
    "estado de CoreRank, prueba de conexión, estado de la base de datos, diagnóstico",
} satisfies typeof en;
