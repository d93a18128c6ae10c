import type en from "../en/methodology";

export default {
  "methodology.meta.title": "Metodologia: da dove vengono i nostri dati sulle CPU | CoreRank",
  "methodology.meta.description":
    "Da dove CoreRank prende ogni dato sulle CPU: medie di Geekbench 6, recensioni Cinebench R23 citate, dati dei produttori, risultati verificati, prestazioni relative e riuso dei dati.",
  "methodology.meta.keywords":
    "metodologia CoreRank, fonti dei benchmark, classifica processori Geekbench 6, recensioni Cinebench R23, specifiche CPU, risultati di benchmark verificati, CC BY 4.0",
  "methodology.title": "Metodologia",
  "methodology.intro":
    "Da dove viene ogni dato di CoreRank, che cosa significa e come verifichiamo i risultati che ci inviano i visitatori. Ogni dato del sito rimanda alla sua fonte; questa pagina spiega le regole dietro quei link.",
  "methodology.updated": "Dati aggiornati al: {date}",
  "methodology.toc.title": "In questa pagina",
  "methodology.rankingSource": "Da dove vengono questi dati:",

  "methodology.sources.title": "Da dove vengono i dati",
  "methodology.sources.intro":
    "Ogni benchmark ha il proprio tipo di fonte. Ogni dato è mostrato con la sua fonte, e una lacuna non viene mai colmata con un dato preso altrove.",

  "methodology.geekbench6.title": "Geekbench 6 single-core e multi-core",
  "methodology.geekbench6.source": "Fonte: la {link} di Primate Labs.",
  "methodology.geekbench6.link": "classifica dei processori di Geekbench Browser",
  "methodology.geekbench6.mean":
    "Ogni dato è la media della classifica su tutti i risultati caricati per quel processore, mostrata con la dimensione del campione della classifica: il numero di risultati dietro quella media.",
  "methodology.geekbench6.cited":
    "Ogni CPU rimanda alla propria voce nella classifica e mostra la data in cui l'abbiamo consultata. La classifica cambia man mano che vengono caricati nuovi risultati, quindi oggi può differire leggermente.",

  "methodology.cinebench.title": "Cinebench R23 single-core e multi-core",
  "methodology.cinebench.source":
    "Cinebench R23 è il benchmark di rendering di Maxon. Ogni risultato è una mediana (o un risultato singolo) dei benchmark dei processori di Notebookcheck, citata con il numero di risultati alla base, la data di lettura e un link alla pagina da cui è stata presa.",
  "methodology.cinebench.statistic":
    "Un dato è una singola esecuzione della recensione, a meno che la fonte non dichiari che si tratta della media o della mediana di più esecuzioni.",

  "methodology.geekbench5.title": "Geekbench 5",
  "methodology.geekbench5.source":
    "I dati di Geekbench 5 (Geekbench 5.5) sono di Notebookcheck, presi dalla sua {link}: per ogni processore, il dato che Notebookcheck mostra in base alle proprie recensioni e ai propri sistemi di prova. Ogni dato nomina Notebookcheck e ha un link alla lista.",
  "methodology.geekbench5.link": "classifica dei benchmark dei processori",
  "methodology.geekbench5.statistic":
    "Quando la lista indica quanti risultati ci sono dietro un dato, il dato è la loro mediana e quel numero è il numero di campioni; un dato senza numero è una singola esecuzione. Abbiamo letto la lista il 18 dicembre 2023, quindi la lista di oggi può mostrare dati più recenti. Un dato che non era coerente con il numero di core della CPU, con i suoi dati di Geekbench 6 e Cinebench R23 o con i modelli affini è stato escluso; nessuno è stato stimato o copiato da un altro modello. I dati restano di Notebookcheck: citali.",

  "methodology.passmark.title": "PassMark",
  "methodology.passmark.source":
    "Mostriamo solo dati di PassMark citati singolarmente da una fonte pubblicata, ognuno con un link alla sua pagina.",
  "methodology.passmark.terms":
    "I termini di PassMark vietano di copiarne le classifiche, quindi CoreRank non fornisce dati PassMark in blocco. Chi gestisce un'installazione di CoreRank e dispone di un'esportazione PassMark con licenza può importarla.",

  "methodology.specs.title": "Specifiche",
  "methodology.specs.source":
    "Le specifiche provengono dai dati dei produttori stessi: {intel} per i processori Intel e {amd} per i processori AMD. Ogni CPU mostra il link e la data della pagina del produttore da cui sono state prese le sue specifiche.",
  "methodology.specs.intel": "Intel ARK",
  "methodology.specs.amd": "le specifiche di prodotto di AMD",
  "methodology.specs.conflict":
    "Quando due fonti non concordano, prevale il valore del produttore e la discrepanza viene registrata.",
  "methodology.specs.priceRange":
    "Intel pubblica alcuni prezzi di lancio come intervallo (il suo prezzo consigliato al cliente, ad es. 184-194 USD), e CoreRank li mostra come tale intervallo. Un filtro sul prezzo massimo considera un intervallo dal suo estremo superiore; i punti per dollaro sono allora anch'essi un intervallo, le classifiche li ordinano per il valore più basso e un confronto dice che una CPU costa meno o rende di più per dollaro solo quando ciò vale a ogni prezzo pubblicato.",
  "methodology.specs.unpublished":
    "Un valore che il produttore non pubblica è mostrato come «non pubblicato». Non viene mai sostituito da un valore predefinito o da una stima.",

  "methodology.statistics.title": "Che cosa significa ogni statistica",
  "methodology.statistics.intro": "Accanto a ogni dato indichiamo di che tipo di dato si tratta:",
  "methodology.statistics.single.term": "Esecuzione singola",
  "methodology.statistics.single.text":
    "Il risultato di una sola esecuzione del benchmark, così come pubblicato dalla fonte.",
  "methodology.statistics.mean.term": "Media",
  "methodology.statistics.mean.text":
    "La media di più risultati: la loro somma divisa per il loro numero.",
  "methodology.statistics.median.term": "Mediana",
  "methodology.statistics.median.text":
    "Il risultato centrale quando i risultati sono ordinati, per cui pochi risultati insolitamente alti o bassi non la spostano.",
  "methodology.statistics.samples.term": "Dimensione del campione",
  "methodology.statistics.samples.text":
    "Su quanti risultati si basa una media o una mediana. Una dimensione del campione vuota significa che la fonte non ne ha indicata nessuna.",
  "methodology.statistics.spread.term": "Distribuzione dei risultati dei visitatori",
  "methodology.statistics.spread.text":
    "Per i risultati verificati dei visitatori di una CPU: il più basso (minimo), quello centrale (mediana) e il più alto (massimo), e quanti sono (conteggio).",

  "methodology.versions.title": "Le versioni dei benchmark non vengono mai mescolate",
  "methodology.versions.why":
    "Ogni versione di un benchmark esegue test diversi su una scala diversa, quindi i punteggi di versioni diverse non sono confrontabili. Cinebench R23 non viene mai confrontato con Cinebench R24 o 2024, né Geekbench 5 con Geekbench 6.",
  "methodology.versions.summary":
    "Un riepilogo del confronto confronta solo i benchmark disponibili per entrambe le CPU, a partire dalla versione più recente.",

  "methodology.visitors.title": "Come vengono verificati i risultati dei visitatori",
  "methodology.visitors.intro":
    "I visitatori possono inviarci risultati misurati da loro. Un risultato conta solo dopo la verifica:",
  "methodology.visitors.submit":
    "Il risultato viene inviato con gli screenshot dell'esecuzione del benchmark.",
  "methodology.visitors.review":
    "Il gestore lo esamina e lo confronta con il dato pubblicato della CPU. Un risultato che si discosta di oltre il 20% da quel dato, o che non è coerente con gli altri benchmark della CPU, viene segnalato.",
  "methodology.visitors.approved":
    "Un risultato approvato compare nella distribuzione dei risultati verificati dei visitatori. Non modifica mai un dato pubblicato.",
  "methodology.visitors.noPublished":
    "Una CPU senza un dato pubblicato mostra invece la mediana dei suoi risultati verificati dei visitatori.",
  "methodology.visitors.revoked":
    "L'approvazione di un risultato può essere revocata; da quel momento il risultato non conta più da nessuna parte.",
  "methodology.visitors.link": "Invia un risultato di benchmark",

  "methodology.relative.title": "Prestazioni relative, un benchmark alla volta",
  "methodology.relative.text":
    "Le prestazioni relative di una CPU in un benchmark sono 100 × il suo dato ÷ il dato della CPU di riferimento di quel benchmark nello stesso benchmark: 150 significa il 50% di punti in più del riferimento in quel benchmark, 50 la metà. Le CPU di riferimento sono processori noti i cui dati rappresentano molte esecuzioni:",
  "methodology.relative.noBlend":
    "CoreRank non mostra alcun punteggio combinato o complessivo. I benchmark misurano lavori diversi e le CPU vi si piazzano in modo diverso: il Core i5-13600K è alla pari con il Ryzen 7 7800X3D in Geekbench 6 multi-core ma avanti del 39% in Cinebench R23 multi-core. Un solo numero lo nasconderebbe, e un punteggio che mescola benchmark, converte i punti di uno in quelli di un altro o classifica per percentile (che cambia a ogni CPU aggiunta) sarebbe un dato che nessuno ha misurato. Per questo ogni benchmark è mostrato da solo: il catalogo mostra e ordina per un benchmark indicato, Geekbench 6 multi-core salvo che tu ne scelga un altro, ed elenca le CPU senza un dato in esso dopo quelle misurate, indicando quali benchmark hanno.",
  "methodology.relative.missing":
    "Una CPU senza dato in un benchmark non vi ha alcun valore relativo; nessuno viene stimato.",

  "methodology.perWatt.title": "Prestazioni per watt",
  "methodology.perWatt.text":
    "Le prestazioni per watt usano la potenza massima del package pubblicata dai produttori: Maximum Turbo Power (PL2) per Intel, Package Power Tracking (PPT) per AMD. Non vengono mostrate quando questo dato manca per una delle due CPU.",

  "methodology.reuse.title": "Riuso dei nostri dati",
  "methodology.reuse.compilation":
    "La raccolta di CoreRank (l'elenco delle CPU, le citazioni e la nostra struttura) può essere riutilizzata con la licenza {license}, con un link a CoreRank.",
  "methodology.reuse.license": "Creative Commons Attribuzione 4.0 (CC BY 4.0)",
  "methodology.reuse.thirdParty":
    "I dati di terzi restano dei rispettivi editori: i dati di Geekbench sono © Primate Labs e quelli delle recensioni appartengono alle recensioni da cui provengono, quindi citale.",
  "methodology.reuse.passmark": "Non offriamo dati PassMark da riutilizzare.",
} satisfies typeof en;
