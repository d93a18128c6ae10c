import type en from "../en/compare";

// French typography puts a no-break space (\u00a0) before « : », « ; » and inside « ».
export default {
  "compare.meta.title": "{a} vs {b}\u00a0: benchmarks et caractéristiques | CoreRank",
  "compare.meta.description":
    "{a} vs {b}\u00a0: benchmarks monocœur et multicœur, cœurs, fréquences, cache, consommation et prix de lancement comparés côte à côte.",
  "compare.meta.descriptionShort":
    "{a} vs {b}\u00a0: benchmarks, cœurs, fréquences, cache, consommation et prix de lancement côte à côte.",
  "compare.meta.keywords": "comparatif de processeurs, benchmark CPU, caractéristiques techniques",
  "compare.intro": "Caractéristiques et résultats de benchmarks de deux processeurs, côte à côte.",
  "compare.summary.heading": "Résumé",
  "compare.summary.coresThreads.same": "Les deux ont {cores} et {threads}.",
  "compare.summary.price.same": "Les deux ont été lancés à {price}.",
  "compare.count.cores_one": "{count} cœur",
  "compare.count.cores_many": "{count} de cœurs",
  "compare.count.cores_other": "{count} cœurs",
  "compare.count.threads_one": "{count} thread",
  "compare.count.threads_many": "{count} de threads",
  "compare.count.threads_other": "{count} threads",
  "compare.count.hybridCores_one": "{count} cœur ({p} P + {e} E)",
  "compare.count.hybridCores_many": "{count} de cœurs ({p} P + {e} E)",
  "compare.count.hybridCores_other": "{count} cœurs ({p} P + {e} E)",
  "compare.advantages.heading": "Avantages",
  "compare.advantages.of": "Pourquoi choisir {cpu}",
  "compare.advantages.none": "Nos données ne montrent aucun avantage net.",
  "compare.advantage.moreCores_one": "{count} cœur de plus ({mine} contre {theirs})",
  "compare.advantage.moreCores_many": "{count} de cœurs de plus ({mine} contre {theirs})",
  "compare.advantage.moreCores_other": "{count} cœurs de plus ({mine} contre {theirs})",
  "compare.advantage.moreThreads_one": "{count} thread de plus ({mine} contre {theirs})",
  "compare.advantage.moreThreads_many": "{count} de threads de plus ({mine} contre {theirs})",
  "compare.advantage.moreThreads_other": "{count} threads de plus ({mine} contre {theirs})",
  "compare.advantage.moreCoresHybrid": "Plus de cœurs au total\u00a0: {mine} contre {theirs}",
  "compare.advantage.morePerformanceCores_one":
    "{count} cœur performance de plus ({mine} contre {theirs})",
  "compare.advantage.morePerformanceCores_many":
    "{count} de cœurs performance de plus ({mine} contre {theirs})",
  "compare.advantage.morePerformanceCores_other":
    "{count} cœurs performance de plus ({mine} contre {theirs})",
  "compare.advantage.lowerTdp": "TDP plus faible\u00a0: {mine} W contre {theirs} W",
  "compare.advantage.cheaper":
    "Prix de lancement inférieur de {difference} ({mine} contre {theirs})",
  "compare.advantage.largerL3": "Cache L3 plus grand\u00a0: {mine} Mo contre {theirs} Mo",
  "compare.advantage.higherBoost":
    "Fréquence boost plus élevée\u00a0: {mine} GHz contre {theirs} GHz",
  "compare.advantage.newerPcie": "Version PCIe plus récente\u00a0: {mine} contre {theirs}",
  "compare.advantage.morePcieLanes_one": "{count} ligne PCIe de plus ({mine} contre {theirs})",
  "compare.advantage.morePcieLanes_many": "{count} de lignes PCIe de plus ({mine} contre {theirs})",
  "compare.advantage.morePcieLanes_other": "{count} lignes PCIe de plus ({mine} contre {theirs})",
  "compare.advantage.ecc": "Prend en charge la mémoire ECC",
  "compare.advantage.integratedGraphics": "Partie graphique intégrée",
  "compare.advantage.integratedGraphicsNamed": "Partie graphique intégrée ({gpu})",
  "compare.advantage.moreMemory":
    "Prend en charge plus de mémoire\u00a0: jusqu’à {mine} Go contre {theirs} Go",
  "compare.advantage.unlocked": "Coefficient multiplicateur débloqué pour l’overclocking",
  "compare.bars.heading": "Résultats des benchmarks",
  "compare.bars.noScore": "aucun résultat",
  "compare.table.heading": "Comparaison détaillée",
  "compare.table.caption": "Caractéristiques et résultats de benchmarks comparés\u00a0: {a} et {b}",
  "compare.table.specification": "Caractéristique",
  "compare.value.title": "Points par dollar au prix de lancement (pas le prix actuel)",
  "compare.value.cell": "{value} pts/$",
  "compare.value.row": "{benchmark}, points par dollar",
  "compare.better": "(meilleur)",
  "compare.laptops.heading": "Les meilleurs ordinateurs portables sur Amazon",
  "compare.laptops.view": "Voir sur Amazon",
  "compare.laptops.disclosure":
    "Liens sponsorisés\u00a0: CoreRank peut percevoir une commission sur les achats éligibles effectués sur Amazon.",
  "compare.laptops.unpaid":
    "De simples liens vers la recherche d’Amazon : CoreRank n’en tire aucune rémunération.",
  "compare.laptops.zephyrus-g14":
    "Un PC portable gaming compact de 14 pouces doté d’un processeur AMD Ryzen.",
  "compare.laptops.legion-pro-7i":
    "Un PC portable performant de 16 pouces avec processeur Intel Core, pour le jeu et la création.",
  "compare.laptops.thinkpad-t14":
    "Un PC portable professionnel robuste de 14 pouces, avec une autonomie d’une journée et un excellent clavier.",
  "compare.related.heading": "Comparaisons similaires",
  "compare.notPublishedNote":
    "« non publié » signifie qu’aucune source que nous utilisons ne publie la valeur ; une telle ligne n’a pas de gagnant. D’où viennent nos chiffres :",
  "compare.methodologyLink": "méthodologie",
  "compare.verdict.heading.multiCore": "Multicœur : rendu, compilation",
  "compare.verdict.heading.singleCore":
    "Monocœur : réactivité, thread principal de la plupart des jeux",
  "compare.verdict.heading.efficiency":
    "Efficacité : points par watt de puissance maximale du boîtier",
  "compare.verdict.intro":
    "Chaque benchmark pour lequel tous ces processeurs ont un résultat, selon l’usage que vous en faites. Une avance de moins de 3 % est affichée comme une égalité : elle reste dans l’écart habituel entre deux exécutions.",
  "compare.verdict.sentence": "{clauses}.",
  "compare.verdict.score.lead": "{cpu} {percent} devant en {benchmark}",
  "compare.verdict.score.level": "égalité en {benchmark}",
  "compare.verdict.score.fastest": "{cpu} devant en {benchmark} ({others})",
  "compare.verdict.perWatt.lead": "{cpu} {percent} de points {benchmark} en plus par watt",
  "compare.verdict.perWatt.level": "égalité en points {benchmark} par watt",
  "compare.verdict.perWatt.fastest": "{cpu} le plus de points {benchmark} par watt ({others})",
  "compare.verdict.perDollar.lead":
    "{cpu} {percent} de points {benchmark} en plus par dollar du prix de lancement",
  "compare.verdict.perDollar.level":
    "égalité en points {benchmark} par dollar du prix de lancement",
  "compare.verdict.perDollar.fastest":
    "{cpu} le plus de points {benchmark} par dollar du prix de lancement ({others})",
  "compare.verdict.aheadOf": "{percent} devant {cpu}",
  "compare.verdict.levelWith": "à égalité avec {cpu}",
  "compare.verdict.disagree":
    "Ces benchmarks ne concordent pas : le processeur en tête dépend de la charge que chacun mesure, fiez-vous à celui qui ressemble le plus à votre usage.",
  "compare.verdict.multiCore.none":
    "Aucun benchmark multicœur n’a de résultat pour chacun de ces processeurs.",
  "compare.verdict.singleCore.none":
    "Aucun benchmark monocœur n’a de résultat pour chacun de ces processeurs.",
  "compare.verdict.efficiency.noPower":
    "Pas de verdict d’efficacité : aucune puissance maximale du boîtier publiée (puissance turbo maximale Intel, PPT AMD) pour {cpus}. Le TDP n’est pas ce que consomme un processeur en charge : il n’est pas utilisé.",
  "compare.verdict.efficiency.powers":
    "Puissance maximale du boîtier publiée (puissance turbo maximale Intel, PPT AMD) : {powers}.",
  "compare.verdict.efficiency.power": "{cpu} {watts} W",
  "compare.verdict.efficiency.noMulti":
    "Aucun benchmark multicœur n’a de résultat pour chacun de ces processeurs, donc pas de points par watt.",
  "compare.verdict.gaming":
    "Jeux : CoreRank n’enregistre aucun benchmark de jeu, il n’y a donc pas de verdict pour le jeu ici. Ses résultats viennent de Cinebench R23, Geekbench 5 et 6, PassMark et CPU-Z ; les résultats monocœur renseignent le plus sur le thread principal d’un jeu, mais les images par seconde dépendent aussi du cache, de la carte graphique et du jeu.",
  "compare.summary.coresThreads.each": "{list}.",
  "compare.summary.coresThreads.one": "{cpu} a {cores} et {threads}",
  "compare.summary.price.each": "Prix de lancement : {list}.",
  "compare.summary.price.one": "{cpu} {price}",
  "compare.summary.price.unknown": "{cpu} non publié",
  "compare.advantage.ahead": "{percent} devant en {benchmark}",
  "compare.advantage.perWatt":
    "{percent} de points {benchmark} en plus par watt de puissance maximale du boîtier",
  "compare.advantage.perDollar":
    "{percent} de points {benchmark} en plus par dollar du prix de lancement",
  "compare.advantage.lowerMaxPower":
    "Puissance maximale du boîtier plus basse : {mine} W contre {theirs} W",
  "compare.bars.note":
    "Chaque groupe de barres est mis à l’échelle de son résultat le plus élevé. Plus haut est meilleur. Sous chaque résultat : sa source.",
  "compare.introMany":
    "Caractéristiques et résultats de benchmarks de {count} processeurs, côte à côte.",
  "compare.meta.titleMany": "{names} : benchmarks et caractéristiques | CoreRank",
  "compare.meta.descriptionMany":
    "{names} : benchmarks, cœurs, fréquences, cache, consommation et prix de lancement côte à côte.",
  "compare.table.captionAll": "Caractéristiques et résultats de benchmarks comparés : {cpus}",
  "compare.edit.heading": "Modifier cette comparaison",
  "compare.edit.remove": "Retirer {cpu}",
  "compare.edit.swapLabel": "Remplacer {cpu} par",
  "compare.edit.swap": "Remplacer",
  "compare.edit.addLabel": "Ajouter un processeur (jusqu’à quatre)",
  "compare.edit.add": "Ajouter",
  "compare.edit.full":
    "Une comparaison compte au plus quatre processeurs : retirez-en un pour en ajouter un autre.",
  "compare.edit.placeholder": "Nom ou modèle, p. ex. 7800X3D",
  "compare.tooMany.title": "Trop de processeurs",
  "compare.tooMany.text":
    "Une comparaison affiche de deux à quatre processeurs. Retirez-en de l’adresse et réessayez.",
  "compare.ogImageAlt": "{a} vs {b} : résultats de benchmarks côte à côte, sur CoreRank",
} satisfies typeof en;
