import type en from "../en/home";

export default {
  "home.title": "CPU-Benchmarks und Spezifikationen vergleichen | CoreRank",
  "home.description":
    "Vergleichen Sie Intel- und AMD-Prozessoren direkt miteinander: Benchmark-Ergebnisse mit Quellenangabe, vollständige Spezifikationen, Ranglisten nach Benchmark und ein Katalog mit {count} CPUs.",
  "home.keywords":
    "CPU-Vergleich, Prozessor-Benchmarks, Cinebench R23, Geekbench, PassMark, Intel vs. AMD",
  "home.heading": "CPUs im direkten Vergleich",
  "home.intro":
    "Wählen Sie zwei Prozessoren aus, um ihre Benchmark-Ergebnisse und Spezifikationen zu sehen und welcher in jeder Zeile vorn liegt.",
  "home.search.first": "Erste CPU",
  "home.search.second": "Zweite CPU",
  "home.search.placeholder": "Name, Hersteller, Architektur",
  "home.search.compare": "Vergleichen",
  "home.search.ready": "Bereit zum Vergleich: {a} vs. {b}",
  "home.search.chooseBoth": "Wählen Sie zwei CPUs aus, um sie zu vergleichen.",
  "home.search.suggestions": "Vorschläge",
  "home.search.score": "Geekbench 6 Multi-Core: {score}",
  "home.search.noMatch": "Keine CPU passt zu „{query}“.",
  "home.search.same":
    "{cpu} steht in beiden Feldern: Eine CPU lässt sich nicht mit sich selbst vergleichen. Wählen Sie eine andere CPU.",
  "home.recentCpus": "Neue CPUs",
  "home.recentCpus.cores_one": "{cores} Kern, {threads} Threads",
  "home.recentCpus.cores_other": "{cores} Kerne, {threads} Threads",
  "home.recentCpus.released": "Marktstart: {date}",
  "home.recentGpus": "Neue Grafikkarten",
  "home.recentGpus.note":
    "Grafikkarten sind nur zur Orientierung aufgeführt; CoreRank vergleicht CPUs.",
  "home.recentGpus.memory": "{size} GB {type}",
  "home.popular": "Beliebte CPU-Vergleiche",
  "home.browse": "Alle CPUs durchsuchen",
  "home.rankings": "Zu den Ranglisten",
  "home.compareLanding.title": "Zwei CPUs vergleichen | CoreRank",
  "home.compareLanding.description":
    "Wählen Sie zwei beliebige Intel- oder AMD-Prozessoren und vergleichen Sie ihre Benchmark-Ergebnisse und Spezifikationen direkt nebeneinander, Zeile für Zeile, mit markiertem Sieger jeder Zeile.",
  "home.compareLanding.heading": "Zwei CPUs vergleichen",
  "home.searchPage.title": "Suchergebnisse für „{query}“ | CoreRank",
  "home.searchPage.titleEmpty": "CPUs suchen | CoreRank",
  "home.searchPage.description":
    "CPUs, deren Name, Hersteller oder Architektur zu „{query}“ passt, sortiert nach Benchmark-Ergebnis, mit Links zu ihren vollständigen Spezifikationen und Vergleichen.",
  "home.searchPage.descriptionEmpty":
    "Durchsuchen Sie den CoreRank-Katalog mit Intel- und AMD-Prozessoren nach Name, Hersteller oder Architektur und rufen Sie ihre Spezifikationen und Benchmark-Ergebnisse auf.",
  "home.searchPage.heading": "CPUs suchen",
  "home.searchPage.label": "CPU-Name, Hersteller oder Architektur",
  "home.searchPage.submit": "Suchen",
  "home.searchPage.empty":
    "Geben Sie einen CPU-Namen, einen Hersteller (Intel, AMD) oder eine Architektur (zum Beispiel Zen 4) ein, um zu suchen.",
  "home.searchPage.results_one": "{count} CPU passt zu „{query}“",
  "home.searchPage.results_other": "{count} CPUs passen zu „{query}“",
  "home.searchPage.none":
    "Keine CPU passt zu „{query}“. Prüfen Sie die Schreibweise oder versuchen Sie es mit einem kürzeren Begriff.",
  "home.searchPage.compareTop": "{a} vs. {b} vergleichen",
  "home.searchPage.column.cpu": "CPU",
  "home.searchPage.column.cores": "Kerne / Threads",
  "home.searchPage.column.score": "Geekbench 6 Multi-Core",
  "home.searchPage.noScore": "nicht veröffentlicht",
  "home.searchPage.showing": "{from}–{to} von {total} werden angezeigt",
  "home.searchPage.pages": "Ergebnisseiten",
  "home.searchPage.previous": "Zurück",
  "home.searchPage.next": "Weiter",
  "home.searchPage.all": "Alle Ergebnisse für „{query}“",
  "home.choose.heading": "CPUs zum Vergleich auswählen",
  "home.choose.intro":
    "Ein Suchbegriff passt zu mehreren CPUs. Wählen Sie für jede Seite eine aus oder ändern Sie den Begriff, und vergleichen Sie dann.",
  "home.choose.term": "Suchbegriff",
  "home.choose.chosen": "Ausgewählt: {cpu}",
  "home.choose.more":
    "Die {shown} besten Treffer werden angezeigt; präzisieren Sie den Begriff, um weitere zu sehen.",
  "home.choose.slot": "CPU {number}",
} satisfies typeof en;
