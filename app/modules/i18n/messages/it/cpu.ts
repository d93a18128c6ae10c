import type en from "../en/cpu";

export default {
  "cpu.title": "{name}: specifiche e benchmark | CoreRank",
  "cpu.metaDescription":
    "Specifiche e punteggi nei benchmark del processore {name}: {cores} core, {threads} thread, fino a {boost} GHz, TDP di {tdp} W. Confrontalo con le CPU concorrenti su CoreRank.",
  "cpu.keywords": "{name}, {name} specifiche, {name} benchmark, CPU {brand}, {socket}",
  "cpu.description.intro_one":
    "Il processore {name} è un modello {type} di {brand} con {cores} core e {threads} thread.",
  "cpu.description.intro_other":
    "Il processore {name} è un modello {type} di {brand} con {cores} core e {threads} thread.",
  "cpu.description.type.Desktop": "desktop",
  "cpu.description.type.Laptop": "per portatili",
  "cpu.description.type.Workstation": "per workstation",
  "cpu.description.type.Server": "per server",
  "cpu.description.released": "È uscito il {date}.",
  "cpu.description.releasedMonth": "È uscito nel {date}.",
  "cpu.description.price": "Il suo prezzo di lancio era di {price}.",
  "cpu.description.clocks":
    "Funziona a una frequenza base di {base} GHz e arriva fino a {boost} GHz in modalità turbo, con un TDP di {tdp} W.",
  "cpu.description.socket": "Utilizza il socket {socket}.",
  "cpu.description.hybrid":
    "Combina {performance} core ad alte prestazioni con {efficiency} core ad alta efficienza.",
  "cpu.benchmarks.title": "Punteggi nei benchmark",
  "cpu.benchmarks.submit": "Invia un risultato",
  "cpu.benchmarks.submitFor": ": {benchmark}, {name}",
  "cpu.benchmarks.noResult": "Ancora nessun risultato",
  "cpu.relative.title": "Prestazioni relative",
  "cpu.relative.intro":
    "{benchmark}: il dato di ogni CPU relativo a quello del {reference} (= 100), solo in questo benchmark. I dati di benchmark diversi non vengono mai combinati.",
  "cpu.relative.switch": "Benchmark",
  "cpu.relative.none":
    "Questa CPU non ha ancora un dato in un benchmark in cui la CPU di riferimento ne abbia uno.",
  "cpu.relative.reference": "riferimento",
  "cpu.relative.current": "questa CPU",
  "cpu.relative.points": "{figure} punti",
  "cpu.relative.how": "Come funzionano le prestazioni relative",
  "cpu.performance.title": "Prestazioni",
  "cpu.related.title": "Confronti correlati",
  "cpu.related.none": "Nessuna CPU confrontabile trovata.",
  "cpu.topTen.current": "(questa CPU)",
  "cpu.topTen.full": "Classifica completa",
  "cpu.reportFor": ": {section}",
  "cpu.segmentTop.title.all": "I migliori processori",
  "cpu.segmentTop.title.Desktop": "I migliori processori desktop",
  "cpu.segmentTop.title.Laptop": "I migliori processori per portatili",
  "cpu.segmentTop.title.Workstation": "I migliori processori per workstation",
  "cpu.segmentTop.title.Server": "I migliori processori per server",
  "cpu.segmentTop.intro": "I {count} risultati {benchmark} più alti di questo segmento.",
  "cpu.segmentTop.position": "Il {name} è il numero {position} su {total} qui.",
  "cpu.description.introNoType_one":
    "Il processore {name} è un modello di {brand} con {cores} core e {threads} thread.",
  "cpu.description.introNoType_other":
    "Il processore {name} è un modello di {brand} con {cores} core e {threads} thread.",
  "cpu.description.releasedQuarter": "È uscito nel {date}.",
  "cpu.description.clocksOnly":
    "Funziona a una frequenza base di {base} GHz e arriva fino a {boost} GHz in modalità turbo.",
  "cpu.description.score":
    "In Geekbench 6 multi-core ottiene {score} punti ({source}), che lo collocano in posizione {rank} tra le {total} CPU con un risultato in questo test su CoreRank.",
  "cpu.benchmarks.intro":
    "Ogni punteggio è il valore pubblicato dalla sua fonte, con la fonte, la data e che cosa rappresenta il valore indicati sotto. I risultati verificati dei visitatori sono mostrati accanto e non lo modificano mai; un benchmark senza valore pubblicato mostra la mediana dei suoi risultati verificati dei visitatori.",
  "cpu.description.boost": "Arriva fino a {boost} GHz in modalità turbo, con un TDP di {tdp} W.",
  "cpu.description.boostOnly": "Arriva fino a {boost} GHz in modalità turbo.",
  "cpu.compareWith.heading": "Confronta con…",
  "cpu.compareWith.label": "Un’altra CPU da confrontare con {cpu}",
  "cpu.compareWith.submit": "Confronta",
  "cpu.ogImageAlt": "{name}: i suoi risultati nei benchmark con le fonti, su CoreRank",
} satisfies typeof en;
