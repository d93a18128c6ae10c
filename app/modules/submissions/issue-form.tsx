import { useField } from "@conform-to/react";
import { useLocation } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import {
  readOnlyInputClass,
  SelectField,
  SenderFields,
  TextAreaField,
  TextField,
  VisitorFormPage,
} from "./form-controls";
import { issuePagePath, type issueFormDefaults } from "./form-pages";
import type { ISSUE_TYPES } from "./statuses";
import { MAX_LENGTH, type FormFailure, type IssueField } from "./submission-forms";

/** The issue report form, with the reported page's address when it was opened from one. */
export function IssueForm({
  issueTypes,
  defaults,
  sent,
  available,
  failure,
}: {
  issueTypes: typeof ISSUE_TYPES;
  defaults: ReturnType<typeof issueFormDefaults>;
  sent: boolean;
  available: boolean;
  failure: FormFailure<IssueField> | undefined;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const action = issuePagePath(location.pathname, defaults.url || null);
  const labels: Record<IssueField, string> = {
    name: t("forms.issue.name"),
    email: t("forms.issue.email"),
    issueType: t("forms.issue.issueType"),
    subject: t("forms.issue.subject"),
    description: t("forms.issue.description"),
    url: t("forms.issue.url"),
  };
  return (
    <VisitorFormPage
      form="issue"
      sent={sent}
      available={available}
      failure={failure}
      defaultValue={defaults}
      labels={labels}
      action={action}
    >
      <PageAddressField label={labels.url} />
      <SenderFields labels={labels} />
      <SelectField
        name="issueType"
        label={labels.issueType}
        required
        options={issueTypes.map((type) => ({ value: type, text: t(`forms.issue.type.${type}`) }))}
      />
      <TextField
        name="subject"
        label={labels.subject}
        required
        type="text"
        maxLength={MAX_LENGTH.subject}
      />
      <TextAreaField
        name="description"
        label={labels.description}
        required
        help={t("forms.issue.descriptionHelp")}
        rows={6}
        maxLength={MAX_LENGTH.longText}
      />
    </VisitorFormPage>
  );
}

/** The reported page's address, shown (and sent) only when the form has one. */
function PageAddressField({ label }: { label: string }) {
  const [url] = useField<string>("url");
  if (!url.initialValue) return null;
  return <TextField name="url" label={label} type="url" readOnly className={readOnlyInputClass} />;
}
