import type en from "../en/forms";

export default {
  "forms.requiredNote": "Os campos marcados com * são obrigatórios.",
  "forms.optional": "opcional",
  "forms.honeypot": "Deixe este campo vazio",
  "forms.summary.title": "Não foi possível enviar o formulário",
  "forms.unavailableNotice":
    "Nosso banco de dados está indisponível no momento, por isso este formulário não pode ser enviado. Tente novamente mais tarde.",
  "forms.fileSize.kb": "{size} KB",
  "forms.fileSize.mb": "{size} MB",

  "forms.error.required": "{field} é obrigatório.",
  "forms.error.tooLong": "{field} pode ter no máximo {max} caracteres.",
  "forms.error.email": "Informe um endereço de e-mail válido, por exemplo nome@exemplo.com.",
  "forms.error.benchmark": "Escolha um dos benchmarks da lista.",
  "forms.error.result":
    "Informe a pontuação como um número maior que 0, por exemplo 38500 ou 1520,5.",
  "forms.error.resultTooLarge": "Informe uma pontuação de no máximo {max}.",
  "forms.error.cpuUnknown":
    "Escolha uma CPU da lista: não temos nenhuma CPU com esse identificador.",
  "forms.error.issueType": "Escolha um dos tipos de problema da lista.",
  "forms.error.url":
    "O endereço da página deve ser um endereço web que comece com http:// ou https://.",
  "forms.error.screenshotType": "{name} não é uma imagem PNG, JPEG, GIF nem WebP.",
  "forms.error.screenshotSize": "{name} tem mais de {max} MB.",
  "forms.error.screenshotCount": "Anexe no máximo {max} capturas de tela.",
  "forms.error.honeypot":
    "Seu formulário não foi enviado: o campo “Deixe este campo vazio” foi preenchido, algo que só programas automáticos fazem. Deixe-o vazio e envie o formulário novamente.",
  "forms.error.rateLimited":
    "Você já enviou {max} formulários como este nos últimos {minutes} minutos, por isso este não foi aceito. Aguarde alguns minutos e tente novamente.",
  "forms.error.tooLarge":
    "O formulário é grande demais para ser enviado. Anexe no máximo {count} capturas de até {max} MB cada.",
  "forms.error.textTooLarge": "O formulário é grande demais para ser enviado. Encurte o texto.",
  "forms.error.unreadable":
    "Não foi possível ler o formulário. Recarregue a página e tente novamente.",
  "forms.error.unavailable":
    "O serviço está indisponível no momento, por isso seu formulário não foi enviado. Tente novamente mais tarde.",
  "forms.error.controlCharacter":
    "{field} contém um caractere de controle ({character}) que não pode ser salvo. Remova-o e tente novamente.",
  "forms.error.uploadAddressQuota":
    "Você já enviou {used} MB de capturas hoje; cada endereço pode enviar {max} MB por dia. Envie o resultado sem capturas ou tente novamente amanhã.",
  "forms.error.uploadQuota":
    "O espaço para capturas está cheio, por isso seu formulário não foi enviado. Envie o resultado sem capturas ou tente novamente mais tarde.",

  "forms.benchmark.meta.title": "Enviar um resultado de benchmark | CoreRank",
  "forms.benchmark.meta.description":
    "Envie um resultado de Cinebench, Geekbench, PassMark ou CPU-Z que você mediu, com capturas de tela. Cada envio é revisado antes de aparecer na página de uma CPU.",
  "forms.benchmark.meta.keywords":
    "enviar benchmark, resultado de benchmark de CPU, pontuação Cinebench, pontuação Geekbench, pontuação PassMark",
  "forms.benchmark.title": "Enviar um resultado de benchmark",
  "forms.benchmark.intro":
    "Compartilhe um resultado que você mesmo mediu. Revisamos cada envio. Os resultados aprovados aparecem na página da CPU ao lado do valor publicado, como o menor resultado de visitantes, a mediana e o maior; eles nunca alteram um valor publicado. Quando nada foi publicado, a página mostra a mediana dos visitantes.",
  "forms.benchmark.methodologyLink": "Como verificamos os resultados dos visitantes",
  "forms.benchmark.benchmarkName": "Benchmark",
  "forms.benchmark.chooseBenchmark": "Escolha um benchmark",
  "forms.benchmark.result": "Resultado",
  "forms.benchmark.resultHelp":
    "A pontuação informada pelo benchmark, por exemplo 38500 ou 1520,5.",
  "forms.benchmark.cpu": "CPU",
  "forms.benchmark.chooseCpu": "Escolha uma CPU",
  "forms.benchmark.system": "Sistema de teste",
  "forms.benchmark.ram": "RAM",
  "forms.benchmark.ramPlaceholder": "ex.: 32 GB DDR5-6000",
  "forms.benchmark.motherboard": "Placa-mãe",
  "forms.benchmark.motherboardPlaceholder": "ex.: ASUS ROG Strix X670E-E",
  "forms.benchmark.storage": "Armazenamento",
  "forms.benchmark.storagePlaceholder": "ex.: SSD NVMe de 2 TB",
  "forms.benchmark.gpu": "Placa de vídeo",
  "forms.benchmark.gpuPlaceholder": "ex.: NVIDIA GeForce RTX 4080",
  "forms.benchmark.screenshots": "Capturas de tela",
  "forms.benchmark.screenshotsHint":
    "PNG, JPG, GIF ou WebP de até {max} MB cada, no máximo {count} arquivos.",
  "forms.benchmark.chosenFiles": "Capturas escolhidas",
  "forms.benchmark.remove": "Remover",
  "forms.benchmark.removeFile": "Remover {name}",
  "forms.benchmark.submit": "Enviar",
  "forms.benchmark.submitting": "Enviando...",
  "forms.benchmark.sent":
    "Obrigado pelo seu envio! Seu resultado de benchmark será revisado e adicionado ao nosso banco de dados.",

  "forms.issue.meta.title": "Relatar um problema com nossos dados | CoreRank",
  "forms.issue.meta.description":
    "Encontrou uma especificação errada, um valor faltando ou uma pontuação suspeita? Conte para nós e vamos revisar e corrigir.",
  "forms.issue.meta.keywords":
    "relatar um problema, dados de CPU incorretos, informação faltando, erro de benchmark, CoreRank",
  "forms.issue.title": "Relatar um problema",
  "forms.issue.intro":
    "Conte o que está errado ou faltando. Conferimos cada relato com os dados do fabricante e corrigimos a página.",
  "forms.issue.name": "Nome",
  "forms.issue.email": "E-mail",
  "forms.issue.issueType": "Tipo de problema",
  "forms.issue.type.incorrect-data": "Dados incorretos",
  "forms.issue.type.missing-info": "Informação faltando",
  "forms.issue.type.benchmark-error": "Erro de benchmark",
  "forms.issue.type.technical-issue": "Problema técnico",
  "forms.issue.type.other": "Outro",
  "forms.issue.subject": "Assunto",
  "forms.issue.subjectPrefill": "Problema relatado em: {url}",
  "forms.issue.description": "Descrição",
  "forms.issue.descriptionHelp": "O que está errado e onde você encontrou o valor correto?",
  "forms.issue.url": "Endereço da página",
  "forms.issue.submit": "Enviar",
  "forms.issue.submitting": "Enviando...",
  "forms.issue.sent":
    "Obrigado pelo seu relato! Vamos analisar o problema e fazer as correções necessárias.",

  "forms.contact.meta.title": "Fale conosco | CoreRank",
  "forms.contact.meta.description":
    "Dúvidas, sugestões ou ideias de parceria: escreva para a equipe do CoreRank.",
  "forms.contact.meta.keywords":
    "contato CoreRank, dúvidas sobre benchmarks de CPU, opinião, parceria",
  "forms.contact.title": "Fale conosco",
  "forms.contact.intro":
    "Dúvidas, sugestões ou ideias de parceria: escreva para nós. A equipe do CoreRank lê todas as mensagens; o site em si não envia e-mails.",
  "forms.contact.name": "Nome",
  "forms.contact.email": "E-mail",
  "forms.contact.subject": "Assunto",
  "forms.contact.message": "Mensagem",
  "forms.contact.submit": "Enviar",
  "forms.contact.submitting": "Enviando...",
  "forms.contact.sent": "Obrigado pela sua mensagem! A equipe do CoreRank vai lê-la.",
} satisfies typeof en;
