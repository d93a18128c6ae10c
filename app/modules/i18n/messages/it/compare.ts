import type en from "../en/compare";

export default {
  "compare.meta.title": "{a} vs {b}: benchmark e specifiche | CoreRank",
  "compare.meta.description":
    "{a} vs {b}: benchmark single-core e multi-core, core, frequenze, cache, consumi e prezzo di lancio messi a confronto.",
  "compare.meta.descriptionShort":
    "{a} vs {b}: benchmark, core, frequenze, cache, consumi e prezzo di lancio messi a confronto.",
  "compare.meta.keywords": "confronto CPU, benchmark processori, specifiche tecniche",
  "compare.intro": "Specifiche e risultati dei benchmark di due processori, fianco a fianco.",
  "compare.summary.heading": "Riepilogo",
  "compare.summary.coresThreads.same": "Entrambi hanno {cores} e {threads}.",
  "compare.summary.price.same": "Entrambi sono stati lanciati a {price}.",
  "compare.count.cores_one": "{count} core",
  "compare.count.cores_many": "{count} di core",
  "compare.count.cores_other": "{count} core",
  "compare.count.threads_one": "{count} thread",
  "compare.count.threads_many": "{count} di thread",
  "compare.count.threads_other": "{count} thread",
  "compare.count.hybridCores_one": "{count} core ({p} P + {e} E)",
  "compare.count.hybridCores_many": "{count} di core ({p} P + {e} E)",
  "compare.count.hybridCores_other": "{count} core ({p} P + {e} E)",
  "compare.advantages.heading": "Vantaggi",
  "compare.advantages.of": "Perché scegliere {cpu}",
  "compare.advantages.none": "I nostri dati non mostrano vantaggi evidenti.",
  "compare.advantage.moreCores_one": "{count} core in più ({mine} contro {theirs})",
  "compare.advantage.moreCores_many": "{count} di core in più ({mine} contro {theirs})",
  "compare.advantage.moreCores_other": "{count} core in più ({mine} contro {theirs})",
  "compare.advantage.moreThreads_one": "{count} thread in più ({mine} contro {theirs})",
  "compare.advantage.moreThreads_many": "{count} di thread in più ({mine} contro {theirs})",
  "compare.advantage.moreThreads_other": "{count} thread in più ({mine} contro {theirs})",
  "compare.advantage.moreCoresHybrid": "Più core in totale: {mine} contro {theirs}",
  "compare.advantage.morePerformanceCores_one":
    "{count} core ad alte prestazioni in più ({mine} contro {theirs})",
  "compare.advantage.morePerformanceCores_many":
    "{count} di core ad alte prestazioni in più ({mine} contro {theirs})",
  "compare.advantage.morePerformanceCores_other":
    "{count} core ad alte prestazioni in più ({mine} contro {theirs})",
  "compare.advantage.lowerTdp": "TDP più basso: {mine} W contro {theirs} W",
  "compare.advantage.cheaper":
    "Prezzo di lancio inferiore di {difference} ({mine} contro {theirs})",
  "compare.advantage.largerL3": "Cache L3 più grande: {mine} MB contro {theirs} MB",
  "compare.advantage.higherBoost": "Frequenza boost più alta: {mine} GHz contro {theirs} GHz",
  "compare.advantage.newerPcie": "Versione PCIe più recente: {mine} contro {theirs}",
  "compare.advantage.morePcieLanes_one": "{count} linea PCIe in più ({mine} contro {theirs})",
  "compare.advantage.morePcieLanes_many": "{count} di linee PCIe in più ({mine} contro {theirs})",
  "compare.advantage.morePcieLanes_other": "{count} linee PCIe in più ({mine} contro {theirs})",
  "compare.advantage.ecc": "Supporta la memoria ECC",
  "compare.advantage.integratedGraphics": "Grafica integrata",
  "compare.advantage.integratedGraphicsNamed": "Grafica integrata ({gpu})",
  "compare.advantage.moreMemory": "Supporta più memoria: fino a {mine} GB contro {theirs} GB",
  "compare.advantage.unlocked": "Moltiplicatore sbloccato per l’overclock",
  "compare.bars.heading": "Risultati dei benchmark",
  "compare.bars.noScore": "nessun risultato",
  "compare.table.heading": "Confronto dettagliato",
  "compare.table.caption": "Specifiche e risultati dei benchmark di {a} e {b}",
  "compare.table.specification": "Specifica",
  "compare.value.title": "Punti per dollaro al prezzo di lancio (non il prezzo attuale)",
  "compare.value.cell": "{value} pt/$",
  "compare.value.row": "{benchmark}, punti per dollaro",
  "compare.better": "(migliore)",
  "compare.laptops.heading": "I migliori portatili su Amazon",
  "compare.laptops.view": "Vedi su Amazon",
  "compare.laptops.disclosure":
    "Link sponsorizzati: CoreRank può ricevere una commissione sugli acquisti idonei effettuati su Amazon.",
  "compare.laptops.unpaid":
    "Semplici link alla ricerca di Amazon: CoreRank non guadagna nulla da questi link.",
  "compare.laptops.zephyrus-g14":
    "Un portatile da gaming compatto da 14 pollici con processore AMD Ryzen.",
  "compare.laptops.legion-pro-7i":
    "Un portatile potente da 16 pollici con processore Intel Core per il gaming e il lavoro creativo.",
  "compare.laptops.thinkpad-t14":
    "Un portatile business robusto da 14 pollici con batteria per tutta la giornata e un’ottima tastiera.",
  "compare.related.heading": "Confronti correlati",
  "compare.notPublishedNote":
    "«non pubblicato» significa che nessuna fonte che usiamo pubblica il valore; quella riga non ha un vincitore. Come otteniamo i valori:",
  "compare.methodologyLink": "metodologia",
  "compare.verdict.heading.multiCore": "Multi-core: rendering, compilazione",
  "compare.verdict.heading.singleCore":
    "Single-core: reattività, thread principale della maggior parte dei giochi",
  "compare.verdict.heading.efficiency": "Efficienza: punti per watt di potenza massima del package",
  "compare.verdict.intro":
    "Ogni benchmark per cui tutte queste CPU hanno un risultato, in base all’uso che ne fai. Un vantaggio inferiore al 3% è indicato come pari: rientra nella normale variazione tra esecuzioni ripetute.",
  "compare.verdict.sentence": "{clauses}.",
  "compare.verdict.score.lead": "{cpu} avanti del {percent} in {benchmark}",
  "compare.verdict.score.level": "pari in {benchmark}",
  "compare.verdict.score.fastest": "{cpu} avanti in {benchmark} ({others})",
  "compare.verdict.perWatt.lead": "{cpu} {percent} di punti {benchmark} in più per watt",
  "compare.verdict.perWatt.level": "pari nei punti {benchmark} per watt",
  "compare.verdict.perWatt.fastest": "{cpu} più punti {benchmark} per watt ({others})",
  "compare.verdict.perDollar.lead":
    "{cpu} {percent} di punti {benchmark} in più per dollaro di prezzo di lancio",
  "compare.verdict.perDollar.level": "pari nei punti {benchmark} per dollaro di prezzo di lancio",
  "compare.verdict.perDollar.fastest":
    "{cpu} più punti {benchmark} per dollaro di prezzo di lancio ({others})",
  "compare.verdict.aheadOf": "{percent} davanti a {cpu}",
  "compare.verdict.levelWith": "pari con {cpu}",
  "compare.verdict.disagree":
    "Questi benchmark non concordano: quale CPU è avanti dipende dal carico che ciascuno misura, quindi guarda quello più vicino al tuo uso.",
  "compare.verdict.multiCore.none":
    "Nessun benchmark multi-core ha un risultato per tutte queste CPU.",
  "compare.verdict.singleCore.none":
    "Nessun benchmark single-core ha un risultato per tutte queste CPU.",
  "compare.verdict.efficiency.noPower":
    "Nessun verdetto sull’efficienza: non c’è una potenza massima del package pubblicata (potenza turbo massima Intel, PPT AMD) per {cpus}. Il TDP non è ciò che una CPU assorbe sotto carico, quindi non viene usato.",
  "compare.verdict.efficiency.powers":
    "Potenza massima del package pubblicata (potenza turbo massima Intel, PPT AMD): {powers}.",
  "compare.verdict.efficiency.power": "{cpu} {watts} W",
  "compare.verdict.efficiency.noMulti":
    "Nessun benchmark multi-core ha un risultato per tutte queste CPU, quindi non ci sono punti per watt.",
  "compare.verdict.gaming":
    "Giochi: CoreRank non registra alcun benchmark di gioco, quindi qui non c’è un verdetto per i giochi. I suoi risultati sono di Cinebench R23, Geekbench 5 e 6, PassMark e CPU-Z; quelli single-core dicono di più sul thread principale di un gioco, ma i fotogrammi al secondo dipendono anche da cache, scheda grafica e gioco.",
  "compare.summary.coresThreads.each": "{list}.",
  "compare.summary.coresThreads.one": "{cpu} ha {cores} e {threads}",
  "compare.summary.price.each": "Prezzo di lancio: {list}.",
  "compare.summary.price.one": "{cpu} {price}",
  "compare.summary.price.unknown": "{cpu} non pubblicato",
  "compare.advantage.ahead": "avanti del {percent} in {benchmark}",
  "compare.advantage.perWatt":
    "{percent} di punti {benchmark} in più per watt di potenza massima del package",
  "compare.advantage.perDollar":
    "{percent} di punti {benchmark} in più per dollaro di prezzo di lancio",
  "compare.advantage.lowerMaxPower":
    "Potenza massima del package inferiore: {mine} W contro {theirs} W",
  "compare.bars.note":
    "Ogni gruppo di barre è scalato sul valore più alto. Più alto è meglio. Sotto ogni valore: la sua fonte.",
  "compare.introMany":
    "Specifiche e risultati dei benchmark di {count} processori, fianco a fianco.",
  "compare.meta.titleMany": "{names}: benchmark e specifiche | CoreRank",
  "compare.meta.descriptionMany":
    "{names}: benchmark, core, frequenze, cache, consumi e prezzo di lancio a confronto.",
  "compare.table.captionAll": "Specifiche e risultati dei benchmark di {cpus}",
  "compare.edit.heading": "Modifica questo confronto",
  "compare.edit.remove": "Rimuovi {cpu}",
  "compare.edit.swapLabel": "Sostituisci {cpu} con",
  "compare.edit.swap": "Sostituisci",
  "compare.edit.addLabel": "Aggiungi una CPU (fino a quattro)",
  "compare.edit.add": "Aggiungi",
  "compare.edit.full":
    "Un confronto include fino a quattro CPU: rimuovine una per aggiungerne un’altra.",
  "compare.edit.placeholder": "Nome o modello, ad es. 7800X3D",
  "compare.tooMany.title": "Troppe CPU",
  "compare.tooMany.text":
    "Un confronto mostra da due a quattro CPU. Rimuovine alcune dall’indirizzo e riprova.",
  "compare.ogImageAlt": "{a} vs {b}: risultati nei benchmark a confronto, su CoreRank",
} satisfies typeof en;
