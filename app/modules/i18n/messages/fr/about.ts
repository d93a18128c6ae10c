import type en from "../en/about";

export default {
  "about.meta.title": "À propos : notre mission, notre équipe et notre communauté | CoreRank",
  "about.meta.description":
    "Pourquoi CoreRank existe, qui veille à l’exactitude de ses données, combien de processeurs et de résultats il réunit et comment partager vos propres résultats.",
  "about.meta.keywords":
    "à propos de CoreRank, comparaison de processeurs, benchmarks CPU, base de données de processeurs, communauté benchmark, exactitude des données",
  "about.title": "À propos de CoreRank",
  "about.intro":
    "CoreRank est un site de référence gratuit pour comparer les processeurs : caractéristiques, résultats de benchmarks et comparaisons côte à côte de processeurs Intel et AMD.",

  "about.mission.title": "Notre mission",
  "about.mission.text":
    "Nous vous aidons à choisir le bon processeur grâce à des chiffres fiables. Chaque chiffre renvoie à la source qui l’a publié, une valeur que personne n’a publiée est affichée « non publié » au lieu d’être devinée, et tout le site est gratuit, sans compte à créer.",

  "about.story.title": "Notre histoire",
  "about.story.problem":
    "CoreRank existe parce que les caractéristiques des processeurs sont dispersées sur les sites des fabricants et les résultats de benchmarks sur de nombreux autres sites, chacun avec ses propres unités, ses propres noms et ses lacunes.",
  "about.story.solution":
    "Nous les rassemblons en un seul endroit : une page par processeur, un classement pour chaque benchmark et des comparaisons qui placent deux processeurs côte à côte, ligne par ligne.",
  "about.story.growth":
    "Le catalogue a commencé par une sélection soignée de processeurs Intel et AMD, et il s’enrichit à mesure que nous ajoutons de nouveaux modèles et que les visiteurs envoient des résultats de benchmarks que nous pouvons vérifier.",

  "about.team.title": "Notre équipe",
  "about.team.intro":
    "CoreRank est animé par une petite équipe. Plutôt que des noms et des photos, voici ce que chaque rôle fait pour vous.",
  "about.team.data.title": "Gestion des données",
  "about.team.data.text":
    "Vérifie chaque caractéristique sur la page de caractéristiques publique du fabricant, ajoute les nouveaux processeurs et corrige les erreurs signalées par les visiteurs.",
  "about.team.engineering.title": "Développement",
  "about.team.engineering.text":
    "Conçoit et fait fonctionner le site : des pages rapides, six langues, l’accessibilité pour tous les visiteurs et la sécurité des données que vous nous envoyez.",
  "about.team.moderation.title": "Modération de la communauté",
  "about.team.moderation.text":
    "Examine les résultats de benchmarks envoyés et leurs captures d’écran avant qu’ils ne soient pris en compte, et répond aux messages des visiteurs.",

  "about.figures.title": "CoreRank en chiffres",
  "about.figures.intro":
    "Chiffres calculés à partir de notre base de données lors de la génération de cette page.",
  "about.figures.cpus": "Processeurs répertoriés",
  "about.figures.intel": "Processeurs Intel",
  "about.figures.amd": "Processeurs AMD",
  "about.figures.scores": "Chiffres de benchmark affichés",
  "about.figures.visitorCpus": "Processeurs avec des résultats de visiteurs vérifiés",
  "about.figures.note":
    "Chaque chiffre compté ici est publié par une source nommée ou est la médiane de résultats vérifiés de visiteurs ; rien n’est estimé.",

  "about.values.title": "Nos valeurs",
  "about.values.accuracy.title": "Exactitude",
  "about.values.accuracy.text":
    "Chaque chiffre provient d’une source que nous citons et lions, avec la date et la nature du chiffre (un seul passage, ou la moyenne ou la médiane de combien de passages). Nous ne comblons jamais un manque par une valeur par défaut ou une formule.",
  "about.values.independence.title": "Indépendance",
  "about.values.independence.text":
    "Les classements reposent uniquement sur des scores mesurés. La publicité est signalée comme sponsorisée et ne modifie jamais les données.",
  "about.values.openness.title": "Ouverture",
  "about.values.openness.text":
    "Tout le monde peut signaler une erreur ou envoyer un résultat de benchmark, et chaque contribution vérifiée améliore les données pour tous.",
  "about.values.privacy.title": "Confidentialité",
  "about.values.privacy.text":
    "Aucun traceur publicitaire, aucun cookie de mesure d’audience et aucun compte nécessaire. Nous ne conservons que ce que vous choisissez de nous envoyer.",
  "about.values.privacy.link": "Lire notre politique de confidentialité",
  "about.values.access.title": "Accessibilité",
  "about.values.access.text":
    "Des pages utilisables au clavier, avec un lecteur d’écran et sur le petit écran d’un téléphone, en six langues.",

  "about.involved.title": "Participer",
  "about.involved.submit.title": "Envoyer un benchmark",
  "about.involved.submit.text":
    "Vous avez lancé Cinebench, Geekbench, PassMark ou CPU-Z sur votre ordinateur ? Envoyez-nous votre résultat avec une capture d’écran : une fois vérifié, il aidera chacun à comparer.",
  "about.involved.submit.link": "Envoyer un résultat de benchmark",
  "about.involved.contact.title": "Nous contacter",
  "about.involved.contact.text":
    "Une question, une suggestion, un processeur manquant ? Écrivez-nous, nous vous répondrons à l’adresse e-mail que vous indiquerez.",
  "about.involved.contact.link": "Accéder au formulaire de contact",
  "about.figures.visitorResults": "Résultats vérifiés de visiteurs",
} satisfies typeof en;
