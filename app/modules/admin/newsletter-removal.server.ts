import { data, redirect, type AppLoadContext } from "react-router";
import { logger } from "~/logger.server";
import { adminHeaders, requirePanelAdmin } from "./admin-access.server";
import { formDataOrNull } from "./form-data.server";
import { REMOVE_INTENT, removedHref, type RemovalAnswer } from "./newsletter-page";
import { pageParam } from "./moderation-params";
import { isSubscribed, removeSubscriber } from "./newsletter.server";

/**
 * Removing a sign-up: the first post (the row's Remove button) asks to
 * confirm, the second (the confirmation's button) removes the address and
 * returns to the list. The address never goes into a URL.
 */
export async function removeSignUp(request: Request, context: AppLoadContext) {
  const { db } = await requirePanelAdmin(request, context);
  const form = await formDataOrNull(request);
  const email = form?.get("email");
  const intent = form?.get("intent");
  const page = pageParam(String(form?.get("page") ?? ""));
  const answer = (body: RemovalAnswer, status = 200) =>
    data(body, { status, headers: adminHeaders() });
  if (typeof email !== "string" || email === "")
    return answer({ error: "There is no such address." }, 400);
  try {
    if (intent === REMOVE_INTENT.confirm) {
      if (!(await isSubscribed(db, email)))
        return answer({ error: "This address is not on the list (any more)." }, 404);
      return answer({ confirm: email, page });
    }
    if (intent !== REMOVE_INTENT.remove) return answer({ error: "Unknown action." }, 400);
    if (!(await removeSubscriber(db, email)))
      return answer({ error: "This address is not on the list (any more)." }, 404);
  } catch (error) {
    logger.error({ err: error }, "Admin: removing a newsletter sign-up failed");
    return answer(
      { error: "The database did not accept the change, so nothing was changed." },
      503,
    );
  }
  return redirect(removedHref(page), { headers: adminHeaders() });
}
