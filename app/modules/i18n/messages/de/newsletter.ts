import type en from "../en/newsletter";

export default {
  "newsletter.title": "Newsletter-Abonnement",
  "newsletter.subscribed":
    "Vielen Dank für Ihr Abonnement! Ihre Adresse steht auf der Newsletter-Liste.",
  "newsletter.storedTitle": "Was wir speichern",
  "newsletter.stored.email": "E-Mail-Adresse",
  "newsletter.stored.language": "Sprache",
  "newsletter.stored.date": "Abonniert am",
  "newsletter.nothingElse": "Sonst nichts: kein Name, keine IP-Adresse, kein Tracking.",
  "newsletter.noMail":
    "Diese Website versendet noch keine E-Mails: Es kommt keine Bestätigungs-E-Mail, und bisher wurde kein Newsletter verschickt. Sobald der Versand beginnt, geht er an diese Adresse in dieser Sprache.",
  "newsletter.leaveTitle": "So melden Sie sich ab",
  "newsletter.leaveText":
    "Melden Sie sich hier jederzeit ab: Ihre Adresse wird sofort gelöscht. Setzen Sie ein Lesezeichen auf diese Seite, um später zurückzukommen; sonst schreiben Sie uns über das Kontaktformular.",
  "newsletter.unsubscribe": "Abmelden und meine Adresse löschen",
  "newsletter.left": "Sie haben den Newsletter abbestellt. Ihre Adresse wurde gelöscht.",
  "newsletter.thanks": "Vielen Dank. Die gesendete Adresse steht auf der Newsletter-Liste.",
  "newsletter.thanksPrivate":
    "Zum Schutz der Privatsphäre zeigt diese Seite nichts über die Adresse, und erneutes Senden ändert nichts. Ihre eigene Seite, auf der sie eingesehen und abbestellt werden kann, ist nur über den Link erreichbar, der bei der ersten Anmeldung gezeigt wurde; ohne diesen Link wenden Sie sich an das Kontaktformular.",
  "newsletter.keepLink":
    "Bewahren Sie den Link dieser Seite auf: Er ist der einzige Weg zurück zu Ihrem Abonnement und wird nirgendwohin gesendet.",
  "newsletter.privacyLink": "Datenschutz: was CoreRank speichert",
} satisfies typeof en;
