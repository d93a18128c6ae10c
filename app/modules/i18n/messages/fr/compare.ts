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
  "compare.summary.singleCore.lead": "{cpu} est {percent} plus rapide en monocœur ({benchmark}).",
  "compare.summary.singleCore.tie": "{a} et {b} font jeu égal en monocœur ({benchmark}).",
  "compare.summary.singleCore.none":
    "Aucun résultat de benchmark monocœur n’est disponible pour les deux processeurs.",
  "compare.summary.multiCore.lead": "{cpu} est {percent} plus rapide en multicœur ({benchmark}).",
  "compare.summary.multiCore.tie": "{a} et {b} font jeu égal en multicœur ({benchmark}).",
  "compare.summary.multiCore.none":
    "Aucun résultat de benchmark multicœur n’est disponible pour les deux processeurs.",
  "compare.summary.coresThreads":
    "{a} a {aCores} et {aThreads}\u00a0; {b} a {bCores} et {bThreads}.",
  "compare.summary.coresThreads.same": "Les deux ont {cores} et {threads}.",
  "compare.summary.tdp":
    "{lower} a le TDP le plus bas\u00a0: {lowerTdp} W contre {higherTdp} W pour {higher}.",
  "compare.summary.tdp.same": "Les deux ont un TDP de {tdp} W.",
  "compare.summary.price":
    "{cheaper} a été lancé à {cheaperPrice}, contre {otherPrice} pour {other}, soit {difference} de moins.",
  "compare.summary.price.same": "Les deux ont été lancés à {price}.",
  "compare.summary.price.onlyOne":
    "{cpu} a été lancé à {price}\u00a0; aucun prix de lancement n’est connu pour {other}.",
  "compare.summary.perDollar":
    "{cpu} offre {percent} de performances multicœur en plus par dollar ({benchmark}\u00a0: {value} contre {otherValue} points par dollar).",
  "compare.summary.perDollar.tie":
    "{a} et {b} offrent des performances multicœur par dollar quasi identiques ({benchmark}).",
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
  "compare.advantage.fasterSingle": "Performances monocœur supérieures de {percent} ({benchmark})",
  "compare.advantage.fasterMulti": "Performances multicœur supérieures de {percent} ({benchmark})",
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
  "compare.advantage.perDollar":
    "{percent} de performances multicœur en plus par dollar ({benchmark})",
  "compare.bars.heading": "Résultats des benchmarks",
  "compare.bars.noScore": "aucun résultat",
  "compare.table.heading": "Comparaison détaillée",
  "compare.table.caption": "Caractéristiques et résultats de benchmarks comparés\u00a0: {a} et {b}",
  "compare.table.specification": "Caractéristique",
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
  "compare.summary.perWatt":
    "{cpu} offre {percent} de performances multicœur en plus par watt de puissance maximale du boîtier (Intel PL2 / AMD PPT) ({benchmark} : {value} contre {otherValue} points par watt).",
  "compare.summary.perWatt.tie":
    "{a} et {b} offrent des performances multicœur par watt de puissance maximale du boîtier (Intel PL2 / AMD PPT) quasi identiques ({benchmark}).",
  "compare.advantage.perWatt":
    "{percent} de performances multicœur en plus par watt de puissance maximale du boîtier ({benchmark})",
  "compare.bars.note":
    "Chaque paire de barres est à l’échelle du plus élevé des deux chiffres. Plus c’est élevé, mieux c’est. Sous chaque chiffre : sa source.",
  "compare.notPublishedNote":
    "« non publié » signifie qu’aucune source que nous utilisons ne publie la valeur ; une telle ligne n’a pas de gagnant. D’où viennent nos chiffres :",
  "compare.methodologyLink": "méthodologie",
  "compare.ogImageAlt": "{a} vs {b} : résultats de benchmarks côte à côte, sur CoreRank",
} satisfies typeof en;
