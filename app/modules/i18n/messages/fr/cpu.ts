import type en from "../en/cpu";

export default {
  "cpu.title": "{name} : caractéristiques et benchmarks | CoreRank",
  "cpu.metaDescription":
    "Caractéristiques et scores de benchmarks du processeur {name} : {cores} cœurs, {threads} threads, jusqu’à {boost} GHz, TDP de {tdp} W. Comparez-le à ses concurrents sur CoreRank.",
  "cpu.keywords": "{name}, caractéristiques {name}, benchmark {name}, processeur {brand}, {socket}",
  "cpu.description.intro_one":
    "Le processeur {name} est un modèle {brand} {type}, doté de {cores} cœur et de {threads} threads.",
  "cpu.description.intro_other":
    "Le processeur {name} est un modèle {brand} {type}, doté de {cores} cœurs et de {threads} threads.",
  "cpu.description.type.Desktop": "pour ordinateurs de bureau",
  "cpu.description.type.Laptop": "pour ordinateurs portables",
  "cpu.description.type.Workstation": "pour stations de travail",
  "cpu.description.type.Server": "pour serveurs",
  "cpu.description.released": "Il est sorti le {date}.",
  "cpu.description.releasedMonth": "Il est sorti en {date}.",
  "cpu.description.price": "Son prix de lancement était de {price}.",
  "cpu.description.clocks":
    "Il fonctionne à une fréquence de base de {base} GHz et monte jusqu’à {boost} GHz en mode turbo, avec un TDP de {tdp} W.",
  "cpu.description.socket": "Il s’installe sur un socket {socket}.",
  "cpu.description.hybrid":
    "Il associe {performance} cœurs performants à {efficiency} cœurs efficients.",
  "cpu.benchmarks.title": "Scores de benchmarks",
  "cpu.benchmarks.submit": "Envoyer un résultat",
  "cpu.benchmarks.submitFor": "\u00a0: {benchmark}, {name}",
  "cpu.benchmarks.noResult": "Aucun résultat pour l’instant",
  "cpu.relative.title": "Performances relatives",
  "cpu.relative.intro":
    "{benchmark} : le résultat de chaque processeur rapporté à celui du {reference} (= 100), dans ce test seulement. Les résultats de tests différents ne sont jamais combinés.",
  "cpu.relative.switch": "Test",
  "cpu.relative.none":
    "Ce processeur n’a encore aucun résultat dans un test dont le processeur de référence en a un.",
  "cpu.relative.reference": "référence",
  "cpu.relative.current": "ce processeur",
  "cpu.relative.points": "{figure} points",
  "cpu.relative.how": "Comment fonctionnent les performances relatives",
  "cpu.performance.title": "Performances",
  "cpu.related.title": "Comparaisons associées",
  "cpu.related.none": "Aucun processeur comparable trouvé.",
  "cpu.topTen.current": "(ce processeur)",
  "cpu.topTen.full": "Classement complet",
  "cpu.reportFor": "\u00a0: {section}",
  "cpu.segmentTop.title.all": "Meilleurs processeurs",
  "cpu.segmentTop.title.Desktop": "Meilleurs processeurs de bureau",
  "cpu.segmentTop.title.Laptop": "Meilleurs processeurs pour portables",
  "cpu.segmentTop.title.Workstation": "Meilleurs processeurs pour stations de travail",
  "cpu.segmentTop.title.Server": "Meilleurs processeurs pour serveurs",
  "cpu.segmentTop.intro": "Les {count} meilleurs résultats {benchmark} de ce segment.",
  "cpu.segmentTop.position": "Le {name} est numéro {position} sur {total} ici.",
  "cpu.description.introNoType_one":
    "Le processeur {name} est un modèle {brand} doté de {cores} cœur et de {threads} threads.",
  "cpu.description.introNoType_other":
    "Le processeur {name} est un modèle {brand} doté de {cores} cœurs et de {threads} threads.",
  "cpu.description.releasedQuarter": "Il est sorti au {date}.",
  "cpu.description.clocksOnly":
    "Il fonctionne à une fréquence de base de {base} GHz et monte jusqu’à {boost} GHz en mode turbo.",
  "cpu.description.score":
    "Il obtient {score} points dans Geekbench 6 multicœur ({source}), ce qui le place en position {rank} sur les {total} processeurs disposant d’un résultat dans ce test sur CoreRank.",
  "cpu.benchmarks.intro":
    "Chaque score est le chiffre publié par sa source, avec la source, sa date et la nature du chiffre indiquées en dessous. Les résultats vérifiés de visiteurs sont affichés à côté et ne le modifient jamais ; un test sans chiffre publié affiche la médiane de ses résultats vérifiés de visiteurs.",
  "cpu.description.boost": "Il monte jusqu’à {boost} GHz en mode turbo, avec un TDP de {tdp} W.",
  "cpu.description.boostOnly": "Il monte jusqu’à {boost} GHz en mode turbo.",
  "cpu.compareWith.heading": "Comparer avec…",
  "cpu.compareWith.label": "Un autre processeur à comparer avec {cpu}",
  "cpu.compareWith.submit": "Comparer",
  "cpu.ogImageAlt": "{name} : ses résultats de benchmarks avec leurs sources, sur CoreRank",
} satisfies typeof en;
