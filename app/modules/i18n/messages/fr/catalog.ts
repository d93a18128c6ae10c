import type en from "../en/catalog";

export default {
  "catalog.title": "Tous les processeurs",
  "catalog.intro_one":
    "Caractéristiques et scores de benchmark de {count} processeur Intel ou AMD. Triez par n’importe quelle colonne ou affinez la liste avec les filtres.",
  "catalog.intro_many":
    "Caractéristiques et scores de benchmark de {count} de processeurs Intel et AMD. Triez par n’importe quelle colonne ou affinez la liste avec les filtres.",
  "catalog.intro_other":
    "Caractéristiques et scores de benchmark de {count} processeurs Intel et AMD. Triez par n’importe quelle colonne ou affinez la liste avec les filtres.",
  "catalog.filters.label": "Filtrer les processeurs",
  "catalog.filters.reset": "Réinitialiser",
  "catalog.table.caption":
    "Tous les processeurs avec leurs caractéristiques, triés par {column}, par ordre {direction}",
  "catalog.column.name": "Processeur",
  "catalog.column.relative": "Relatif ({reference} = 100)",
  "catalog.column.relativeNone": "Relatif (pas de résultat de référence)",
  "catalog.column.figure": "Résultat",
  "catalog.figure.has": "Pas de résultat dans ce test ; en a dans : {benchmarks}",
  "catalog.figure.none": "Pas encore de résultat de test",
  "catalog.benchmarks.label": "Test affiché et utilisé pour le tri",
  "catalog.value.nonePerDollar":
    "Aucun de ces processeurs n’a de prix de lancement cité, donc aucun n’a de points par dollar\u00a0: ils sont classés par nom.",
  "catalog.value.nonePerWatt":
    "Aucun de ces processeurs n’a de puissance max. du boîtier publiée, donc aucun n’a de points par watt\u00a0: ils sont classés par nom.",
  "catalog.sort.ascending": "croissant",
  "catalog.sort.descending": "décroissant",
  "catalog.sort.linkAscending": "trier par ordre croissant",
  "catalog.sort.linkDescending": "trier par ordre décroissant",
  "catalog.showing_one": "Affichage de {from}–{to} sur {count} processeur",
  "catalog.showing_many": "Affichage de {from}–{to} sur {count} de processeurs",
  "catalog.showing_other": "Affichage de {from}–{to} sur {count} processeurs",
  "catalog.empty.title": "Aucun processeur ne correspond à ces filtres",
  "catalog.empty.text":
    "Essayez une autre marque, un autre type, socket, année de sortie ou nombre de cœurs, ou réinitialisez les filtres pour voir tous les processeurs.",
  "catalog.pagination.label": "Pages",
  "catalog.pagination.previous": "Précédent",
  "catalog.pagination.next": "Suivant",
  "catalog.pagination.page": "Page {page}",
  "catalog.meta.title": "Tous les processeurs : caractéristiques et scores de benchmark | CoreRank",
  "catalog.meta.description_one":
    "Parcourez {count} processeur Intel ou AMD : cœurs, threads, fréquences, TDP, socket, date de sortie, prix de lancement et score Geekbench 6, triables et filtrables.",
  "catalog.meta.description_many":
    "Parcourez {count} de processeurs Intel et AMD : cœurs, threads, fréquences, TDP, socket, date de sortie, prix de lancement et scores Geekbench 6, triables et filtrables.",
  "catalog.meta.description_other":
    "Parcourez {count} processeurs Intel et AMD : cœurs, threads, fréquences, TDP, socket, date de sortie, prix de lancement et scores Geekbench 6, triables et filtrables.",
  "catalog.meta.keywords":
    "liste de processeurs, caractéristiques des processeurs, base de données CPU, comparatif CPU, Cinebench R23, Intel, AMD",
} satisfies typeof en;
