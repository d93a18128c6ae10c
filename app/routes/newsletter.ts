import { redirect } from "react-router";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { localizePath } from "~/modules/i18n/languages";
import { logger } from "~/logger.server";
import { newsletterEmailSchema, subscribe } from "~/modules/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter";

/** Only paths on this site: anything else (another host, `//host`) returns to the home page. */
function safeReturnPath(value: FormDataEntryValue | null, fallback: string): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : fallback;
}

function back(returnTo: string, outcome: "subscribed" | "invalid" | "unavailable") {
  const url = new URL(returnTo, "http://site");
  url.searchParams.set("newsletter", outcome);
  return redirect(`${url.pathname}${url.search}#newsletter`, 303);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = pageLanguage(params);
  const form = await request.formData();
  const returnTo = safeReturnPath(form.get("returnTo"), localizePath("/", lang));
  const email = newsletterEmailSchema.safeParse(form.get("email") ?? "");
  if (!email.success) return back(returnTo, "invalid");
  if (!context.db) return back(returnTo, "unavailable");
  try {
    await subscribe(context.db, email.data, lang);
  } catch (error) {
    logger.error({ err: error }, "Newsletter subscription failed");
    return back(returnTo, "unavailable");
  }
  return back(returnTo, "subscribed");
}

/** A GET (someone opening the form's address) goes back home. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath("/", pageLanguage(params)));
}
