import type en from "../en/home";

export default {
  "home.title": "Compare benchmarks e especificações de processadores | CoreRank",
  "home.description":
    "Compare processadores Intel e AMD lado a lado: pontuações de benchmarks com suas fontes, especificações completas, rankings por benchmark e um catálogo de {count} processadores.",
  "home.keywords":
    "comparação de processadores, benchmarks de CPU, Cinebench R23, Geekbench, PassMark, Intel vs AMD",
  "home.heading": "Compare processadores lado a lado",
  "home.intro":
    "Escolha dois processadores para ver suas pontuações em benchmarks, suas especificações e qual deles vence em cada linha.",
  "home.search.first": "Primeiro processador",
  "home.search.second": "Segundo processador",
  "home.search.placeholder": "Nome, marca ou arquitetura",
  "home.search.compare": "Comparar",
  "home.search.ready": "Pronto para comparar {a} vs {b}",
  "home.search.chooseBoth": "Escolha dois processadores para compará-los.",
  "home.search.suggestions": "Sugestões",
  "home.search.score": "Geekbench 6 multinúcleo: {score}",
  "home.search.noMatch": "Nenhuma CPU corresponde a “{query}”.",
  "home.search.same":
    "{cpu} está nos dois campos: uma CPU não pode ser comparada com ela mesma. Escolha outra CPU.",
  "home.recentCpus": "Processadores recentes",
  "home.recentCpus.cores_one": "{cores} núcleo, {threads} threads",
  "home.recentCpus.cores_other": "{cores} núcleos, {threads} threads",
  "home.recentCpus.released": "Lançamento: {date}",
  "home.recentGpus": "Placas de vídeo recentes",
  "home.recentGpus.note":
    "As placas de vídeo aparecem apenas como referência; o CoreRank compara processadores.",
  "home.recentGpus.memory": "{size} GB {type}",
  "home.popular": "Comparações populares de processadores",
  "home.browse": "Ver todos os processadores",
  "home.rankings": "Ver os rankings",
  "home.compareLanding.title": "Compare dois processadores | CoreRank",
  "home.compareLanding.description":
    "Escolha dois processadores Intel ou AMD quaisquer e compare suas pontuações em benchmarks e especificações lado a lado, linha por linha, com o vencedor de cada linha destacado.",
  "home.compareLanding.heading": "Compare dois processadores",
  "home.searchPage.title": "Resultados da pesquisa por “{query}” | CoreRank",
  "home.searchPage.titleEmpty": "Pesquisar processadores | CoreRank",
  "home.searchPage.description":
    "Processadores que correspondem a “{query}” por nome, marca ou arquitetura, ordenados por pontuação em benchmarks, com links para suas especificações completas e comparações.",
  "home.searchPage.descriptionEmpty":
    "Pesquise no catálogo de processadores Intel e AMD do CoreRank por nome, marca ou arquitetura e confira suas especificações e pontuações em benchmarks.",
  "home.searchPage.heading": "Pesquisar processadores",
  "home.searchPage.label": "Nome, marca ou arquitetura do processador",
  "home.searchPage.submit": "Pesquisar",
  "home.searchPage.empty":
    "Digite o nome de um processador, uma marca (Intel, AMD) ou uma arquitetura (por exemplo, Zen 4) para pesquisar.",
  "home.searchPage.results_one": "{count} processador corresponde a “{query}”",
  "home.searchPage.results_other": "{count} processadores correspondem a “{query}”",
  "home.searchPage.none":
    "Nenhum processador corresponde a “{query}”. Verifique a ortografia ou tente um termo mais curto.",
  "home.searchPage.compareTop": "Comparar {a} vs {b}",
  "home.searchPage.column.cpu": "Processador",
  "home.searchPage.column.cores": "Núcleos / threads",
  "home.searchPage.column.score": "Geekbench 6 multinúcleo",
  "home.searchPage.noScore": "não publicado",
  "home.searchPage.showing": "Exibindo {from}–{to} de {total}",
  "home.searchPage.pages": "Páginas de resultados",
  "home.searchPage.previous": "Anterior",
  "home.searchPage.next": "Próxima",
  "home.searchPage.all": "Todos os resultados para “{query}”",
  "home.choose.heading": "Escolha os processadores a comparar",
  "home.choose.intro":
    "Um termo de pesquisa corresponde a mais de um processador. Escolha um para cada lado, ou altere o termo, e compare.",
  "home.choose.term": "Termo de pesquisa",
  "home.choose.chosen": "Escolhido: {cpu}",
  "home.choose.more":
    "São mostradas as {shown} melhores correspondências; refine o termo para ver outras.",
  "home.choose.slot": "CPU {number}",
} satisfies typeof en;
