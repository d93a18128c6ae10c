import type { AppLoadContext } from "react-router";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { keywordList } from "~/modules/seo/seo";
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
    url,
    context,
  }: { params: { lang?: string }; request: Request; url: URL; context: AppLoadContext },
) {
  const { t, messages, pageSeo } = pageSetup(request, params, ["forms"]);
  return {
    messages,
    sent: url.searchParams.get(SENT_PARAM) === "1",
    available: context.db !== null,
    seo: pageSeo({
      path,
      title: t(`forms.${form}.meta.title`),
      description: t(`forms.${form}.meta.description`),
      keywords: keywordList(t(`forms.${form}.meta.keywords`)),
      breadcrumbs: [{ name: t(`forms.${form}.title`), path }],
    }),
  };
}
