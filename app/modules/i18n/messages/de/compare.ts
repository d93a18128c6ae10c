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
  "compare.summary.singleCore.lead":
    "{cpu} ist im Single-Core-Betrieb {percent} schneller ({benchmark}).",
  "compare.summary.singleCore.tie":
    "{a} und {b} liegen im Single-Core-Betrieb gleichauf ({benchmark}).",
  "compare.summary.singleCore.none":
    "Für beide CPUs gibt es kein gemeinsames Single-Core-Benchmark-Ergebnis.",
  "compare.summary.multiCore.lead":
    "{cpu} ist im Multi-Core-Betrieb {percent} schneller ({benchmark}).",
  "compare.summary.multiCore.tie":
    "{a} und {b} liegen im Multi-Core-Betrieb gleichauf ({benchmark}).",
  "compare.summary.multiCore.none":
    "Für beide CPUs gibt es kein gemeinsames Multi-Core-Benchmark-Ergebnis.",
  "compare.summary.coresThreads":
    "{a} hat {aCores} und {aThreads}, {b} hat {bCores} und {bThreads}.",
  "compare.summary.coresThreads.same": "Beide haben {cores} und {threads}.",
  "compare.summary.tdp":
    "{lower} hat die niedrigere TDP: {lowerTdp} W gegenüber {higherTdp} W beim {higher}.",
  "compare.summary.tdp.same": "Beide haben eine TDP von {tdp} W.",
  "compare.summary.price":
    "{cheaper} kam für {cheaperPrice} auf den Markt, {difference} günstiger als {other} ({otherPrice}).",
  "compare.summary.price.same": "Beide kamen für {price} auf den Markt.",
  "compare.summary.price.onlyOne":
    "{cpu} kam für {price} auf den Markt; für {other} ist kein Einführungspreis bekannt.",
  "compare.summary.perDollar":
    "{cpu} bietet {percent} mehr Multi-Core-Leistung pro Dollar ({benchmark}: {value} gegenüber {otherValue} Punkten pro Dollar).",
  "compare.summary.perDollar.tie":
    "{a} und {b} bieten etwa die gleiche Multi-Core-Leistung pro Dollar ({benchmark}).",
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
  "compare.advantage.fasterSingle": "{percent} schneller im Single-Core-Betrieb ({benchmark})",
  "compare.advantage.fasterMulti": "{percent} schneller im Multi-Core-Betrieb ({benchmark})",
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
  "compare.advantage.perDollar": "{percent} mehr Multi-Core-Leistung pro Dollar ({benchmark})",
  "compare.bars.heading": "Benchmark-Ergebnisse",
  "compare.bars.noScore": "kein Ergebnis",
  "compare.table.heading": "Detaillierter Vergleich",
  "compare.table.caption": "Technische Daten und Benchmark-Ergebnisse von {a} und {b}",
  "compare.table.specification": "Merkmal",
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
  "compare.summary.perWatt":
    "{cpu} bietet {percent} mehr Multi-Core-Leistung pro Watt maximaler Package-Leistung (Intel PL2 / AMD PPT) ({benchmark}: {value} gegenüber {otherValue} Punkten pro Watt).",
  "compare.summary.perWatt.tie":
    "{a} und {b} bieten etwa die gleiche Multi-Core-Leistung pro Watt maximaler Package-Leistung (Intel PL2 / AMD PPT) ({benchmark}).",
  "compare.advantage.perWatt":
    "{percent} mehr Multi-Core-Leistung pro Watt maximaler Package-Leistung ({benchmark})",
  "compare.bars.note":
    "Jedes Balkenpaar ist auf den höheren der beiden Werte skaliert. Höher ist besser. Unter jedem Wert steht seine Quelle.",
  "compare.notPublishedNote":
    "„nicht veröffentlicht“ heißt, dass keine unserer Quellen den Wert veröffentlicht; eine solche Zeile hat keinen Gewinner. Woher unsere Zahlen stammen:",
  "compare.methodologyLink": "Methodik",
  "compare.ogImageAlt": "{a} vs. {b}: Benchmark-Werte im Vergleich, auf CoreRank",
} satisfies typeof en;
