import type en from "../en/methodology";

export default {
  "methodology.meta.title":
    "Méthodologie : d’où viennent nos chiffres sur les processeurs | CoreRank",
  "methodology.meta.description":
    "D’où CoreRank tire chaque chiffre : moyennes Geekbench 6, tests Cinebench R23 cités, données des fabricants, résultats de visiteurs vérifiés, performances relatives et réutilisation des données.",
  "methodology.meta.keywords":
    "méthodologie CoreRank, sources des benchmarks, classement des processeurs Geekbench 6, tests Cinebench R23, caractéristiques des processeurs, résultats de benchmark vérifiés, CC BY 4.0",
  "methodology.title": "Méthodologie",
  "methodology.intro":
    "D’où vient chaque chiffre de CoreRank, ce qu’il signifie et comment nous vérifions les résultats envoyés par les visiteurs. Chaque chiffre du site renvoie à sa source ; cette page explique les règles derrière ces liens.",
  "methodology.updated": "Dernière mise à jour des données : {date}",
  "methodology.toc.title": "Sur cette page",
  "methodology.rankingSource": "D’où viennent ces chiffres :",

  "methodology.sources.title": "D’où viennent les chiffres",
  "methodology.sources.intro":
    "Chaque benchmark a son propre type de source. Chaque chiffre est affiché avec sa source, et une lacune n’est jamais comblée par un chiffre venu d’ailleurs.",

  "methodology.geekbench6.title": "Geekbench 6 monocœur et multicœur",
  "methodology.geekbench6.source": "Source : le {link} de Primate Labs.",
  "methodology.geekbench6.link": "classement des processeurs du Geekbench Browser",
  "methodology.geekbench6.mean":
    "Chaque chiffre est la moyenne du classement sur tous les résultats envoyés pour ce processeur, affichée avec la taille d’échantillon du classement : le nombre de résultats derrière cette moyenne.",
  "methodology.geekbench6.cited":
    "Chaque processeur renvoie à sa propre entrée dans le classement et indique la date à laquelle nous l’avons consulté. Le classement évolue au fil des nouveaux résultats : il peut donc différer légèrement aujourd’hui.",

  "methodology.cinebench.title": "Cinebench R23 monocœur et multicœur",
  "methodology.cinebench.source":
    "Cinebench R23 est le test de rendu de Maxon. Chaque résultat est une médiane (ou un résultat unique) des tests de processeurs de Notebookcheck, cité avec le nombre de résultats qui la fondent, la date de lecture et un lien vers la page d’où il provient.",
  "methodology.cinebench.statistic":
    "Un chiffre correspond à une seule exécution du test, sauf si sa source indique qu’il s’agit de la moyenne ou de la médiane de plusieurs exécutions.",

  "methodology.geekbench5.title": "Geekbench 5",
  "methodology.geekbench5.source":
    "Les chiffres Geekbench 5 (Geekbench 5.5) sont ceux de Notebookcheck, tirés de sa {link} : pour chaque processeur, le chiffre que Notebookcheck affiche d’après ses propres tests et systèmes d’essai. Chaque chiffre nomme Notebookcheck et renvoie à la liste.",
  "methodology.geekbench5.link": "liste de benchmarks des processeurs",
  "methodology.geekbench5.statistic":
    "Lorsque la liste indique le nombre de résultats derrière un chiffre, ce chiffre est leur médiane et ce nombre est le nombre d’échantillons ; un chiffre sans nombre correspond à une seule exécution. Nous avons lu la liste le 18 décembre 2023 : la liste actuelle peut donc afficher des chiffres plus récents. Un chiffre qui ne concordait pas avec le nombre de cœurs du CPU, avec ses chiffres Geekbench 6 et Cinebench R23 ou avec ses modèles voisins a été écarté ; aucun n’a été estimé ni copié d’un autre modèle. Les chiffres restent ceux de Notebookcheck : merci de les citer.",

  "methodology.passmark.title": "PassMark",
  "methodology.passmark.source":
    "Nous n’affichons que des chiffres PassMark cités individuellement à partir d’une source publiée, chacun avec un lien vers sa page.",
  "methodology.passmark.terms":
    "Les conditions de PassMark interdisent de copier ses classements : CoreRank ne fournit donc aucune donnée PassMark en masse. L’exploitant d’une installation de CoreRank qui dispose d’un export PassMark sous licence peut l’importer.",

  "methodology.specs.title": "Caractéristiques",
  "methodology.specs.source":
    "Les caractéristiques proviennent des données des fabricants eux-mêmes : {intel} pour les processeurs Intel et {amd} pour les processeurs AMD. Chaque processeur indique le lien et la date de la page du fabricant d’où viennent ses caractéristiques.",
  "methodology.specs.intel": "Intel ARK",
  "methodology.specs.amd": "les spécifications produit d’AMD",
  "methodology.specs.conflict":
    "Lorsque deux sources divergent, la valeur du fabricant l’emporte et la divergence est consignée.",
  "methodology.specs.priceRange":
    "Intel publie certains prix de lancement sous forme de fourchette (son prix client recommandé, par ex. 184–194 $US), et CoreRank les affiche comme cette fourchette. Un filtre de prix maximal compte une fourchette par sa borne haute ; les points par dollar forment alors aussi une fourchette, les classements les ordonnent par leur valeur basse, et une comparaison ne dit un processeur moins cher ou plus rentable que si c'est vrai à chaque prix publié.",
  "methodology.specs.unpublished":
    "Une valeur que le fabricant ne publie pas est affichée comme « non publiée ». Elle n’est jamais remplacée par une valeur par défaut ou une estimation.",

  "methodology.statistics.title": "Ce que signifie chaque statistique",
  "methodology.statistics.intro":
    "À côté de chaque chiffre, nous indiquons de quel type de chiffre il s’agit :",
  "methodology.statistics.single.term": "Exécution unique",
  "methodology.statistics.single.text":
    "Le résultat d’une seule exécution du benchmark, tel que publié par sa source.",
  "methodology.statistics.mean.term": "Moyenne",
  "methodology.statistics.mean.text":
    "La moyenne de plusieurs résultats : leur somme divisée par leur nombre.",
  "methodology.statistics.median.term": "Médiane",
  "methodology.statistics.median.text":
    "Le résultat du milieu lorsque les résultats sont triés : quelques résultats anormalement hauts ou bas ne la font donc pas bouger.",
  "methodology.statistics.samples.term": "Taille d’échantillon",
  "methodology.statistics.samples.text":
    "Le nombre de résultats sur lequel repose une moyenne ou une médiane. Une taille d’échantillon vide signifie que la source n’en a indiqué aucune.",
  "methodology.statistics.spread.term": "Dispersion des résultats des visiteurs",
  "methodology.statistics.spread.text":
    "Pour les résultats vérifiés des visiteurs d’un processeur : le plus bas (minimum), celui du milieu (médiane) et le plus haut (maximum), ainsi que leur nombre (effectif).",

  "methodology.versions.title": "Les versions d’un benchmark ne sont jamais mélangées",
  "methodology.versions.why":
    "Chaque version d’un benchmark exécute des tests différents sur une échelle différente : les scores de versions différentes ne sont donc pas comparables. Cinebench R23 n’est jamais comparé à Cinebench R24 ou 2024, ni Geekbench 5 à Geekbench 6.",
  "methodology.versions.summary":
    "Un résumé de comparaison ne compare que les benchmarks dont disposent les deux processeurs, en commençant par la version la plus récente.",

  "methodology.visitors.title": "Comment les résultats des visiteurs sont vérifiés",
  "methodology.visitors.intro":
    "Les visiteurs peuvent nous envoyer des résultats qu’ils ont mesurés eux-mêmes. Un résultat ne compte qu’après vérification :",
  "methodology.visitors.submit":
    "Le résultat est envoyé avec des captures d’écran de l’exécution du benchmark.",
  "methodology.visitors.review":
    "L’exploitant l’examine et le compare au chiffre publié pour le processeur. Un résultat qui s’écarte de plus de 20 % de ce chiffre, ou qui ne concorde pas avec les autres benchmarks du processeur, est signalé.",
  "methodology.visitors.approved":
    "Un résultat approuvé apparaît dans la dispersion des résultats vérifiés des visiteurs. Il ne modifie jamais un chiffre publié.",
  "methodology.visitors.noPublished":
    "Un processeur sans chiffre publié affiche à la place la médiane de ses résultats vérifiés de visiteurs.",
  "methodology.visitors.revoked":
    "L’approbation d’un résultat peut être révoquée ; il ne compte alors plus nulle part.",
  "methodology.visitors.link": "Envoyer un résultat de benchmark",

  "methodology.relative.title": "Performances relatives, un test à la fois",
  "methodology.relative.text":
    "Les performances relatives d’un processeur dans un test valent 100 × son résultat ÷ le résultat du processeur de référence de ce test dans ce même test : 150 signifie 50 % de points de plus que la référence dans ce test, 50 moitié moins. Les processeurs de référence sont des modèles connus dont les résultats portent sur de nombreuses exécutions :",
  "methodology.relative.noBlend":
    "CoreRank n’affiche aucun score combiné ou global. Les tests mesurent des travaux différents et les processeurs s’y classent différemment : le Core i5-13600K est à égalité avec le Ryzen 7 7800X3D en Geekbench 6 multicœur mais le devance de 39 % en Cinebench R23 multicœur. Un seul nombre le cacherait, et un score qui mélange les tests, convertit les points d’un test en ceux d’un autre ou classe par centile (qui bouge à chaque ajout de processeurs) serait un chiffre que personne n’a mesuré. Chaque test est donc montré seul : le catalogue affiche et trie selon un test nommé, Geekbench 6 multicœur sauf si vous en choisissez un autre, et place les processeurs sans résultat dans ce test après ceux qui en ont, en indiquant les tests où ils en ont.",
  "methodology.relative.missing":
    "Un processeur sans résultat dans un test n’y a pas de valeur relative ; aucune n’est estimée.",

  "methodology.perWatt.title": "Performances par watt",
  "methodology.perWatt.text":
    "Les performances par watt reposent sur la puissance maximale du boîtier publiée par les fabricants : Maximum Turbo Power (PL2) chez Intel, Package Power Tracking (PPT) chez AMD. Elles ne sont pas affichées lorsque cette valeur manque pour l’un des deux processeurs.",

  "methodology.reuse.title": "Réutilisation de nos données",
  "methodology.reuse.compilation":
    "La compilation de CoreRank (la liste des processeurs, les citations et notre propre structure) peut être réutilisée sous la licence {license}, avec un lien vers CoreRank.",
  "methodology.reuse.license": "Creative Commons Attribution 4.0 International (CC BY 4.0)",
  "methodology.reuse.thirdParty":
    "Les chiffres de tiers restent la propriété de leurs éditeurs : les chiffres Geekbench sont © Primate Labs et ceux des tests appartiennent à ces tests ; merci de les citer.",
  "methodology.reuse.passmark": "Aucune donnée PassMark n’est proposée à la réutilisation.",
} satisfies typeof en;
