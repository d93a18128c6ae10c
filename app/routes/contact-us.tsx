import { data, Form, redirect, useLocation } from "react-router";
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
  RequiredNote,
  SubmitButton,
  SuccessMessage,
  UnavailableNotice,
} from "~/modules/submissions/form-controls";
import { handleFormPost } from "~/modules/submissions/form-post.server";
import { MAX_LENGTH, SENT_PARAM, type ContactField } from "~/modules/submissions/submission-forms";
import { contactForm } from "~/modules/submissions/visitor-forms.server";
import type { Route } from "./+types/contact-us";

const PATH = "/contact-us";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLanguage(params);
  const { t } = serverTranslator(lang);
  return {
    messages: messagesFor(lang, "forms"),
    sent: new URL(request.url).searchParams.get(SENT_PARAM) === "1",
    available: context.db !== null,
    seo: pageSeo({
      request,
      lang,
      path: PATH,
      title: t("forms.contact.meta.title"),
      description: t("forms.contact.meta.description"),
      keywords: t("forms.contact.meta.keywords").split(", "),
      breadcrumbs: [{ name: t("forms.contact.title"), path: PATH }],
    }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = pageLanguage(params);
  const outcome = await handleFormPost(contactForm, { request, db: context.db, lang });
  if (!outcome.ok) return data(outcome.failure, { status: outcome.status });
  return redirect(`${new URL(request.url).pathname}?${SENT_PARAM}=1`, 303);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const idOf = (field: ContactField) => `contact-${field}`;

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, available } = loaderData;
  const { t } = useTranslation();
  const location = useLocation();
  const values = actionData?.values ?? {};
  const errors = actionData?.fieldErrors ?? {};
  const labels: Record<ContactField, string> = {
    name: t("forms.contact.name"),
    email: t("forms.contact.email"),
    subject: t("forms.contact.subject"),
    message: t("forms.contact.message"),
  };
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold text-gray-900">{t("forms.contact.title")}</h1>
      <p className="mt-3 text-gray-800">{t("forms.contact.intro")}</p>
      {sent && !actionData && <SuccessMessage text={t("forms.contact.sent")} />}
      {!available && <UnavailableNotice />}
      <ErrorSummary failure={actionData} labels={labels} idOf={idOf} />
      {/* A new key after each successful post empties the form, as the spec's reset does. */}
      <Form
        key={sent ? location.key : "form"}
        method="post"
        action={location.pathname}
        noValidate
        className="relative mt-6 space-y-5"
      >
        <RequiredNote />
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
          id={idOf("message")}
          name="message"
          label={labels.message}
          required
          error={errors.message}
        >
          {(control) => (
            <textarea
              {...control}
              rows={8}
              maxLength={MAX_LENGTH.longText}
              defaultValue={values.message}
              className={inputClass}
            />
          )}
        </Field>
        <Honeypot />
        <SubmitButton
          action={location.pathname}
          label={t("forms.contact.submit")}
          pendingLabel={t("forms.contact.submitting")}
        />
      </Form>
    </article>
  );
}
