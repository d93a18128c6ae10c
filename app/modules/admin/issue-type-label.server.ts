import { serverTranslator } from "~/modules/i18n/messages.server";
import { ISSUE_TYPES } from "~/modules/submissions/statuses";

type IssueType = (typeof ISSUE_TYPES)[number];

/**
 * An issue report's type as the visitor chose it on the form: the English
 * label of the forms messages (the admin panel is English only, decision 007).
 * A value the form no longer offers is shown as stored.
 */
export function issueTypeLabel(type: string): string {
  return (ISSUE_TYPES as readonly string[]).includes(type)
    ? serverTranslator("en").t(`forms.issue.type.${type as IssueType}`)
    : type;
}
