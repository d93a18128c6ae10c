import type en from "../en/catalog";

export default {
  "catalog.title": "Alle Prozessoren",
  "catalog.intro_one":
    "Technische Daten und Benchmark-Ergebnisse von {count} Intel- oder AMD-Prozessor. Sortieren Sie nach einer beliebigen Spalte oder grenzen Sie die Liste mit den Filtern ein.",
  "catalog.intro_many":
    "Technische Daten und Benchmark-Ergebnisse von {count} Intel- und AMD-Prozessoren. Sortieren Sie nach einer beliebigen Spalte oder grenzen Sie die Liste mit den Filtern ein.",
  "catalog.intro_other":
    "Technische Daten und Benchmark-Ergebnisse von {count} Intel- und AMD-Prozessoren. Sortieren Sie nach einer beliebigen Spalte oder grenzen Sie die Liste mit den Filtern ein.",
  "catalog.filters.label": "Prozessoren filtern",
  "catalog.filters.reset": "Zurücksetzen",
  "catalog.table.caption":
    "Alle Prozessoren mit technischen Daten, sortiert nach: {column}, {direction}",
  "catalog.column.name": "Prozessor",
  "catalog.column.relative": "Relativ ({reference} = 100)",
  "catalog.column.relativeNone": "Relativ (kein Referenzwert)",
  "catalog.column.figure": "Wert",
  "catalog.figure.has": "Kein Wert in diesem Benchmark; Werte in: {benchmarks}",
  "catalog.figure.none": "Noch kein Benchmark-Wert",
  "catalog.benchmarks.label": "Angezeigter und sortierender Benchmark",
  "catalog.value.nonePerDollar":
    "Keine dieser CPUs hat einen belegten Einführungspreis, also auch keine Punkte pro Dollar: Sie sind nach Namen sortiert.",
  "catalog.value.nonePerWatt":
    "Keine dieser CPUs hat eine veröffentlichte maximale Package-Leistung, also auch keine Punkte pro Watt: Sie sind nach Namen sortiert.",
  "catalog.sort.ascending": "aufsteigend",
  "catalog.sort.descending": "absteigend",
  "catalog.sort.linkAscending": "aufsteigend sortieren",
  "catalog.sort.linkDescending": "absteigend sortieren",
  "catalog.showing_one": "{from}–{to} von {count} Prozessor",
  "catalog.showing_many": "{from}–{to} von {count} Prozessoren",
  "catalog.showing_other": "{from}–{to} von {count} Prozessoren",
  "catalog.empty.title": "Kein Prozessor entspricht diesen Filtern",
  "catalog.empty.text":
    "Versuchen Sie eine andere Marke, einen anderen Typ, Sockel, ein anderes Erscheinungsjahr oder eine andere Kernanzahl, oder setzen Sie die Filter zurück, um alle Prozessoren zu sehen.",
  "catalog.pagination.label": "Seiten",
  "catalog.pagination.previous": "Zurück",
  "catalog.pagination.next": "Weiter",
  "catalog.pagination.page": "Seite {page}",
  "catalog.meta.title": "Alle Prozessoren: technische Daten und Benchmark-Ergebnisse | CoreRank",
  "catalog.meta.description_one":
    "Entdecken Sie {count} Intel- oder AMD-Prozessor: Kerne, Threads, Taktraten, TDP, Sockel, Erscheinungsdatum, Einführungspreis und Geekbench-6-Wert, sortier- und filterbar.",
  "catalog.meta.description_many":
    "Entdecken Sie {count} Intel- und AMD-Prozessoren: Kerne, Threads, Taktraten, TDP, Sockel, Erscheinungsdatum, Einführungspreis und Geekbench-6-Werte, sortier- und filterbar.",
  "catalog.meta.description_other":
    "Entdecken Sie {count} Intel- und AMD-Prozessoren: Kerne, Threads, Taktraten, TDP, Sockel, Erscheinungsdatum, Einführungspreis und Geekbench-6-Werte, sortier- und filterbar.",
  "catalog.meta.keywords":
    "CPU-Liste, Prozessor-Datenblatt, CPU-Datenbank, CPU-Vergleich, Cinebench R23, Intel, AMD",
} satisfies typeof en;
