import { data, Form, Link } from "react-router";
import { textLinkClass } from "~/components/text-page";
import { readFormBody, refusalResponse } from "~/modules/http/read-body.server";
import { isLanguage, LANGUAGE_NAMES } from "~/modules/i18n/languages";
import { useTranslation } from "~/modules/i18n/use-translation";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { SITE_NAME } from "~/modules/seo/seo";
import {
  emailFromToken,
  findSubscription,
  unsubscribe,
} from "~/modules/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter-subscription";

/** A subscriber's own page: never cached, never indexed, not sent on as a referrer. */
export const headers = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.title ?? "Newsletter"} | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

async function subscriber(
  params: Route.LoaderArgs["params"],
  db: Route.LoaderArgs["context"]["db"],
) {
  if (!db) throw data(null, { status: 503, statusText: "Service Unavailable" });
  const email = await emailFromToken(db, params.token);
  if (!email) throw data(null, { status: 404, statusText: "Not Found" });
  return { db, email };
}

/**
 * What is stored about this subscriber and the button that deletes it. The page's address
 * (signed, see subscriptionToken) is the only way to it.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { t, messages } = pageSetup(request, params, ["newsletter"]);
  const { db, email } = await subscriber(params, context.db);
  const found = await findSubscription(db, email);
  return {
    messages,
    title: t("newsletter.title"),
    email,
    subscription: found && {
      language: isLanguage(found.language) ? LANGUAGE_NAMES[found.language] : found.language,
      date: found.createdAt.toISOString().slice(0, 10),
    },
  };
}

/** Unsubscribing deletes the address and everything stored with it. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const posted = await readFormBody(request, { maxBytes: 1024 });
  if (!posted.ok) return refusalResponse(posted);
  const { db, email } = await subscriber(params, context.db);
  await unsubscribe(db, email);
  return { left: true };
}

export default function NewsletterSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t, date, href } = useTranslation();
  const { email, subscription } = loaderData;
  return (
    <article className="mx-auto max-w-2xl space-y-4 text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">{t("newsletter.title")}</h1>
      {actionData?.left ? (
        <p role="status" className="text-lg text-green-800">
          {t("newsletter.left", { email })}
        </p>
      ) : subscription ? (
        <>
          <p role="status" className="text-lg text-green-800">
            {t("newsletter.subscribed")}
          </p>
          <h2 className="pt-2 text-xl font-semibold text-gray-900">
            {t("newsletter.storedTitle")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t("newsletter.stored.email")}</dt>
            <dd className="break-all">{email}</dd>
            <dt className="font-medium">{t("newsletter.stored.language")}</dt>
            <dd>{subscription.language}</dd>
            <dt className="font-medium">{t("newsletter.stored.date")}</dt>
            <dd>{date(subscription.date)}</dd>
          </dl>
          <p>{t("newsletter.nothingElse")}</p>
          <p>{t("newsletter.noMail")}</p>
          <h2 className="pt-2 text-xl font-semibold text-gray-900">{t("newsletter.leaveTitle")}</h2>
          <p>{t("newsletter.leaveText")}</p>
          <Form method="post">
            <button
              type="submit"
              className="rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
            >
              {t("newsletter.unsubscribe")}
            </button>
          </Form>
        </>
      ) : (
        <p role="status">{t("newsletter.notSubscribed", { email })}</p>
      )}
      <p>
        <Link to={href("/legal-info#privacy")} className={textLinkClass}>
          {t("newsletter.privacyLink")}
        </Link>
      </p>
    </article>
  );
}
