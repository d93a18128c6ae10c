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
  "compare.summary.coresThreads.same": "Ambos têm {cores} e {threads}.",
  "compare.summary.price.same": "Ambos foram lançados por {price}.",
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
  "compare.bars.heading": "Resultados de benchmarks",
  "compare.bars.noScore": "sem resultado",
  "compare.table.heading": "Comparação detalhada",
  "compare.table.caption": "Especificações e resultados de benchmarks do {a} e do {b}",
  "compare.table.specification": "Especificação",
  "compare.value.title": "Pontos por dólar no preço de lançamento (não o preço atual)",
  "compare.value.cell": "{value} pts/US$",
  "compare.value.row": "{benchmark}, pontos por dólar",
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
  "compare.notPublishedNote":
    "«não publicado» significa que nenhuma fonte que usamos publica o valor; essa linha não tem vencedor. Como obtemos os valores:",
  "compare.methodologyLink": "metodologia",
  "compare.verdict.heading.multiCore": "Multinúcleo: renderização, compilação",
  "compare.verdict.heading.singleCore":
    "Um núcleo: fluidez, a thread principal da maioria dos jogos",
  "compare.verdict.heading.efficiency":
    "Eficiência: pontos por watt de potência máxima do encapsulamento",
  "compare.verdict.intro":
    "Cada benchmark em que todas estas CPUs têm um resultado, pelo uso que você faz da CPU. Uma vantagem abaixo de 3% aparece como empate: está dentro da variação habitual entre execuções.",
  "compare.verdict.sentence": "{clauses}.",
  "compare.verdict.score.lead": "{cpu} {percent} à frente em {benchmark}",
  "compare.verdict.score.level": "empate em {benchmark}",
  "compare.verdict.score.fastest": "{cpu} à frente em {benchmark} ({others})",
  "compare.verdict.perWatt.lead": "{cpu} {percent} mais pontos de {benchmark} por watt",
  "compare.verdict.perWatt.level": "empate em pontos de {benchmark} por watt",
  "compare.verdict.perWatt.fastest": "{cpu} mais pontos de {benchmark} por watt ({others})",
  "compare.verdict.perDollar.lead":
    "{cpu} {percent} mais pontos de {benchmark} por dólar do preço de lançamento",
  "compare.verdict.perDollar.level":
    "empate em pontos de {benchmark} por dólar do preço de lançamento",
  "compare.verdict.perDollar.fastest":
    "{cpu} mais pontos de {benchmark} por dólar do preço de lançamento ({others})",
  "compare.verdict.aheadOf": "{percent} à frente de {cpu}",
  "compare.verdict.levelWith": "empate com {cpu}",
  "compare.verdict.disagree":
    "Estes benchmarks discordam: qual CPU fica à frente depende da carga que cada um mede, então veja o mais próximo do seu uso.",
  "compare.verdict.multiCore.none":
    "Nenhum benchmark multinúcleo tem resultado para todas estas CPUs.",
  "compare.verdict.singleCore.none":
    "Nenhum benchmark de um núcleo tem resultado para todas estas CPUs.",
  "compare.verdict.efficiency.noPower":
    "Sem veredito de eficiência: não há potência máxima do encapsulamento publicada (potência turbo máxima da Intel, PPT da AMD) para {cpus}. O TDP não é o que uma CPU consome sob carga, então não é usado.",
  "compare.verdict.efficiency.powers":
    "Potência máxima do encapsulamento publicada (potência turbo máxima da Intel, PPT da AMD): {powers}.",
  "compare.verdict.efficiency.power": "{cpu} {watts} W",
  "compare.verdict.efficiency.noMulti":
    "Nenhum benchmark multinúcleo tem resultado para todas estas CPUs, então não há pontos por watt.",
  "compare.verdict.gaming":
    "Jogos: o CoreRank não registra nenhum benchmark de jogos, então não há veredito para jogos aqui. Seus resultados são de Cinebench R23, Geekbench 5 e 6, PassMark e CPU-Z; os de um núcleo são os que mais dizem sobre a thread principal de um jogo, mas o FPS também depende do cache, da placa de vídeo e do jogo.",
  "compare.summary.coresThreads.each": "{list}.",
  "compare.summary.coresThreads.one": "{cpu} tem {cores} e {threads}",
  "compare.summary.price.each": "Preço de lançamento: {list}.",
  "compare.summary.price.one": "{cpu} {price}",
  "compare.summary.price.unknown": "{cpu} não publicado",
  "compare.advantage.ahead": "{percent} à frente em {benchmark}",
  "compare.advantage.perWatt":
    "{percent} mais pontos de {benchmark} por watt de potência máxima do encapsulamento",
  "compare.advantage.perDollar":
    "{percent} mais pontos de {benchmark} por dólar do preço de lançamento",
  "compare.advantage.lowerMaxPower":
    "Menor potência máxima do encapsulamento: {mine} W contra {theirs} W",
  "compare.bars.note":
    "Cada grupo de barras é escalado para o seu maior valor. Maior é melhor. Abaixo de cada valor: a sua fonte.",
  "compare.introMany":
    "Especificações e resultados de benchmarks de {count} processadores, lado a lado.",
  "compare.meta.titleMany": "{names}: benchmarks e especificações | CoreRank",
  "compare.meta.descriptionMany":
    "{names}: benchmarks, núcleos, frequências, cache, consumo e preço de lançamento, lado a lado.",
  "compare.table.captionAll": "Especificações e resultados de benchmarks de {cpus}",
  "compare.edit.heading": "Alterar esta comparação",
  "compare.edit.remove": "Remover {cpu}",
  "compare.edit.swapLabel": "Substituir {cpu} por",
  "compare.edit.swap": "Trocar",
  "compare.edit.addLabel": "Adicionar uma CPU (até quatro)",
  "compare.edit.add": "Adicionar",
  "compare.edit.full": "Uma comparação tem até quatro CPUs: remova uma para adicionar outra.",
  "compare.edit.placeholder": "Nome ou modelo, ex.: 7800X3D",
  "compare.tooMany.title": "CPUs demais",
  "compare.tooMany.text":
    "Uma comparação mostra de duas a quatro CPUs. Remova algumas do endereço e tente de novo.",
  "compare.ogImageAlt": "{a} vs {b}: resultados de benchmarks lado a lado, no CoreRank",
} satisfies typeof en;
