import { useLocation } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import { seoMeta } from "~/modules/seo/seo";
import {
  fieldLabelling,
  SenderFields,
  TextAreaField,
  TextField,
  VisitorFormPage,
} from "~/modules/submissions/form-controls";
import { visitorFormPage } from "~/modules/submissions/form-page.server";
import { answerFormPost } from "~/modules/submissions/form-post.server";
import { MAX_LENGTH, type ContactField } from "~/modules/submissions/submission-forms";
import { contactForm } from "~/modules/submissions/visitor-forms.server";
import type { Route } from "./+types/contact-us";

const PATH = "/contact-us";

export function loader(args: Route.LoaderArgs) {
  return visitorFormPage("contact", PATH, args);
}

export function action(args: Route.ActionArgs) {
  return answerFormPost(contactForm, args);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const idOf = (field: ContactField) => `contact-${field}`;

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, available } = loaderData;
  const { t } = useTranslation();
  const location = useLocation();
  const values = actionData?.values ?? {};
  const labels: Record<ContactField, string> = {
    name: t("forms.contact.name"),
    email: t("forms.contact.email"),
    subject: t("forms.contact.subject"),
    message: t("forms.contact.message"),
  };
  const fieldOf = fieldLabelling(idOf, labels, actionData?.fieldErrors ?? {});
  return (
    <VisitorFormPage
      form="contact"
      sent={sent}
      available={available}
      failure={actionData}
      labels={labels}
      idOf={idOf}
      action={location.pathname}
    >
      <SenderFields fieldOf={fieldOf} values={values} />
      <TextField
        {...fieldOf("subject")}
        required
        type="text"
        maxLength={MAX_LENGTH.subject}
        defaultValue={values.subject}
      />
      <TextAreaField
        {...fieldOf("message")}
        required
        rows={8}
        maxLength={MAX_LENGTH.longText}
        defaultValue={values.message}
      />
    </VisitorFormPage>
  );
}
