import type en from "../en/legal";

export default {
  "legal.meta.title": "Rechtliche Hinweise: Nutzung, Datenschutz und Cookies | CoreRank",
  "legal.meta.description":
    "Nutzungsbedingungen, Datenschutz und Cookies bei CoreRank: was wir speichern, warum es kein Tracking gibt, Marken und wie Sie Ihre Daten löschen lassen.",
  "legal.meta.keywords":
    "Nutzungsbedingungen, Datenschutzerklärung, Cookie-Richtlinie, Urheberrecht, Marken, Datenlöschung, CoreRank",
  "legal.title": "Rechtliche Hinweise",
  "legal.intro":
    "CoreRank ist ein kostenloses Nachschlagewerk für CPU-Spezifikationen und Benchmark-Ergebnisse. Auf dieser Seite erfahren Sie, unter welchen Bedingungen Sie die Website nutzen, welche Daten wir über Sie speichern und warum, wie wir Cookies einsetzen und wem welche Inhalte gehören.",
  "legal.lastUpdated": "Zuletzt aktualisiert: {date}",
  "legal.toc.title": "Auf dieser Seite",

  "legal.terms.title": "Nutzungsbedingungen",
  "legal.terms.free":
    "CoreRank ist kostenlos. Sie brauchen kein Konto, um die Website zu durchsuchen, Prozessoren zu vergleichen oder uns ein Formular zu senden.",
  "legal.terms.asIs":
    "Spezifikationen und Benchmark-Ergebnisse werden ohne Gewähr und nur zur Information bereitgestellt. Wir prüfen sie sorgfältig, sie können aber Fehler enthalten oder veraltet sein, und Ergebnisse auf Ihrem eigenen System können abweichen. Bitte prüfen Sie wichtige Angaben vor dem Kauf beim Hersteller.",
  "legal.terms.estimated":
    "Jede Zahl nennt ihre Quelle mit Link und Datum. Ein Wert, den keine Quelle veröffentlicht, erscheint als „nicht veröffentlicht“; wir füllen ihn nie mit einem Standardwert oder einer Formel.",
  "legal.terms.report":
    "Wenn Sie einen Fehler finden, melden Sie ihn bitte über die Schaltfläche „{button}“ auf der betreffenden Seite oder über das Kontaktformular, damit wir ihn für alle korrigieren können.",
  "legal.terms.submissions":
    "Wenn Sie ein Benchmark-Ergebnis, eine Fehlermeldung oder eine Nachricht senden, bestätigen Sie, dass die Angaben nach bestem Wissen richtig sind und dass Sie die angehängten Screenshots weitergeben dürfen. Wir prüfen Benchmark-Ergebnisse, bevor wir sie aufnehmen, und können Ergebnisse ablehnen, die wir nicht überprüfen können.",
  "legal.terms.ads":
    "Vergleichsseiten zeigen Links zu Produkten bei Amazon. Diese Links sind Werbung und deutlich als gesponsert gekennzeichnet. Werbung verändert niemals Spezifikationen, Punktzahlen oder Ranglisten.",
  "legal.terms.adsUnpaid":
    "Vergleiche mit einem Laptop-Prozessor verlinken für einige Laptops auf die Amazon-Suche. Das sind einfache Links: CoreRank verdient nichts daran, und sie verändern niemals Spezifikationen, Punktzahlen oder Ranglisten.",
  "legal.terms.fairUse":
    "Bitte nutzen Sie die Website fair: Versuchen Sie nicht, den Betrieb zu stören, sie mit automatisierten Anfragen zu überlasten oder ohne Berechtigung auf den Administrationsbereich zuzugreifen.",
  "legal.terms.liability":
    "Soweit gesetzlich zulässig, haftet CoreRank nicht für Schäden aus Entscheidungen, die auf Grundlage der Informationen auf dieser Website getroffen werden.",
  "legal.terms.changes":
    "Wir können diese Seite aktualisieren, wenn sich die Website ändert. Das Datum oben zeigt die letzte Aktualisierung.",

  "legal.privacy.title": "Datenschutzerklärung",
  "legal.privacy.intro":
    "Wir erheben so wenig wie möglich: CoreRank speichert nur, was Sie uns senden, sowie die üblichen Protokolle unseres Webservers.",
  "legal.privacy.storedTitle": "Was wir speichern und warum",
  "legal.privacy.newsletter":
    "Newsletter: Ihre E-Mail-Adresse, die Sprache der Seite, auf der Sie sich angemeldet haben, und das Datum, damit wir Ihnen den Newsletter senden können, sowie ein Fingerabdruck (Hash) des privaten Links zur Seite Ihres Abonnements. Kein Name, keine IP-Adresse und keine Tracking-Daten werden gespeichert.",
  "legal.privacy.newsletterRemove":
    "Um den Newsletter abzubestellen, öffnen Sie den privaten Link, der bei der Anmeldung angezeigt wurde, und drücken Sie die Schaltfläche zum Abbestellen: Ihre Adresse wird sofort gelöscht. Ohne diesen Link wenden Sie sich an das Kontaktformular. Erneutes Senden Ihrer Adresse zeigt und ändert Ihr Abonnement nicht.",
  "legal.privacy.benchmarks":
    "Eingesendete Benchmarks: das Ergebnis, die von Ihnen angegebenen Systemdaten und die angehängten Screenshots, damit wir das Ergebnis prüfen können, bevor es in unsere Datenbank aufgenommen wird.",
  "legal.privacy.issues":
    "Fehlermeldungen: Ihr Name, Ihre E-Mail-Adresse, Betreff, Beschreibung und die Adresse der betroffenen Seite, damit wir die Daten korrigieren und Ihnen bei Bedarf antworten können.",
  "legal.privacy.contact":
    "Kontaktnachrichten: Ihr Name, Ihre E-Mail-Adresse, Betreff und Nachricht, damit wir Ihnen antworten können.",
  "legal.privacy.logs":
    "Server-Protokolle: die üblichen Aufzeichnungen, die jeder Webserver über Anfragen führt, etwa die aufgerufene Adresse, die Uhrzeit, die IP-Adresse und den Browsertyp. Wir verwenden sie ausschließlich, um die Website funktionsfähig und sicher zu halten.",
  "legal.privacy.noTracking":
    "Auf dieser Website gibt es keine Werbe-Tracker, keine Analysewerkzeuge und keine Social-Media-Plugins; die Social-Media-Symbole sind einfache Links. Wir verkaufen Ihre Daten nicht und geben sie nicht an Werbetreibende weiter.",
  "legal.privacy.amazon":
    "Wenn Sie einem Amazon-Link folgen, verlassen Sie CoreRank: Auf der Website von Amazon gelten die Datenschutz- und Cookie-Richtlinien von Amazon.",
  "legal.privacy.rights":
    "Sie können verlangen, dass wir Ihnen die von Ihnen gesendeten Daten zeigen, sie berichtigen oder löschen, einschließlich Ihrer Newsletter-Anmeldung. Senden Sie Ihre Anfrage über das Kontaktformular mit derselben E-Mail-Adresse, und wir kümmern uns darum.",

  "legal.cookies.title": "Cookie-Richtlinie",
  "legal.cookies.none":
    "CoreRank verwendet keine Werbe- oder Analyse-Cookies. Als Besucher erhalten Sie überhaupt keine Cookies, deshalb gibt es auch kein Cookie-Banner, das Sie annehmen oder ablehnen müssten.",
  "legal.cookies.language":
    "Ihre Sprachwahl steht in der Adresse der Seite (zum Beispiel /de/ für Deutsch), nicht in einem Cookie.",
  "legal.cookies.admin":
    "Das einzige Cookie ist das Sitzungs-Cookie, das gesetzt wird, wenn sich der Betreiber der Website im Administrationsbereich anmeldet. Es ist für die Anmeldung unbedingt erforderlich, kann von Skripten auf der Seite nicht gelesen werden (httpOnly) und endet, wenn sich der Betreiber abmeldet oder die Sitzung abläuft.",

  "legal.copyright.title": "Urheberrecht und Marken",
  "legal.copyright.site":
    "Die Texte und das Design von CoreRank sind urheberrechtlich geschützt und gehören CoreRank.",
  "legal.copyright.facts":
    "CPU-Spezifikationen sind Fakten, die wir den öffentlichen Spezifikationsseiten der Hersteller entnehmen. Benchmark-Punktzahlen sind sorgfältig ausgewählte Referenzergebnisse und geprüfte Ergebnisse, die Besucher eingesendet haben.",
  "legal.copyright.benchmarks":
    "Cinebench, Geekbench, PassMark und CPU-Z sind Marken ihrer jeweiligen Inhaber.",
  "legal.copyright.brands":
    "Intel, Core und Xeon sind Marken der Intel Corporation. AMD, Ryzen, EPYC und Threadripper sind Marken von Advanced Micro Devices, Inc.",
  "legal.copyright.identify":
    "Wir verwenden diese Namen nur, um Produkte und Benchmarks zu bezeichnen. CoreRank ist unabhängig, steht mit keinem dieser Unternehmen in Verbindung und wird von keinem von ihnen unterstützt.",
  "legal.copyright.claims":
    "Wenn Sie der Ansicht sind, dass Inhalte dieser Website Ihre Rechte verletzen, teilen Sie uns dies bitte über das Kontaktformular mit.",

  "legal.contact.title": "Rechtlicher Kontakt",
  "legal.contact.text":
    "Für rechtliche Fragen, Anfragen zu Ihren Daten und Hinweise zum Urheberrecht schreiben Sie uns bitte über das Kontaktformular. Geben Sie im Betreff an, worum es geht, zum Beispiel „Antrag auf Datenlöschung“. Wir antworten an die E-Mail-Adresse, die Sie im Formular angeben.",
  "legal.contact.link": "Zum Kontaktformular",
  "legal.operator.title": "Impressum",
  "legal.operator.intro": "Anbieter dieser Website:",
  "legal.operator.address": "Postanschrift",
  "legal.operator.email": "E-Mail",
  "legal.operator.phone": "Telefon",
  "legal.operator.register": "Registereintrag",
  "legal.operator.missing":
    "Der Betreiber dieser Website hat weder Namen noch Postanschrift noch Kontaktdaten veröffentlicht. Solange er das nicht tut, ist das Kontaktformular unten der einzige Weg, ihn zu erreichen.",
} satisfies typeof en;
