import type en from "../en/forms";

export default {
  "forms.requiredNote": "Mit * markierte Felder sind Pflichtfelder.",
  "forms.optional": "optional",
  "forms.honeypot": "Dieses Feld leer lassen",
  "forms.summary.title": "Ihr Formular konnte nicht gesendet werden",
  "forms.unavailableNotice":
    "Unsere Datenbank ist gerade nicht erreichbar, daher kann dieses Formular nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  "forms.fileSize.kb": "{size} KB",
  "forms.fileSize.mb": "{size} MB",

  "forms.error.required": "{field} ist ein Pflichtfeld.",
  "forms.error.tooLong": "{field} darf höchstens {max} Zeichen lang sein.",
  "forms.error.email": "Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
  "forms.error.benchmark": "Wählen Sie einen der aufgeführten Benchmarks.",
  "forms.error.result":
    "Geben Sie das Ergebnis als Zahl größer als 0 ein, zum Beispiel 38500 oder 1520,5.",
  "forms.error.resultTooLarge": "Geben Sie ein Ergebnis von höchstens {max} ein.",
  "forms.error.cpuUnknown":
    "Wählen Sie eine CPU aus der Liste: Zu dieser Kennung haben wir keine CPU.",
  "forms.error.issueType": "Wählen Sie eine der aufgeführten Problemarten.",
  "forms.error.url":
    "Die Seitenadresse muss eine Webadresse sein, die mit http:// oder https:// beginnt.",
  "forms.error.screenshotType": "{name} ist kein PNG-, JPEG-, GIF- oder WebP-Bild.",
  "forms.error.screenshotSize": "{name} ist größer als {max} MB.",
  "forms.error.screenshotCount": "Hängen Sie höchstens {max} Screenshots an.",
  "forms.error.honeypot":
    "Ihr Formular wurde nicht gesendet: Das Feld „Dieses Feld leer lassen“ war ausgefüllt, was nur automatische Programme tun. Lassen Sie es leer und senden Sie das Formular erneut.",
  "forms.error.rateLimited":
    "Sie haben in den letzten {minutes} Minuten bereits {max} solche Formulare gesendet, daher wurde dieses nicht angenommen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
  "forms.error.tooLarge":
    "Das Formular ist zu groß zum Senden. Hängen Sie höchstens {count} Screenshots mit je bis zu {max} MB an.",
  "forms.error.textTooLarge": "Das Formular ist zu groß zum Senden. Bitte kürzen Sie Ihren Text.",
  "forms.error.unreadable":
    "Das Formular konnte nicht gelesen werden. Laden Sie die Seite neu und versuchen Sie es erneut.",
  "forms.error.unavailable":
    "Der Dienst ist gerade nicht verfügbar, daher wurde Ihr Formular nicht gesendet. Bitte versuchen Sie es später erneut.",
  "forms.error.controlCharacter":
    "{field} enthält ein Steuerzeichen ({character}), das nicht gespeichert werden kann. Entfernen Sie es und versuchen Sie es erneut.",
  "forms.error.uploadAddressQuota":
    "Sie haben heute bereits {used} MB an Screenshots hochgeladen; jede Adresse darf {max} MB pro Tag hochladen. Senden Sie das Ergebnis ohne Screenshots oder versuchen Sie es morgen erneut.",
  "forms.error.uploadQuota":
    "Der Speicher für Screenshots ist voll, daher wurde Ihr Formular nicht gesendet. Senden Sie das Ergebnis ohne Screenshots oder versuchen Sie es später erneut.",

  "forms.benchmark.meta.title": "Benchmark-Ergebnis einreichen | CoreRank",
  "forms.benchmark.meta.description":
    "Senden Sie uns ein selbst gemessenes Ergebnis aus Cinebench, Geekbench, PassMark oder CPU-Z mit Screenshots. Jede Einsendung wird geprüft, bevor sie auf der Seite einer CPU erscheint.",
  "forms.benchmark.meta.keywords":
    "Benchmark einreichen, CPU-Benchmark-Ergebnis, Cinebench-Punktzahl, Geekbench-Punktzahl, PassMark-Punktzahl",
  "forms.benchmark.title": "Benchmark-Ergebnis einreichen",
  "forms.benchmark.intro":
    "Teilen Sie ein Ergebnis, das Sie selbst gemessen haben. Wir prüfen jede Einsendung. Freigegebene Ergebnisse erscheinen auf der Seite der CPU neben dem veröffentlichten Wert, als niedrigstes, mittleres (Median) und höchstes Besucherergebnis; einen veröffentlichten Wert ändern sie nie. Ist nichts veröffentlicht, zeigt die Seite den Median der Besucherergebnisse.",
  "forms.benchmark.methodologyLink": "Wie wir Besucherergebnisse prüfen",
  "forms.benchmark.benchmarkName": "Benchmark",
  "forms.benchmark.chooseBenchmark": "Benchmark wählen",
  "forms.benchmark.result": "Ergebnis",
  "forms.benchmark.resultHelp":
    "Die Punktzahl, die der Benchmark angezeigt hat, zum Beispiel 38500 oder 1520,5.",
  "forms.benchmark.cpu": "CPU",
  "forms.benchmark.chooseCpu": "CPU wählen",
  "forms.benchmark.system": "Testsystem",
  "forms.benchmark.ram": "Arbeitsspeicher",
  "forms.benchmark.ramPlaceholder": "z. B. 32 GB DDR5-6000",
  "forms.benchmark.motherboard": "Mainboard",
  "forms.benchmark.motherboardPlaceholder": "z. B. ASUS ROG Strix X670E-E",
  "forms.benchmark.storage": "Massenspeicher",
  "forms.benchmark.storagePlaceholder": "z. B. 2 TB NVMe-SSD",
  "forms.benchmark.gpu": "Grafikkarte",
  "forms.benchmark.gpuPlaceholder": "z. B. NVIDIA GeForce RTX 4080",
  "forms.benchmark.screenshots": "Screenshots",
  "forms.benchmark.screenshotsHint":
    "PNG, JPG, GIF oder WebP mit je bis zu {max} MB, höchstens {count} Dateien.",
  "forms.benchmark.chosenFiles": "Ausgewählte Screenshots",
  "forms.benchmark.remove": "Entfernen",
  "forms.benchmark.removeFile": "{name} entfernen",
  "forms.benchmark.submit": "Einreichen",
  "forms.benchmark.submitting": "Wird eingereicht...",
  "forms.benchmark.sent":
    "Vielen Dank für Ihre Einsendung! Ihr Benchmark-Ergebnis wird geprüft und in unsere Datenbank aufgenommen.",

  "forms.issue.meta.title": "Ein Problem mit unseren Daten melden | CoreRank",
  "forms.issue.meta.description":
    "Eine falsche Angabe, ein fehlender Wert oder eine verdächtige Punktzahl? Melden Sie es uns, und wir prüfen und korrigieren es.",
  "forms.issue.meta.keywords":
    "Problem melden, falsche CPU-Daten, fehlende Angaben, Benchmark-Fehler, CoreRank",
  "forms.issue.title": "Problem melden",
  "forms.issue.intro":
    "Sagen Sie uns, was falsch ist oder fehlt. Wir prüfen jede Meldung anhand der Herstellerangaben und korrigieren die Seite.",
  "forms.issue.name": "Name",
  "forms.issue.email": "E-Mail",
  "forms.issue.issueType": "Art des Problems",
  "forms.issue.type.incorrect-data": "Falsche Daten",
  "forms.issue.type.missing-info": "Fehlende Angaben",
  "forms.issue.type.benchmark-error": "Benchmark-Fehler",
  "forms.issue.type.technical-issue": "Technisches Problem",
  "forms.issue.type.other": "Sonstiges",
  "forms.issue.subject": "Betreff",
  "forms.issue.subjectPrefill": "Problem gemeldet von: {url}",
  "forms.issue.description": "Beschreibung",
  "forms.issue.descriptionHelp": "Was ist falsch, und wo haben Sie den richtigen Wert gefunden?",
  "forms.issue.url": "Seitenadresse",
  "forms.issue.submit": "Absenden",
  "forms.issue.submitting": "Wird gesendet...",
  "forms.issue.sent":
    "Vielen Dank für Ihre Meldung! Wir prüfen das Problem und nehmen die nötigen Korrekturen vor.",

  "forms.contact.meta.title": "Kontakt | CoreRank",
  "forms.contact.meta.description":
    "Fragen, Vorschläge oder Ideen für eine Partnerschaft: Schreiben Sie dem CoreRank-Team.",
  "forms.contact.meta.keywords":
    "CoreRank kontaktieren, Fragen zu CPU-Benchmarks, Feedback, Partnerschaft",
  "forms.contact.title": "Kontakt",
  "forms.contact.intro":
    "Fragen, Vorschläge oder Ideen für eine Partnerschaft: Schreiben Sie uns. Das CoreRank-Team liest jede Nachricht; die Website selbst verschickt keine E-Mails.",
  "forms.contact.name": "Name",
  "forms.contact.email": "E-Mail",
  "forms.contact.subject": "Betreff",
  "forms.contact.message": "Nachricht",
  "forms.contact.submit": "Senden",
  "forms.contact.submitting": "Wird gesendet...",
  "forms.contact.sent": "Vielen Dank für Ihre Nachricht! Das CoreRank-Team wird sie lesen.",
} satisfies typeof en;
