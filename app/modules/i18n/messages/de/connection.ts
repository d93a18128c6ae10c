import type en from "../en/connection";

export default {
  "connection.title": "Verbindungstest",
  "connection.intro":
    "Diese Seite prüft, ob Ihr Browser das Skript der Website ausführt und ob die Datenbank und der Anmeldedienst der Website antworten.",
  "connection.checks": "Prüfungen",
  "connection.check.client": "Client",
  "connection.check.client.description": "Ihr Browser führt das Skript dieser Seite aus.",
  "connection.check.database": "Datenbank",
  "connection.check.database.description": "Der Server zählt die Prozessoren in der Datenbank.",
  "connection.check.auth": "Authentifizierung",
  "connection.check.auth.description": "Der Anmeldedienst prüft die Sitzung dieses Browsers.",
  "connection.status.checking": "Wird geprüft...",
  "connection.status.connected": "Verbunden",
  "connection.status.error": "Fehler",
  "connection.cpuCount_one": "{count} Prozessor in der Datenbank",
  "connection.cpuCount_other": "{count} Prozessoren in der Datenbank",
  "connection.errorTitle": "Verbindungsfehler",
  "connection.unknownError": "Unbekannter Fehler",
  "connection.error.noDatabase":
    "Die Datenbank ist nicht verbunden: Die Website zeigt ihre eingebaute Prozessorliste.",
  "connection.error.databaseQuery":
    "Die Datenbank hat auf die Zählung der Prozessoren nicht geantwortet.",
  "connection.error.authNoDatabase":
    "Der Anmeldedienst braucht die Datenbank, die nicht verbunden ist.",
  "connection.error.auth": "Der Anmeldedienst hat nicht geantwortet.",
  "connection.checkAgain": "Erneut prüfen",
  "connection.noScript":
    "JavaScript ist in diesem Browser ausgeschaltet oder blockiert, daher kann die Client-Prüfung nicht laufen und bleibt bei „Wird geprüft...“. Der Server hat Datenbank und Authentifizierung beim Senden dieser Seite geprüft:",
  "connection.meta.title": "Verbindungstest | CoreRank",
  "connection.meta.description":
    "Prüfen Sie, ob CoreRank in Ihrem Browser funktioniert: das Skript der Seite, die Prozessordatenbank und der Anmeldedienst.",
  "connection.meta.keywords": "CoreRank-Status, Verbindungstest, Datenbankstatus, Diagnose",
} satisfies typeof en;
