import { useLocation } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import { SenderFields, TextAreaField, TextField, VisitorFormPage } from "./form-controls";
import { MAX_LENGTH, type ContactField, type FormFailure } from "./submission-forms";

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
  const labels: Record<ContactField, string> = {
    name: t("forms.contact.name"),
    email: t("forms.contact.email"),
    subject: t("forms.contact.subject"),
    message: t("forms.contact.message"),
  };
  return (
    <VisitorFormPage
      form="contact"
      sent={sent}
      available={available}
      failure={failure}
      labels={labels}
      action={location.pathname}
    >
      <SenderFields labels={labels} />
      <TextField
        name="subject"
        label={labels.subject}
        required
        type="text"
        maxLength={MAX_LENGTH.subject}
      />
      <TextAreaField
        name="message"
        label={labels.message}
        required
        rows={8}
        maxLength={MAX_LENGTH.longText}
      />
    </VisitorFormPage>
  );
}
