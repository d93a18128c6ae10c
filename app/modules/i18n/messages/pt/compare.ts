import type en from "../en/compare";

export default {
  "compare.meta.title": "{a} vs {b}: benchmarks e especificações | CoreRank",
  "compare.meta.description":
    "{a} vs {b}: benchmarks single-core e multi-core, núcleos, frequências, cache, consumo e preço de lançamento lado a lado.",
  "compare.meta.descriptionShort":
    "{a} vs {b}: benchmarks, núcleos, frequências, cache, consumo e preço de lançamento lado a lado.",
  "compare.meta.keywords": "comparação de CPU, benchmark de processadores, especificações",
  "compare.intro": "Especificações e resultados de benchmarks de dois processadores, lado a lado.",
  "compare.summary.heading": "Resumo",
  "compare.summary.singleCore.lead": "{cpu} é {percent} mais rápido em single-core ({benchmark}).",
  "compare.summary.singleCore.tie":
    "{a} e {b} têm desempenho equivalente em single-core ({benchmark}).",
  "compare.summary.singleCore.none":
    "Não há nenhum resultado de benchmark single-core disponível para as duas CPUs.",
  "compare.summary.multiCore.lead": "{cpu} é {percent} mais rápido em multi-core ({benchmark}).",
  "compare.summary.multiCore.tie":
    "{a} e {b} têm desempenho equivalente em multi-core ({benchmark}).",
  "compare.summary.multiCore.none":
    "Não há nenhum resultado de benchmark multi-core disponível para as duas CPUs.",
  "compare.summary.coresThreads": "{a} tem {aCores} e {aThreads}; {b} tem {bCores} e {bThreads}.",
  "compare.summary.coresThreads.same": "Ambos têm {cores} e {threads}.",
  "compare.summary.tdp":
    "{lower} tem o TDP mais baixo: {lowerTdp} W contra {higherTdp} W do {higher}.",
  "compare.summary.tdp.same": "Ambos têm TDP de {tdp} W.",
  "compare.summary.price":
    "{cheaper} foi lançado por {cheaperPrice}, {difference} a menos que o {other} ({otherPrice}).",
  "compare.summary.price.same": "Ambos foram lançados por {price}.",
  "compare.summary.price.onlyOne":
    "{cpu} foi lançado por {price}; não há preço de lançamento para o {other}.",
  "compare.summary.perDollar":
    "{cpu} oferece {percent} mais desempenho multi-core por dólar ({benchmark}: {value} contra {otherValue} pontos por dólar).",
  "compare.summary.perDollar.tie":
    "{a} e {b} oferecem praticamente o mesmo desempenho multi-core por dólar ({benchmark}).",
  "compare.count.cores_one": "{count} núcleo",
  "compare.count.cores_many": "{count} de núcleos",
  "compare.count.cores_other": "{count} núcleos",
  "compare.count.threads_one": "{count} thread",
  "compare.count.threads_many": "{count} de threads",
  "compare.count.threads_other": "{count} threads",
  "compare.count.hybridCores_one": "{count} núcleo ({p} P + {e} E)",
  "compare.count.hybridCores_many": "{count} de núcleos ({p} P + {e} E)",
  "compare.count.hybridCores_other": "{count} núcleos ({p} P + {e} E)",
  "compare.advantages.heading": "Vantagens",
  "compare.advantages.of": "Por que escolher o {cpu}",
  "compare.advantages.none": "Nossos dados não mostram nenhuma vantagem clara.",
  "compare.advantage.moreCores_one": "{count} núcleo a mais ({mine} contra {theirs})",
  "compare.advantage.moreCores_many": "{count} de núcleos a mais ({mine} contra {theirs})",
  "compare.advantage.moreCores_other": "{count} núcleos a mais ({mine} contra {theirs})",
  "compare.advantage.moreThreads_one": "{count} thread a mais ({mine} contra {theirs})",
  "compare.advantage.moreThreads_many": "{count} de threads a mais ({mine} contra {theirs})",
  "compare.advantage.moreThreads_other": "{count} threads a mais ({mine} contra {theirs})",
  "compare.advantage.moreCoresHybrid": "Mais núcleos no total: {mine} contra {theirs}",
  "compare.advantage.morePerformanceCores_one":
    "{count} núcleo de desempenho a mais ({mine} contra {theirs})",
  "compare.advantage.morePerformanceCores_many":
    "{count} de núcleos de desempenho a mais ({mine} contra {theirs})",
  "compare.advantage.morePerformanceCores_other":
    "{count} núcleos de desempenho a mais ({mine} contra {theirs})",
  "compare.advantage.fasterSingle": "Desempenho single-core {percent} superior ({benchmark})",
  "compare.advantage.fasterMulti": "Desempenho multi-core {percent} superior ({benchmark})",
  "compare.advantage.lowerTdp": "TDP mais baixo: {mine} W contra {theirs} W",
  "compare.advantage.cheaper": "Preço de lançamento {difference} menor ({mine} contra {theirs})",
  "compare.advantage.largerL3": "Cache L3 maior: {mine} MB contra {theirs} MB",
  "compare.advantage.higherBoost": "Clock de boost mais alto: {mine} GHz contra {theirs} GHz",
  "compare.advantage.newerPcie": "Versão PCIe mais recente: {mine} contra {theirs}",
  "compare.advantage.morePcieLanes_one": "{count} linha PCIe a mais ({mine} contra {theirs})",
  "compare.advantage.morePcieLanes_many": "{count} de linhas PCIe a mais ({mine} contra {theirs})",
  "compare.advantage.morePcieLanes_other": "{count} linhas PCIe a mais ({mine} contra {theirs})",
  "compare.advantage.ecc": "Suporta memória ECC",
  "compare.advantage.integratedGraphics": "Gráficos integrados",
  "compare.advantage.integratedGraphicsNamed": "Gráficos integrados ({gpu})",
  "compare.advantage.moreMemory": "Suporta mais memória: até {mine} GB contra {theirs} GB",
  "compare.advantage.unlocked": "Multiplicador desbloqueado para overclock",
  "compare.advantage.perDollar": "{percent} mais desempenho multi-core por dólar ({benchmark})",
  "compare.bars.heading": "Resultados de benchmarks",
  "compare.bars.noScore": "sem resultado",
  "compare.table.heading": "Comparação detalhada",
  "compare.table.caption": "Especificações e resultados de benchmarks do {a} e do {b}",
  "compare.table.specification": "Especificação",
  "compare.better": "(melhor)",
  "compare.laptops.heading": "Os melhores notebooks na Amazon",
  "compare.laptops.view": "Ver na Amazon",
  "compare.laptops.disclosure":
    "Links patrocinados: a CoreRank pode receber uma comissão por compras qualificadas na Amazon.",
  "compare.laptops.unpaid":
    "Links simples para a busca da Amazon: a CoreRank não ganha nada com eles.",
  "compare.laptops.zephyrus-g14":
    "Um notebook gamer compacto de 14 polegadas com processador AMD Ryzen.",
  "compare.laptops.legion-pro-7i":
    "Um notebook potente de 16 polegadas com processador Intel Core para jogos e trabalho criativo.",
  "compare.laptops.thinkpad-t14":
    "Um notebook corporativo resistente de 14 polegadas, com bateria para o dia todo e um ótimo teclado.",
  "compare.related.heading": "Comparações relacionadas",
  "compare.summary.perWatt":
    "{cpu} oferece {percent} mais desempenho multi-core por watt de potência máxima do encapsulamento (Intel PL2 / AMD PPT) ({benchmark}: {value} contra {otherValue} pontos por watt).",
  "compare.summary.perWatt.tie":
    "{a} e {b} oferecem praticamente o mesmo desempenho multi-core por watt de potência máxima do encapsulamento (Intel PL2 / AMD PPT) ({benchmark}).",
  "compare.advantage.perWatt":
    "{percent} mais desempenho multi-core por watt de potência máxima do encapsulamento ({benchmark})",
  "compare.bars.note":
    "Cada par de barras é dimensionado pelo maior dos dois valores. Quanto maior, melhor. Abaixo de cada valor, a sua fonte.",
  "compare.notPublishedNote":
    "«não publicado» significa que nenhuma fonte que usamos publica o valor; essa linha não tem vencedor. Como obtemos os valores:",
  "compare.methodologyLink": "metodologia",
  "compare.ogImageAlt": "{a} vs {b}: resultados de benchmarks lado a lado, no CoreRank",
} satisfies typeof en;
