import type en from "../en/about";

export default {
  "about.meta.title": "Über uns: unsere Mission, unser Team und unsere Community | CoreRank",
  "about.meta.description":
    "Warum es CoreRank gibt, wer die CPU-Daten korrekt hält, wie viele Prozessoren und Benchmark-Ergebnisse wir haben und wie Sie eigene Ergebnisse beitragen können.",
  "about.meta.keywords":
    "über CoreRank, CPU-Vergleich, CPU-Benchmarks, Prozessor-Datenbank, Benchmark-Community, Datengenauigkeit",
  "about.title": "Über CoreRank",
  "about.intro":
    "CoreRank ist ein kostenloses Nachschlagewerk zum Vergleichen von Prozessoren: Spezifikationen, Benchmark-Ergebnisse und direkte Vergleiche von Intel- und AMD-CPUs.",

  "about.mission.title": "Unsere Mission",
  "about.mission.text":
    "Wir helfen Ihnen, mit verlässlichen Zahlen den richtigen Prozessor zu finden. Jede Zahl verlinkt die Quelle, die sie veröffentlicht hat, ein Wert, den niemand veröffentlicht hat, erscheint als „nicht veröffentlicht“ statt geschätzt, und die gesamte Website ist kostenlos und ohne Konto nutzbar.",

  "about.story.title": "Unsere Geschichte",
  "about.story.problem":
    "CoreRank gibt es, weil CPU-Spezifikationen über die Seiten der Hersteller und Benchmark-Ergebnisse über viele verschiedene Websites verstreut sind, jede mit eigenen Einheiten, Bezeichnungen und Lücken.",
  "about.story.solution":
    "Wir bringen sie an einem Ort zusammen: eine Seite pro Prozessor, Ranglisten für jeden Benchmark und Vergleiche, die zwei CPUs Zeile für Zeile nebeneinanderstellen.",
  "about.story.growth":
    "Der Katalog begann mit einer sorgfältig ausgewählten Reihe von Intel- und AMD-Prozessoren und wächst, wenn wir neue Modelle aufnehmen und Besucher Benchmark-Ergebnisse senden, die wir überprüfen können.",

  "about.team.title": "Unser Team",
  "about.team.intro":
    "CoreRank wird von einem kleinen Team betrieben. Statt Namen und Fotos finden Sie hier, was jede Rolle für Sie tut.",
  "about.team.data.title": "Datenpflege",
  "about.team.data.text":
    "Prüft jede Spezifikation anhand der öffentlichen Spezifikationsseite des Herstellers, nimmt neue Prozessoren auf und korrigiert Fehler, die Besucher melden.",
  "about.team.engineering.title": "Entwicklung",
  "about.team.engineering.text":
    "Entwickelt und betreibt die Website: schnelle Seiten, sechs Sprachen, Barrierefreiheit für alle Besucher und die Sicherheit der Daten, die Sie uns senden.",
  "about.team.moderation.title": "Community-Moderation",
  "about.team.moderation.text":
    "Prüft eingesendete Benchmark-Ergebnisse und ihre Screenshots, bevor sie zählen, und beantwortet die Nachrichten von Besuchern.",

  "about.figures.title": "CoreRank in Zahlen",
  "about.figures.intro": "Gezählt aus unserer Datenbank, als diese Seite erstellt wurde.",
  "about.figures.cpus": "Erfasste Prozessoren",
  "about.figures.intel": "Intel-Prozessoren",
  "about.figures.amd": "AMD-Prozessoren",
  "about.figures.scores": "Angezeigte Benchmark-Werte",
  "about.figures.visitorCpus": "Prozessoren mit geprüften Besucherergebnissen",
  "about.figures.note":
    "Jede hier gezählte Zahl stammt von einer genannten Quelle oder ist der Median geprüfter Besucherergebnisse; nichts ist geschätzt.",

  "about.values.title": "Wofür wir stehen",
  "about.values.accuracy.title": "Genauigkeit",
  "about.values.accuracy.text":
    "Jede Zahl stammt aus einer Quelle, die wir nennen und verlinken, mit Datum und Angabe, was die Zahl ist (ein einzelner Durchlauf oder Mittelwert bzw. Median aus wie vielen Durchläufen). Lücken füllen wir nie mit Standardwerten oder Formeln.",
  "about.values.independence.title": "Unabhängigkeit",
  "about.values.independence.text":
    "Ranglisten beruhen ausschließlich auf gemessenen Punktzahlen. Werbung ist als gesponsert gekennzeichnet und verändert nie die Daten.",
  "about.values.openness.title": "Offenheit",
  "about.values.openness.text":
    "Jeder kann einen Fehler melden oder ein Benchmark-Ergebnis senden, und jeder geprüfte Beitrag verbessert die Daten für alle.",
  "about.values.privacy.title": "Datenschutz",
  "about.values.privacy.text":
    "Keine Werbe-Tracker, keine Analyse-Cookies und kein Konto nötig. Wir speichern nur, was Sie uns selbst senden.",
  "about.values.privacy.link": "Unsere Datenschutzerklärung lesen",
  "about.values.access.title": "Barrierefreiheit",
  "about.values.access.text":
    "Seiten, die mit Tastatur, Screenreader und auf kleinen Smartphone-Bildschirmen funktionieren, in sechs Sprachen.",

  "about.involved.title": "Machen Sie mit",
  "about.involved.submit.title": "Benchmark einsenden",
  "about.involved.submit.text":
    "Sie haben Cinebench, Geekbench, PassMark oder CPU-Z auf Ihrem Computer laufen lassen? Senden Sie uns Ihr Ergebnis mit einem Screenshot – nach der Prüfung hilft es allen beim Vergleichen.",
  "about.involved.submit.link": "Benchmark-Ergebnis einsenden",
  "about.involved.contact.title": "Kontakt",
  "about.involved.contact.text":
    "Fragen, Vorschläge oder fehlt Ihnen ein Prozessor? Schreiben Sie uns, wir antworten an die E-Mail-Adresse, die Sie angeben.",
  "about.involved.contact.link": "Zum Kontaktformular",
  "about.figures.visitorResults": "Geprüfte Besucherergebnisse",
} satisfies typeof en;
