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
  "compare.summary.singleCore.lead":
    "{cpu} è più veloce del {percent} in single-core ({benchmark}).",
  "compare.summary.singleCore.tie": "{a} e {b} si equivalgono in single-core ({benchmark}).",
  "compare.summary.singleCore.none":
    "Non c’è alcun risultato di benchmark single-core disponibile per entrambe le CPU.",
  "compare.summary.multiCore.lead": "{cpu} è più veloce del {percent} in multi-core ({benchmark}).",
  "compare.summary.multiCore.tie": "{a} e {b} si equivalgono in multi-core ({benchmark}).",
  "compare.summary.multiCore.none":
    "Non c’è alcun risultato di benchmark multi-core disponibile per entrambe le CPU.",
  "compare.summary.coresThreads": "{a} ha {aCores} e {aThreads}; {b} ha {bCores} e {bThreads}.",
  "compare.summary.coresThreads.same": "Entrambi hanno {cores} e {threads}.",
  "compare.summary.tdp":
    "{lower} ha il TDP più basso: {lowerTdp} W contro i {higherTdp} W di {higher}.",
  "compare.summary.tdp.same": "Entrambi hanno un TDP di {tdp} W.",
  "compare.summary.price":
    "{cheaper} è stato lanciato a {cheaperPrice}, {difference} in meno di {other} ({otherPrice}).",
  "compare.summary.price.same": "Entrambi sono stati lanciati a {price}.",
  "compare.summary.price.onlyOne":
    "{cpu} è stato lanciato a {price}; per {other} non è noto un prezzo di lancio.",
  "compare.summary.perDollar":
    "{cpu} offre il {percent} di prestazioni multi-core in più per dollaro ({benchmark}: {value} contro {otherValue} punti per dollaro).",
  "compare.summary.perDollar.tie":
    "{a} e {b} offrono prestazioni multi-core per dollaro quasi identiche ({benchmark}).",
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
  "compare.advantage.fasterSingle": "Prestazioni single-core superiori del {percent} ({benchmark})",
  "compare.advantage.fasterMulti": "Prestazioni multi-core superiori del {percent} ({benchmark})",
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
  "compare.advantage.perDollar":
    "Il {percent} di prestazioni multi-core in più per dollaro ({benchmark})",
  "compare.bars.heading": "Risultati dei benchmark",
  "compare.bars.noScore": "nessun risultato",
  "compare.table.heading": "Confronto dettagliato",
  "compare.table.caption": "Specifiche e risultati dei benchmark di {a} e {b}",
  "compare.table.specification": "Specifica",
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
  "compare.summary.perWatt":
    "{cpu} offre il {percent} di prestazioni multi-core in più per watt di potenza massima del package (Intel PL2 / AMD PPT) ({benchmark}: {value} contro {otherValue} punti per watt).",
  "compare.summary.perWatt.tie":
    "{a} e {b} offrono prestazioni multi-core per watt di potenza massima del package (Intel PL2 / AMD PPT) quasi identiche ({benchmark}).",
  "compare.advantage.perWatt":
    "Il {percent} di prestazioni multi-core in più per watt di potenza massima del package ({benchmark})",
  "compare.bars.note":
    "Ogni coppia di barre è in scala rispetto al più alto dei due valori. Più alto è meglio. Sotto ogni valore, la sua fonte.",
  "compare.notPublishedNote":
    "«non pubblicato» significa che nessuna fonte che usiamo pubblica il valore; quella riga non ha un vincitore. Come otteniamo i valori:",
  "compare.methodologyLink": "metodologia",
  "compare.ogImageAlt": "{a} vs {b}: risultati nei benchmark a confronto, su CoreRank",
} satisfies typeof en;
