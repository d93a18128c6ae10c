import type en from "../en/catalog";

export default {
  "catalog.title": "Tutti i processori",
  "catalog.intro_one":
    "Specifiche e punteggi di benchmark di {count} processore Intel o AMD. Ordina per qualsiasi colonna o restringi l’elenco con i filtri.",
  "catalog.intro_many":
    "Specifiche e punteggi di benchmark di {count} di processori Intel e AMD. Ordina per qualsiasi colonna o restringi l’elenco con i filtri.",
  "catalog.intro_other":
    "Specifiche e punteggi di benchmark di {count} processori Intel e AMD. Ordina per qualsiasi colonna o restringi l’elenco con i filtri.",
  "catalog.filters.label": "Filtra i processori",
  "catalog.filters.reset": "Reimposta",
  "catalog.table.caption":
    "Tutti i processori con le specifiche, ordinati per {column} in ordine {direction}",
  "catalog.column.name": "Processore",
  "catalog.column.relative": "Relativo ({reference} = 100)",
  "catalog.column.relativeNone": "Relativo (nessun dato di riferimento)",
  "catalog.column.figure": "Dato",
  "catalog.figure.has": "Nessun dato in questo benchmark; ha: {benchmarks}",
  "catalog.figure.none": "Ancora nessun dato di benchmark",
  "catalog.benchmarks.label": "Benchmark mostrato e usato per ordinare",
  "catalog.value.nonePerDollar":
    "Nessuna di queste CPU ha un prezzo di lancio citato, quindi nessuna ha punti per dollaro: sono elencate per nome.",
  "catalog.value.nonePerWatt":
    "Nessuna di queste CPU ha una potenza max. del package pubblicata, quindi nessuna ha punti per watt: sono elencate per nome.",
  "catalog.sort.ascending": "crescente",
  "catalog.sort.descending": "decrescente",
  "catalog.sort.linkAscending": "ordina in modo crescente",
  "catalog.sort.linkDescending": "ordina in modo decrescente",
  "catalog.showing_one": "Visualizzazione {from}–{to} di {count} processore",
  "catalog.showing_many": "Visualizzazione {from}–{to} di {count} di processori",
  "catalog.showing_other": "Visualizzazione {from}–{to} di {count} processori",
  "catalog.empty.title": "Nessun processore corrisponde a questi filtri",
  "catalog.empty.text":
    "Prova un’altra marca, tipo, socket, anno di uscita o numero di core, oppure reimposta i filtri per vedere tutti i processori.",
  "catalog.pagination.label": "Pagine",
  "catalog.pagination.previous": "Precedente",
  "catalog.pagination.next": "Successiva",
  "catalog.pagination.page": "Pagina {page}",
  "catalog.meta.title": "Tutti i processori: specifiche e punteggi di benchmark | CoreRank",
  "catalog.meta.description_one":
    "Sfoglia {count} processore Intel o AMD: core, thread, frequenze, TDP, socket, data di uscita, prezzo di lancio e punteggio Geekbench 6, ordinabili e filtrabili.",
  "catalog.meta.description_many":
    "Sfoglia {count} di processori Intel e AMD: core, thread, frequenze, TDP, socket, data di uscita, prezzo di lancio e punteggi Geekbench 6, ordinabili e filtrabili.",
  "catalog.meta.description_other":
    "Sfoglia {count} processori Intel e AMD: core, thread, frequenze, TDP, socket, data di uscita, prezzo di lancio e punteggi Geekbench 6, ordinabili e filtrabili.",
  "catalog.meta.keywords":
    "elenco CPU, specifiche processori, database CPU, confronto CPU, Cinebench R23, Intel, AMD",
} satisfies typeof en;
