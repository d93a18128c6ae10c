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
  "newsletter.left": "Você saiu da newsletter. {email} foi apagado.",
  "newsletter.notSubscribed": "{email} não está na lista da newsletter.",
  "newsletter.privacyLink": "Privacidade: o que a CoreRank guarda",
} satisfies typeof en;
