import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/modules/i18n/languages";

/**
 * The body of a 503 "busy" answer (load shedding, the render bound), in the language of the
 * page asked for: its /es, /pt, /fr, /de or /it prefix, else English. Plain text, written
 * without the app's translator: it is sent before any page code runs, and must cost nothing.
 */
const BUSY: Record<Language, string> = {
  en: "The server is busy. Try again in a few seconds.\n",
  es: "El servidor está ocupado. Vuelve a intentarlo en unos segundos.\n",
  pt: "O servidor está ocupado. Tente novamente dentro de alguns segundos.\n",
  fr: "Le serveur est occupé. Réessayez dans quelques secondes.\n",
  de: "Der Server ist ausgelastet. Versuchen Sie es in ein paar Sekunden erneut.\n",
  it: "Il server è occupato. Riprova tra qualche secondo.\n",
};

export function busyMessage(url: string | undefined): string {
  const prefix = /^\/([a-z]{2})(?:[/?#]|$)/.exec(url ?? "")?.[1];
  return BUSY[isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE];
}
