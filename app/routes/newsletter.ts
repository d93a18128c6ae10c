import { redirect } from "react-router";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { localizePath } from "~/modules/i18n/languages";
import { logger } from "~/logger.server";
import { readFormBody, refusalResponse } from "~/modules/http/read-body.server";
import { safeRedirectPath } from "~/modules/http/safe-redirect";
import { clientAddress } from "~/modules/auth/client-request";
import { postedNewsletterEmail, subscribe } from "~/modules/newsletter/newsletter.server";
import {
  addressHash,
  FormRefusedError,
  isRateLimited,
  recordSubmission,
} from "~/modules/submissions/rate-limit.server";
import { THANK_YOU } from "~/modules/newsletter/subscription";
import type { Route } from "./+types/newsletter";

/** An email address and the page to return to: a few hundred bytes; anything far larger is not this form. */
const MAX_NEWSLETTER_FORM_BYTES = 8 * 1024;

function back(returnTo: string, outcome: "invalid" | "unavailable" | "limited") {
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
  // Every sign-up counts against the client's address (as the visitor forms do), whether
  // the address it sent was new or not, so that the limit itself tells nothing either.
  const hash = addressHash(clientAddress(request));
  let token: string | null;
  try {
    if (await isRateLimited(context.db, "newsletter", hash)) return back(returnTo, "limited");
    const db = context.db;
    ({ token } = await db.transaction(async (tx) => {
      await recordSubmission(tx, "newsletter", hash);
      return subscribe(tx, email, lang);
    }));
  } catch (error) {
    if (error instanceof FormRefusedError) return back(returnTo, "limited");
    logger.error({ err: error }, "Newsletter subscription failed");
    return back(returnTo, "unavailable");
  }
  // No mail is configured, so nothing is sent. A new subscription's page (what is stored, how
  // to leave) is opened once through its random link; an address already on the list gets
  // the neutral thank-you page, which shows and changes nothing about it.
  return redirect(localizePath(`/newsletter/${token ?? THANK_YOU}`, lang), 303);
}

/** A GET (someone opening the form's address) goes back home. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath("/", pageLanguage(params)));
}
