import type en from "../en/legal";

export default {
  "legal.meta.title": "Informations légales : conditions, confidentialité et cookies | CoreRank",
  "legal.meta.description":
    "Conditions d’utilisation, confidentialité et cookies de CoreRank : ce que nous conservons, l’absence de traceurs, les marques et la suppression de vos données.",
  "legal.meta.keywords":
    "conditions d’utilisation, politique de confidentialité, politique de cookies, droit d’auteur, marques, suppression des données, CoreRank",
  "legal.title": "Informations légales",
  "legal.intro":
    "CoreRank est un site de référence gratuit consacré aux caractéristiques des processeurs et aux résultats de benchmarks. Cette page présente les conditions d’utilisation du site, les données que nous conservons à votre sujet et pourquoi, notre usage des cookies et les droits de chacun sur les contenus.",
  "legal.lastUpdated": "Dernière mise à jour : {date}",
  "legal.toc.title": "Sur cette page",

  "legal.terms.title": "Conditions d’utilisation",
  "legal.terms.free":
    "CoreRank est gratuit. Aucun compte n’est nécessaire pour parcourir le site, comparer des processeurs ou nous envoyer un formulaire.",
  "legal.terms.asIs":
    "Les caractéristiques et les résultats de benchmarks sont fournis en l’état, à titre d’information uniquement. Nous les vérifions avec soin, mais ils peuvent comporter des erreurs ou ne plus être à jour, et les résultats obtenus sur votre propre machine peuvent différer. Vérifiez les chiffres importants auprès du fabricant avant tout achat.",
  "legal.terms.estimated":
    "Chaque chiffre indique sa source, avec un lien et une date. Une valeur qu’aucune source ne publie est affichée « non publié » ; nous ne la remplaçons jamais par une valeur par défaut ou une formule.",
  "legal.terms.report":
    "Si vous repérez une erreur, signalez-la avec le bouton « {button} » de la page concernée ou via le formulaire de contact, afin que nous puissions la corriger pour tout le monde.",
  "legal.terms.submissions":
    "En envoyant un résultat de benchmark, un signalement ou un message, vous confirmez qu’il est exact à votre connaissance et que vous avez le droit de partager les captures d’écran jointes. Nous examinons les résultats de benchmarks avant de les ajouter et pouvons refuser ceux que nous ne pouvons pas vérifier.",
  "legal.terms.ads":
    "Les pages de comparaison affichent des liens vers des produits sur Amazon. Ces liens sont de la publicité et sont clairement signalés comme sponsorisés. La publicité ne modifie jamais les caractéristiques, les scores ni les classements.",
  "legal.terms.adsUnpaid":
    "Les comparaisons qui incluent un processeur pour ordinateur portable renvoient vers la recherche d’Amazon pour quelques ordinateurs portables. Ce sont de simples liens : CoreRank n’en tire aucune rémunération, et ils ne modifient jamais les caractéristiques, les scores ni les classements.",
  "legal.terms.fairUse":
    "Merci d’utiliser le site de manière loyale : n’essayez pas de perturber son fonctionnement, de le surcharger de requêtes automatisées ni d’accéder à son espace d’administration sans autorisation.",
  "legal.terms.liability":
    "Dans les limites permises par la loi, CoreRank ne saurait être tenu responsable des pertes résultant de décisions prises sur la base des informations de ce site.",
  "legal.terms.changes":
    "Nous pouvons mettre à jour cette page lorsque le site évolue. La date indiquée en haut correspond à la dernière mise à jour.",

  "legal.privacy.title": "Politique de confidentialité",
  "legal.privacy.intro":
    "Nous collectons le strict minimum : CoreRank ne conserve que ce que vous nous envoyez, ainsi que les journaux habituels de notre serveur web.",
  "legal.privacy.storedTitle": "Ce que nous conservons et pourquoi",
  "legal.privacy.newsletter":
    "Lettre d’information : votre adresse e-mail, la langue de la page depuis laquelle vous vous êtes inscrit et la date, afin de vous envoyer la lettre d’information, ainsi qu’une empreinte (hash) du lien privé vers la page de votre abonnement. Aucun nom, aucune adresse IP ni donnée de suivi n’est conservé.",
  "legal.privacy.newsletterRemove":
    "Pour vous désabonner, ouvrez le lien privé affiché lors de votre inscription et appuyez sur le bouton de désabonnement : votre adresse est supprimée aussitôt. Sans ce lien, faites la demande via le formulaire de contact. Envoyer de nouveau votre adresse n’affiche ni ne modifie votre abonnement.",
  "legal.privacy.benchmarks":
    "Résultats de benchmarks envoyés : le résultat, les caractéristiques de la machine que vous indiquez et les captures d’écran jointes, afin de vérifier le résultat avant de l’ajouter à notre base de données.",
  "legal.privacy.issues":
    "Signalements d’erreurs : votre nom, votre adresse e-mail, l’objet, la description et l’adresse de la page concernée, afin de corriger les données et de vous répondre si nécessaire.",
  "legal.privacy.contact":
    "Messages de contact : votre nom, votre adresse e-mail, l’objet et le message, afin de vous répondre.",
  "legal.privacy.logs":
    "Journaux du serveur : les enregistrements que tout serveur web conserve des requêtes, comme l’adresse demandée, l’heure, l’adresse IP et le type de navigateur. Nous les utilisons uniquement pour assurer le bon fonctionnement et la sécurité du site.",
  "legal.privacy.noTracking":
    "Ce site ne contient ni traceurs publicitaires, ni outils de mesure d’audience, ni modules de réseaux sociaux ; les icônes de réseaux sociaux sont de simples liens. Nous ne vendons pas vos données et ne les partageons pas avec des annonceurs.",
  "legal.privacy.amazon":
    "Lorsque vous suivez un lien Amazon, vous quittez CoreRank : les politiques de confidentialité et de cookies d’Amazon s’appliquent alors sur son site.",
  "legal.privacy.rights":
    "Vous pouvez nous demander de consulter, de corriger ou de supprimer les données que vous nous avez envoyées, y compris votre inscription à la lettre d’information. Envoyez votre demande via le formulaire de contact, avec la même adresse e-mail, et nous y donnerons suite.",

  "legal.cookies.title": "Politique de cookies",
  "legal.cookies.none":
    "CoreRank n’utilise aucun cookie publicitaire ni de mesure d’audience. En tant que visiteur, vous ne recevez aucun cookie : c’est pourquoi aucun bandeau ne vous demande d’accepter ou de refuser des cookies.",
  "legal.cookies.language":
    "La langue que vous choisissez figure dans l’adresse de la page (par exemple /fr/ pour le français), et non dans un cookie.",
  "legal.cookies.admin":
    "Le seul cookie est le cookie de session créé lorsque l’exploitant du site se connecte à l’espace d’administration. Il est strictement nécessaire à la connexion, les scripts de la page ne peuvent pas le lire (httpOnly) et il cesse d’être valable lorsque l’exploitant se déconnecte ou que la session expire.",

  "legal.copyright.title": "Droit d’auteur et marques",
  "legal.copyright.site":
    "Les textes et le design de CoreRank sont protégés par le droit d’auteur et appartiennent à CoreRank.",
  "legal.copyright.facts":
    "Les caractéristiques des processeurs sont des faits, recueillis sur les pages de caractéristiques publiques des fabricants. Les scores de benchmarks sont des résultats de référence sélectionnés et des résultats vérifiés envoyés par des visiteurs.",
  "legal.copyright.benchmarks":
    "Cinebench, Geekbench, PassMark et CPU-Z sont des marques de leurs propriétaires respectifs.",
  "legal.copyright.brands":
    "Intel, Core et Xeon sont des marques d’Intel Corporation. AMD, Ryzen, EPYC et Threadripper sont des marques d’Advanced Micro Devices, Inc.",
  "legal.copyright.identify":
    "Nous utilisons ces noms uniquement pour identifier des produits et des benchmarks. CoreRank est indépendant et n’est ni affilié à ces entreprises ni approuvé par elles.",
  "legal.copyright.claims":
    "Si vous estimez qu’un contenu de ce site porte atteinte à vos droits, signalez-le-nous via le formulaire de contact.",

  "legal.contact.title": "Contact juridique",
  "legal.contact.text":
    "Pour toute question juridique, demande concernant vos données ou notification relative au droit d’auteur, écrivez-nous via le formulaire de contact. Précisez l’objet de votre demande, par exemple « Demande de suppression de données ». Nous vous répondrons à l’adresse e-mail indiquée dans le formulaire.",
  "legal.contact.link": "Accéder au formulaire de contact",
  "legal.operator.title": "Éditeur du site",
  "legal.operator.intro": "Ce site est édité par :",
  "legal.operator.address": "Adresse postale",
  "legal.operator.email": "E-mail",
  "legal.operator.phone": "Téléphone",
  "legal.operator.register": "Immatriculation",
  "legal.operator.missing":
    "L’éditeur de ce site n’a pas publié de nom, d’adresse postale ni de coordonnées. Tant qu’il ne l’a pas fait, le formulaire de contact ci-dessous est le seul moyen de le joindre.",
} satisfies typeof en;
