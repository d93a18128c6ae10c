import type en from "../en/ranking";

export default {
  "ranking.title": "CPU-Rangliste: {benchmark}",
  "ranking.categories": "Benchmark-Kategorien",
  "ranking.filters.label": "Rangliste filtern",
  "ranking.filters.apply": "Anwenden",
  "ranking.filters.yearFrom": "Erschienen ab (Jahr)",
  "ranking.filters.yearTo": "Erschienen bis (Jahr)",
  "ranking.filters.coresMin": "Kerne, mindestens",
  "ranking.filters.coresMax": "Kerne, höchstens",
  "ranking.filters.maxPower": "Max. Leistungsaufnahme (W)",
  "ranking.filters.maxPrice": "Max. Einführungspreis (US$)",
  "ranking.filters.sort": "Sortieren nach",
  "ranking.sort.figure": "Wert",
  "ranking.sort.perDollar": "Punkte pro Dollar (Einführungspreis)",
  "ranking.sort.perWatt": "Punkte pro Watt (max. Package-Leistung)",
  "ranking.value.perDollar": "{value} Pkt./$ zum Einführungspreis",
  "ranking.value.perDollarRange": "{low}–{high} Pkt./$ über die Spanne des Einführungspreises",
  "ranking.value.perWatt": "{value} Pkt./W bei max. Package-Leistung",
  "ranking.table.caption": "Rangliste für {benchmark}, höchste Punktzahl zuerst",
  "ranking.column.rank": "Rang",
  "ranking.column.cpu": "Prozessor",
  "ranking.column.coresThreads": "Kerne / Threads",
  "ranking.medal.gold": "Goldmedaille, Platz 1",
  "ranking.medal.silver": "Silbermedaille, Platz 2",
  "ranking.medal.bronze": "Bronzemedaille, Platz 3",
  "ranking.loadMore": "Weitere Ergebnisse laden ({count} weitere)",
  "ranking.showingAll_one": "Das einzige Ergebnis wird angezeigt",
  "ranking.showingAll_many": "Alle {count} Ergebnisse werden angezeigt",
  "ranking.showingAll_other": "Alle {count} Ergebnisse werden angezeigt",
  "ranking.showingRange": "Ergebnisse {from}–{to} von {total} werden angezeigt",
  "ranking.previous": "Vorherige Ergebnisse",
  "ranking.empty.category.title": "Noch keine Ergebnisse für {benchmark}",
  "ranking.empty.category.text":
    "Diese Rangliste enthält nur gemessene Ergebnisse, und für {benchmark} wurde bisher keines erfasst. Haben Sie den Test ausgeführt? Senden Sie Ihr Ergebnis ein – nach der Prüfung erscheint es hier.",
  "ranking.empty.filters.title": "Kein Prozessor entspricht diesen Filtern",
  "ranking.empty.filters.text":
    "Für Prozessoren dieser Marke und dieses Typs ist noch kein Ergebnis für {benchmark} gespeichert. Versuchen Sie andere Filter oder senden Sie ein Ergebnis für den gesuchten Prozessor ein.",
  "ranking.empty.clearFilters": "Alle Prozessoren anzeigen",
  "ranking.submit": "Ergebnis für {benchmark} einsenden",
  "ranking.meta.title": "CPU-Rangliste: {benchmark} | CoreRank",
  "ranking.meta.description_one":
    "Rangliste für {benchmark} mit Intel- und AMD-Prozessoren: der gemessene Wert von {count} Prozessor, mit seinen technischen Daten.",
  "ranking.meta.description_many":
    "Rangliste für {benchmark} mit Intel- und AMD-Prozessoren: gemessene Werte von {count} Prozessoren, vom schnellsten bis zum langsamsten, mit ihren technischen Daten.",
  "ranking.meta.description_other":
    "Rangliste für {benchmark} mit Intel- und AMD-Prozessoren: gemessene Werte von {count} Prozessoren, vom schnellsten bis zum langsamsten, mit ihren technischen Daten.",
  "ranking.meta.descriptionEmpty":
    "Rangliste für {benchmark} mit Intel- und AMD-Prozessoren. Noch keine gemessenen Ergebnisse: Senden Sie Ihres ein, um die Rangliste zu starten.",
  "ranking.meta.keywords":
    "{benchmark}, CPU-Rangliste, Prozessor-Benchmark, schnellste CPU, CPU-Punktzahlen, Intel, AMD",
  "ranking.intro":
    "Prozessoren, geordnet nach der {benchmark}-Zahl, die ihre Quelle veröffentlicht hat, oder, wo nichts veröffentlicht ist, nach dem Median ihrer geprüften Besucherergebnisse. Jede Zeile nennt die Quelle ihrer Zahl; hier ist nichts geschätzt.",
  "ranking.column.score": "Wert und Quelle",
} satisfies typeof en;
