import { seoMeta } from "~/modules/seo/seo";
import { ContactForm } from "~/modules/submissions/contact-form";
import { visitorFormPage } from "~/modules/submissions/form-page.server";
import { answerFormPost } from "~/modules/submissions/form-post.server";
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

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, available } = loaderData;
  return <ContactForm sent={sent} available={available} failure={actionData} />;
}
