import type en from "../en/home";

export default {
  "home.title": "Confronta benchmark e specifiche delle CPU | CoreRank",
  "home.description":
    "Confronta i processori Intel e AMD fianco a fianco: punteggi dei benchmark con le relative fonti, specifiche complete, classifiche per benchmark e un catalogo di {count} CPU.",
  "home.keywords":
    "confronto CPU, benchmark processori, Cinebench R23, Geekbench, PassMark, Intel vs AMD",
  "home.heading": "Confronta le CPU fianco a fianco",
  "home.intro":
    "Scegli due processori per vedere i loro punteggi nei benchmark, le specifiche e quale dei due vince in ogni riga.",
  "home.search.first": "Prima CPU",
  "home.search.second": "Seconda CPU",
  "home.search.placeholder": "Nome, marca o architettura",
  "home.search.compare": "Confronta",
  "home.search.ready": "Pronto per confrontare {a} e {b}",
  "home.search.chooseBoth": "Scegli due CPU per confrontarle.",
  "home.search.suggestions": "Suggerimenti",
  "home.search.score": "Geekbench 6 multi-core: {score}",
  "home.search.noMatch": "Nessuna CPU corrisponde a “{query}”.",
  "home.search.same":
    "{cpu} è in entrambi i campi: una CPU non può essere confrontata con se stessa. Scegli un’altra CPU.",
  "home.recentCpus": "CPU recenti",
  "home.recentCpus.cores_one": "{cores} core, {threads} thread",
  "home.recentCpus.cores_other": "{cores} core, {threads} thread",
  "home.recentCpus.released": "Uscita: {date}",
  "home.recentGpus": "Schede video recenti",
  "home.recentGpus.note":
    "Le schede video sono elencate solo come riferimento: CoreRank confronta le CPU.",
  "home.recentGpus.memory": "{size} GB {type}",
  "home.popular": "Confronti tra CPU più popolari",
  "home.browse": "Sfoglia tutte le CPU",
  "home.rankings": "Vedi le classifiche",
  "home.compareLanding.title": "Confronta due CPU | CoreRank",
  "home.compareLanding.description":
    "Scegli due processori Intel o AMD qualsiasi e confronta punteggi nei benchmark e specifiche fianco a fianco, riga per riga, con il vincitore di ogni riga evidenziato.",
  "home.compareLanding.heading": "Confronta due CPU",
  "home.searchPage.title": "Risultati della ricerca per «{query}» | CoreRank",
  "home.searchPage.titleEmpty": "Cerca CPU | CoreRank",
  "home.searchPage.description":
    "CPU che corrispondono a «{query}» per nome, marca o architettura, ordinate per punteggio nei benchmark, con link alle specifiche complete e ai confronti.",
  "home.searchPage.descriptionEmpty":
    "Cerca nel catalogo CoreRank di processori Intel e AMD per nome, marca o architettura e consulta specifiche e punteggi nei benchmark.",
  "home.searchPage.heading": "Cerca CPU",
  "home.searchPage.label": "Nome, marca o architettura della CPU",
  "home.searchPage.submit": "Cerca",
  "home.searchPage.empty":
    "Digita il nome di una CPU, una marca (Intel, AMD) o un'architettura (ad esempio Zen 4) per avviare la ricerca.",
  "home.searchPage.results_one": "{count} CPU corrisponde a «{query}»",
  "home.searchPage.results_other": "{count} CPU corrispondono a «{query}»",
  "home.searchPage.none":
    "Nessuna CPU corrisponde a «{query}». Controlla l'ortografia o prova con un termine più breve.",
  "home.searchPage.compareTop": "Confronta {a} e {b}",
  "home.searchPage.column.cpu": "CPU",
  "home.searchPage.column.cores": "Core / thread",
  "home.searchPage.column.score": "Geekbench 6 multi-core",
  "home.searchPage.noScore": "non pubblicato",
  "home.searchPage.showing": "Visualizzati {from}–{to} di {total}",
  "home.searchPage.pages": "Pagine dei risultati",
  "home.searchPage.previous": "Precedente",
  "home.searchPage.next": "Successiva",
  "home.searchPage.all": "Tutti i risultati per “{query}”",
  "home.choose.heading": "Scegli le CPU da confrontare",
  "home.choose.intro":
    "Un termine di ricerca corrisponde a più CPU. Scegline una per ciascun lato, oppure cambia il termine, poi confronta.",
  "home.choose.term": "Termine di ricerca",
  "home.choose.chosen": "Scelta: {cpu}",
  "home.choose.more":
    "Sono mostrate le {shown} migliori corrispondenze; precisa il termine per vederne altre.",
  "home.choose.slot": "CPU {number}",
} satisfies typeof en;
