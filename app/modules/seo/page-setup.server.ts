import { messagesFor, serverTranslator } from "~/modules/i18n/messages.server";
import type { Namespace } from "~/modules/i18n/message-keys";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { pageSeo, type PageSeoInput } from "./seo.server";

/** A page's own metadata: what pageSeo needs beyond the request and the language. */
export type PageSeoFields = Omit<PageSeoInput, "request" | "lang">;

/**
 * What every public page's loader starts from: the language of its `:lang?`
 * prefix (any other prefix is a 404), the server's translator, the messages
 * of the page's namespaces for the browser, and its metadata builder with the
 * request and language already filled in.
 */
export function pageSetup(
  request: Request,
  params: { lang?: string },
  namespaces: readonly Namespace[],
) {
  const lang = pageLanguage(params);
  const tr = serverTranslator(lang);
  return {
    lang,
    tr,
    t: tr.t,
    messages: messagesFor(lang, ...namespaces),
    pageSeo: (fields: PageSeoFields) => pageSeo({ ...fields, request, lang }),
  };
}
