import type en from "../en/cpu";

export default {
  "cpu.title": "{name}: especificações e benchmarks | CoreRank",
  "cpu.metaDescription":
    "Especificações e pontuações em benchmarks do {name}: {cores} núcleos, {threads} threads, até {boost} GHz e TDP de {tdp} W. Compare-o com processadores concorrentes no CoreRank.",
  "cpu.keywords": "{name}, {name} especificações, {name} benchmark, processador {brand}, {socket}",
  "cpu.description.intro_one":
    "O {name} é um processador {type} da {brand} com {cores} núcleo e {threads} threads.",
  "cpu.description.intro_other":
    "O {name} é um processador {type} da {brand} com {cores} núcleos e {threads} threads.",
  "cpu.description.type.Desktop": "para desktop",
  "cpu.description.type.Laptop": "para notebooks",
  "cpu.description.type.Workstation": "para estações de trabalho",
  "cpu.description.type.Server": "para servidores",
  "cpu.description.released": "Foi lançado em {date}.",
  "cpu.description.releasedMonth": "Foi lançado em {date}.",
  "cpu.description.price": "Seu preço de lançamento foi de {price}.",
  "cpu.description.clocks":
    "Opera com frequência base de {base} GHz e chega a {boost} GHz no modo turbo, com TDP de {tdp} W.",
  "cpu.description.socket": "Usa o soquete {socket}.",
  "cpu.description.hybrid":
    "Combina {performance} núcleos de desempenho com {efficiency} núcleos de eficiência.",
  "cpu.benchmarks.title": "Pontuações em benchmarks",
  "cpu.benchmarks.submit": "Enviar um resultado",
  "cpu.benchmarks.submitFor": ": {benchmark}, {name}",
  "cpu.benchmarks.noResult": "Nenhum resultado ainda",
  "cpu.relative.title": "Desempenho relativo",
  "cpu.relative.intro":
    "{benchmark}: o resultado de cada CPU relativo ao do {reference} (= 100), só neste benchmark. Resultados de benchmarks diferentes nunca são combinados.",
  "cpu.relative.switch": "Benchmark",
  "cpu.relative.none":
    "Esta CPU ainda não tem resultado em um benchmark cuja CPU de referência tenha um.",
  "cpu.relative.reference": "referência",
  "cpu.relative.current": "esta CPU",
  "cpu.relative.points": "{figure} pontos",
  "cpu.relative.how": "Como funciona o desempenho relativo",
  "cpu.performance.title": "Desempenho",
  "cpu.related.title": "Comparações relacionadas",
  "cpu.related.none": "Nenhum processador comparável encontrado.",
  "cpu.topTen.current": "(este processador)",
  "cpu.topTen.full": "Ranking completo",
  "cpu.reportFor": ": {section}",
  "cpu.segmentTop.title.all": "Melhores processadores",
  "cpu.segmentTop.title.Desktop": "Melhores processadores de desktop",
  "cpu.segmentTop.title.Laptop": "Melhores processadores para notebooks",
  "cpu.segmentTop.title.Workstation": "Melhores processadores para estações de trabalho",
  "cpu.segmentTop.title.Server": "Melhores processadores para servidores",
  "cpu.segmentTop.intro": "Os {count} números mais altos de {benchmark} neste segmento.",
  "cpu.segmentTop.position": "O {name} é o número {position} de {total} aqui.",
  "cpu.description.introNoType_one":
    "O {name} é um processador da {brand} com {cores} núcleo e {threads} threads.",
  "cpu.description.introNoType_other":
    "O {name} é um processador da {brand} com {cores} núcleos e {threads} threads.",
  "cpu.description.releasedQuarter": "Foi lançado no {date}.",
  "cpu.description.clocksOnly":
    "Opera com frequência base de {base} GHz e chega a {boost} GHz no modo turbo.",
  "cpu.description.score":
    "Obtém {score} pontos no Geekbench 6 multinúcleo ({source}), o que o coloca na posição {rank} entre os {total} processadores com resultado nesse teste no CoreRank.",
  "cpu.benchmarks.intro":
    "Cada pontuação é o valor que a sua fonte publicou, com a fonte, a data e o que o valor representa logo abaixo. Os resultados verificados de visitantes aparecem ao lado e nunca o alteram; um teste sem valor publicado mostra a mediana dos seus resultados verificados de visitantes.",
  "cpu.description.boost": "Chega a {boost} GHz no modo turbo, com TDP de {tdp} W.",
  "cpu.description.boostOnly": "Chega a {boost} GHz no modo turbo.",
  "cpu.compareWith.heading": "Comparar com…",
  "cpu.compareWith.label": "Outra CPU para comparar com {cpu}",
  "cpu.compareWith.submit": "Comparar",
  "cpu.ogImageAlt": "{name}: seus resultados de benchmarks com as fontes, no CoreRank",
} satisfies typeof en;
