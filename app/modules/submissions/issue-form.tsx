import { useLocation } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import {
  Field,
  fieldLabelling,
  inputClass,
  readOnlyInputClass,
  SenderFields,
  TextAreaField,
  TextField,
  VisitorFormPage,
} from "./form-controls";
import { issuePagePath, type issueFormDefaults } from "./form-pages";
import type { ISSUE_TYPES } from "./statuses";
import { MAX_LENGTH, type FormFailure, type IssueField } from "./submission-forms";

const idOf = (field: IssueField) => `issue-${field}`;

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
  const values = { ...defaults, ...failure?.values };
  const action = issuePagePath(location.pathname, defaults.url || null);
  const labels: Record<IssueField, string> = {
    name: t("forms.issue.name"),
    email: t("forms.issue.email"),
    issueType: t("forms.issue.issueType"),
    subject: t("forms.issue.subject"),
    description: t("forms.issue.description"),
    url: t("forms.issue.url"),
  };
  const fieldOf = fieldLabelling(idOf, labels, failure?.fieldErrors ?? {});
  return (
    <VisitorFormPage
      form="issue"
      sent={sent}
      available={available}
      failure={failure}
      labels={labels}
      idOf={idOf}
      action={action}
    >
      {values.url && (
        <TextField
          {...fieldOf("url")}
          type="url"
          readOnly
          defaultValue={values.url}
          className={readOnlyInputClass}
        />
      )}
      <SenderFields fieldOf={fieldOf} values={values} />
      <Field {...fieldOf("issueType")} required>
        {(control) => (
          <select {...control} defaultValue={values.issueType} className={inputClass}>
            {issueTypes.map((type) => (
              <option key={type} value={type}>
                {t(`forms.issue.type.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        {...fieldOf("subject")}
        required
        type="text"
        maxLength={MAX_LENGTH.subject}
        defaultValue={values.subject}
      />
      <TextAreaField
        {...fieldOf("description")}
        required
        help={t("forms.issue.descriptionHelp")}
        rows={6}
        maxLength={MAX_LENGTH.longText}
        defaultValue={values.description}
      />
    </VisitorFormPage>
  );
}
