import type en from "../en/about";

export default {
  "about.meta.title": "Chi siamo: missione, team e community | CoreRank",
  "about.meta.description":
    "Perché esiste CoreRank, chi mantiene accurati i dati sulle CPU, quanti processori e risultati di benchmark raccoglie e come contribuire con i tuoi risultati.",
  "about.meta.keywords":
    "chi siamo CoreRank, confronto CPU, benchmark CPU, database di processori, community benchmark, accuratezza dei dati",
  "about.title": "Chi siamo",
  "about.intro":
    "CoreRank è un sito di riferimento gratuito per confrontare i processori: specifiche, risultati dei benchmark e confronti diretti tra CPU Intel e AMD.",

  "about.mission.title": "La nostra missione",
  "about.mission.text":
    "Ti aiutiamo a scegliere il processore giusto con dati di cui fidarti. Ogni numero rimanda alla fonte che lo ha pubblicato, un valore che nessuno ha pubblicato appare come «non pubblicato» invece di essere indovinato, e l'intero sito è gratuito e senza bisogno di un account.",

  "about.story.title": "La nostra storia",
  "about.story.problem":
    "CoreRank esiste perché le specifiche delle CPU sono sparse tra le pagine dei produttori e i risultati dei benchmark tra tanti siti diversi, ognuno con le proprie unità, i propri nomi e le proprie lacune.",
  "about.story.solution":
    "Noi li riuniamo in un unico posto: una pagina per ogni processore, classifiche per ogni benchmark e confronti che mettono due CPU fianco a fianco, riga per riga.",
  "about.story.growth":
    "Il catalogo è nato come una selezione accurata di processori Intel e AMD e cresce man mano che aggiungiamo nuovi modelli e che i visitatori inviano risultati di benchmark che possiamo verificare.",

  "about.team.title": "Il nostro team",
  "about.team.intro":
    "CoreRank è gestito da un piccolo team. Invece di nomi e foto, ecco cosa fa per te ciascun ruolo.",
  "about.team.data.title": "Cura dei dati",
  "about.team.data.text":
    "Controlla ogni specifica sulla pagina pubblica delle specifiche del produttore, aggiunge nuovi processori e corregge gli errori segnalati dai visitatori.",
  "about.team.engineering.title": "Sviluppo",
  "about.team.engineering.text":
    "Sviluppa e gestisce il sito: pagine veloci, sei lingue, accessibilità per tutti i visitatori e sicurezza dei dati che ci invii.",
  "about.team.moderation.title": "Moderazione della community",
  "about.team.moderation.text":
    "Esamina i risultati dei benchmark inviati e i relativi screenshot prima che vengano conteggiati, e risponde ai messaggi dei visitatori.",

  "about.figures.title": "CoreRank in numeri",
  "about.figures.intro":
    "Conteggiati dal nostro database al momento della generazione di questa pagina.",
  "about.figures.cpus": "Processori in catalogo",
  "about.figures.intel": "Processori Intel",
  "about.figures.amd": "Processori AMD",
  "about.figures.scores": "Valori di benchmark mostrati",
  "about.figures.visitorCpus": "Processori con risultati verificati dei visitatori",
  "about.figures.note":
    "Ogni valore contato qui è pubblicato da una fonte indicata o è la mediana di risultati verificati dei visitatori; nulla è stimato.",

  "about.values.title": "I nostri valori",
  "about.values.accuracy.title": "Accuratezza",
  "about.values.accuracy.text":
    "Ogni dato proviene da una fonte che citiamo e colleghiamo, con la data e che cosa rappresenta il dato (una singola esecuzione, o la media o la mediana di quante esecuzioni). Non riempiamo mai un vuoto con un valore predefinito o una formula.",
  "about.values.independence.title": "Indipendenza",
  "about.values.independence.text":
    "Le classifiche si basano solo su punteggi misurati. La pubblicità è indicata come sponsorizzata e non modifica mai i dati.",
  "about.values.openness.title": "Apertura",
  "about.values.openness.text":
    "Chiunque può segnalare un errore o inviare un risultato di benchmark, e ogni contributo verificato migliora i dati per tutti.",
  "about.values.privacy.title": "Privacy",
  "about.values.privacy.text":
    "Nessun tracker pubblicitario, nessun cookie di analisi e nessun account necessario. Conserviamo solo ciò che scegli di inviarci.",
  "about.values.privacy.link": "Leggi la nostra informativa sulla privacy",
  "about.values.access.title": "Accessibilità",
  "about.values.access.text":
    "Pagine che funzionano con la tastiera, con uno screen reader e sul piccolo schermo di uno smartphone, in sei lingue.",

  "about.involved.title": "Partecipa",
  "about.involved.submit.title": "Invia un benchmark",
  "about.involved.submit.text":
    "Hai eseguito Cinebench, Geekbench, PassMark o CPU-Z sul tuo computer? Inviaci il risultato con uno screenshot: una volta verificato, aiuterà tutti a confrontare.",
  "about.involved.submit.link": "Invia un risultato di benchmark",
  "about.involved.contact.title": "Contattaci",
  "about.involved.contact.text":
    "Domande, suggerimenti o un processore che manca? Scrivici e ti risponderemo all'indirizzo email che indicherai.",
  "about.involved.contact.link": "Vai al modulo di contatto",
  "about.figures.visitorResults": "Risultati verificati dei visitatori",
} satisfies typeof en;
