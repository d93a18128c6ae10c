import type en from "../en/forms";

export default {
  "forms.requiredNote": "Les champs marqués d’un * sont obligatoires.",
  "forms.optional": "facultatif",
  "forms.honeypot": "Laissez ce champ vide",
  "forms.summary.title": "Votre formulaire n’a pas pu être envoyé",
  "forms.unavailableNotice":
    "Notre base de données est indisponible pour le moment : ce formulaire ne peut pas être envoyé. Veuillez réessayer plus tard.",
  "forms.fileSize.kb": "{size} Ko",
  "forms.fileSize.mb": "{size} Mo",

  "forms.error.required": "Le champ « {field} » est obligatoire.",
  "forms.error.tooLong": "Le champ « {field} » ne peut pas dépasser {max} caractères.",
  "forms.error.email": "Saisissez une adresse e-mail valide, par exemple nom@exemple.com.",
  "forms.error.benchmark": "Choisissez l’un des benchmarks de la liste.",
  "forms.error.result":
    "Saisissez le score sous forme de nombre supérieur à 0, par exemple 38500 ou 1520,5.",
  "forms.error.resultTooLarge": "Saisissez un score de {max} au maximum.",
  "forms.error.cpuUnknown":
    "Choisissez un processeur dans la liste : nous n’avons aucun processeur avec cet identifiant.",
  "forms.error.issueType": "Choisissez l’un des types de problème de la liste.",
  "forms.error.url":
    "L’adresse de la page doit être une adresse web commençant par http:// ou https://.",
  "forms.error.screenshotType": "{name} n’est pas une image PNG, JPEG, GIF ou WebP.",
  "forms.error.screenshotSize": "{name} dépasse {max} Mo.",
  "forms.error.screenshotCount": "Joignez au maximum {max} captures d’écran.",
  "forms.error.honeypot":
    "Votre formulaire n’a pas été envoyé : le champ « Laissez ce champ vide » était rempli, ce que seuls les programmes automatiques font. Laissez-le vide et renvoyez le formulaire.",
  "forms.error.rateLimited":
    "Vous avez déjà envoyé {max} formulaires de ce type au cours des {minutes} dernières minutes : celui-ci n’a pas été accepté. Patientez quelques minutes puis réessayez.",
  "forms.error.tooLarge":
    "Le formulaire est trop volumineux pour être envoyé. Joignez au maximum {count} captures de {max} Mo chacune au plus.",
  "forms.error.textTooLarge":
    "Le formulaire est trop volumineux pour être envoyé. Raccourcissez votre texte.",
  "forms.error.unreadable": "Le formulaire n’a pas pu être lu. Rechargez la page et réessayez.",
  "forms.error.unavailable":
    "Le service est indisponible pour le moment : votre formulaire n’a pas été envoyé. Veuillez réessayer plus tard.",
  "forms.error.controlCharacter":
    "Le champ « {field} » contient un caractère de contrôle ({character}) qui ne peut pas être enregistré. Supprimez-le puis réessayez.",
  "forms.error.uploadAddressQuota":
    "Vous avez déjà envoyé {used} Mo de captures aujourd’hui ; chaque adresse peut en envoyer {max} Mo par jour. Envoyez le résultat sans captures, ou réessayez demain.",
  "forms.error.uploadQuota":
    "L’espace réservé aux captures est plein : votre formulaire n’a pas été envoyé. Envoyez le résultat sans captures, ou réessayez plus tard.",

  "forms.benchmark.meta.title": "Soumettre un résultat de benchmark | CoreRank",
  "forms.benchmark.meta.description":
    "Envoyez-nous un résultat Cinebench, Geekbench, PassMark ou CPU-Z que vous avez mesuré, avec des captures d’écran. Chaque envoi est vérifié avant d’apparaître sur la page d’un processeur.",
  "forms.benchmark.meta.keywords":
    "soumettre un benchmark, résultat de benchmark processeur, score Cinebench, score Geekbench, score PassMark",
  "forms.benchmark.title": "Soumettre un résultat de benchmark",
  "forms.benchmark.intro":
    "Partagez un résultat que vous avez mesuré vous-même. Nous vérifions chaque envoi. Les résultats approuvés apparaissent sur la page du processeur à côté du chiffre publié, sous forme de résultat de visiteurs le plus bas, médian et le plus haut ; ils ne modifient jamais un chiffre publié. Lorsque rien n’est publié, la page affiche la médiane des visiteurs.",
  "forms.benchmark.methodologyLink": "Comment nous vérifions les résultats des visiteurs",
  "forms.benchmark.benchmarkName": "Benchmark",
  "forms.benchmark.chooseBenchmark": "Choisissez un benchmark",
  "forms.benchmark.result": "Résultat",
  "forms.benchmark.resultHelp": "Le score indiqué par le benchmark, par exemple 38500 ou 1520,5.",
  "forms.benchmark.cpu": "Processeur",
  "forms.benchmark.chooseCpu": "Choisissez un processeur",
  "forms.benchmark.system": "Configuration de test",
  "forms.benchmark.ram": "Mémoire vive",
  "forms.benchmark.ramPlaceholder": "p. ex. 32 Go DDR5-6000",
  "forms.benchmark.motherboard": "Carte mère",
  "forms.benchmark.motherboardPlaceholder": "p. ex. ASUS ROG Strix X670E-E",
  "forms.benchmark.storage": "Stockage",
  "forms.benchmark.storagePlaceholder": "p. ex. SSD NVMe de 2 To",
  "forms.benchmark.gpu": "Carte graphique",
  "forms.benchmark.gpuPlaceholder": "p. ex. NVIDIA GeForce RTX 4080",
  "forms.benchmark.screenshots": "Captures d’écran",
  "forms.benchmark.screenshotsHint":
    "PNG, JPG, GIF ou WebP de {max} Mo maximum chacune, {count} fichiers au plus.",
  "forms.benchmark.chosenFiles": "Captures choisies",
  "forms.benchmark.remove": "Retirer",
  "forms.benchmark.removeFile": "Retirer {name}",
  "forms.benchmark.submit": "Soumettre",
  "forms.benchmark.submitting": "Envoi en cours...",
  "forms.benchmark.sent":
    "Merci pour votre envoi ! Votre résultat de benchmark sera vérifié puis ajouté à notre base de données.",

  "forms.issue.meta.title": "Signaler un problème dans nos données | CoreRank",
  "forms.issue.meta.description":
    "Une caractéristique erronée, une valeur manquante ou un score suspect ? Signalez-le-nous : nous le vérifierons et le corrigerons.",
  "forms.issue.meta.keywords":
    "signaler un problème, données processeur erronées, information manquante, erreur de benchmark, CoreRank",
  "forms.issue.title": "Signaler un problème",
  "forms.issue.intro":
    "Dites-nous ce qui est faux ou manquant. Nous vérifions chaque signalement avec les données du fabricant et corrigeons la page.",
  "forms.issue.name": "Nom",
  "forms.issue.email": "E-mail",
  "forms.issue.issueType": "Type de problème",
  "forms.issue.type.incorrect-data": "Données incorrectes",
  "forms.issue.type.missing-info": "Information manquante",
  "forms.issue.type.benchmark-error": "Erreur de benchmark",
  "forms.issue.type.technical-issue": "Problème technique",
  "forms.issue.type.other": "Autre",
  "forms.issue.subject": "Objet",
  "forms.issue.subjectPrefill": "Problème signalé depuis : {url}",
  "forms.issue.description": "Description",
  "forms.issue.descriptionHelp": "Qu’est-ce qui est faux, et où avez-vous trouvé la bonne valeur ?",
  "forms.issue.url": "Adresse de la page",
  "forms.issue.submit": "Soumettre",
  "forms.issue.submitting": "Envoi en cours...",
  "forms.issue.sent":
    "Merci pour votre signalement ! Nous examinerons le problème et apporterons les corrections nécessaires.",

  "forms.contact.meta.title": "Nous contacter | CoreRank",
  "forms.contact.meta.description":
    "Questions, suggestions ou idées de partenariat : écrivez à l’équipe CoreRank.",
  "forms.contact.meta.keywords":
    "contacter CoreRank, questions sur les benchmarks processeur, avis, partenariat",
  "forms.contact.title": "Nous contacter",
  "forms.contact.intro":
    "Questions, suggestions ou idées de partenariat : écrivez-nous. L’équipe CoreRank lit chaque message ; le site lui-même n’envoie aucun e-mail.",
  "forms.contact.name": "Nom",
  "forms.contact.email": "E-mail",
  "forms.contact.subject": "Objet",
  "forms.contact.message": "Message",
  "forms.contact.submit": "Envoyer",
  "forms.contact.submitting": "Envoi en cours...",
  "forms.contact.sent": "Merci pour votre message ! L’équipe CoreRank le lira.",
} satisfies typeof en;
