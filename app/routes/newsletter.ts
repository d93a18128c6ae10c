import { redirect } from "react-router";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { localizePath } from "~/modules/i18n/languages";
import { logger } from "~/logger.server";
import { readFormBody, refusalResponse } from "~/modules/http/read-body.server";
import { safeRedirectPath } from "~/modules/http/safe-redirect";
import {
  postedNewsletterEmail,
  subscribe,
  subscriptionToken,
} from "~/modules/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter";

/** An email address and the page to return to: a few hundred bytes; anything far larger is not this form. */
const MAX_NEWSLETTER_FORM_BYTES = 8 * 1024;

function back(returnTo: string, outcome: "invalid" | "unavailable") {
  const url = new URL(returnTo, "http://site");
  url.searchParams.set("newsletter", outcome);
  return redirect(`${url.pathname}${url.search}#newsletter`, 303);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = pageLanguage(params);
  const posted = await readFormBody(request, { maxBytes: MAX_NEWSLETTER_FORM_BYTES });
  if (!posted.ok) return refusalResponse(posted);
  const { form } = posted;
  // Only paths on this site: anything else (another host, `//host`, `/.//host`) returns home.
  const returnTo = safeRedirectPath(form.get("returnTo")) ?? localizePath("/", lang);
  const email = postedNewsletterEmail(form);
  if (email === null) return back(returnTo, "invalid");
  if (!context.db) return back(returnTo, "unavailable");
  let token: string;
  try {
    await subscribe(context.db, email, lang);
    token = await subscriptionToken(context.db, email);
  } catch (error) {
    logger.error({ err: error }, "Newsletter subscription failed");
    return back(returnTo, "unavailable");
  }
  // No mail is configured, so nothing is sent: the subscription's own page says what is
  // stored and how to leave, and its address is the link to come back to.
  return redirect(localizePath(`/newsletter/${token}`, lang), 303);
}

/** A GET (someone opening the form's address) goes back home. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath("/", pageLanguage(params)));
}
