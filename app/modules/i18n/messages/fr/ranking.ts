import type en from "../en/ranking";

export default {
  "ranking.title": "Classement des processeurs sur {benchmark}",
  "ranking.categories": "Catégories de benchmark",
  "ranking.filters.label": "Filtrer le classement",
  "ranking.filters.apply": "Appliquer",
  "ranking.filters.yearFrom": "Sorti à partir de (année)",
  "ranking.filters.yearTo": "Sorti jusqu’à (année)",
  "ranking.filters.coresMin": "Cœurs, au moins",
  "ranking.filters.coresMax": "Cœurs, au plus",
  "ranking.filters.maxPower": "Puissance max. (W)",
  "ranking.filters.maxPrice": "Prix de lancement max. (US$)",
  "ranking.filters.sort": "Trier par",
  "ranking.sort.figure": "Score",
  "ranking.sort.perDollar": "Points par dollar (prix de lancement)",
  "ranking.sort.perWatt": "Points par watt (puissance max. du boîtier)",
  "ranking.value.perDollar": "{value} pts/$ au prix de lancement",
  "ranking.value.perDollarRange": "{low}–{high} pts/$ sur la fourchette du prix de lancement",
  "ranking.value.perWatt": "{value} pts/W à la puissance max. du boîtier",
  "ranking.table.caption": "Classement {benchmark}, du meilleur score au plus faible",
  "ranking.column.rank": "Rang",
  "ranking.column.cpu": "Processeur",
  "ranking.column.coresThreads": "Cœurs / threads",
  "ranking.medal.gold": "Médaille d’or, rang 1",
  "ranking.medal.silver": "Médaille d’argent, rang 2",
  "ranking.medal.bronze": "Médaille de bronze, rang 3",
  "ranking.loadMore": "Charger plus de résultats ({count} de plus)",
  "ranking.showingAll_one": "Affichage de l’unique résultat",
  "ranking.showingAll_many": "Affichage des {count} de résultats",
  "ranking.showingAll_other": "Affichage des {count} résultats",
  "ranking.showingRange": "Affichage des résultats {from} à {to} sur {total}",
  "ranking.previous": "Résultats précédents",
  "ranking.empty.category.title": "Aucun résultat {benchmark} pour l’instant",
  "ranking.empty.category.text":
    "Ce classement ne contient que des résultats mesurés, et aucun n’a encore été enregistré pour {benchmark}. Vous l’avez lancé ? Envoyez votre résultat : il apparaîtra ici une fois vérifié.",
  "ranking.empty.filters.title": "Aucun processeur ne correspond à ces filtres",
  "ranking.empty.filters.text":
    "Aucun processeur de cette marque et de ce type n’a encore de résultat {benchmark} enregistré. Essayez d’autres filtres ou envoyez un résultat pour le processeur que vous cherchez.",
  "ranking.empty.clearFilters": "Afficher tous les processeurs",
  "ranking.submit": "Envoyer un résultat {benchmark}",
  "ranking.meta.title": "Classement des processeurs sur {benchmark} | CoreRank",
  "ranking.meta.description_one":
    "Classement {benchmark} des processeurs Intel et AMD : le score mesuré de {count} processeur, avec ses caractéristiques.",
  "ranking.meta.description_many":
    "Classement {benchmark} des processeurs Intel et AMD : les scores mesurés de {count} de processeurs, du plus rapide au plus lent, avec leurs caractéristiques.",
  "ranking.meta.description_other":
    "Classement {benchmark} des processeurs Intel et AMD : les scores mesurés de {count} processeurs, du plus rapide au plus lent, avec leurs caractéristiques.",
  "ranking.meta.descriptionEmpty":
    "Classement {benchmark} des processeurs Intel et AMD. Aucun résultat mesuré pour l’instant : envoyez le vôtre pour lancer le classement.",
  "ranking.meta.keywords":
    "{benchmark}, classement CPU, benchmark processeur, processeur le plus rapide, scores CPU, Intel, AMD",
  "ranking.intro":
    "Processeurs classés selon le chiffre {benchmark} publié par leur source ou, à défaut de chiffre publié, selon la médiane de leurs résultats vérifiés de visiteurs. Chaque ligne indique la source de son chiffre ; rien ici n’est estimé.",
  "ranking.column.score": "Score et source",
} satisfies typeof en;
