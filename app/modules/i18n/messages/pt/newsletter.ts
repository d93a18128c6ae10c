import type en from "../en/newsletter";

export default {
  "newsletter.title": "Inscrição na newsletter",
  "newsletter.subscribed": "Obrigado por se inscrever! Seu endereço está na lista da newsletter.",
  "newsletter.storedTitle": "O que guardamos",
  "newsletter.stored.email": "Endereço de e-mail",
  "newsletter.stored.language": "Idioma",
  "newsletter.stored.date": "Inscrito em",
  "newsletter.nothingElse": "Nada mais: nem nome, nem endereço IP, nem rastreamento.",
  "newsletter.noMail":
    "Este site ainda não envia e-mails, então nenhum e-mail de confirmação será enviado e nenhuma newsletter foi enviada. Quando os envios começarem, eles irão para este endereço, neste idioma.",
  "newsletter.leaveTitle": "Como sair",
  "newsletter.leaveText":
    "Cancele aqui a qualquer momento: seu endereço é apagado na hora. Salve esta página nos favoritos para voltar depois; ou peça pelo formulário de contato.",
  "newsletter.unsubscribe": "Cancelar e apagar meu endereço",
  "newsletter.left": "Você saiu da newsletter. Seu endereço foi apagado.",
  "newsletter.thanks": "Obrigado. O endereço que você enviou está na lista da newsletter.",
  "newsletter.thanksPrivate":
    "Por privacidade, esta página não mostra nada sobre o endereço, e enviá-lo de novo não muda nada. A página própria dele, onde pode ser visto e cancelado, só é aberta pelo link mostrado quando foi inscrito pela primeira vez; sem esse link, peça pelo formulário de contato.",
  "newsletter.keepLink":
    "Guarde o link desta página: é a única forma de voltar à sua inscrição, e ele não é enviado a lugar nenhum.",
  "newsletter.privacyLink": "Privacidade: o que a CoreRank guarda",
} satisfies typeof en;
