import type en from "../en/connection";

export default {
  "connection.title": "Test di connessione",
  "connection.intro":
    "Questa pagina verifica che il tuo browser esegua lo script del sito e che il database e il servizio di accesso del sito rispondano.",
  "connection.checks": "Verifiche",
  "connection.check.client": "Client",
  "connection.check.client.description": "Il tuo browser esegue lo script di questa pagina.",
  "connection.check.database": "Database",
  "connection.check.database.description": "Il server conta i processori nel database.",
  "connection.check.auth": "Autenticazione",
  "connection.check.auth.description":
    "Il servizio di accesso verifica la sessione di questo browser.",
  "connection.status.checking": "Verifica in corso...",
  "connection.status.connected": "Connesso",
  "connection.status.error": "Errore",
  "connection.cpuCount_one": "{count} processore nel database",
  "connection.cpuCount_other": "{count} processori nel database",
  "connection.errorTitle": "Errore di connessione",
  "connection.unknownError": "Errore sconosciuto",
  "connection.error.noDatabase":
    "Il database non è connesso: il sito mostra il suo elenco integrato di processori.",
  "connection.error.databaseQuery": "Il database non ha risposto al conteggio dei processori.",
  "connection.error.authNoDatabase":
    "Il servizio di accesso ha bisogno del database, che non è connesso.",
  "connection.error.auth": "Il servizio di accesso non ha risposto.",
  "connection.checkAgain": "Verifica di nuovo",
  "connection.noScript":
    "JavaScript è disattivato o bloccato in questo browser, quindi la verifica del client non può essere eseguita e resta su «Verifica in corso...». Il server ha verificato il database e l’autenticazione quando ha inviato questa pagina:",
  "connection.meta.title": "Test di connessione | CoreRank",
  "connection.meta.description":
    "Verifica che CoreRank funzioni nel tuo browser: lo script della pagina, il database dei processori e il servizio di accesso.",
  "connection.meta.keywords":
    "stato di CoreRank, test di connessione, stato del database, diagnostica",
} satisfies typeof en;
