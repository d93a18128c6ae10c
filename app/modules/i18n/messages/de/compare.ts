import type en from "../en/compare";

export default {
  "compare.meta.title": "{a} vs. {b}: Benchmarks und technische Daten | CoreRank",
  "compare.meta.description":
    "{a} vs. {b}: Single- und Multi-Core-Benchmarks, Kerne, Taktraten, Cache, Verbrauch und Einführungspreis im direkten Vergleich.",
  "compare.meta.descriptionShort":
    "{a} vs. {b}: Benchmarks, Kerne, Taktraten, Cache, Verbrauch und Einführungspreis im Vergleich.",
  "compare.meta.keywords": "CPU-Vergleich, Prozessor-Benchmark, technische Daten",
  "compare.intro":
    "Technische Daten und Benchmark-Ergebnisse zweier Prozessoren im direkten Vergleich.",
  "compare.summary.heading": "Zusammenfassung",
  "compare.summary.coresThreads.same": "Beide haben {cores} und {threads}.",
  "compare.summary.price.same": "Beide kamen für {price} auf den Markt.",
  "compare.count.cores_one": "{count} Kern",
  "compare.count.cores_many": "{count} Kerne",
  "compare.count.cores_other": "{count} Kerne",
  "compare.count.threads_one": "{count} Thread",
  "compare.count.threads_many": "{count} Threads",
  "compare.count.threads_other": "{count} Threads",
  "compare.count.hybridCores_one": "{count} Kern ({p} P + {e} E)",
  "compare.count.hybridCores_many": "{count} Kerne ({p} P + {e} E)",
  "compare.count.hybridCores_other": "{count} Kerne ({p} P + {e} E)",
  "compare.advantages.heading": "Vorteile",
  "compare.advantages.of": "Was für {cpu} spricht",
  "compare.advantages.none": "Unsere Daten zeigen keinen klaren Vorteil.",
  "compare.advantage.moreCores_one": "{count} Kern mehr ({mine} gegenüber {theirs})",
  "compare.advantage.moreCores_many": "{count} Kerne mehr ({mine} gegenüber {theirs})",
  "compare.advantage.moreCores_other": "{count} Kerne mehr ({mine} gegenüber {theirs})",
  "compare.advantage.moreThreads_one": "{count} Thread mehr ({mine} gegenüber {theirs})",
  "compare.advantage.moreThreads_many": "{count} Threads mehr ({mine} gegenüber {theirs})",
  "compare.advantage.moreThreads_other": "{count} Threads mehr ({mine} gegenüber {theirs})",
  "compare.advantage.moreCoresHybrid": "Mehr Kerne insgesamt: {mine} vs. {theirs}",
  "compare.advantage.morePerformanceCores_one":
    "{count} Performance-Kern mehr ({mine} gegenüber {theirs})",
  "compare.advantage.morePerformanceCores_many":
    "{count} Performance-Kerne mehr ({mine} gegenüber {theirs})",
  "compare.advantage.morePerformanceCores_other":
    "{count} Performance-Kerne mehr ({mine} gegenüber {theirs})",
  "compare.advantage.lowerTdp": "Niedrigere TDP: {mine} W gegenüber {theirs} W",
  "compare.advantage.cheaper":
    "Einführungspreis {difference} niedriger ({mine} gegenüber {theirs})",
  "compare.advantage.largerL3": "Größerer L3-Cache: {mine} MB gegenüber {theirs} MB",
  "compare.advantage.higherBoost": "Höherer Boost-Takt: {mine} GHz gegenüber {theirs} GHz",
  "compare.advantage.newerPcie": "Neuere PCIe-Version: {mine} gegenüber {theirs}",
  "compare.advantage.morePcieLanes_one": "{count} PCIe-Lane mehr ({mine} gegenüber {theirs})",
  "compare.advantage.morePcieLanes_many": "{count} PCIe-Lanes mehr ({mine} gegenüber {theirs})",
  "compare.advantage.morePcieLanes_other": "{count} PCIe-Lanes mehr ({mine} gegenüber {theirs})",
  "compare.advantage.ecc": "Unterstützt ECC-Speicher",
  "compare.advantage.integratedGraphics": "Integrierte Grafik",
  "compare.advantage.integratedGraphicsNamed": "Integrierte Grafik ({gpu})",
  "compare.advantage.moreMemory":
    "Unterstützt mehr Arbeitsspeicher: bis zu {mine} GB gegenüber {theirs} GB",
  "compare.advantage.unlocked": "Freier Multiplikator zum Übertakten",
  "compare.bars.heading": "Benchmark-Ergebnisse",
  "compare.bars.noScore": "kein Ergebnis",
  "compare.table.heading": "Detaillierter Vergleich",
  "compare.table.caption": "Technische Daten und Benchmark-Ergebnisse von {a} und {b}",
  "compare.table.specification": "Merkmal",
  "compare.value.title": "Punkte pro Dollar zum Einführungspreis (nicht der heutige Preis)",
  "compare.value.cell": "{value} Pkt./$",
  "compare.value.row": "{benchmark}, Punkte pro Dollar",
  "compare.better": "(besser)",
  "compare.laptops.heading": "Die besten Laptops bei Amazon",
  "compare.laptops.view": "Bei Amazon ansehen",
  "compare.laptops.disclosure":
    "Gesponserte Links: CoreRank erhält für qualifizierte Käufe bei Amazon möglicherweise eine Provision.",
  "compare.laptops.unpaid": "Einfache Links zur Amazon-Suche: CoreRank verdient nichts daran.",
  "compare.laptops.zephyrus-g14": "Ein kompakter 14-Zoll-Gaming-Laptop mit AMD-Ryzen-Prozessor.",
  "compare.laptops.legion-pro-7i":
    "Ein leistungsstarker 16-Zoll-Laptop mit Intel-Core-Prozessor für Spiele und kreative Arbeit.",
  "compare.laptops.thinkpad-t14":
    "Ein robuster 14-Zoll-Business-Laptop mit Akku für den ganzen Tag und sehr guter Tastatur.",
  "compare.related.heading": "Ähnliche Vergleiche",
  "compare.notPublishedNote":
    "„nicht veröffentlicht“ heißt, dass keine unserer Quellen den Wert veröffentlicht; eine solche Zeile hat keinen Gewinner. Woher unsere Zahlen stammen:",
  "compare.methodologyLink": "Methodik",
  "compare.verdict.heading.multiCore": "Multi-Core: Rendern, Kompilieren",
  "compare.verdict.heading.singleCore":
    "Single-Core: Reaktionsfreude, Haupt-Thread der meisten Spiele",
  "compare.verdict.heading.efficiency": "Effizienz: Punkte pro Watt maximaler Package-Leistung",
  "compare.verdict.intro":
    "Jeder Benchmark, für den alle diese CPUs ein Ergebnis haben, nach Verwendungszweck. Ein Vorsprung unter 3 % gilt als Gleichstand: Er liegt innerhalb der üblichen Streuung wiederholter Durchläufe.",
  "compare.verdict.sentence": "{clauses}.",
  "compare.verdict.score.lead": "{cpu} {percent} vorn in {benchmark}",
  "compare.verdict.score.level": "Gleichstand in {benchmark}",
  "compare.verdict.score.fastest": "{cpu} vorn in {benchmark} ({others})",
  "compare.verdict.perWatt.lead": "{cpu} {percent} mehr {benchmark}-Punkte pro Watt",
  "compare.verdict.perWatt.level": "Gleichstand bei {benchmark}-Punkten pro Watt",
  "compare.verdict.perWatt.fastest": "{cpu} die meisten {benchmark}-Punkte pro Watt ({others})",
  "compare.verdict.perDollar.lead":
    "{cpu} {percent} mehr {benchmark}-Punkte pro Dollar Einführungspreis",
  "compare.verdict.perDollar.level":
    "Gleichstand bei {benchmark}-Punkten pro Dollar Einführungspreis",
  "compare.verdict.perDollar.fastest":
    "{cpu} die meisten {benchmark}-Punkte pro Dollar Einführungspreis ({others})",
  "compare.verdict.aheadOf": "{percent} vor {cpu}",
  "compare.verdict.levelWith": "gleichauf mit {cpu}",
  "compare.verdict.disagree":
    "Diese Benchmarks widersprechen sich: Welche CPU vorn liegt, hängt von der jeweils gemessenen Last ab – maßgeblich ist der, der Ihrer Nutzung am nächsten kommt.",
  "compare.verdict.multiCore.none":
    "Kein Multi-Core-Benchmark hat ein Ergebnis für jede dieser CPUs.",
  "compare.verdict.singleCore.none":
    "Kein Single-Core-Benchmark hat ein Ergebnis für jede dieser CPUs.",
  "compare.verdict.efficiency.noPower":
    "Kein Effizienz-Urteil: Für {cpus} ist keine maximale Package-Leistung veröffentlicht (Intel Maximum Turbo Power, AMD PPT). Die TDP ist nicht, was eine CPU unter Last aufnimmt, und wird daher nicht verwendet.",
  "compare.verdict.efficiency.powers":
    "Veröffentlichte maximale Package-Leistung (Intel Maximum Turbo Power, AMD PPT): {powers}.",
  "compare.verdict.efficiency.power": "{cpu} {watts} W",
  "compare.verdict.efficiency.noMulti":
    "Kein Multi-Core-Benchmark hat ein Ergebnis für jede dieser CPUs, daher gibt es keine Punkte pro Watt.",
  "compare.verdict.gaming":
    "Spiele: CoreRank erfasst keinen Spiele-Benchmark, daher gibt es hier kein Urteil fürs Spielen. Die Ergebnisse stammen aus Cinebench R23, Geekbench 5 und 6, PassMark und CPU-Z; Single-Core-Ergebnisse sagen am meisten über den Haupt-Thread eines Spiels, aber die Bildrate hängt auch vom Cache, der Grafikkarte und dem Spiel ab.",
  "compare.summary.coresThreads.each": "{list}.",
  "compare.summary.coresThreads.one": "{cpu} hat {cores} und {threads}",
  "compare.summary.price.each": "Einführungspreis: {list}.",
  "compare.summary.price.one": "{cpu} {price}",
  "compare.summary.price.unknown": "{cpu} nicht veröffentlicht",
  "compare.advantage.ahead": "{percent} vorn in {benchmark}",
  "compare.advantage.perWatt":
    "{percent} mehr {benchmark}-Punkte pro Watt maximaler Package-Leistung",
  "compare.advantage.perDollar": "{percent} mehr {benchmark}-Punkte pro Dollar Einführungspreis",
  "compare.advantage.lowerMaxPower":
    "Niedrigere maximale Package-Leistung: {mine} W gegenüber {theirs} W",
  "compare.bars.note":
    "Jede Balkengruppe ist auf ihren höchsten Wert skaliert. Höher ist besser. Unter jedem Wert: seine Quelle.",
  "compare.introMany":
    "Technische Daten und Benchmark-Ergebnisse von {count} Prozessoren im direkten Vergleich.",
  "compare.meta.titleMany": "{names}: Benchmarks und technische Daten | CoreRank",
  "compare.meta.descriptionMany":
    "{names}: Benchmarks, Kerne, Takt, Cache, Leistungsaufnahme und Einführungspreis im Vergleich.",
  "compare.table.captionAll": "Technische Daten und Benchmark-Ergebnisse von {cpus}",
  "compare.edit.heading": "Diesen Vergleich ändern",
  "compare.edit.remove": "{cpu} entfernen",
  "compare.edit.swapLabel": "{cpu} ersetzen durch",
  "compare.edit.swap": "Ersetzen",
  "compare.edit.addLabel": "CPU hinzufügen (bis zu vier)",
  "compare.edit.add": "Hinzufügen",
  "compare.edit.full":
    "Ein Vergleich umfasst bis zu vier CPUs: Entfernen Sie eine, um eine andere hinzuzufügen.",
  "compare.edit.placeholder": "Name oder Modell, z. B. 7800X3D",
  "compare.tooMany.title": "Zu viele CPUs",
  "compare.tooMany.text":
    "Ein Vergleich zeigt zwei bis vier CPUs. Entfernen Sie einige aus der Adresse und versuchen Sie es erneut.",
  "compare.ogImageAlt": "{a} vs. {b}: Benchmark-Werte im Vergleich, auf CoreRank",
} satisfies typeof en;
