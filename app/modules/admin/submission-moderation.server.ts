import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import {
  approveSubmission,
  ModerationError,
  rejectSubmission,
  revokeSubmission,
} from "~/modules/submissions/moderation.server";
import { adminHeaders } from "./admin-access.server";
import { afterModeration, moderationIntent, moderationRefusal } from "./submission-review";

/** The review page's answer to an id that is no submission. */
export const submissionNotFound = () =>
  data("Submission not found", { status: 404, headers: adminHeaders() });

/**
 * The review page's action for submission `id`, by the admin `adminUserId`:
 * approves or rejects (with a reason) a pending result, or revokes (with a
 * reason) an approved one, as `form` asks; then back to the list with what
 * was done (afterModeration). A refused step answers its message (and the
 * field it is about) with its status; the page stays.
 */
export async function moderateSubmission(
  db: Database,
  adminUserId: string,
  id: number,
  form: FormData | null,
) {
  const intent = moderationIntent(form?.get("intent"));
  const posted = form?.get("reason");
  const reason = typeof posted === "string" ? posted : "";
  const refused = (message: string, status: number, field: "reason" | null = null) =>
    data({ message, field }, { status, headers: adminHeaders() });
  if (intent === null) return refused("Choose Approve, Reject or Revoke.", 400);
  try {
    if (intent === "approve") await approveSubmission(db, id, adminUserId);
    else if (intent === "reject") await rejectSubmission(db, id, adminUserId, reason);
    else {
      await revokeSubmission(db, id, reason);
      logger.info({ submissionId: id, by: adminUserId }, "Admin: revoked an approved result");
    }
  } catch (error) {
    if (error instanceof ModerationError) {
      const { status, field } = moderationRefusal(error.code);
      return refused(error.message, status, field);
    }
    logger.error({ err: error, submissionId: id }, "Admin: moderating a submission failed");
    return refused("The database did not accept the change, so nothing was changed.", 503);
  }
  return redirect(afterModeration(id, intent), { headers: adminHeaders() });
}
