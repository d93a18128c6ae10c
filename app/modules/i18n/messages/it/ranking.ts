import type en from "../en/ranking";

export default {
  "ranking.title": "Classifica delle CPU in {benchmark}",
  "ranking.categories": "Categorie di benchmark",
  "ranking.filters.label": "Filtra la classifica",
  "ranking.filters.apply": "Applica",
  "ranking.filters.yearFrom": "Uscito dal (anno)",
  "ranking.filters.yearTo": "Uscito fino al (anno)",
  "ranking.filters.coresMin": "Core, almeno",
  "ranking.filters.coresMax": "Core, al massimo",
  "ranking.filters.maxPower": "Potenza max. (W)",
  "ranking.filters.maxPrice": "Prezzo di lancio max. (US$)",
  "ranking.filters.sort": "Ordina per",
  "ranking.sort.figure": "Punteggio",
  "ranking.sort.perDollar": "Punti per dollaro (prezzo di lancio)",
  "ranking.sort.perWatt": "Punti per watt (potenza max. del package)",
  "ranking.value.perDollar": "{value} pt/$ al prezzo di lancio",
  "ranking.value.perDollarRange": "{low}–{high} pt/$ nell’intervallo del prezzo di lancio",
  "ranking.value.perWatt": "{value} pt/W alla potenza max. del package",
  "ranking.table.caption": "Classifica {benchmark}, dal punteggio più alto",
  "ranking.column.rank": "Posizione",
  "ranking.column.cpu": "Processore",
  "ranking.column.coresThreads": "Core / thread",
  "ranking.medal.gold": "Medaglia d’oro, posizione 1",
  "ranking.medal.silver": "Medaglia d’argento, posizione 2",
  "ranking.medal.bronze": "Medaglia di bronzo, posizione 3",
  "ranking.loadMore": "Carica altri risultati (altri {count})",
  "ranking.showingAll_one": "Visualizzato l’unico risultato",
  "ranking.showingAll_many": "Visualizzati tutti i {count} di risultati",
  "ranking.showingAll_other": "Visualizzati tutti i {count} risultati",
  "ranking.showingRange": "Visualizzati i risultati {from}–{to} di {total}",
  "ranking.previous": "Risultati precedenti",
  "ranking.empty.category.title": "Ancora nessun risultato di {benchmark}",
  "ranking.empty.category.text":
    "Questa classifica include solo risultati misurati e finora non ne è stato registrato nessuno per {benchmark}. L’hai eseguito? Invia il tuo risultato: comparirà qui dopo la verifica.",
  "ranking.empty.filters.title": "Nessun processore corrisponde a questi filtri",
  "ranking.empty.filters.text":
    "Nessun processore di questa marca e di questo tipo ha ancora un risultato di {benchmark} registrato. Prova altri filtri o invia un risultato per il processore che cerchi.",
  "ranking.empty.clearFilters": "Mostra tutti i processori",
  "ranking.submit": "Invia un risultato di {benchmark}",
  "ranking.meta.title": "Classifica delle CPU in {benchmark} | CoreRank",
  "ranking.meta.description_one":
    "Classifica {benchmark} dei processori Intel e AMD: il punteggio misurato di {count} processore, con le sue specifiche.",
  "ranking.meta.description_many":
    "Classifica {benchmark} dei processori Intel e AMD: i punteggi misurati di {count} di processori, dal più veloce al più lento, con le relative specifiche.",
  "ranking.meta.description_other":
    "Classifica {benchmark} dei processori Intel e AMD: i punteggi misurati di {count} processori, dal più veloce al più lento, con le relative specifiche.",
  "ranking.meta.descriptionEmpty":
    "Classifica {benchmark} dei processori Intel e AMD. Ancora nessun risultato misurato: invia il tuo per avviare la classifica.",
  "ranking.meta.keywords":
    "{benchmark}, classifica CPU, benchmark processori, CPU più veloce, punteggi CPU, Intel, AMD",
  "ranking.intro":
    "Processori ordinati in base al valore {benchmark} pubblicato dalla loro fonte o, se non ne è stato pubblicato nessuno, in base alla mediana dei loro risultati verificati dei visitatori. Ogni riga indica la fonte del suo valore; qui nulla è stimato.",
  "ranking.column.score": "Punteggio e fonte",
} satisfies typeof en;
