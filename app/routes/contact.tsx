import { useLocation } from "react-router";
import { ISSUE_TYPES } from "~/modules/submissions/statuses";
import { useTranslation } from "~/modules/i18n/use-translation";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { seoMeta } from "~/modules/seo/seo";
import {
  Field,
  fieldLabelling,
  inputClass,
  readOnlyInputClass,
  SenderFields,
  TextAreaField,
  TextField,
  VisitorFormPage,
} from "~/modules/submissions/form-controls";
import { visitorFormPage } from "~/modules/submissions/form-page.server";
import { answerFormPost } from "~/modules/submissions/form-post.server";
import { DEFAULT_ISSUE_TYPE, prefilledPageAddress } from "~/modules/submissions/submission.schema";
import { MAX_LENGTH, SENT_PARAM, type IssueField } from "~/modules/submissions/submission-forms";
import { issueForm } from "~/modules/submissions/visitor-forms.server";
import type { Route } from "./+types/contact";

const PATH = "/contact";

/** This page with the reported page's address kept, so a reset form still carries it. */
function pagePath(pathname: string, url: string | null, sent = false): string {
  const query = new URLSearchParams();
  if (url) query.set("url", url);
  if (sent) query.set(SENT_PARAM, "1");
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function loader(args: Route.LoaderArgs) {
  const { t } = pageSetup(args.request, args.params, []);
  const url = prefilledPageAddress(new URL(args.request.url).searchParams.get("url"));
  const subject = url ? t("forms.issue.subjectPrefill", { url }) : "";
  return {
    ...visitorFormPage("issue", PATH, args),
    issueTypes: ISSUE_TYPES,
    defaults: {
      issueType: DEFAULT_ISSUE_TYPE as string,
      url: url ?? "",
      // A very long address would make the prefilled subject too long to send.
      subject:
        subject.length > MAX_LENGTH.subject
          ? `${subject.slice(0, MAX_LENGTH.subject - 1)}…`
          : subject,
    },
  };
}

export function action(args: Route.ActionArgs) {
  return answerFormPost(issueForm, args, (pathname, report) =>
    pagePath(pathname, report.url, true),
  );
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const idOf = (field: IssueField) => `issue-${field}`;

export default function ReportIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issueTypes, defaults, sent, available } = loaderData;
  const { t } = useTranslation();
  const location = useLocation();
  const values = { ...defaults, ...actionData?.values };
  const action = pagePath(location.pathname, defaults.url || null);
  const labels: Record<IssueField, string> = {
    name: t("forms.issue.name"),
    email: t("forms.issue.email"),
    issueType: t("forms.issue.issueType"),
    subject: t("forms.issue.subject"),
    description: t("forms.issue.description"),
    url: t("forms.issue.url"),
  };
  const fieldOf = fieldLabelling(idOf, labels, actionData?.fieldErrors ?? {});
  return (
    <VisitorFormPage
      form="issue"
      sent={sent}
      available={available}
      failure={actionData}
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
