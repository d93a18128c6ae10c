import type en from "../en/methodology";

export default {
  "methodology.meta.title": "Metodologia: de onde vêm nossos números de CPU | CoreRank",
  "methodology.meta.description":
    "De onde o CoreRank tira cada número de CPU: médias do Geekbench 6, análises citadas do Cinebench R23, dados dos fabricantes, resultados verificados e reutilização dos dados.",
  "methodology.meta.keywords":
    "metodologia CoreRank, fontes de benchmarks, tabela de processadores Geekbench 6, análises Cinebench R23, especificações de CPU, resultados de benchmark verificados, CC BY 4.0",
  "methodology.title": "Metodologia",
  "methodology.intro":
    "De onde vem cada número do CoreRank, o que ele significa e como verificamos os resultados que os visitantes nos enviam. Cada número do site tem um link para sua fonte; esta página explica as regras por trás desses links.",
  "methodology.updated": "Dados atualizados pela última vez em: {date}",
  "methodology.toc.title": "Nesta página",
  "methodology.rankingSource": "De onde vêm estes números:",

  "methodology.sources.title": "De onde vêm os números",
  "methodology.sources.intro":
    "Cada benchmark tem seu próprio tipo de fonte. Cada número é mostrado com sua fonte, e uma lacuna nunca é preenchida com um número de outra origem.",

  "methodology.geekbench6.title": "Geekbench 6 single-core e multi-core",
  "methodology.geekbench6.source": "Fonte: a {link}, da Primate Labs.",
  "methodology.geekbench6.link": "tabela de processadores do Geekbench Browser",
  "methodology.geekbench6.mean":
    "Cada número é a média da tabela sobre todos os resultados enviados para aquele processador, mostrada com o tamanho da amostra da tabela: a quantidade de resultados por trás dessa média.",
  "methodology.geekbench6.cited":
    "Cada CPU tem um link para sua própria entrada na tabela e mostra a data em que a consultamos. A tabela muda à medida que novos resultados são enviados, então hoje ela pode estar um pouco diferente.",

  "methodology.cinebench.title": "Cinebench R23 single-core e multi-core",
  "methodology.cinebench.source":
    "O Cinebench R23 é o benchmark de renderização da Maxon. Cada resultado é uma mediana (ou um resultado único) dos benchmarks de processadores da Notebookcheck, citada com o número de resultados por trás dela, a data em que foi lida e um link para a página de onde foi tirada.",
  "methodology.cinebench.statistic":
    "Um número é uma única execução da análise, a menos que a fonte informe que se trata da média ou da mediana de várias execuções.",

  "methodology.geekbench5.title": "Geekbench 5",
  "methodology.geekbench5.source":
    "Os números do Geekbench 5 (Geekbench 5.5) são da Notebookcheck, tirados da sua {link}: para cada processador, o número que a Notebookcheck mostra a partir das suas próprias análises e sistemas de teste. Cada número nomeia a Notebookcheck e tem um link para a lista.",
  "methodology.geekbench5.link": "lista de benchmarks de processadores",
  "methodology.geekbench5.statistic":
    "Quando a lista informa quantos resultados há por trás de um número, o número é a mediana deles e essa quantidade é o número de amostras; um número sem quantidade é uma única execução. Lemos a lista em 18 de dezembro de 2023, então a lista atual pode mostrar números mais recentes. Um número que não batia com a quantidade de núcleos da CPU, com seus números de Geekbench 6 e Cinebench R23 ou com seus modelos irmãos foi deixado de fora; nenhum foi estimado nem copiado de outro modelo. Os números continuam sendo da Notebookcheck: cite-os.",

  "methodology.passmark.title": "PassMark",
  "methodology.passmark.source":
    "Mostramos apenas números do PassMark citados individualmente de uma fonte publicada, cada um com um link para sua página.",
  "methodology.passmark.terms":
    "Os termos do PassMark proíbem copiar suas tabelas, por isso o CoreRank não inclui dados do PassMark em massa. Quem opera uma instalação do CoreRank e tem uma exportação licenciada do PassMark pode importá-la.",

  "methodology.specs.title": "Especificações",
  "methodology.specs.source":
    "As especificações vêm dos dados dos próprios fabricantes: {intel} para processadores Intel e {amd} para processadores AMD. Cada CPU mostra o link e a data da página do fabricante de onde suas especificações foram tiradas.",
  "methodology.specs.intel": "Intel ARK",
  "methodology.specs.amd": "as especificações de produto da AMD",
  "methodology.specs.conflict":
    "Quando duas fontes divergem, vale o valor do fabricante, e a divergência fica registrada.",
  "methodology.specs.priceRange":
    "A Intel publica alguns preços de lançamento como uma faixa (o seu preço recomendado ao cliente, p. ex. US$ 184–194), e a CoreRank mostra-os como essa faixa. Um filtro de preço máximo conta uma faixa pelo seu limite superior; os pontos por dólar passam então a ser também uma faixa, os rankings ordenam-nos pelo valor mais baixo e uma comparação só diz que uma CPU é mais barata ou rende mais por dólar quando isso vale em todos os preços publicados.",
  "methodology.specs.unpublished":
    "Um valor que o fabricante não publica aparece como “não publicado”. Ele nunca é substituído por um valor padrão ou por uma estimativa.",

  "methodology.statistics.title": "O que cada estatística significa",
  "methodology.statistics.intro": "Ao lado de cada número, informamos que tipo de número ele é:",
  "methodology.statistics.single.term": "Execução única",
  "methodology.statistics.single.text":
    "O resultado de uma única execução do benchmark, como publicado pela fonte.",
  "methodology.statistics.mean.term": "Média",
  "methodology.statistics.mean.text":
    "A média de vários resultados: a soma deles dividida pela quantidade.",
  "methodology.statistics.median.term": "Mediana",
  "methodology.statistics.median.text":
    "O resultado do meio quando os resultados são ordenados, de modo que alguns resultados muito altos ou muito baixos não a alteram.",
  "methodology.statistics.samples.term": "Tamanho da amostra",
  "methodology.statistics.samples.text":
    "Em quantos resultados uma média ou mediana se baseia. Um tamanho de amostra vazio significa que a fonte não informou nenhum.",
  "methodology.statistics.spread.term": "Dispersão dos resultados dos visitantes",
  "methodology.statistics.spread.text":
    "Para os resultados verificados de visitantes de uma CPU: o menor (mínimo), o do meio (mediana) e o maior resultado (máximo), e quantos resultados existem (contagem).",

  "methodology.versions.title": "Versões de benchmarks nunca são misturadas",
  "methodology.versions.why":
    "Cada versão de um benchmark executa testes diferentes em uma escala diferente, então pontuações de versões diferentes não são comparáveis. O Cinebench R23 nunca é comparado com o Cinebench R24 ou 2024, nem o Geekbench 5 com o Geekbench 6.",
  "methodology.versions.summary":
    "Um resumo de comparação compara apenas os benchmarks que as duas CPUs têm, começando pela versão mais recente.",

  "methodology.visitors.title": "Como os resultados dos visitantes são verificados",
  "methodology.visitors.intro":
    "Os visitantes podem nos enviar resultados que eles mesmos mediram. Um resultado só conta depois de revisado:",
  "methodology.visitors.submit":
    "O resultado é enviado com capturas de tela da execução do benchmark.",
  "methodology.visitors.review":
    "O operador o revisa e o compara com o número publicado da CPU. Um resultado que se afasta mais de 20% desse número, ou que não condiz com os outros benchmarks da CPU, é sinalizado.",
  "methodology.visitors.approved":
    "Um resultado aprovado aparece na dispersão dos resultados verificados de visitantes. Ele nunca altera um número publicado.",
  "methodology.visitors.noPublished":
    "Uma CPU sem número publicado mostra, em vez disso, a mediana dos seus resultados verificados de visitantes.",
  "methodology.visitors.revoked":
    "A aprovação de um resultado pode ser revogada; a partir daí ele deixa de contar em todo o site.",
  "methodology.visitors.link": "Enviar um resultado de benchmark",

  "methodology.relative.title": "Desempenho relativo, um benchmark por vez",
  "methodology.relative.text":
    "O desempenho relativo de uma CPU em um benchmark é 100 × seu resultado ÷ o resultado da CPU de referência desse benchmark no mesmo benchmark: 150 significa 50% mais pontos que a referência ali; 50, a metade. As CPUs de referência são processadores conhecidos cujos resultados reúnem muitas execuções:",
  "methodology.relative.noBlend":
    "O CoreRank não mostra nenhuma pontuação combinada ou geral. Os benchmarks medem trabalhos diferentes e as CPUs ficam em posições diferentes em cada um: o Core i5-13600K empata com o Ryzen 7 7800X3D no Geekbench 6 multi-core, mas fica 39% à frente no Cinebench R23 multi-core. Um único número esconderia isso, e uma pontuação que misture benchmarks, converta os pontos de um nos de outro ou classifique por percentil (que muda sempre que CPUs são adicionadas) seria um número que ninguém mediu. Por isso cada benchmark é mostrado separadamente: o catálogo mostra e ordena por um benchmark nomeado, o Geekbench 6 multi-core, a menos que você escolha outro, e lista as CPUs sem resultado nele depois das medidas, dizendo quais benchmarks elas têm.",
  "methodology.relative.missing":
    "Uma CPU sem resultado em um benchmark não tem valor relativo nele; nenhum é estimado.",

  "methodology.perWatt.title": "Desempenho por watt",
  "methodology.perWatt.text":
    "O desempenho por watt usa a potência máxima do pacote publicada pelos fabricantes: Maximum Turbo Power (PL2) na Intel e Package Power Tracking (PPT) na AMD. Ele não é mostrado quando esse dado falta para uma das duas CPUs.",

  "methodology.reuse.title": "Reutilização dos nossos dados",
  "methodology.reuse.compilation":
    "A compilação do CoreRank (a lista de CPUs, as citações e a nossa própria estrutura) pode ser reutilizada sob a licença {license}, com um link para o CoreRank.",
  "methodology.reuse.license": "Creative Commons Atribuição 4.0 (CC BY 4.0)",
  "methodology.reuse.thirdParty":
    "Os números de terceiros continuam pertencendo a quem os publicou: os números do Geekbench são © Primate Labs, e os das análises pertencem a essas análises, então cite-as.",
  "methodology.reuse.passmark": "Não oferecemos dados do PassMark para reutilização.",
} satisfies typeof en;
