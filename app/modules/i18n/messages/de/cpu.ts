import type en from "../en/cpu";

export default {
  "cpu.title": "{name}: Spezifikationen und Benchmarks | CoreRank",
  "cpu.metaDescription":
    "Spezifikationen und Benchmark-Ergebnisse des {name}: {cores} Kerne, {threads} Threads, bis zu {boost} GHz, {tdp} W TDP. Vergleichen Sie ihn auf CoreRank mit konkurrierenden CPUs.",
  "cpu.keywords": "{name}, {name} Spezifikationen, {name} Benchmark, {brand} CPU, {socket}",
  "cpu.description.intro_one":
    "Der {name} ist ein {type}-Prozessor von {brand} mit {cores} Kern und {threads} Threads.",
  "cpu.description.intro_other":
    "Der {name} ist ein {type}-Prozessor von {brand} mit {cores} Kernen und {threads} Threads.",
  "cpu.description.type.Desktop": "Desktop",
  "cpu.description.type.Laptop": "Notebook",
  "cpu.description.type.Workstation": "Workstation",
  "cpu.description.type.Server": "Server",
  "cpu.description.released": "Er kam am {date} auf den Markt.",
  "cpu.description.releasedMonth": "Er kam im {date} auf den Markt.",
  "cpu.description.price": "Sein Einführungspreis lag bei {price}.",
  "cpu.description.clocks":
    "Er arbeitet mit einem Basistakt von {base} GHz und bis zu {boost} GHz im Boost, bei einer TDP von {tdp} W.",
  "cpu.description.socket": "Er passt in den Sockel {socket}.",
  "cpu.description.hybrid":
    "Er kombiniert {performance} Performance-Kerne mit {efficiency} Effizienz-Kernen.",
  "cpu.benchmarks.title": "Benchmark-Ergebnisse",
  "cpu.benchmarks.submit": "Ergebnis einreichen",
  "cpu.benchmarks.submitFor": ": {benchmark}, {name}",
  "cpu.benchmarks.noResult": "Noch kein Ergebnis",
  "cpu.relative.title": "Relative Leistung",
  "cpu.relative.intro":
    "{benchmark}: der Wert jeder CPU relativ zum {reference} (= 100), nur in diesem Benchmark. Werte verschiedener Benchmarks werden nie kombiniert.",
  "cpu.relative.switch": "Benchmark",
  "cpu.relative.none":
    "Diese CPU hat noch keinen Wert in einem Benchmark, in dem ihre Referenz-CPU einen hat.",
  "cpu.relative.reference": "Referenz",
  "cpu.relative.current": "diese CPU",
  "cpu.relative.points": "{figure} Punkte",
  "cpu.relative.how": "So funktioniert die relative Leistung",
  "cpu.performance.title": "Leistung",
  "cpu.related.title": "Ähnliche Vergleiche",
  "cpu.related.none": "Keine vergleichbaren CPUs gefunden.",
  "cpu.topTen.current": "(diese CPU)",
  "cpu.topTen.full": "Vollständige Rangliste",
  "cpu.reportFor": ": {section}",
  "cpu.segmentTop.title.all": "Die besten CPUs",
  "cpu.segmentTop.title.Desktop": "Die besten Desktop-CPUs",
  "cpu.segmentTop.title.Laptop": "Die besten Laptop-CPUs",
  "cpu.segmentTop.title.Workstation": "Die besten Workstation-CPUs",
  "cpu.segmentTop.title.Server": "Die besten Server-CPUs",
  "cpu.segmentTop.intro": "Die {count} höchsten {benchmark}-Werte in diesem Segment.",
  "cpu.segmentTop.position": "Der {name} ist hier Nummer {position} von {total}.",
  "cpu.description.introNoType_one":
    "Der {name} ist ein Prozessor von {brand} mit {cores} Kern und {threads} Threads.",
  "cpu.description.introNoType_other":
    "Der {name} ist ein Prozessor von {brand} mit {cores} Kernen und {threads} Threads.",
  "cpu.description.releasedQuarter": "Er kam im {date} auf den Markt.",
  "cpu.description.clocksOnly":
    "Er arbeitet mit einem Basistakt von {base} GHz und bis zu {boost} GHz im Boost.",
  "cpu.description.score":
    "Im Geekbench 6 Multi-Core erreicht er {score} Punkte ({source}) und belegt damit Platz {rank} unter den {total} CPUs mit einem Ergebnis in diesem Test auf CoreRank.",
  "cpu.benchmarks.intro":
    "Jeder Wert ist die Zahl, die seine Quelle veröffentlicht hat; darunter stehen Quelle, Datum und was die Zahl ist. Geprüfte Besucherergebnisse stehen daneben und ändern sie nie; ein Benchmark ohne veröffentlichte Zahl zeigt den Median seiner geprüften Besucherergebnisse.",
  "cpu.description.boost": "Er erreicht bis zu {boost} GHz im Boost, bei einer TDP von {tdp} W.",
  "cpu.description.boostOnly": "Er erreicht bis zu {boost} GHz im Boost.",
  "cpu.compareWith.heading": "Vergleichen mit …",
  "cpu.compareWith.label": "Eine andere CPU zum Vergleich mit {cpu}",
  "cpu.compareWith.submit": "Vergleichen",
  "cpu.ogImageAlt": "{name}: seine Benchmark-Werte mit Quellen, auf CoreRank",
} satisfies typeof en;
