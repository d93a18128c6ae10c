import { useLocation } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import {
  fieldLabelling,
  SenderFields,
  TextAreaField,
  TextField,
  VisitorFormPage,
} from "./form-controls";
import { MAX_LENGTH, type ContactField, type FormFailure } from "./submission-forms";

const idOf = (field: ContactField) => `contact-${field}`;

/** The contact form: sender, subject and message. */
export function ContactForm({
  sent,
  available,
  failure,
}: {
  sent: boolean;
  available: boolean;
  failure: FormFailure<ContactField> | undefined;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const values = failure?.values ?? {};
  const labels: Record<ContactField, string> = {
    name: t("forms.contact.name"),
    email: t("forms.contact.email"),
    subject: t("forms.contact.subject"),
    message: t("forms.contact.message"),
  };
  const fieldOf = fieldLabelling(idOf, labels, failure?.fieldErrors ?? {});
  return (
    <VisitorFormPage
      form="contact"
      sent={sent}
      available={available}
      failure={failure}
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
