import type en from "../en/methodology";

export default {
  "methodology.meta.title": "Methodik: woher unsere CPU-Werte stammen | CoreRank",
  "methodology.meta.description":
    "Woher CoreRank jeden CPU-Wert bezieht: Geekbench-6-Mittelwerte, belegte Cinebench-R23-Tests, Herstellerangaben, geprüfte Besucherergebnisse, relative Leistung und Datennutzung.",
  "methodology.meta.keywords":
    "CoreRank Methodik, Benchmark-Quellen, Geekbench 6 Prozessor-Rangliste, Cinebench R23 Tests, CPU-Spezifikationen, geprüfte Benchmark-Ergebnisse, CC BY 4.0",
  "methodology.title": "Methodik",
  "methodology.intro":
    "Woher jeder Wert auf CoreRank stammt, was er bedeutet und wie wir die Ergebnisse prüfen, die uns Besucher senden. Jeder Wert auf der Website verlinkt auf seine Quelle; diese Seite erklärt die Regeln hinter diesen Links.",
  "methodology.updated": "Daten zuletzt aktualisiert: {date}",
  "methodology.toc.title": "Auf dieser Seite",
  "methodology.rankingSource": "Woher diese Werte stammen:",

  "methodology.sources.title": "Woher die Werte stammen",
  "methodology.sources.intro":
    "Jeder Benchmark hat seine eigene Art von Quelle. Jeder Wert wird mit seiner Quelle angezeigt, und eine Lücke wird nie mit einem Wert aus einer anderen Quelle gefüllt.",

  "methodology.geekbench6.title": "Geekbench 6 Single-Core und Multi-Core",
  "methodology.geekbench6.source": "Quelle: die {link} von Primate Labs.",
  "methodology.geekbench6.link": "Prozessor-Rangliste des Geekbench Browser",
  "methodology.geekbench6.mean":
    "Jeder Wert ist der Mittelwert der Rangliste über alle für diesen Prozessor hochgeladenen Ergebnisse und wird mit der Stichprobengröße der Rangliste angezeigt, also der Zahl der Ergebnisse hinter diesem Mittelwert.",
  "methodology.geekbench6.cited":
    "Jede CPU verlinkt auf ihren eigenen Eintrag in der Rangliste und zeigt das Datum, an dem wir die Rangliste abgelesen haben. Die Rangliste ändert sich mit jedem neuen Ergebnis, daher kann sie heute leicht abweichen.",

  "methodology.cinebench.title": "Cinebench R23 Single-Core und Multi-Core",
  "methodology.cinebench.source":
    "Cinebench R23 ist der Rendering-Benchmark von Maxon. Jeder Wert ist ein Median (oder ein Einzelergebnis) aus den Prozessor-Benchmarks von Notebookcheck, zitiert mit der Zahl der zugrunde liegenden Ergebnisse, dem Datum des Abrufs und einem Link auf die Seite, von der er stammt.",
  "methodology.cinebench.statistic":
    "Ein Wert ist ein einzelner Testdurchlauf, sofern die Quelle nicht angibt, dass es sich um den Mittelwert oder Median mehrerer Durchläufe handelt.",

  "methodology.geekbench5.title": "Geekbench 5",
  "methodology.geekbench5.source":
    "Die Geekbench-5-Werte (Geekbench 5.5) stammen von Notebookcheck, aus dessen {link}: für jeden Prozessor der Wert, den Notebookcheck aus eigenen Tests und Testsystemen angibt. Jeder Wert nennt Notebookcheck und verlinkt auf die Liste.",
  "methodology.geekbench5.link": "Prozessor-Benchmarkliste",
  "methodology.geekbench5.statistic":
    "Wo die Liste angibt, wie viele Ergebnisse hinter einem Wert stehen, ist der Wert deren Median und diese Zahl die Stichprobengröße; ein Wert ohne Zahl ist ein einzelner Durchlauf. Wir haben die Liste am 18. Dezember 2023 gelesen, die heutige Liste kann also neuere Werte zeigen. Ein Wert, der nicht zur Kernzahl der CPU, zu ihren Geekbench-6- und Cinebench-R23-Werten oder zu ihren Schwestermodellen passte, wurde weggelassen; kein Wert wurde geschätzt oder von einem anderen Modell übernommen. Die Werte bleiben die von Notebookcheck: Bitte nennen Sie die Quelle.",

  "methodology.passmark.title": "PassMark",
  "methodology.passmark.source":
    "Wir zeigen nur PassMark-Werte, die einzeln aus einer veröffentlichten Quelle belegt sind, jeweils mit Link auf deren Seite.",
  "methodology.passmark.terms":
    "Die Nutzungsbedingungen von PassMark verbieten das Kopieren seiner Ranglisten, daher liefert CoreRank keine PassMark-Daten in großem Umfang aus. Wer eine CoreRank-Installation betreibt und einen lizenzierten PassMark-Export besitzt, kann ihn importieren.",

  "methodology.specs.title": "Spezifikationen",
  "methodology.specs.source":
    "Die Spezifikationen stammen aus den eigenen Angaben der Hersteller: {intel} für Intel-Prozessoren und {amd} für AMD-Prozessoren. Jede CPU zeigt den Link und das Datum der Herstellerseite, von der ihre Spezifikationen übernommen wurden.",
  "methodology.specs.intel": "Intel ARK",
  "methodology.specs.amd": "die Produktspezifikationen von AMD",
  "methodology.specs.conflict":
    "Widersprechen sich zwei Quellen, gilt die Angabe des Herstellers, und der Widerspruch wird festgehalten.",
  "methodology.specs.priceRange":
    "Intel veröffentlicht manche Einführungspreise als Spanne (seinen empfohlenen Kundenpreis, z. B. 184–194 $), und CoreRank zeigt sie als diese Spanne. Ein Filter für den Höchstpreis zählt eine Spanne mit ihrem oberen Ende; Punkte pro Dollar sind dann ebenfalls eine Spanne, Ranglisten ordnen nach ihrem unteren Wert, und ein Vergleich nennt eine CPU nur dann günstiger oder preiswerter, wenn das bei jedem veröffentlichten Preis gilt.",
  "methodology.specs.unpublished":
    "Ein Wert, den der Hersteller nicht veröffentlicht, wird als „nicht veröffentlicht“ angezeigt. Er wird nie durch einen Standardwert oder eine Schätzung ersetzt.",

  "methodology.statistics.title": "Was die Kennzahlen bedeuten",
  "methodology.statistics.intro":
    "Neben jedem Wert geben wir an, um welche Art von Wert es sich handelt:",
  "methodology.statistics.single.term": "Einzelner Durchlauf",
  "methodology.statistics.single.text":
    "Das Ergebnis eines einzigen Benchmark-Durchlaufs, wie es seine Quelle veröffentlicht hat.",
  "methodology.statistics.mean.term": "Mittelwert",
  "methodology.statistics.mean.text":
    "Der Durchschnitt mehrerer Ergebnisse: ihre Summe geteilt durch ihre Anzahl.",
  "methodology.statistics.median.term": "Median",
  "methodology.statistics.median.text":
    "Das mittlere Ergebnis, wenn die Ergebnisse der Größe nach sortiert sind; einzelne ungewöhnlich hohe oder niedrige Ergebnisse verschieben ihn daher nicht.",
  "methodology.statistics.samples.term": "Stichprobengröße",
  "methodology.statistics.samples.text":
    "Auf wie vielen Ergebnissen ein Mittelwert oder Median beruht. Eine leere Stichprobengröße bedeutet, dass die Quelle keine angegeben hat.",
  "methodology.statistics.spread.term": "Streuung der Besucherergebnisse",
  "methodology.statistics.spread.text":
    "Für die geprüften Besucherergebnisse einer CPU: das niedrigste (Minimum), das mittlere (Median) und das höchste Ergebnis (Maximum) sowie die Zahl der Ergebnisse (Anzahl).",

  "methodology.versions.title": "Benchmark-Versionen werden nie vermischt",
  "methodology.versions.why":
    "Jede Version eines Benchmarks führt andere Tests auf einer anderen Skala aus, daher lassen sich Werte verschiedener Versionen nicht vergleichen. Cinebench R23 wird nie mit Cinebench R24 oder 2024 verglichen und Geekbench 5 nie mit Geekbench 6.",
  "methodology.versions.summary":
    "Eine Vergleichszusammenfassung vergleicht nur die Benchmarks, die für beide CPUs vorliegen, die neueste Version zuerst.",

  "methodology.visitors.title": "Wie Besucherergebnisse geprüft werden",
  "methodology.visitors.intro":
    "Besucher können uns selbst gemessene Ergebnisse senden. Ein Ergebnis zählt erst nach der Prüfung:",
  "methodology.visitors.submit":
    "Ein Ergebnis wird mit Screenshots des Benchmark-Durchlaufs eingereicht.",
  "methodology.visitors.review":
    "Der Betreiber prüft es und vergleicht es mit dem veröffentlichten Wert der CPU. Ein Ergebnis, das mehr als 20 % von diesem Wert abweicht oder nicht zu den anderen Benchmarks der CPU passt, wird markiert.",
  "methodology.visitors.approved":
    "Ein freigegebenes Ergebnis erscheint in der Streuung der geprüften Besucherergebnisse. Einen veröffentlichten Wert verändert es nie.",
  "methodology.visitors.noPublished":
    "Eine CPU ohne veröffentlichten Wert zeigt stattdessen den Median ihrer geprüften Besucherergebnisse.",
  "methodology.visitors.revoked":
    "Eine Freigabe kann widerrufen werden; das Ergebnis zählt dann nirgends mehr.",
  "methodology.visitors.link": "Benchmark-Ergebnis einreichen",

  "methodology.relative.title": "Relative Leistung, ein Benchmark nach dem anderen",
  "methodology.relative.text":
    "Die relative Leistung einer CPU in einem Benchmark ist 100 × ihr Wert ÷ der Wert der Referenz-CPU dieses Benchmarks im selben Benchmark: 150 heißt dort 50 % mehr Punkte als die Referenz, 50 halb so viele. Die Referenz-CPUs sind bekannte Prozessoren, deren Werte für viele Durchläufe stehen:",
  "methodology.relative.noBlend":
    "CoreRank zeigt keine gemischte oder Gesamtwertung. Benchmarks messen unterschiedliche Arbeit, und CPUs liegen in ihnen unterschiedlich: Der Core i5-13600K liegt in Geekbench 6 Multi-Core gleichauf mit dem Ryzen 7 7800X3D, in Cinebench R23 Multi-Core aber 39 % vorn. Eine einzige Zahl würde das verbergen, und eine Wertung, die Benchmarks mischt, Punkte des einen in die des anderen umrechnet oder nach Perzentil ordnet (das sich mit jeder neuen CPU verschiebt), wäre ein Wert, den niemand gemessen hat. Darum steht jeder Benchmark für sich: Der Katalog zeigt und sortiert nach einem benannten Benchmark, Geekbench 6 Multi-Core, sofern Sie keinen anderen wählen, und listet CPUs ohne Wert darin nach den gemessenen, mit den Benchmarks, in denen sie Werte haben.",
  "methodology.relative.missing":
    "Eine CPU ohne Wert in einem Benchmark hat dort keine relative Leistung; es wird keine geschätzt.",

  "methodology.perWatt.title": "Leistung pro Watt",
  "methodology.perWatt.text":
    "Die Leistung pro Watt beruht auf der maximalen Package-Leistung, die die Hersteller veröffentlichen: Maximum Turbo Power (PL2) bei Intel, Package Power Tracking (PPT) bei AMD. Sie wird nicht angezeigt, wenn dieser Wert für eine der beiden CPUs fehlt.",

  "methodology.reuse.title": "Weiterverwendung unserer Daten",
  "methodology.reuse.compilation":
    "Die Zusammenstellung von CoreRank (die CPU-Liste, die Quellenangaben und unsere eigene Struktur) darf unter der Lizenz {license} mit einem Link auf CoreRank weiterverwendet werden.",
  "methodology.reuse.license": "Creative Commons Namensnennung 4.0 (CC BY 4.0)",
  "methodology.reuse.thirdParty":
    "Werte Dritter gehören weiterhin ihren Herausgebern: Geekbench-Werte © Primate Labs, Testwerte den jeweiligen Tests – bitte geben Sie diese als Quelle an.",
  "methodology.reuse.passmark": "PassMark-Daten bieten wir nicht zur Weiterverwendung an.",
} satisfies typeof en;
