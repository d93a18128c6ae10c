import {
  Form,
  Link,
  useLocation,
  useNavigation,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import type { SocialLink, SocialNetworkId } from "~/modules/seo/seo";
import { useTranslation } from "~/modules/i18n/use-translation";

const SOCIAL_ICONS: Record<SocialNetworkId, string> = {
  x: "M4 4l16 16M20 4L4 20",
  youtube: "M3 7.5a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z",
  reddit:
    "M12 8c4.4 0 8 2.2 8 5s-3.6 5-8 5-8-2.2-8-5 3.6-5 8-5zM12 8l1-5 4 1M9 12.5h.01M15 12.5h.01M9 15c1.8 1 4.2 1 6 0",
  github:
    "M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21",
};

const NEWSLETTER_MESSAGES = {
  invalid: "common.footer.newsletter.invalid",
  unavailable: "common.footer.newsletter.unavailable",
  limited: "common.footer.newsletter.limited",
} as const;

export function SiteFooter() {
  const { t, href } = useTranslation();
  // The site's own accounts, as the operator configured them (SOCIAL_*_URL): none by default.
  const social = useRouteLoaderData<{ social?: SocialLink[] }>("root")?.social ?? [];
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 text-sm text-gray-700 md:grid-cols-3">
        <div>
          <p className="font-semibold text-gray-900">{t("common.siteName")}</p>
          <p className="mt-1">{t("common.footer.tagline")}</p>
          {social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label={t("common.footer.social")}>
              {social.map((s) => (
                <li key={s.id}>
                  <a
                    href={s.href}
                    rel="me noopener"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 text-gray-700 hover:bg-gray-100"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="h-5 w-5 fill-none stroke-current"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <path d={SOCIAL_ICONS[s.id]} />
                    </svg>
                    <span className="sr-only">{s.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label={t("common.footer.links")}>
          <ul className="space-y-1">
            <li>
              <Link to={href("/contact-us")} className="inline-block py-1.5 hover:underline">
                {t("common.footer.contact")}
              </Link>
            </li>
            <li>
              <Link to={href("/legal-info")} className="inline-block py-1.5 hover:underline">
                {t("common.footer.legal")}
              </Link>
            </li>
            <li>
              <Link to={href("/about-us")} className="inline-block py-1.5 hover:underline">
                {t("common.footer.about")}
              </Link>
            </li>
            <li>
              <Link to={href("/methodology")} className="inline-block py-1.5 hover:underline">
                {t("common.footer.methodology")}
              </Link>
            </li>
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <p className="border-t border-gray-100 py-4 text-center text-xs text-gray-600">
        {t("common.footer.copyright", { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}

/**
 * Posts to the newsletter action, which opens a new subscription's own page (what is stored, how
 * to leave) or redirects back here with a problem in `?newsletter=`.
 */
function NewsletterForm() {
  const { t, href } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const action = href("/newsletter");
  const submitting = navigation.state === "submitting" && navigation.formAction === action;
  const outcome = params.get("newsletter");
  const message =
    outcome && outcome in NEWSLETTER_MESSAGES
      ? NEWSLETTER_MESSAGES[outcome as keyof typeof NEWSLETTER_MESSAGES]
      : null;
  const returnParams = new URLSearchParams(location.search);
  returnParams.delete("newsletter");
  const query = returnParams.toString();
  return (
    <section id="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="font-semibold text-gray-900">
        {t("common.footer.newsletter.title")}
      </h2>
      <p className="mt-1">{t("common.footer.newsletter.text")}</p>
      <Form method="post" action={action} preventScrollReset className="mt-3 flex gap-2">
        <input
          type="hidden"
          name="returnTo"
          value={location.pathname + (query ? `?${query}` : "")}
        />
        <label htmlFor="newsletter-email" className="sr-only">
          {t("common.footer.newsletter.email")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("common.footer.newsletter.placeholder")}
          aria-describedby={message ? "newsletter-message" : undefined}
          aria-invalid={outcome === "invalid" ? true : undefined}
          className="min-w-0 flex-1 rounded border border-gray-400 px-3 py-2"
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700 disabled:opacity-60"
        >
          {submitting
            ? t("common.footer.newsletter.submitting")
            : t("common.footer.newsletter.submit")}
        </button>
      </Form>
      {message && (
        <p id="newsletter-message" role="alert" className="mt-2 text-red-700">
          {t(message)}
        </p>
      )}
    </section>
  );
}
