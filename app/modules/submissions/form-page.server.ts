import type { AppLoadContext } from "react-router";
import { messagesFor, serverTranslator } from "~/modules/i18n/messages.server";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { pageSeo } from "~/modules/seo/seo.server";
import { SENT_PARAM, type VisitorFormName } from "./submission-forms";

/**
 * What every visitor form page's loader answers: the forms' messages, whether
 * the visitor's last post was stored (`?sent=1`), whether a post can be stored
 * now, and the page's metadata from the form's `forms.<name>.meta` texts.
 */
export function visitorFormPage(
  form: VisitorFormName,
  path: string,
  {
    params,
    request,
    context,
  }: { params: { lang?: string }; request: Request; context: AppLoadContext },
) {
  const lang = pageLanguage(params);
  const { t } = serverTranslator(lang);
  return {
    messages: messagesFor(lang, "forms"),
    sent: new URL(request.url).searchParams.get(SENT_PARAM) === "1",
    available: context.db !== null,
    seo: pageSeo({
      request,
      lang,
      path,
      title: t(`forms.${form}.meta.title`),
      description: t(`forms.${form}.meta.description`),
      keywords: t(`forms.${form}.meta.keywords`).split(", "),
      breadcrumbs: [{ name: t(`forms.${form}.title`), path }],
    }),
  };
}
