import type en from "../en/forms";

export default {
  "forms.requiredNote": "I campi contrassegnati con * sono obbligatori.",
  "forms.optional": "facoltativo",
  "forms.honeypot": "Lascia vuoto questo campo",
  "forms.summary.title": "Non è stato possibile inviare il modulo",
  "forms.unavailableNotice":
    "Il nostro database non è disponibile in questo momento, quindi questo modulo non può essere inviato. Riprova più tardi.",
  "forms.fileSize.kb": "{size} KB",
  "forms.fileSize.mb": "{size} MB",

  "forms.error.required": "Il campo «{field}» è obbligatorio.",
  "forms.error.tooLong": "Il campo «{field}» può contenere al massimo {max} caratteri.",
  "forms.error.email": "Inserisci un indirizzo email valido, per esempio nome@esempio.it.",
  "forms.error.benchmark": "Scegli uno dei benchmark dell’elenco.",
  "forms.error.result":
    "Inserisci il punteggio come numero maggiore di 0, per esempio 38500 o 1520,5.",
  "forms.error.resultTooLarge": "Inserisci un punteggio non superiore a {max}.",
  "forms.error.cpuUnknown":
    "Scegli una CPU dall’elenco: non abbiamo nessuna CPU con questo identificativo.",
  "forms.error.issueType": "Scegli uno dei tipi di problema dell’elenco.",
  "forms.error.url":
    "L’indirizzo della pagina deve essere un indirizzo web che inizia con http:// o https://.",
  "forms.error.screenshotType": "{name} non è un’immagine PNG, JPEG, GIF o WebP.",
  "forms.error.screenshotSize": "{name} supera i {max} MB.",
  "forms.error.screenshotCount": "Allega al massimo {max} screenshot.",
  "forms.error.honeypot":
    "Il modulo non è stato inviato: il campo «Lascia vuoto questo campo» era compilato, cosa che fanno solo i programmi automatici. Lascialo vuoto e invia di nuovo il modulo.",
  "forms.error.rateLimited":
    "Hai già inviato {max} moduli come questo negli ultimi {minutes} minuti, quindi questo non è stato accettato. Attendi qualche minuto e riprova.",
  "forms.error.tooLarge":
    "Il modulo è troppo grande per essere inviato. Allega al massimo {count} screenshot di non più di {max} MB ciascuno.",
  "forms.error.textTooLarge": "Il modulo è troppo grande per essere inviato. Accorcia il testo.",
  "forms.error.unreadable":
    "Non è stato possibile leggere il modulo. Ricarica la pagina e riprova.",
  "forms.error.unavailable":
    "Il servizio non è disponibile in questo momento, quindi il modulo non è stato inviato. Riprova più tardi.",
  "forms.error.controlCharacter":
    "Il campo «{field}» contiene un carattere di controllo ({character}) che non può essere salvato. Rimuovilo e riprova.",
  "forms.error.uploadAddressQuota":
    "Oggi hai già caricato {used} MB di screenshot; ogni indirizzo può caricarne {max} MB al giorno. Invia il risultato senza screenshot oppure riprova domani.",
  "forms.error.uploadQuota":
    "Lo spazio per gli screenshot è pieno, quindi il modulo non è stato inviato. Invia il risultato senza screenshot oppure riprova più tardi.",

  "forms.benchmark.meta.title": "Invia un risultato di benchmark | CoreRank",
  "forms.benchmark.meta.description":
    "Inviaci un risultato di Cinebench, Geekbench, PassMark o CPU-Z che hai misurato, con gli screenshot. Ogni invio viene verificato prima di comparire nella pagina di una CPU.",
  "forms.benchmark.meta.keywords":
    "invia benchmark, risultato benchmark CPU, punteggio Cinebench, punteggio Geekbench, punteggio PassMark",
  "forms.benchmark.title": "Invia un risultato di benchmark",
  "forms.benchmark.intro":
    "Condividi un risultato che hai misurato tu. Verifichiamo ogni invio. I risultati approvati compaiono nella pagina della CPU accanto al valore pubblicato, come risultato dei visitatori più basso, mediano e più alto; non modificano mai un valore pubblicato. Se non è stato pubblicato nulla, la pagina mostra la mediana dei visitatori.",
  "forms.benchmark.methodologyLink": "Come verifichiamo i risultati dei visitatori",
  "forms.benchmark.benchmarkName": "Benchmark",
  "forms.benchmark.chooseBenchmark": "Scegli un benchmark",
  "forms.benchmark.result": "Risultato",
  "forms.benchmark.resultHelp": "Il punteggio indicato dal benchmark, per esempio 38500 o 1520,5.",
  "forms.benchmark.cpu": "CPU",
  "forms.benchmark.chooseCpu": "Scegli una CPU",
  "forms.benchmark.system": "Sistema di prova",
  "forms.benchmark.ram": "RAM",
  "forms.benchmark.ramPlaceholder": "es. 32 GB DDR5-6000",
  "forms.benchmark.motherboard": "Scheda madre",
  "forms.benchmark.motherboardPlaceholder": "es. ASUS ROG Strix X670E-E",
  "forms.benchmark.storage": "Archiviazione",
  "forms.benchmark.storagePlaceholder": "es. SSD NVMe da 2 TB",
  "forms.benchmark.gpu": "Scheda video",
  "forms.benchmark.gpuPlaceholder": "es. NVIDIA GeForce RTX 4080",
  "forms.benchmark.screenshots": "Screenshot",
  "forms.benchmark.screenshotsHint":
    "PNG, JPG, GIF o WebP fino a {max} MB ciascuno, al massimo {count} file.",
  "forms.benchmark.chosenFiles": "Screenshot scelti",
  "forms.benchmark.remove": "Rimuovi",
  "forms.benchmark.removeFile": "Rimuovi {name}",
  "forms.benchmark.submit": "Invia",
  "forms.benchmark.submitting": "Invio in corso...",
  "forms.benchmark.sent":
    "Grazie per il tuo invio! Il tuo risultato di benchmark sarà verificato e aggiunto al nostro database.",

  "forms.issue.meta.title": "Segnala un problema nei nostri dati | CoreRank",
  "forms.issue.meta.description":
    "Hai trovato una specifica errata, un valore mancante o un punteggio sospetto? Segnalacelo: lo verificheremo e lo correggeremo.",
  "forms.issue.meta.keywords":
    "segnala un problema, dati CPU errati, informazioni mancanti, errore di benchmark, CoreRank",
  "forms.issue.title": "Segnala un problema",
  "forms.issue.intro":
    "Dicci cosa è sbagliato o cosa manca. Controlliamo ogni segnalazione con i dati del produttore e correggiamo la pagina.",
  "forms.issue.name": "Nome",
  "forms.issue.email": "Email",
  "forms.issue.issueType": "Tipo di problema",
  "forms.issue.type.incorrect-data": "Dati errati",
  "forms.issue.type.missing-info": "Informazioni mancanti",
  "forms.issue.type.benchmark-error": "Errore di benchmark",
  "forms.issue.type.technical-issue": "Problema tecnico",
  "forms.issue.type.other": "Altro",
  "forms.issue.subject": "Oggetto",
  "forms.issue.subjectPrefill": "Problema segnalato da: {url}",
  "forms.issue.description": "Descrizione",
  "forms.issue.descriptionHelp": "Che cosa è sbagliato e dove hai trovato il valore corretto?",
  "forms.issue.url": "Indirizzo della pagina",
  "forms.issue.submit": "Invia",
  "forms.issue.submitting": "Invio in corso...",
  "forms.issue.sent":
    "Grazie per la tua segnalazione! Esamineremo il problema e apporteremo le correzioni necessarie.",

  "forms.contact.meta.title": "Contattaci | CoreRank",
  "forms.contact.meta.description":
    "Domande, suggerimenti o idee di collaborazione: scrivi al team di CoreRank.",
  "forms.contact.meta.keywords":
    "contattare CoreRank, domande sui benchmark delle CPU, feedback, collaborazione",
  "forms.contact.title": "Contattaci",
  "forms.contact.intro":
    "Domande, suggerimenti o idee di collaborazione: scrivici. Il team di CoreRank legge ogni messaggio; il sito non invia email.",
  "forms.contact.name": "Nome",
  "forms.contact.email": "Email",
  "forms.contact.subject": "Oggetto",
  "forms.contact.message": "Messaggio",
  "forms.contact.submit": "Invia",
  "forms.contact.submitting": "Invio in corso...",
  "forms.contact.sent": "Grazie per il tuo messaggio! Il team di CoreRank lo leggerà.",
} satisfies typeof en;
