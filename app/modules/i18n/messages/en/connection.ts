/** The public connection test page (spec sections 2, 4 and 8). */
export default {
  "connection.title": "Connection test",
  "connection.intro":
    "This page checks that your browser runs the site's script and that the site's database and sign-in service answer.",
  "connection.checks": "Checks",
  "connection.check.client": "Client",
  "connection.check.client.description": "Your browser runs this page's script.",
  "connection.check.database": "Database",
  "connection.check.database.description": "The server counts the CPUs in the database.",
  "connection.check.auth": "Authentication",
  "connection.check.auth.description": "The sign-in service checks this browser's session.",
  "connection.status.checking": "Checking...",
  "connection.status.connected": "Connected",
  "connection.status.error": "Error",
  "connection.cpuCount_one": "{count} CPU in the database",
  "connection.cpuCount_other": "{count} CPUs in the database",
  "connection.errorTitle": "Connection Error",
  "connection.unknownError": "Unknown error",
  "connection.error.noDatabase":
    "The database is not connected: the site is showing its built-in list of CPUs.",
  "connection.error.databaseQuery": "The database did not answer the count of CPUs.",
  "connection.error.authNoDatabase":
    "The sign-in service needs the database, which is not connected.",
  "connection.error.auth": "The sign-in service did not answer.",
  "connection.checkAgain": "Check again",
  "connection.noScript":
    "JavaScript is off or blocked in this browser, so the client check cannot run and stays at “Checking...”. The server checked the database and authentication when it sent this page:",
  "connection.meta.title": "Connection test | CoreRank",
  "connection.meta.description":
    "Check that CoreRank works in your browser: the page's script, the CPU database and the sign-in service.",
  "connection.meta.keywords": "CoreRank status, connection test, database status, diagnostics",
} satisfies Record<string, string>;
