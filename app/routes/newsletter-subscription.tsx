import { data } from "react-router";
import { readFormBody, refusalResponse } from "~/modules/http/read-body.server";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { SITE_NAME } from "~/modules/seo/seo";
import {
  emailFromToken,
  findSubscription,
  unsubscribe,
} from "~/modules/newsletter/newsletter.server";
import { storedSubscription } from "~/modules/newsletter/subscription";
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
    subscription: found && storedSubscription(found),
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
  const { email, subscription } = loaderData;
  return (
    <SubscriptionDetails
      email={email}
      subscription={subscription}
      left={actionData?.left ?? false}
    />
  );
}
