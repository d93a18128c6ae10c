import type en from "../en/connection";

export default {
  "connection.title": "Test de connexion",
  "connection.intro":
    "Cette page vérifie que votre navigateur exécute le script du site et que la base de données et le service de connexion du site répondent.",
  "connection.checks": "Vérifications",
  "connection.check.client": "Client",
  "connection.check.client.description": "Votre navigateur exécute le script de cette page.",
  "connection.check.database": "Base de données",
  "connection.check.database.description":
    "Le serveur compte les processeurs de la base de données.",
  "connection.check.auth": "Authentification",
  "connection.check.auth.description":
    "Le service de connexion vérifie la session de ce navigateur.",
  "connection.status.checking": "Vérification...",
  "connection.status.connected": "Connecté",
  "connection.status.error": "Erreur",
  "connection.cpuCount_one": "{count} processeur dans la base de données",
  "connection.cpuCount_other": "{count} processeurs dans la base de données",
  "connection.errorTitle": "Erreur de connexion",
  "connection.unknownError": "Erreur inconnue",
  "connection.error.noDatabase":
    "La base de données n’est pas connectée : le site affiche sa liste intégrée de processeurs.",
  "connection.error.databaseQuery":
    "La base de données n’a pas répondu au comptage des processeurs.",
  "connection.error.authNoDatabase":
    "Le service de connexion a besoin de la base de données, qui n’est pas connectée.",
  "connection.error.auth": "Le service de connexion n’a pas répondu.",
  "connection.checkAgain": "Vérifier à nouveau",
  "connection.noScript":
    "JavaScript est désactivé ou bloqué dans ce navigateur : la vérification du client ne peut pas s’exécuter et reste à « Vérification... ». Le serveur a vérifié la base de données et l’authentification en envoyant cette page :",
  "connection.meta.title": "Test de connexion | CoreRank",
  "connection.meta.description":
    "Vérifiez que CoreRank fonctionne dans votre navigateur : le script de la page, la base de données des processeurs et le service de connexion.",
  "connection.meta.keywords":
    "état de CoreRank, test de connexion, état de la base de données, diagnostic",
} satisfies typeof en;
