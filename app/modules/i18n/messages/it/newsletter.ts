import type en from "../en/newsletter";

export default {
  "newsletter.title": "Iscrizione alla newsletter",
  "newsletter.subscribed":
    "Grazie per l’iscrizione! Il tuo indirizzo è nella lista della newsletter.",
  "newsletter.storedTitle": "Cosa conserviamo",
  "newsletter.stored.email": "Indirizzo e-mail",
  "newsletter.stored.language": "Lingua",
  "newsletter.stored.date": "Iscritto il",
  "newsletter.nothingElse": "Nient’altro: nessun nome, nessun indirizzo IP, nessun tracciamento.",
  "newsletter.noMail":
    "Questo sito non invia ancora e-mail: non arriverà alcuna e-mail di conferma e finora non è stata inviata nessuna newsletter. Quando gli invii inizieranno, arriveranno a questo indirizzo, in questa lingua.",
  "newsletter.leaveTitle": "Come cancellarsi",
  "newsletter.leaveText":
    "Cancellati qui in qualsiasi momento: il tuo indirizzo viene eliminato subito. Aggiungi questa pagina ai preferiti per tornarci più tardi; altrimenti chiedilo tramite il modulo di contatto.",
  "newsletter.unsubscribe": "Cancellami ed elimina il mio indirizzo",
  "newsletter.left": "Hai lasciato la newsletter. Il tuo indirizzo è stato eliminato.",
  "newsletter.thanks": "Grazie. L’indirizzo inviato è nella lista della newsletter.",
  "newsletter.thanksPrivate":
    "Per riservatezza, questa pagina non mostra nulla sull’indirizzo, e inviarlo di nuovo non cambia nulla. La sua pagina, dove si può vedere e annullare l’iscrizione, si apre solo con il link mostrato alla prima iscrizione; senza quel link, chiedi tramite il modulo di contatto.",
  "newsletter.keepLink":
    "Conserva il link di questa pagina: è l’unico modo per tornare alla tua iscrizione e non viene inviato da nessuna parte.",
  "newsletter.privacyLink": "Privacy: cosa conserva CoreRank",
} satisfies typeof en;
