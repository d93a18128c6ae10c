import { Form, Link } from "react-router";
import { textLinkClass } from "~/components/text-page";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { storedSubscription } from "./subscription";

type Props =
  | {
      view: "subscription";
      email: string;
      /** The page's own full address: the link to keep. */
      link: string;
      subscription: ReturnType<typeof storedSubscription>;
    }
  | { view: "thanks" | "left"; email?: undefined; link?: undefined; subscription?: undefined };

/**
 * A subscriber's own page: what is stored about them, its private link and the button that
 * deletes it; or one of the neutral pages (`thanks` after a repeated sign-up, `left` after
 * unsubscribing), which show nothing about any address.
 */
export function SubscriptionDetails({ view, email, link, subscription }: Props) {
  const { t, date, href } = useTranslation();
  return (
    <article className="mx-auto max-w-2xl space-y-4 text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">{t("newsletter.title")}</h1>
      {view === "left" ? (
        <p role="status" className="text-lg text-green-800">
          {t("newsletter.left")}
        </p>
      ) : view === "thanks" ? (
        <>
          <p role="status" className="text-lg text-green-800">
            {t("newsletter.thanks")}
          </p>
          <p>{t("newsletter.thanksPrivate")}</p>
        </>
      ) : (
        subscription && (
          <>
            <p role="status" className="text-lg text-green-800">
              {t("newsletter.subscribed")}
            </p>
            <p>
              <strong>{t("newsletter.keepLink")}</strong>{" "}
              <a
                href={link}
                className={`break-all ${textLinkClass}`}
                data-testid="subscription-link"
              >
                {link}
              </a>
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
            <h2 className="pt-2 text-xl font-semibold text-gray-900">
              {t("newsletter.leaveTitle")}
            </h2>
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
        )
      )}
      <p>
        <Link to={href("/legal-info#privacy")} className={textLinkClass}>
          {t("newsletter.privacyLink")}
        </Link>
      </p>
    </article>
  );
}
