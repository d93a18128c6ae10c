import { data, Form, redirect, useLocation } from "react-router";
import { ISSUE_TYPES } from "~/modules/submissions/statuses";
import { messagesFor, serverTranslator } from "~/modules/i18n/messages.server";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { seoMeta } from "~/modules/seo/seo";
import { pageSeo } from "~/modules/seo/seo.server";
import {
  ErrorSummary,
  Field,
  Honeypot,
  inputClass,
  readOnlyInputClass,
  RequiredNote,
  SubmitButton,
  SuccessMessage,
  UnavailableNotice,
} from "~/modules/submissions/form-controls";
import { handleFormPost } from "~/modules/submissions/form-post.server";
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

export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const { t } = serverTranslator(lang);
  const query = new URL(request.url).searchParams;
  const url = prefilledPageAddress(query.get("url"));
  const subject = url ? t("forms.issue.subjectPrefill", { url }) : "";
  return {
    messages: messagesFor(lang, "forms"),
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
    sent: query.get(SENT_PARAM) === "1",
    available: context.db !== null,
    seo: pageSeo({
      request,
      lang,
      path: PATH,
      title: t("forms.issue.meta.title"),
      description: t("forms.issue.meta.description"),
      keywords: t("forms.issue.meta.keywords").split(", "),
      breadcrumbs: [{ name: t("forms.issue.title"), path: PATH }],
    }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = pageLanguage(params);
  const outcome = await handleFormPost(issueForm, { request, db: context.db, lang });
  if (!outcome.ok) return data(outcome.failure, { status: outcome.status });
  return redirect(pagePath(new URL(request.url).pathname, outcome.data.url, true), 303);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const idOf = (field: IssueField) => `issue-${field}`;

export default function ReportIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issueTypes, defaults, sent, available } = loaderData;
  const { t } = useTranslation();
  const location = useLocation();
  const values = { ...defaults, ...actionData?.values };
  const errors = actionData?.fieldErrors ?? {};
  const action = pagePath(location.pathname, defaults.url || null);
  const labels: Record<IssueField, string> = {
    name: t("forms.issue.name"),
    email: t("forms.issue.email"),
    issueType: t("forms.issue.issueType"),
    subject: t("forms.issue.subject"),
    description: t("forms.issue.description"),
    url: t("forms.issue.url"),
  };
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold text-gray-900">{t("forms.issue.title")}</h1>
      <p className="mt-3 text-gray-800">{t("forms.issue.intro")}</p>
      {sent && !actionData && <SuccessMessage text={t("forms.issue.sent")} />}
      {!available && <UnavailableNotice />}
      <ErrorSummary failure={actionData} labels={labels} idOf={idOf} />
      {/* A new key after each successful post empties the form, as the spec's reset does. */}
      <Form
        key={sent ? location.key : "form"}
        method="post"
        action={action}
        noValidate
        className="relative mt-6 space-y-5"
      >
        <RequiredNote />
        {values.url && (
          <Field id={idOf("url")} name="url" label={labels.url} error={errors.url}>
            {(control) => (
              <input
                {...control}
                type="url"
                readOnly
                defaultValue={values.url}
                className={readOnlyInputClass}
              />
            )}
          </Field>
        )}
        <Field id={idOf("name")} name="name" label={labels.name} required error={errors.name}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={MAX_LENGTH.name}
              defaultValue={values.name}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={idOf("email")} name="email" label={labels.email} required error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={MAX_LENGTH.email}
              defaultValue={values.email}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={idOf("issueType")}
          name="issueType"
          label={labels.issueType}
          required
          error={errors.issueType}
        >
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
        <Field
          id={idOf("subject")}
          name="subject"
          label={labels.subject}
          required
          error={errors.subject}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={MAX_LENGTH.subject}
              defaultValue={values.subject}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={idOf("description")}
          name="description"
          label={labels.description}
          required
          help={t("forms.issue.descriptionHelp")}
          error={errors.description}
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={MAX_LENGTH.longText}
              defaultValue={values.description}
              className={inputClass}
            />
          )}
        </Field>
        <Honeypot />
        <SubmitButton
          action={action}
          label={t("forms.issue.submit")}
          pendingLabel={t("forms.issue.submitting")}
        />
      </Form>
    </article>
  );
}
