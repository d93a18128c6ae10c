import type en from "../en/home";

export default {
  "home.title": "Comparez les benchmarks et les caractéristiques des processeurs | CoreRank",
  "home.description":
    "Comparez des processeurs Intel et AMD côte à côte : scores de benchmarks avec leurs sources, caractéristiques complètes, classements par benchmark et un catalogue de {count} processeurs.",
  "home.keywords":
    "comparatif de processeurs, benchmarks de processeurs, Cinebench R23, Geekbench, PassMark, Intel vs AMD",
  "home.heading": "Comparez des processeurs côte à côte",
  "home.intro":
    "Choisissez deux processeurs pour voir leurs scores de benchmarks, leurs caractéristiques et lequel l’emporte sur chaque ligne.",
  "home.search.first": "Premier processeur",
  "home.search.second": "Deuxième processeur",
  "home.search.placeholder": "Nom, marque ou architecture",
  "home.search.compare": "Comparer",
  "home.search.ready": "Prêt à comparer {a} et {b}",
  "home.search.chooseBoth": "Choisissez deux processeurs pour les comparer.",
  "home.search.suggestions": "Suggestions",
  "home.search.score": "Geekbench 6 multicœur : {score}",
  "home.search.noMatch": "Aucun processeur ne correspond à « {query} ».",
  "home.search.same":
    "{cpu} est dans les deux champs : un processeur ne peut pas être comparé à lui-même. Choisissez-en un autre.",
  "home.recentCpus": "Processeurs récents",
  "home.recentCpus.cores_one": "{cores} cœur, {threads} threads",
  "home.recentCpus.cores_other": "{cores} cœurs, {threads} threads",
  "home.recentCpus.released": "Sortie : {date}",
  "home.recentGpus": "Cartes graphiques récentes",
  "home.recentGpus.note":
    "Les cartes graphiques sont listées à titre indicatif ; CoreRank compare des processeurs.",
  "home.recentGpus.memory": "{size} Go {type}",
  "home.popular": "Comparaisons de processeurs populaires",
  "home.browse": "Voir tous les processeurs",
  "home.rankings": "Voir les classements",
  "home.compareLanding.title": "Comparer deux processeurs | CoreRank",
  "home.compareLanding.description":
    "Choisissez deux processeurs Intel ou AMD et comparez leurs scores de benchmarks et leurs caractéristiques côte à côte, ligne par ligne, avec le gagnant de chaque ligne mis en évidence.",
  "home.compareLanding.heading": "Comparer deux processeurs",
  "home.searchPage.title": "Résultats de recherche pour « {query} » | CoreRank",
  "home.searchPage.titleEmpty": "Rechercher des processeurs | CoreRank",
  "home.searchPage.description":
    "Processeurs correspondant à « {query} » par nom, marque ou architecture, classés par score de benchmark, avec des liens vers leurs caractéristiques complètes et leurs comparaisons.",
  "home.searchPage.descriptionEmpty":
    "Recherchez dans le catalogue CoreRank de processeurs Intel et AMD par nom, marque ou architecture, et consultez leurs caractéristiques et leurs scores de benchmarks.",
  "home.searchPage.heading": "Rechercher des processeurs",
  "home.searchPage.label": "Nom, marque ou architecture du processeur",
  "home.searchPage.submit": "Rechercher",
  "home.searchPage.empty":
    "Saisissez un nom de processeur, une marque (Intel, AMD) ou une architecture (par exemple Zen 4) pour lancer la recherche.",
  "home.searchPage.results_one": "{count} processeur correspond à « {query} »",
  "home.searchPage.results_other": "{count} processeurs correspondent à « {query} »",
  "home.searchPage.none":
    "Aucun processeur ne correspond à « {query} ». Vérifiez l’orthographe ou essayez un terme plus court.",
  "home.searchPage.compareTop": "Comparer {a} et {b}",
  "home.searchPage.column.cpu": "Processeur",
  "home.searchPage.column.cores": "Cœurs / threads",
  "home.searchPage.column.score": "Geekbench 6 multicœur",
  "home.searchPage.noScore": "non publié",
  "home.searchPage.showing": "Affichage de {from} à {to} sur {total}",
  "home.searchPage.pages": "Pages de résultats",
  "home.searchPage.previous": "Précédente",
  "home.searchPage.next": "Suivante",
  "home.searchPage.all": "Tous les résultats pour « {query} »",
  "home.choose.heading": "Choisissez les processeurs à comparer",
  "home.choose.intro":
    "Un terme de recherche correspond à plusieurs processeurs. Choisissez-en un de chaque côté, ou modifiez le terme, puis comparez.",
  "home.choose.term": "Terme de recherche",
  "home.choose.chosen": "Choisi : {cpu}",
  "home.choose.more":
    "Les {shown} meilleures correspondances sont affichées ; précisez le terme pour voir les autres.",
  "home.choose.slot": "Processeur {number}",
} satisfies typeof en;
