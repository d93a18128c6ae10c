import { messagesFor, sendMessages, serverTranslator } from "~/modules/i18n/messages.server";
import type { Namespace } from "~/modules/i18n/message-keys";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { sendJson } from "~/modules/http/sent-json.server";
import type { SentSeo } from "./seo";
import { pageSeo, type PageSeoInput } from "./seo.server";

/** A page's own metadata: what pageSeo needs beyond the request and the language. */
export type PageSeoFields = Omit<PageSeoInput, "request" | "lang">;

/**
 * What every public page's loader starts from: the language of its `:lang?`
 * prefix (any other prefix is a 404), the server's translator, the messages
 * of the page's namespaces for the browser (sent as one text), and its metadata builder with the
 * request and language already filled in.
 */
export function pageSetup(
  request: Request,
  params: { lang?: string },
  namespaces: readonly Namespace[],
) {
  const lang = pageLanguage(params);
  const tr = serverTranslator(lang);
  const messageTable = messagesFor(lang, ...namespaces);
  return {
    lang,
    tr,
    t: tr.t,
    /** The page's messages as its loader sends them (one JSON text). */
    messages: sendMessages(messageTable),
    /** The same as a table, for a loader that sends more or fewer (combinedMessages). */
    messageTable,
    /**
     * The page's metadata, sent as one JSON text (sent-json.ts): as separate values its dozens
     * of fields, alternates and structured data were most of the values React Router encodes one
     * by one for a page (issue 23).
     */
    pageSeo: (fields: PageSeoFields): SentSeo => sendJson(pageSeo({ ...fields, request, lang })),
  };
}
