import { data, redirect } from "react-router";
import { readFormBody, refusalResponse } from "~/modules/http/read-body.server";
import { localizePath } from "~/modules/i18n/languages";
import { pageLanguage } from "~/modules/i18n/page-language.server";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { SITE_NAME } from "~/modules/seo/seo";
import { siteOrigin } from "~/modules/seo/seo.server";
import { findSubscriptionByToken, unsubscribe } from "~/modules/newsletter/newsletter.server";
import { LEFT, storedSubscription, THANK_YOU } from "~/modules/newsletter/subscription";
import { SubscriptionDetails } from "~/modules/newsletter/subscription-details";
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

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/**
 * The page a random link leads to (modules/newsletter: only its owner was shown it): what is
 * stored about this subscriber and the button that deletes it. A wrong or ended link is a 404.
 * `/newsletter/thanks` and `/newsletter/left` are the neutral pages after a repeated sign-up and
 * after unsubscribing: they show nothing about any address.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { t, messages } = pageSetup(request, params, ["newsletter"]);
  const page = { messages, title: t("newsletter.title") };
  if (params.token === THANK_YOU) return { ...page, view: "thanks" as const };
  if (params.token === LEFT) return { ...page, view: "left" as const };
  if (!context.db) throw data(null, { status: 503, statusText: "Service Unavailable" });
  const found = await findSubscriptionByToken(context.db, params.token);
  if (!found) throw notFound();
  return {
    ...page,
    view: "subscription" as const,
    email: found.email,
    link: `${siteOrigin(request)}${url.pathname}`,
    subscription: storedSubscription(found),
  };
}

/** Unsubscribing deletes the address and everything stored with it, then says so. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const posted = await readFormBody(request, { maxBytes: 1024 });
  if (!posted.ok) return refusalResponse(posted);
  if (!context.db) throw data(null, { status: 503, statusText: "Service Unavailable" });
  const found = await findSubscriptionByToken(context.db, params.token);
  if (!found) throw notFound();
  await unsubscribe(context.db, found.email);
  return redirect(localizePath(`/newsletter/${LEFT}`, pageLanguage(params)), 303);
}

export default function NewsletterSubscription({ loaderData }: Route.ComponentProps) {
  return loaderData.view === "subscription" ? (
    <SubscriptionDetails
      view="subscription"
      email={loaderData.email}
      link={loaderData.link}
      subscription={loaderData.subscription}
    />
  ) : (
    <SubscriptionDetails view={loaderData.view} />
  );
}
