import type en from "../en/legal";

export default {
  "legal.meta.title": "Note legali: termini, privacy e cookie | CoreRank",
  "legal.meta.description":
    "Termini d'uso, privacy e cookie di CoreRank: cosa conserviamo, perché non usiamo cookie di tracciamento, marchi e come chiedere la cancellazione dei tuoi dati.",
  "legal.meta.keywords":
    "termini d'uso, informativa sulla privacy, cookie policy, diritto d'autore, marchi, cancellazione dei dati, CoreRank",
  "legal.title": "Note legali",
  "legal.intro":
    "CoreRank è un sito di riferimento gratuito su specifiche delle CPU e risultati dei benchmark. Questa pagina spiega le condizioni di utilizzo del sito, quali dati conserviamo su di te e perché, come usiamo i cookie e a chi appartengono i contenuti.",
  "legal.lastUpdated": "Ultimo aggiornamento: {date}",
  "legal.toc.title": "In questa pagina",

  "legal.terms.title": "Termini d'uso",
  "legal.terms.free":
    "CoreRank è gratuito. Non serve un account per navigare nel sito, confrontare i processori o inviarci un modulo.",
  "legal.terms.asIs":
    "Le specifiche e i risultati dei benchmark sono forniti così come sono, solo a scopo informativo. Li controlliamo con cura, ma possono contenere errori o non essere aggiornati, e i risultati sul tuo computer possono essere diversi. Prima di un acquisto, verifica i dati importanti con il produttore.",
  "legal.terms.estimated":
    "Ogni valore indica la sua fonte, con un link e una data. Un valore che nessuna fonte pubblica appare come «non pubblicato»; non lo riempiamo mai con un valore predefinito o una formula.",
  "legal.terms.report":
    "Se trovi un errore, segnalacelo con il pulsante «{button}» nella pagina interessata o tramite il modulo di contatto, così potremo correggerlo per tutti.",
  "legal.terms.submissions":
    "Quando invii un risultato di benchmark, una segnalazione o un messaggio, confermi che le informazioni sono corrette per quanto ti è noto e che hai il diritto di condividere gli screenshot allegati. Esaminiamo i risultati dei benchmark prima di aggiungerli e possiamo rifiutare quelli che non riusciamo a verificare.",
  "legal.terms.ads":
    "Le pagine di confronto mostrano link a prodotti su Amazon. Questi link sono pubblicità e sono chiaramente indicati come sponsorizzati. La pubblicità non modifica mai specifiche, punteggi o classifiche.",
  "legal.terms.adsUnpaid":
    "I confronti che includono un processore per portatili rimandano alla ricerca di Amazon per alcuni portatili. Sono semplici link: CoreRank non guadagna nulla da essi e non modificano mai specifiche, punteggi o classifiche.",
  "legal.terms.fairUse":
    "Usa il sito in modo corretto: non cercare di comprometterne il funzionamento, di sovraccaricarlo con richieste automatiche o di accedere all'area di amministrazione senza autorizzazione.",
  "legal.terms.liability":
    "Nei limiti consentiti dalla legge, CoreRank non è responsabile di eventuali danni derivanti da decisioni prese sulla base delle informazioni di questo sito.",
  "legal.terms.changes":
    "Possiamo aggiornare questa pagina quando il sito cambia. La data in alto indica l'aggiornamento più recente.",

  "legal.privacy.title": "Informativa sulla privacy",
  "legal.privacy.intro":
    "Raccogliamo il meno possibile: CoreRank conserva solo ciò che ci invii, oltre ai normali log del nostro server web.",
  "legal.privacy.storedTitle": "Cosa conserviamo e perché",
  "legal.privacy.newsletter":
    "Newsletter: il tuo indirizzo email, la lingua della pagina da cui ti sei iscritto e la data, per poterti inviare la newsletter, più un’impronta (hash) del link privato alla pagina della tua iscrizione. Nessun nome, indirizzo IP o dato di tracciamento viene conservato.",
  "legal.privacy.newsletterRemove":
    "Per lasciare la newsletter, apri il link privato mostrato al momento dell’iscrizione e premi il pulsante per annullarla: il tuo indirizzo viene eliminato subito. Senza quel link, chiedi tramite il modulo di contatto. Inviare di nuovo il tuo indirizzo non mostra né modifica la tua iscrizione.",
  "legal.privacy.benchmarks":
    "Benchmark inviati: il risultato, i dati del sistema che inserisci e gli screenshot che alleghi, per poter verificare il risultato prima di aggiungerlo al nostro database.",
  "legal.privacy.issues":
    "Segnalazioni di errori: il tuo nome, il tuo indirizzo email, l'oggetto, la descrizione e l'indirizzo della pagina interessata, per poter correggere i dati e risponderti se necessario.",
  "legal.privacy.contact":
    "Messaggi di contatto: il tuo nome, il tuo indirizzo email, l'oggetto e il messaggio, per poterti rispondere.",
  "legal.privacy.logs":
    "Log del server: le normali registrazioni delle richieste che ogni server web conserva, come l'indirizzo richiesto, l'ora, l'indirizzo IP e il tipo di browser. Li usiamo solo per mantenere il sito funzionante e sicuro.",
  "legal.privacy.noTracking":
    "Su questo sito non ci sono tracker pubblicitari, strumenti di analisi né plugin dei social network; le icone dei social sono semplici link. Non vendiamo i tuoi dati e non li condividiamo con gli inserzionisti.",
  "legal.privacy.amazon":
    "Quando segui un link ad Amazon, lasci CoreRank: sul sito di Amazon valgono le informative sulla privacy e sui cookie di Amazon.",
  "legal.privacy.rights":
    "Puoi chiederci di mostrarti, correggere o cancellare i dati che ci hai inviato, compresa l'iscrizione alla newsletter. Invia la tua richiesta tramite il modulo di contatto usando lo stesso indirizzo email e provvederemo.",

  "legal.cookies.title": "Informativa sui cookie",
  "legal.cookies.none":
    "CoreRank non usa cookie pubblicitari né di analisi. Come visitatore non ricevi alcun cookie, ed è per questo che non c'è nessun banner dei cookie da accettare o rifiutare.",
  "legal.cookies.language":
    "La lingua che scegli è indicata nell'indirizzo della pagina (ad esempio /it/ per l'italiano), non in un cookie.",
  "legal.cookies.admin":
    "L'unico cookie è il cookie di sessione impostato quando il gestore del sito accede all'area di amministrazione. È strettamente necessario per l'accesso, non può essere letto dagli script della pagina (httpOnly) e cessa di valere quando il gestore esce o la sessione scade.",

  "legal.copyright.title": "Diritto d'autore e marchi",
  "legal.copyright.site":
    "I testi e il design di CoreRank sono protetti dal diritto d'autore e appartengono a CoreRank.",
  "legal.copyright.facts":
    "Le specifiche delle CPU sono dati di fatto, raccolti dalle pagine pubbliche delle specifiche dei produttori. I punteggi dei benchmark sono risultati di riferimento selezionati e risultati verificati inviati dai visitatori.",
  "legal.copyright.benchmarks":
    "Cinebench, Geekbench, PassMark e CPU-Z sono marchi dei rispettivi proprietari.",
  "legal.copyright.brands":
    "Intel, Core e Xeon sono marchi di Intel Corporation. AMD, Ryzen, EPYC e Threadripper sono marchi di Advanced Micro Devices, Inc.",
  "legal.copyright.identify":
    "Usiamo questi nomi solo per identificare prodotti e benchmark. CoreRank è indipendente: non è affiliato ad alcuna di queste aziende né da esse approvato.",
  "legal.copyright.claims":
    "Se ritieni che un contenuto di questo sito violi i tuoi diritti, comunicacelo tramite il modulo di contatto.",

  "legal.contact.title": "Contatti legali",
  "legal.contact.text":
    "Per questioni legali, richieste sui tuoi dati e segnalazioni relative al diritto d'autore, scrivici tramite il modulo di contatto. Indica nell'oggetto di cosa si tratta, ad esempio «Richiesta di cancellazione dei dati». Ti risponderemo all'indirizzo email che inserisci nel modulo.",
  "legal.contact.link": "Vai al modulo di contatto",
  "legal.operator.title": "Gestore del sito",
  "legal.operator.intro": "Questo sito è gestito da:",
  "legal.operator.address": "Indirizzo postale",
  "legal.operator.email": "E-mail",
  "legal.operator.phone": "Telefono",
  "legal.operator.register": "Iscrizione al registro",
  "legal.operator.missing":
    "Il gestore di questo sito non ha pubblicato un nome, un indirizzo postale né dati di contatto. Finché non lo fa, il modulo di contatto qui sotto è l’unico modo per raggiungerlo.",
} satisfies typeof en;
