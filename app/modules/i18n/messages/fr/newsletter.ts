import type en from "../en/newsletter";

export default {
  "newsletter.title": "Abonnement à la newsletter",
  "newsletter.subscribed":
    "Merci de votre abonnement ! Votre adresse figure sur la liste de la newsletter.",
  "newsletter.storedTitle": "Ce que nous conservons",
  "newsletter.stored.email": "Adresse e-mail",
  "newsletter.stored.language": "Langue",
  "newsletter.stored.date": "Abonné le",
  "newsletter.nothingElse": "Rien d’autre : ni nom, ni adresse IP, ni suivi.",
  "newsletter.noMail":
    "Ce site n’envoie pas encore d’e-mails : aucun e-mail de confirmation ne vous parviendra et aucune newsletter n’a été envoyée. Quand les envois commenceront, ils iront à cette adresse, dans cette langue.",
  "newsletter.leaveTitle": "Comment se désabonner",
  "newsletter.leaveText":
    "Désabonnez-vous ici à tout moment : votre adresse est aussitôt supprimée. Ajoutez cette page à vos favoris pour y revenir plus tard ; sinon, demandez-le via le formulaire de contact.",
  "newsletter.unsubscribe": "Me désabonner et supprimer mon adresse",
  "newsletter.left": "Vous êtes désabonné de la newsletter. Votre adresse a été supprimée.",
  "newsletter.thanks": "Merci. L’adresse envoyée figure sur la liste de la newsletter.",
  "newsletter.thanksPrivate":
    "Par respect de la vie privée, cette page n’affiche rien sur l’adresse, et l’envoyer de nouveau ne change rien. Sa propre page, où elle peut être consultée et désabonnée, ne s’ouvre que par le lien affiché lors de sa première inscription ; sans ce lien, faites la demande via le formulaire de contact.",
  "newsletter.keepLink":
    "Conservez le lien de cette page : c’est le seul moyen de revenir à votre abonnement, et il n’est envoyé nulle part.",
  "newsletter.privacyLink": "Confidentialité : ce que CoreRank conserve",
} satisfies typeof en;
