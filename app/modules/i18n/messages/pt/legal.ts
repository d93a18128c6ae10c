import type en from "../en/legal";

export default {
  "legal.meta.title": "Informações legais: termos, privacidade e cookies | CoreRank",
  "legal.meta.description":
    "Termos de uso, privacidade e cookies do CoreRank: o que armazenamos, por que não há cookies de rastreamento, marcas e como pedir a exclusão dos seus dados.",
  "legal.meta.keywords":
    "termos de uso, política de privacidade, política de cookies, direitos autorais, marcas registradas, exclusão de dados, CoreRank",
  "legal.title": "Informações legais",
  "legal.intro":
    "O CoreRank é um site de referência gratuito sobre especificações de CPUs e resultados de benchmarks. Esta página explica as condições de uso, quais dados seus armazenamos e por quê, como usamos cookies e a quem pertence cada conteúdo.",
  "legal.lastUpdated": "Última atualização: {date}",
  "legal.toc.title": "Nesta página",

  "legal.terms.title": "Termos de uso",
  "legal.terms.free":
    "O CoreRank é gratuito. Você não precisa de uma conta para navegar pelo site, comparar processadores ou nos enviar um formulário.",
  "legal.terms.asIs":
    "As especificações e os resultados de benchmarks são fornecidos no estado em que se encontram, apenas para fins informativos. Nós os verificamos com cuidado, mas eles podem conter erros ou estar desatualizados, e os resultados no seu próprio computador podem ser diferentes. Confirme os dados importantes com o fabricante antes de comprar.",
  "legal.terms.estimated":
    "Cada valor indica a sua fonte, com um link e uma data. Um valor que nenhuma fonte publica aparece como «não publicado»; nunca o preenchemos com um valor padrão ou uma fórmula.",
  "legal.terms.report":
    "Se você encontrar um erro, avise-nos pelo botão “{button}” na página em questão ou pelo formulário de contato, para que possamos corrigi-lo para todos.",
  "legal.terms.submissions":
    "Ao enviar um resultado de benchmark, um relato de problema ou uma mensagem, você confirma que as informações estão corretas até onde sabe e que tem o direito de compartilhar as capturas de tela anexadas. Analisamos os resultados de benchmarks antes de adicioná-los e podemos recusar os que não conseguirmos verificar.",
  "legal.terms.ads":
    "As páginas de comparação exibem links para produtos na Amazon. Esses links são publicidade e estão claramente identificados como patrocinados. A publicidade nunca altera especificações, pontuações ou rankings.",
  "legal.terms.adsUnpaid":
    "As comparações que incluem um processador de notebook têm links para a busca da Amazon de alguns notebooks. São links simples: a CoreRank não ganha nada com eles, e eles nunca alteram especificações, pontuações ou classificações.",
  "legal.terms.fairUse":
    "Use o site de forma justa: não tente interromper seu funcionamento, sobrecarregá-lo com solicitações automatizadas ou acessar a área administrativa sem permissão.",
  "legal.terms.liability":
    "Na medida permitida por lei, o CoreRank não se responsabiliza por prejuízos decorrentes de decisões tomadas com base nas informações deste site.",
  "legal.terms.changes":
    "Podemos atualizar esta página quando o site mudar. A data no início da página indica a atualização mais recente.",

  "legal.privacy.title": "Política de privacidade",
  "legal.privacy.intro":
    "Coletamos o mínimo possível: o CoreRank armazena apenas o que você nos envia, além dos registros padrão do nosso servidor web.",
  "legal.privacy.storedTitle": "O que armazenamos e por quê",
  "legal.privacy.newsletter":
    "Newsletter: seu endereço de e-mail, o idioma da página em que você se inscreveu e a data, para podermos enviar a newsletter, além de uma impressão (hash) do link privado para a página da sua inscrição. Nenhum nome, endereço IP ou dado de rastreamento é guardado.",
  "legal.privacy.newsletterRemove":
    "Para sair da newsletter, abra o link privado mostrado quando você se inscreveu e pressione o botão de cancelar: seu endereço é apagado na hora. Sem esse link, peça pelo formulário de contato. Enviar seu endereço de novo não mostra nem altera sua inscrição.",
  "legal.privacy.benchmarks":
    "Envios de benchmarks: o resultado, os dados do sistema que você informar e as capturas de tela anexadas, para podermos verificar o resultado antes de adicioná-lo ao nosso banco de dados.",
  "legal.privacy.issues":
    "Relatos de problemas: seu nome, endereço de e-mail, assunto, descrição e o endereço da página em questão, para podermos corrigir os dados e responder a você, se necessário.",
  "legal.privacy.contact":
    "Mensagens de contato: seu nome, endereço de e-mail, assunto e mensagem, para podermos responder a você.",
  "legal.privacy.logs":
    "Registros do servidor: os registros padrão que todo servidor web mantém das solicitações, como o endereço solicitado, o horário, o endereço IP e o tipo de navegador. Nós os usamos apenas para manter o site funcionando e seguro.",
  "legal.privacy.noTracking":
    "Não há rastreadores de publicidade, ferramentas de análise nem plugins de redes sociais neste site; os ícones de redes sociais são links simples. Não vendemos seus dados nem os compartilhamos com anunciantes.",
  "legal.privacy.amazon":
    "Ao seguir um link da Amazon, você sai do CoreRank: no site da Amazon valem as políticas de privacidade e de cookies da própria Amazon.",
  "legal.privacy.rights":
    "Você pode nos pedir para mostrar, corrigir ou excluir os dados que nos enviou, incluindo sua inscrição na newsletter. Envie seu pedido pelo formulário de contato, usando o mesmo endereço de e-mail, e nós o atenderemos.",

  "legal.cookies.title": "Política de cookies",
  "legal.cookies.none":
    "O CoreRank não usa cookies de publicidade nem de análise. Como visitante, você não recebe nenhum cookie, e é por isso que não há um aviso de cookies para aceitar ou recusar.",
  "legal.cookies.language":
    "O idioma que você escolhe fica no endereço da página (por exemplo, /pt/ para português), e não em um cookie.",
  "legal.cookies.admin":
    "O único cookie é o cookie de sessão criado quando o responsável pelo site entra na área administrativa. Ele é estritamente necessário para o login, não pode ser lido por scripts da página (httpOnly) e deixa de valer quando o responsável sai da conta ou a sessão expira.",

  "legal.copyright.title": "Direitos autorais e marcas",
  "legal.copyright.site":
    "Os textos e o design do CoreRank são protegidos por direitos autorais e pertencem ao CoreRank.",
  "legal.copyright.facts":
    "As especificações das CPUs são fatos, reunidos a partir das páginas públicas de especificações dos fabricantes. As pontuações de benchmarks são resultados de referência selecionados e resultados verificados enviados por visitantes.",
  "legal.copyright.benchmarks":
    "Cinebench, Geekbench, PassMark e CPU-Z são marcas registradas de seus respectivos proprietários.",
  "legal.copyright.brands":
    "Intel, Core e Xeon são marcas registradas da Intel Corporation. AMD, Ryzen, EPYC e Threadripper são marcas registradas da Advanced Micro Devices, Inc.",
  "legal.copyright.identify":
    "Usamos esses nomes apenas para identificar produtos e benchmarks. O CoreRank é independente e não tem vínculo com nenhuma dessas empresas nem é endossado por elas.",
  "legal.copyright.claims":
    "Se você acredita que algum conteúdo deste site viola seus direitos, avise-nos pelo formulário de contato.",

  "legal.contact.title": "Contato jurídico",
  "legal.contact.text":
    "Para questões jurídicas, pedidos sobre seus dados e notificações de direitos autorais, escreva para nós pelo formulário de contato. Indique no assunto do que se trata o seu pedido, por exemplo “Pedido de exclusão de dados”. Responderemos para o endereço de e-mail que você informar no formulário.",
  "legal.contact.link": "Ir para o formulário de contato",
  "legal.operator.title": "Responsável pelo site",
  "legal.operator.intro": "Este site é mantido por:",
  "legal.operator.address": "Endereço postal",
  "legal.operator.email": "E-mail",
  "legal.operator.phone": "Telefone",
  "legal.operator.register": "Registro comercial",
  "legal.operator.missing":
    "O responsável por este site não publicou nome, endereço postal nem dados de contato. Enquanto não o fizer, o formulário de contato abaixo é a única forma de falar com ele.",
} satisfies typeof en;
