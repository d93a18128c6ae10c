import type en from "../en/about";

export default {
  "about.meta.title": "Sobre nós: missão, equipe e comunidade | CoreRank",
  "about.meta.description":
    "Por que o CoreRank existe, quem mantém os dados de CPUs corretos, quantos processadores e resultados de benchmarks ele reúne e como enviar os seus.",
  "about.meta.keywords":
    "sobre o CoreRank, comparação de CPUs, benchmarks de CPU, banco de dados de processadores, comunidade de benchmarks, precisão dos dados",
  "about.title": "Sobre o CoreRank",
  "about.intro":
    "O CoreRank é um site de referência gratuito para comparar processadores: especificações, resultados de benchmarks e comparações lado a lado de CPUs Intel e AMD.",

  "about.mission.title": "Nossa missão",
  "about.mission.text":
    "Ajudamos você a escolher o processador certo com números em que pode confiar. Cada número tem um link para a fonte que o publicou, um valor que ninguém publicou aparece como «não publicado» em vez de ser adivinhado, e o site inteiro é gratuito, sem necessidade de conta.",

  "about.story.title": "Nossa história",
  "about.story.problem":
    "O CoreRank existe porque as especificações de CPUs ficam espalhadas pelas páginas dos fabricantes e os resultados de benchmarks por muitos sites diferentes, cada um com suas próprias unidades, nomes e lacunas.",
  "about.story.solution":
    "Nós reunimos tudo em um só lugar: uma página por processador, rankings para cada benchmark e comparações que colocam duas CPUs lado a lado, linha por linha.",
  "about.story.growth":
    "O catálogo começou como uma seleção criteriosa de processadores Intel e AMD e cresce à medida que adicionamos novos modelos e os visitantes enviam resultados de benchmarks que conseguimos verificar.",

  "about.team.title": "Nossa equipe",
  "about.team.intro":
    "O CoreRank é mantido por uma equipe pequena. Em vez de nomes e fotos, veja o que cada função faz por você.",
  "about.team.data.title": "Curadoria de dados",
  "about.team.data.text":
    "Confere cada especificação com a página pública de especificações do fabricante, adiciona novos processadores e corrige os erros relatados pelos visitantes.",
  "about.team.engineering.title": "Engenharia",
  "about.team.engineering.text":
    "Desenvolve e mantém o site: páginas rápidas, seis idiomas, acessibilidade para todos os visitantes e a segurança dos dados que você nos envia.",
  "about.team.moderation.title": "Moderação da comunidade",
  "about.team.moderation.text":
    "Analisa os resultados de benchmarks enviados e suas capturas de tela antes que eles passem a contar, e responde às mensagens dos visitantes.",

  "about.figures.title": "O CoreRank em números",
  "about.figures.intro": "Contados a partir do nosso banco de dados quando esta página foi gerada.",
  "about.figures.cpus": "Processadores no catálogo",
  "about.figures.intel": "Processadores Intel",
  "about.figures.amd": "Processadores AMD",
  "about.figures.scores": "Valores de benchmark exibidos",
  "about.figures.visitorCpus": "Processadores com resultados verificados de visitantes",
  "about.figures.note":
    "Cada valor contado aqui é publicado por uma fonte identificada ou é a mediana de resultados verificados de visitantes; nada é estimado.",

  "about.values.title": "Nossos valores",
  "about.values.accuracy.title": "Precisão",
  "about.values.accuracy.text":
    "Cada número vem de uma fonte que indicamos e ligamos, com a data e o que o número representa (uma única execução, ou a média ou a mediana de quantas execuções). Nunca preenchemos uma lacuna com um valor padrão ou uma fórmula.",
  "about.values.independence.title": "Independência",
  "about.values.independence.text":
    "Os rankings se baseiam apenas em pontuações medidas. A publicidade é identificada como patrocinada e nunca altera os dados.",
  "about.values.openness.title": "Abertura",
  "about.values.openness.text":
    "Qualquer pessoa pode relatar um erro ou enviar um resultado de benchmark, e cada contribuição analisada melhora os dados para todos.",
  "about.values.privacy.title": "Privacidade",
  "about.values.privacy.text":
    "Sem rastreadores de publicidade, sem cookies de análise e sem necessidade de conta. Armazenamos apenas o que você decide nos enviar.",
  "about.values.privacy.link": "Leia nossa política de privacidade",
  "about.values.access.title": "Acessibilidade",
  "about.values.access.text":
    "Páginas que funcionam com teclado, com leitor de tela e na tela pequena de um celular, em seis idiomas.",

  "about.involved.title": "Participe",
  "about.involved.submit.title": "Envie um benchmark",
  "about.involved.submit.text":
    "Rodou o Cinebench, o Geekbench, o PassMark ou o CPU-Z no seu computador? Envie seu resultado com uma captura de tela e, depois de analisado, ele ajudará todos a comparar.",
  "about.involved.submit.link": "Enviar um resultado de benchmark",
  "about.involved.contact.title": "Fale conosco",
  "about.involved.contact.text":
    "Dúvidas, sugestões ou sentiu falta de algum processador? Escreva para nós e responderemos no endereço de e-mail que você informar.",
  "about.involved.contact.link": "Ir para o formulário de contato",
  "about.figures.visitorResults": "Resultados verificados de visitantes",
} satisfies typeof en;
